// Analytics events (SPEC §7 Other): the tracker script, POST /api/events/ for signed-in owners only,
// bad events refused with nothing kept, the page's ids never stored, and the operator's daily counts.
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/commands";
import { analyticsEvents } from "../../db/schema";
import { expectError, freshClientAddress, registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/events/",
    payload: payload as object,
    remoteAddress: freshClientAddress(),
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

const count = async () => (await t.ctx.db.select().from(analyticsEvents)).length;

describe("analytics events", () => {
  it("serves the tracker script, which defines the global the owner app looks for", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events/tracker.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.body).toContain("window.eventsidaTracker = function");
    expect(response.body).toContain('fetch("/api/events/"');
  });

  it("keeps a signed-in owner's purchase without the page's ids, query or hash, revenue in öre", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const response = await post(
      {
        name: "purchase",
        url: "http://127.0.0.1:3055/redigera/s8f3k2m9x1/valj-adress/subdoman/bekraftelse/pay_4f9a2c81?x=1#kvitto",
        props: { product: "subdomain" },
        revenue: { amount: 499, currency: "SEK" },
      },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await t.ctx.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
    expect(row).toMatchObject({
      name: "purchase",
      url: "http://127.0.0.1:3055/redigera/:id/valj-adress/subdoman/bekraftelse/:id",
      props: { product: "subdomain" },
      revenueAmount: 49900,
      revenueCurrency: "SEK",
    });
  });

  it("refuses an event without a session (401) and bad events (400), keeping nothing", async () => {
    const before = await count();
    expectError(await post({ name: "conversion", url: "https://brollopssidan.se/" }), 401, "NOT_LOGGED_IN");
    const { cookie } = await registerAndLogin(t.app);
    for (const bad of [
      {},
      { name: "pageview", url: "https://brollopssidan.se/" },
      { name: "conversion", url: "not a url" },
      { name: "conversion", url: "https://brollopssidan.se/", props: { source: 7 } },
      { name: "purchase", url: "https://brollopssidan.se/", revenue: { amount: -1, currency: "SEK" } },
      { name: "purchase", url: "https://brollopssidan.se/", revenue: { amount: 10, currency: "EUR" } },
      {
        name: "conversion",
        url: "https://brollopssidan.se/",
        props: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, "v"])),
      },
    ]) {
      const response = await post(bad, cookie);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it("counts the events per day for the operator, with the purchases' revenue", async () => {
    const { cookie } = await registerAndLogin(t.app);
    await t.ctx.db.delete(analyticsEvents);
    for (const payload of [
      { name: "conversion", url: "https://festsidan.se/snabbstart", props: { source: "quick-start" } },
      { name: "conversion", url: "https://festsidan.se/kom-igang/redigera", props: { source: "wizard" } },
      { name: "purchase", url: "https://festsidan.se/", revenue: { amount: 499, currency: "SEK" } },
      { name: "purchase", url: "https://festsidan.se/", revenue: { amount: 1199, currency: "SEK" } },
    ])
      expect((await post(payload, cookie)).statusCode).toBe(202);
    const result = await runAdminCommand(t.ctx, ["events"]);
    expect(result.ok).toBe(true);
    const lines = result.output.split("\n");
    expect(lines.find((line) => line.includes("conversion"))).toMatch(/conversion\s+2$/);
    expect(lines.find((line) => line.includes("purchase"))).toMatch(/purchase\s+2\s+1698\.00 SEK$/);
    expect((await runAdminCommand(t.ctx, ["events", "0"])).ok).toBe(false);
  });
});
