// After its paid period a page is not served to guests: a 410 page in the site's language points
// the owner to extending. Reminder mails go out 30 and 3 days before, each once per period.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logs, sites } from "../../db/schema";
import { REMINDER_LOG_URL, sendExpiryReminders } from "../../hosts/reminders";
import type { MailMessage } from "../../mail/provider";
import { activateSite } from "../../operations/sites";
import { invalidateSite } from "../../ssr/page-cache";
import { createTestApp, type TestApp } from "../../test/harness";
import { newOwner, type Owner } from "./test-helpers";

let t: TestApp;
let owner: Owner;
const HOST = "utgangna-paret.brollopssidan.se";
const DAY = 86_400_000;

const get = (url: string, acceptLanguage = "sv-SE,sv;q=0.9") =>
  t.app.inject({ method: "GET", url, headers: { host: HOST, "accept-language": acceptLanguage } });

beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { PUBLIC_URL: "https://brollopssidan.se" } });
  owner = await newOwner(t);
});
afterAll(() => t.close());

describe("the expired page", () => {
  it("is served while the period runs, then answers 410 in the site's language", async () => {
    await activateSite(t.ctx, owner.siteId, HOST);
    expect((await get("/sv")).statusCode).toBe(200);

    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() - 1000) })
      .where(eq(sites.id, owner.siteId));
    // Time moved on by hand in the database: the routes and the clock never saw it (ssr/page-cache.ts).
    invalidateSite(t.ctx, owner.siteId);
    const sv = await get("/sv");
    expect(sv.statusCode).toBe(410);
    expect(sv.body).toContain('<html lang="sv">');
    expect(sv.body).toContain("Sidan har gått ut");
    expect(sv.body).toContain('href="https://brollopssidan.se/logga-in"');
    expect(sv.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // Nothing of the site: not its title or its texts.
    expect(sv.body).not.toContain("Anna &amp; Erik");
    expect(sv.body).not.toContain("Vi gifter oss");

    const en = await get("/en");
    expect(en.statusCode).toBe(410);
    expect(en.body).toContain("This page has expired");
    const browser = await get("/", "en-GB,en;q=0.9");
    expect(browser.body).toContain("This page has expired");
  });

  it("keeps a 404 for hosts without a site and for sites never published", async () => {
    const response = await t.app.inject({ method: "GET", url: "/", headers: { host: "ingen-alls.se" } });
    expect(response.statusCode).toBe(404);
  });

  it("is gone once the period is extended: the page is back as it was", async () => {
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() + 30 * DAY) })
      .where(eq(sites.id, owner.siteId));
    invalidateSite(t.ctx, owner.siteId);
    const response = await get("/sv");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Vi gifter oss");
  });
});

describe("expiry reminders", () => {
  let sent: MailMessage[] = [];
  let failNext = false;

  beforeAll(() => {
    t.ctx.mail = {
      kind: "file",
      send: async (message) => {
        if (failNext) {
          failNext = false;
          throw new Error("smtp down");
        }
        sent.push(message);
        return { messageId: String(sent.length) };
      },
    };
  });

  const expireIn = async (days: number, now: Date) => {
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(now.getTime() + days * DAY) })
      .where(eq(sites.id, owner.siteId));
  };
  const mine = () => sent.filter((m) => m.text.includes(owner.siteId));

  it("mails the 30-day and the 3-day reminder once each, and again for a new period", async () => {
    sent = [];
    const now = new Date();
    await expireIn(40, now);
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(0);

    await expireIn(29.5, now);
    await sendExpiryReminders(t.ctx, now);
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.subject).toBe("Din bröllopssida slutar visas om 30 dagar");
    expect(mine()[0]?.text).toContain(HOST);
    expect(mine()[0]?.text).toContain(`https://brollopssidan.se/redigera/${owner.siteId}/konto/forlang`);

    // Ten days later the same period is 3 days from its end.
    const later = new Date(now.getTime() + 26.6 * DAY);
    await sendExpiryReminders(t.ctx, later);
    await sendExpiryReminders(t.ctx, later);
    expect(mine()).toHaveLength(2);
    expect(mine()[1]?.subject).toBe("Din bröllopssida slutar visas om 3 dagar");

    // Extended: a new expiry date is a new period with its own reminders.
    await expireIn(20, now);
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(3);

    const recorded = await t.ctx.db.select().from(logs).where(eq(logs.originId, owner.siteId));
    expect(recorded.every((row) => row.severity === 0 && row.url === REMINDER_LOG_URL)).toBe(true);
    expect(recorded).toHaveLength(3);
  });

  it("tries a failed mail again on the next run", async () => {
    sent = [];
    const now = new Date();
    await expireIn(2, now);
    failNext = true;
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(0);
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(1);
  });

  it("does not remind expired, unpublished or demo sites, and deletes nothing", async () => {
    sent = [];
    const now = new Date();
    await expireIn(-1, now);
    await sendExpiryReminders(t.ctx, now);
    expect(mine()).toHaveLength(0);
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, owner.siteId));
    expect(site?.host).toBe(HOST);
    expect(site?.document.siteModules.length).toBeGreaterThan(0);
  });
});
