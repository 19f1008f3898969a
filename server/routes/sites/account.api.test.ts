// GET /api/sites/{siteId}/account/ and the visitor count behind it: guest page views counted without
// cookies, HEAD requests and robots left out.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, customDomains, sites, siteVisits } from "../../db/schema";
import { EXPIRY_FALLBACK_DATE } from "../../operations/account-page";
import { activateSite } from "../../operations/sites";
import { visitDay } from "../../operations/visits";
import { createSiteFor, expectError, registerAndLogin, testAppForThisFile } from "../../test/harness";

// With the guest pages, so views of the published page can be counted.
const t = testAppForThisFile({ pages: true });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const accountOf = (siteId: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/${siteId}/account/`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

const view = (
  host: string,
  path: string,
  headers: Record<string, string> = {},
  method: "GET" | "HEAD" = "GET",
) =>
  t.app.inject({
    method,
    url: path,
    headers: {
      host,
      "accept-language": "sv-SE",
      "user-agent": "Mozilla/5.0 (iPhone) Mobile Safari",
      ...headers,
    },
  });

describe("GET /api/sites/{siteId}/account/", () => {
  it("answers the owner's mail, registration date and an unpublished site's facts", async () => {
    const { cookie, mail } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const response = await accountOf(siteId, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      mail,
      registered: { date: expect.stringMatching(DATE) },
      site: { visitorCount: 0, active: false, activeDate: null, activeExpireDate: null, customDomains: [] },
    });
    expect(body.registered.date).toBe(visitDay());
  });

  it("gives the dates of a published site as YYYY-MM-DD in Swedish time, with the expiry fallback", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    await t.ctx.db
      .update(sites)
      .set({
        active: true,
        activeDate: new Date("2025-03-31T22:30:00Z"), // 1 April 00:30 in Stockholm
        activeExpireDate: new Date("2026-09-30T12:00:00Z"),
      })
      .where(eq(sites.id, siteId));
    const [account] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    await t.ctx.db
      .update(accounts)
      .set({ createdAt: new Date("2024-12-31T23:15:00Z") })
      .where(eq(accounts.id, account?.accountId ?? ""));
    const body = (await accountOf(siteId, cookie)).json();
    expect(body.registered).toEqual({ date: "2025-01-01" });
    expect(body.site).toMatchObject({
      active: true,
      activeDate: "2025-04-01",
      activeExpireDate: "2026-09-30",
    });

    await t.ctx.db.update(sites).set({ activeExpireDate: null }).where(eq(sites.id, siteId));
    expect((await accountOf(siteId, cookie)).json().site.activeExpireDate).toBe(EXPIRY_FALLBACK_DATE);
    expect(EXPIRY_FALLBACK_DATE).toBe("2022-11-01");
  });

  it("lists the site's own domains in order with their expiry and whose registrar holds them", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    await t.ctx.db.insert(customDomains).values([
      {
        siteId,
        domain: "vi-gifter-oss.se",
        registrar: "ours",
        expiresAt: new Date("2027-06-30T12:00:00Z"),
        createdAt: new Date("2026-01-01T12:00:00Z"),
      },
      {
        siteId,
        domain: "anna-och-erik.fi",
        registrar: "other",
        expiresAt: new Date("2027-08-31T12:00:00Z"),
        createdAt: new Date("2026-02-01T12:00:00Z"),
      },
    ]);
    expect((await accountOf(siteId, cookie)).json().site.customDomains).toEqual([
      { domain: "vi-gifter-oss.se", expires: "2027-06-30", registrar: "ours" },
      { domain: "anna-och-erik.fi", expires: "2027-08-31", registrar: "other" },
    ]);
  });

  it("answers 401 without a session and 403 for another account's site or an unknown id", async () => {
    const owner = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, owner.cookie);
    const stranger = await registerAndLogin(t.app);
    await createSiteFor(t.app, stranger.cookie);
    expectError(await accountOf(siteId), 401, "NOT_LOGGED_IN");
    expectError(await accountOf(siteId, "påhittad-session"), 401, "NOT_LOGGED_IN");
    const foreign = expectError(await accountOf(siteId, stranger.cookie), 403, "FORBIDDEN");
    expect(JSON.stringify(foreign)).not.toContain(owner.mail);
    expectError(await accountOf("0123456789abcdef01234567", stranger.cookie), 403, "FORBIDDEN");
    expectError(await accountOf("inte-ett-id", stranger.cookie), 403, "FORBIDDEN");
    // Longer than any id: the router's parameter limit answers before anything is looked up.
    expectError(await accountOf("x".repeat(101), stranger.cookie), 404, "NOT_FOUND");
    const noSlash = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/account`,
      cookies: { session: owner.cookie },
    });
    expect(noSlash.statusCode).toBe(404);
  });
});

describe("visitor count", () => {
  it("grows with guest page views, not with HEAD requests, robots, missing pages or the editor", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const host = `besok-${siteId.slice(-8)}.brollopssidan.se`;
    await activateSite(t.ctx, siteId, host);
    const count = async () => (await accountOf(siteId, cookie)).json().site.visitorCount as number;
    expect(await count()).toBe(0);

    expect((await view(host, "/sv")).statusCode).toBe(200);
    expect((await view(host, "/en")).statusCode).toBe(200);
    expect((await view(host, "/sv", { "user-agent": "" })).statusCode).toBe(200);
    expect(await count()).toBe(3);

    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 Facebot",
      "Some-Crawler/1.0",
      "Baiduspider",
      "WhatsApp Link Preview",
    ]) {
      expect((await view(host, "/sv", { "user-agent": agent })).statusCode).toBe(200);
    }
    expect((await view(host, "/sv", {}, "HEAD")).statusCode).toBe(200);
    expect((await view(host, "/")).statusCode).toBe(302); // the language redirect is not a view
    expect((await view(host, "/de")).statusCode).toBe(404);
    // The owner's editor (on the product's own host) is not a guest page view.
    await view("brollopssidan.se", `/redigera/${siteId}/`);
    expect(await count()).toBe(3);

    // Only a number per day is kept: nothing about the visitor.
    const rows = await t.ctx.db.select().from(siteVisits).where(eq(siteVisits.siteId, siteId));
    expect(rows).toEqual([{ siteId, day: visitDay(), views: 3 }]);

    // Earlier days add up.
    await t.ctx.db.insert(siteVisits).values({ siteId, day: "2024-06-01", views: 40 });
    expect(await count()).toBe(43);
  });

  it("counts simultaneous views exactly", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const host = `samtidig-${siteId.slice(-8)}.brollopssidan.se`;
    await activateSite(t.ctx, siteId, host);
    const responses = await Promise.all(Array.from({ length: 12 }, () => view(host, "/sv")));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await accountOf(siteId, cookie)).json().site.visitorCount).toBe(12);
  });
});
