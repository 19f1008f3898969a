// A personal link on the guest page (issue 25): /i/{token} remembers the household in a cookie and
// leads to the page, which greets it and is never kept by a cache; another site's link, a made-up one
// or one turned off opens nothing; on a protected site the link opens the page as its password would.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { activateSite } from "../operations/sites";
import { freshClientAddress, ownerWithSite, testAppForThisFile } from "../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

async function siteWithHousehold(options: { password?: string } = {}) {
  const owner = await ownerWithSite(t.app);
  hostCounter += 1;
  const host = `inbjudan-sida-${hostCounter}.se`;
  await activateSite(t.ctx, owner.siteId, host);
  if (options.password)
    await t.ctx.db.update(sites).set({ password: options.password }).where(eq(sites.id, owner.siteId));
  const call = (method: "POST", url: string, payload: object) =>
    t.app.inject({ method, url, cookies: { session: owner.cookie }, payload });
  const added = await call("POST", `/api/sites/${owner.siteId}/households`, {
    name: "Familjen Andersson",
    guests: [{ name: "Anna Andersson" }, { name: "Bo Andersson" }, { name: "Cilla Andersson", child: true }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const household = added.json().household as { id: string; token: string };
  return { ...owner, host, household, call };
}

const get = (host: string, path: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: path,
    headers: { host, "accept-language": "sv-SE" },
    cookies,
    remoteAddress: freshClientAddress(),
  });

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe("a personal link on the guest page", () => {
  it("remembers the household and leads to the page, which greets it and is not cached", async () => {
    const { siteId, host, household } = await siteWithHousehold();
    const opened = await get(host, `/i/${household.token}`);
    expect(opened.statusCode, opened.body).toBe(302);
    expect(opened.headers.location).toBe("/sv");
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    const cookie = cookieOf(opened, `invitation_${siteId}`);
    expect(cookie).toMatchObject({ value: household.token, httpOnly: true, sameSite: "Lax", path: "/" });

    const greeted = await get(host, "/sv", { [`invitation_${siteId}`]: household.token });
    expect(greeted.statusCode).toBe(200);
    expect(greeted.headers["cache-control"]).toBe("private, no-store");
    expect(greeted.headers["x-cache"]).toBe("personal");
    expect(greeted.body).toContain("Kära Familjen Andersson, varmt välkomna!");
    expect(greeted.body).toContain("Den här inbjudan gäller Anna, Bo och Cilla.");

    // The open page, with or without a cookie that opens nothing, greets no one.
    for (const cookies of [{}, { [`invitation_${siteId}`]: "x".repeat(43) }]) {
      const open = await get(host, "/sv", cookies);
      expect(open.statusCode).toBe(200);
      expect(open.body).not.toContain("Familjen Andersson");
      expect(open.headers["x-cache"]).not.toBe("personal");
    }
  });

  it("opens nothing for another site's link, a made-up one or one turned off", async () => {
    const first = await siteWithHousehold();
    const second = await siteWithHousehold();
    for (const path of [`/i/${second.household.token}`, `/i/${"A".repeat(43)}`, "/i/kort"]) {
      const response = await get(first.host, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.cookies).toEqual([]);
    }
    await first.call("POST", `/api/sites/${first.siteId}/households/${first.household.id}/link`, {
      action: "disable",
    });
    expect((await get(first.host, `/i/${first.household.token}`)).statusCode).toBe(404);
    const page = await get(first.host, "/sv", { [`invitation_${first.siteId}`]: first.household.token });
    expect(page.body).not.toContain("Familjen Andersson");
  });

  it("opens a protected site as its password would", async () => {
    const { siteId, host, household } = await siteWithHousehold({ password: "hemligt" });
    expect((await get(host, "/sv")).statusCode).toBe(401);
    const opened = await get(host, `/i/${household.token}`);
    expect(opened.statusCode).toBe(302);
    const access = cookieOf(opened, `site_access_${siteId}`);
    expect(access?.value).toBeTruthy();
    const page = await get(host, "/sv", {
      [`invitation_${siteId}`]: household.token,
      [`site_access_${siteId}`]: access?.value ?? "",
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Kära Familjen Andersson, varmt välkomna!");
  });

  it("keeps a household's page for that household alone, and a change to it is seen at once", async () => {
    const { siteId, host, household, cookie: session } = await siteWithHousehold();
    const mine = { [`invitation_${siteId}`]: household.token };
    const first = await get(host, "/sv", mine);
    const second = await get(host, "/sv", mine);
    expect(first.headers["x-cache"]).toBe("personal");
    expect(second.headers["x-cache"]).toBe("personal-hit");
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.body).toContain("Kära Familjen Andersson, varmt välkomna!");

    // Another household of the site never gets the kept page.
    const other = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/households`,
      cookies: { session },
      payload: { name: "Familjen Berg", guests: [{ name: "Dan Berg" }] },
    });
    const berg = other.json().household as { id: string; token: string };
    const theirs = await get(host, "/sv", { [`invitation_${siteId}`]: berg.token });
    expect(theirs.headers["x-cache"]).toBe("personal");
    expect(theirs.body).toContain("Kära Familjen Berg, varmt välkomna!");
    expect(theirs.body).not.toContain("Andersson");

    // The owner renames the household and a guest: the next page says so.
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/households/${household.id}`,
      cookies: { session },
      payload: {
        name: "Familjen Andersson-Lind",
        guests: [{ name: "Anna Lind" }, { name: "Bo Andersson" }, { name: "Cilla Andersson", child: true }],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(host, "/sv", mine);
    expect(after.headers["x-cache"]).toBe("personal");
    expect(after.body).toContain("Kära Familjen Andersson-Lind, varmt välkomna!");

    // Its link turned off: the open page, greeting no one.
    const off = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/households/${household.id}/link`,
      cookies: { session },
      payload: { action: "disable" },
    });
    expect(off.statusCode, off.body).toBe(200);
    const closed = await get(host, "/sv", mine);
    expect(closed.headers["x-cache"]).not.toMatch(/personal/);
    expect(closed.body).not.toContain("Andersson");
  });
});
