// Caches invalidated across server processes (issue 12, several instances): two apps on one
// PostgreSQL database, each with its own pool and its own listener, as two processes would have. A
// page cached by one is dropped when the other saves, publishes, reserves a gift or is told by the
// admin command; while the listener is down nothing is cached, and after it is back everything is
// read again. On PGlite (one process by nature) the bus stays in the process.
import { createSiteModule } from "@modules/schemas";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "./admin/commands";
import { CACHE_CHANNEL, cacheBusOf, LISTENER_NAME } from "./cache-bus";
import { newOwner } from "./routes/hosts/test-helpers";
import { pageCacheOf } from "./ssr/page-cache";
import {
  createTestApp,
  dropDatabase,
  freshClientAddress,
  type TestApp,
  uniqueDatabaseName,
  usesPostgres,
  validSiteDocument,
} from "./test/harness";

const onPostgres = usesPostgres();
const apps: TestApp[] = [];
const databaseName = onPostgres ? uniqueDatabaseName() : null;
const one = () => apps[0] as TestApp;
const other = () => apps[1] as TestApp;

beforeAll(async () => {
  if (!databaseName) {
    apps.push(await createTestApp({ pages: true }));
    return;
  }
  for (let i = 0; i < 2; i += 1)
    apps.push(await createTestApp({ pages: true, databaseName, keepDatabase: true }));
});

afterAll(async () => {
  for (const t of apps) await t.close();
  if (databaseName) await dropDatabase(databaseName);
});

let hostCounter = 0;
const view = (t: TestApp, host: string) =>
  t.app.inject({ method: "GET", url: "/sv", headers: { host, "accept-language": "sv-SE" } });
const cacheOf = (response: LightMyRequestResponse) => response.headers["x-cache"];

