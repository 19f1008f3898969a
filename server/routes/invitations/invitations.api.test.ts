// A guest's way to their household's invitation (issue 25): a personal link shows only its own
// household and parts; codes and names find links; wrong guesses are limited per client.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { activateSite } from "../../operations/sites";
import { expectError, freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";
import { ANDERSSON_HOUSEHOLD, BERG_HOUSEHOLD, saveGuestListSettings } from "../../test/rsvp-site";

const t = testAppForThisFile();
let hosts = 0;

type Household = { id: string; token: string; code: string; link: string; guests: { id: string }[] };

async function publishedSiteWithList(options: { publish?: boolean } = {}) {
  const owner = await ownerWithSite(t.app);
  if (options.publish !== false)
    await activateSite(t.ctx, owner.siteId, `inbjudan-${++hosts}-${Date.now()}.se`);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      cookies: { session: owner.cookie },
      ...(payload ? { payload: payload as object } : {}),
    });
  await saveGuestListSettings(t, owner);
  const add = async (body: unknown) =>
    (await call("POST", `/api/sites/${owner.siteId}/households`, body)).json().household as Household;
  const anderssons = await add(ANDERSSON_HOUSEHOLD);
  const bergs = await add(BERG_HOUSEHOLD);
  return { ...owner, call, anderssons, bergs };
}

const open = (token: string, remoteAddress = freshClientAddress()) =>
  t.app.inject({ url: `/api/invitations/${token}`, remoteAddress });

describe("a personal link", () => {
  it("opens its own household only, with the parts of its groups", async () => {
    const { siteId, anderssons, bergs } = await publishedSiteWithList();
    const mine = await open(anderssons.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.json()).toEqual({
      siteId,
      household: {
        id: anderssons.id,
        name: "Familjen Andersson",
        guests: [
          { id: expect.any(String), name: "Anna Andersson", child: false },
          { id: expect.any(String), name: "Bo Andersson", child: false },
          { id: expect.any(String), name: "Cilla Andersson", child: true },
        ],
        extraGuests: 1,
        groups: ["alla"],
        parts: [
          { id: "vigsel", name: "Vigsel" },
          { id: "fest", name: "Fest" },
        ],
      },
    });
    const evening = (await open(bergs.token)).json();
    expect(evening.household.parts).toEqual([{ id: "fest", name: "Fest" }]);
    expect(JSON.stringify(evening)).not.toContain("Andersson");
  });

  it("opens nothing once turned off, renewed or deleted, for a made-up token, or on an unpublished site", async () => {
    const { siteId, call, anderssons, bergs } = await publishedSiteWithList();
    expectError(await open(randomBytes(32).toString("base64url")), 404, "NOT_FOUND");
    expectError(await open("kort"), 404, "NOT_FOUND");
    expectError(
      await open(`${anderssons.token.slice(0, -1)}${anderssons.token.endsWith("A") ? "B" : "A"}`),
      404,
      "NOT_FOUND",
    );
    await call("POST", `/api/sites/${siteId}/households/${anderssons.id}/link`, { action: "disable" });
    expectError(await open(anderssons.token), 404, "NOT_FOUND");
    await call("POST", `/api/sites/${siteId}/households/${anderssons.id}/link`, { action: "renew" });
    expectError(await open(anderssons.token), 404, "NOT_FOUND");
    await call("DELETE", `/api/sites/${siteId}/households/${bergs.id}`);
    expectError(await open(bergs.token), 404, "NOT_FOUND");

    const hidden = await publishedSiteWithList({ publish: false });
    expectError(await open(hidden.anderssons.token), 404, "NOT_FOUND");
  });

  it("stops a client that keeps guessing, but not another guest", async () => {
    const { anderssons } = await publishedSiteWithList();
    const guesser = freshClientAddress();
    for (let i = 0; i < 20; i++)
      expectError(await open(randomBytes(32).toString("base64url"), guesser), 404, "NOT_FOUND");
    expectError(await open(anderssons.token, guesser), 429, "TOO_MANY_REQUESTS");
    expect((await open(anderssons.token)).statusCode).toBe(200);
  });
});

describe("a printed card's code and finding one's invitation by name", () => {
  it("finds the link of a code typed in any case, with spaces or dashes; 404 for a wrong one or another site's", async () => {
    const { siteId, anderssons } = await publishedSiteWithList();
    const other = await publishedSiteWithList();
    const byCode = (site: string, code: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/${site}/invitations/code`,
        payload: { code },
        remoteAddress: freshClientAddress(),
      });
    const typed = `${anderssons.code.slice(0, 3).toLowerCase()}-${anderssons.code.slice(3)}`;
    expect((await byCode(siteId, typed)).json()).toEqual({ link: anderssons.link });
    expectError(await byCode(other.siteId, anderssons.code), 404, "NOT_FOUND");
    expectError(await byCode(siteId, "ZZZZZZ"), 404, "NOT_FOUND");
    expectError(await byCode(siteId, "0OIL1"), 404, "NOT_FOUND");
  });

  it("finds households by a guest's full name, showing first names only; nothing for a first name alone or when only personal links are allowed", async () => {
    const { siteId, call, anderssons } = await publishedSiteWithList();
    const find = (name: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/${siteId}/invitations/find`,
        payload: { name },
        remoteAddress: freshClientAddress(),
      });
    const found = await find("  bo  ANDERSSON ");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      households: [{ firstNames: ["Anna", "Bo", "Cilla"], link: anderssons.link }],
    });
    expect(JSON.stringify(found.json())).not.toContain("Familjen");
    expect((await find("Bo")).json()).toEqual({ households: [] });
    expect((await find("Bo Berg")).json()).toEqual({ households: [] });
    expectError(await find(""), 400, "INVALID_INPUT");

    const settings = (await call("GET", `/api/sites/${siteId}/guest-list/settings`)).json().settings;
    await call("PUT", `/api/sites/${siteId}/guest-list/settings`, { ...settings, onlyPersonalLinks: true });
    expect((await find("Bo Andersson")).json()).toEqual({ households: [] });
  });
});
