// The visit counter in batches (issue 11 item 5): page views are counted in memory and written by a
// flush, on close, and before the count is read; a failed write loses nothing and counts nothing twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { siteVisits } from "../db/schema";
import {
  createTestApp,
  dropDatabase,
  ownerWithSite,
  type TestApp,
  testAppForThisFile,
  uniqueDatabaseName,
  usesPostgres,
} from "../test/harness";
import { activateSite } from "./sites";
import { flushVisits, recordVisit, visitDay, visitorCount } from "./visits";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

async function publishedSite(app: TestApp) {
  const { siteId } = await ownerWithSite(app.app);
  hostCounter += 1;
  const host = `besok-batch-${hostCounter}.se`;
  await activateSite(app.ctx, siteId, host);
  return { siteId, host };
}

const views = (app: TestApp, host: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      app.app.inject({ method: "GET", url: "/sv", headers: { host, "accept-language": "sv-SE" } }),
    ),
  );

const stored = async (app: TestApp, siteId: string) =>
  (await app.ctx.db.select().from(siteVisits).where(eq(siteVisits.siteId, siteId))).map((row) => row.views);

describe("visits in batches", () => {
  it("counts N views in memory and writes N with one flush", async () => {
    const { siteId, host } = await publishedSite(t);
    const responses = await views(t, host, 7);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    // Nothing written per view.
    expect(await stored(t, siteId)).toEqual([]);
    await flushVisits(t.ctx);
    expect(await stored(t, siteId)).toEqual([7]);
    await views(t, host, 3);
    await flushVisits(t.ctx);
    expect(await t.ctx.db.select().from(siteVisits).where(eq(siteVisits.siteId, siteId))).toEqual([
      { siteId, day: visitDay(), views: 10 },
    ]);
  });

  it("keeps the views of a failed write for the next flush, counting each once", async () => {
    const { siteId, host } = await publishedSite(t);
    await views(t, host, 5);
    const insert = vi.spyOn(t.ctx.db, "insert").mockImplementationOnce(() => {
      throw new Error("the database is away");
    });
    try {
      await flushVisits(t.ctx);
      expect(insert).toHaveBeenCalledTimes(1);
      expect(await stored(t, siteId)).toEqual([]);
      await views(t, host, 2);
      await flushVisits(t.ctx);
      expect(await stored(t, siteId)).toEqual([7]);
      await flushVisits(t.ctx);
      expect(await stored(t, siteId)).toEqual([7]);
    } finally {
      insert.mockRestore();
    }
  });

  it("counts each view on its own day in Swedish time, also across midnight", async () => {
    const { siteId } = await publishedSite(t);
    recordVisit(t.ctx, siteId, new Date("2025-06-13T21:59:59Z")); // 23:59:59 in Stockholm
    recordVisit(t.ctx, siteId, new Date("2025-06-13T22:00:00Z")); // midnight
    recordVisit(t.ctx, siteId, new Date("2025-06-13T22:00:30Z"));
    await flushVisits(t.ctx);
    const rows = await t.ctx.db.select().from(siteVisits).where(eq(siteVisits.siteId, siteId));
    expect(rows.map((row) => [row.day, row.views]).sort()).toEqual([
      ["2025-06-13", 1],
      ["2025-06-14", 2],
    ]);
  });

  it("gives the owner's count every view so far, written or not", async () => {
    const { siteId, host } = await publishedSite(t);
    await views(t, host, 4);
    expect(await visitorCount(t.ctx, siteId)).toBe(4);
  });
});

describe("closing the server", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "eventsida-visits-"));
  const databaseName = uniqueDatabaseName();
  afterAll(async () => {
    if (usesPostgres()) await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the counted views before the database closes", async () => {
    const options = { dataDir, databaseName, keepDatabase: true };
    const first = await createTestApp({ ...options, pages: true });
    const { siteId, host } = await publishedSite(first);
    await views(first, host, 6);
    await first.close();
    const reopened = await createTestApp(options);
    try {
      expect(await stored(reopened, siteId)).toEqual([6]);
    } finally {
      await reopened.close();
    }
  });
});