function documentTitled(title: string) {
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  gifts.title = { sv: title };
  gifts.giftRegistry.items = [
    {
      id: "knives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
  ];
  doc.siteModules.push(gifts);
  return doc;
}

const save = (t: TestApp, siteId: string, cookie: string, title: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${siteId}`,
    cookies: { session: cookie },
    remoteAddress: freshClientAddress(),
    payload: documentTitled(title) as object,
  });

/** A published site, saved and published through the first app. */
async function publishedSite(title: string) {
  const o = await newOwner(one());
  expect((await save(one(), o.siteId, o.cookie, title)).statusCode).toBe(200);
  hostCounter += 1;
  const host = `bus-${hostCounter}-${Date.now()}.brollopssidan.se`;
  const activated = await runAdminCommand(one().ctx, ["activate", o.siteId, host]);
  expect(activated.ok, activated.output).toBe(true);
  // The other process hears of the save and the publishing too: wait until it has, so its views below
  // are not dropped by those notices while the test looks.
  if (apps.length > 1) await heardEverything();
  return { ...o, host };
}

/** Until the second app has received every notice the first one sent. */
async function heardEverything(): Promise<void> {
  await until(() => cacheBusOf(other().ctx).stats.received >= cacheBusOf(one().ctx).stats.published);
}

/** Views the page on the app until it comes from that app's cache. */
async function cachedOn(t: TestApp, host: string): Promise<string> {
  const first = await view(t, host);
  expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
  const second = await view(t, host);
  expect(cacheOf(second)).toBe("hit");
  return second.body;
}

/** Waits for the other process's notice: delivered by PostgreSQL, not by this test. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe.skipIf(onPostgres)("the cache bus on the embedded database (one process)", () => {
  it("stays in the process: trusted from the start, nothing sent", async () => {
    const bus = cacheBusOf(one().ctx);
    expect(bus.shared).toBe(false);
    expect(bus.isTrusted).toBe(true);
    const { host, siteId, cookie } = await publishedSite("Titel-ett");
    expect(await cachedOn(one(), host)).toContain("Titel-ett");
    expect((await save(one(), siteId, cookie, "Titel-två")).statusCode).toBe(200);
    const after = await view(one(), host);
    expect(cacheOf(after)).toBe("miss");
    expect(after.body).toContain("Titel-två");
    expect(bus.stats.published).toBe(0);
  });
});

describe.skipIf(!onPostgres)("caches invalidated across two processes on one PostgreSQL", () => {
  it("listens on both", () => {
    for (const t of apps) {
      expect(cacheBusOf(t.ctx).shared).toBe(true);
      expect(cacheBusOf(t.ctx).isTrusted).toBe(true);
    }
  });

  it("a save on one drops the page the other had cached", async () => {
    const { host, siteId, cookie } = await publishedSite("Titel-ett");
    expect(await cachedOn(other(), host)).toContain("Titel-ett");
    expect((await save(one(), siteId, cookie, "Titel-två")).statusCode).toBe(200);
    // No waiting: the page request itself first applies every notice already sent (CacheBus.sync).
    const after = await view(other(), host);
    expect(cacheOf(after)).toBe("miss");
    expect(after.body).toContain("Titel-två");
    expect(after.body).not.toContain("Titel-ett");
  });

  it("one notice per save, none for a save refused to a stranger (the notice is sent by the save's statement)", async () => {
    const { host, siteId, cookie } = await publishedSite("Titel-ett");
    expect(await cachedOn(other(), host)).toContain("Titel-ett");
    const bus = cacheBusOf(one().ctx);
    const received = cacheBusOf(other().ctx).stats.received;
    const stranger = await newOwner(one());
    expect((await save(one(), siteId, stranger.cookie, "Främling")).statusCode).toBe(403);
    expect((await save(one(), siteId, cookie, "Titel-två")).statusCode).toBe(200);
    await heardEverything();
    // Only the owner's save was heard: the stranger's statement wrote nothing and notified nobody.
    expect(cacheBusOf(other().ctx).stats.received).toBe(received + 1);
    expect(bus.stats.published).toBe(cacheBusOf(other().ctx).stats.received);
    const after = await view(other(), host);
    expect(cacheOf(after)).toBe("miss");
    expect(after.body).toContain("Titel-två");
  });

  it("a gift reserved through one shows on the other's page", async () => {
    const { host, siteId } = await publishedSite("Gåvor");
    const reserved = (body: string) =>
      Number(/"giftRegistryId":"knives","quantityReserved":(\d+)/.exec(body)?.[1] ?? 0);
    expect(reserved(await cachedOn(other(), host))).toBe(0);
    const reservation = await one().app.inject({
      method: "PUT",
      url: `/api/gift-registry/${siteId}/CLIENTIDgifts1/knives/`,
      remoteAddress: freshClientAddress(),
      payload: { quantity: 2, password: "min-present" },
    });
    expect(reservation.statusCode, reservation.body).toBe(200);
    expect(reserved((await view(other(), host)).body)).toBe(2);
  });

  it("a notice from no server process (someone else on the channel) drops everything", async () => {
    const { host } = await publishedSite("Okänt");
    await cachedOn(other(), host);
    await one().ctx.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'not json')`);
    await until(() => pageCacheOf(other().ctx).size.entries === 0);
  });

  it("caches nothing while the listener is down, and reads everything again once it is back", async () => {
    const { host, siteId, cookie } = await publishedSite("Lyssnar");
    await cachedOn(other(), host);
    const bus = cacheBusOf(other().ctx);
    const connects = bus.stats.connects;
    // PostgreSQL ends the listener's connection (a restart, an administrator, a network failure).
    await one().ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME} and pid <> pg_backend_pid()`,
    );
    await until(() => !bus.isTrusted || bus.stats.connects > connects);
    // Whether or not it is already back, nothing cached before the loss may be served.
    expect(cacheOf(await view(other(), host))).toBe("miss");
    await until(() => bus.isTrusted);
    const received = bus.stats.received;
    expect((await save(one(), siteId, cookie, "Tillbaka")).statusCode).toBe(200);
    await until(() => bus.stats.received > received);
    const after = await view(other(), host);
    expect(after.body).toContain("Tillbaka");
  });
});
