// POST /api/logs/: browsers report errors; valid entries are stored, invalid ones change nothing.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { logs } from "../../db/schema";
import { expectError, freshClientAddress, testAppForThisFile } from "../../test/harness";
import { removeOldLogs } from "./retention";

const t = testAppForThisFile();

const logCount = async () => (await t.ctx.db.select({ n: count() }).from(logs))[0]?.n ?? -1;
const post = (payload: unknown, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/logs/",
    remoteAddress,
    ...(typeof payload === "string"
      ? { body: payload, headers: { "content-type": "application/json" } }
      : { payload: payload as object }),
  });

const valid = (originId: string) => ({
  url: "https://anna-och-erik.se/sv",
  severity: 3,
  originId,
  userAgent: "Mozilla/5.0 (iPhone)",
});

describe("POST /api/logs/", () => {
  it("stores a valid entry and answers 201", async () => {
    const response = await post(valid("rsvp-send"));
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.ctx.db.select().from(logs).where(eq(logs.originId, "rsvp-send"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      severity: 3,
      url: "https://anna-och-erik.se/sv",
      userAgent: "Mozilla/5.0 (iPhone)",
      errorObject: null,
      siteData: null,
      info: null,
    });
  });

  it("stores the optional errorObject, siteData and info as JSON", async () => {
    const entry = {
      ...valid("module-crash"),
      severity: 1,
      errorObject: { message: "Cannot read properties of undefined", stack: "at View (View.tsx:12)" },
      siteData: { siteId: "0123456789abcdef01234567", modules: 3 },
      info: "saved while offline",
    };
    expect((await post(entry)).statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(logs).where(eq(logs.originId, "module-crash"));
    expect(row).toMatchObject({
      severity: 1,
      errorObject: entry.errorObject,
      siteData: entry.siteData,
      info: entry.info,
    });
  });

  const invalid: [string, unknown][] = [
    ["an empty object", {}],
    ["no url", { severity: 3, originId: "x", userAgent: "ua" }],
    ["no severity", { url: "u", originId: "x", userAgent: "ua" }],
    ["no originId", { url: "u", severity: 3, userAgent: "ua" }],
    ["no userAgent", { url: "u", severity: 3, originId: "x" }],
    ["severity 9", { ...valid("x"), severity: 9 }],
    ["severity 0", { ...valid("x"), severity: 0 }],
    ["severity 2.5", { ...valid("x"), severity: 2.5 }],
    ["severity as a string", { ...valid("x"), severity: "3" }],
    ["url as a number", { ...valid("x"), url: 5 }],
    ["originId as an object", { ...valid("x"), originId: { a: 1 } }],
    ["errorObject as a string", { ...valid("x"), errorObject: "boom" }],
    ["errorObject without message", { ...valid("x"), errorObject: { stack: "s" } }],
    ["an over-large info", { ...valid("x"), info: "x".repeat(20_001) }],
    ["a JSON array", [valid("x")]],
  ];

  it.each(invalid)("refuses %s with 400 and stores nothing", async (_name, payload) => {
    const before = await logCount();
    const body = expectError(await post(payload), 400, "INVALID_INPUT");
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(await logCount()).toBe(before);
  });

  it("refuses malformed JSON with 400 and stores nothing", async () => {
    const before = await logCount();
    expectError(await post('{"url": "u", "severity": 3,'), 400, "MALFORMED_JSON");
    expect(await logCount()).toBe(before);
  });

  it("limits a client to 10 entries a minute", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < 10; i++) expect((await post(valid(`burst-${i}`), address)).statusCode).toBe(201);
    const before = await logCount();
    expectError(await post(valid("burst-11"), address), 429, "TOO_MANY_REQUESTS");
    expect(await logCount()).toBe(before);
  });

  it("stores at most a few KB of the largest entry it accepts, cut rather than refused", async () => {
    const entry = {
      url: `https://anna-och-erik.se/${"u".repeat(1970)}`,
      severity: 3,
      originId: "huge-entry",
      userAgent: "a".repeat(1000),
      errorObject: { message: "m".repeat(5000), stack: "s".repeat(20_000) },
      siteData: { blob: "d".repeat(19_000) },
      info: "i".repeat(19_000),
    };
    expect(JSON.stringify(entry).length).toBeGreaterThan(60_000);
    expect((await post(entry)).statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(logs).where(eq(logs.originId, "huge-entry"));
    if (!row) throw new Error("not stored");
    const { id: _id, createdAt: _at, ...stored } = row;
    expect(JSON.stringify(stored).length).toBeLessThan(9_000);
    const error = row.errorObject as { message: string; stack: string };
    expect(error.message.startsWith("mmm")).toBe(true);
    expect(error.stack.startsWith("sss")).toBe(true);
    expect(row.siteData).toEqual({ truncated: expect.stringMatching(/^\{"blob":"ddd/) });
    // Small values are stored as they came.
    expect((await post({ ...valid("small-info"), info: { a: 1 } })).statusCode).toBe(201);
    const [small] = await t.ctx.db.select().from(logs).where(eq(logs.originId, "small-info"));
    expect(small?.info).toEqual({ a: 1 });
  });
});

describe("log retention", () => {
  it("deletes the entries older than LOG_RETENTION_DAYS and keeps the newer ones", async () => {
    expect(t.ctx.config.logRetentionDays).toBe(30);
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    await t.ctx.db.insert(logs).values([
      { severity: 3, originId: "old-31", createdAt: new Date(now.getTime() - 31 * day) },
      { severity: 3, originId: "young-29", createdAt: new Date(now.getTime() - 29 * day) },
    ]);
    const before = await logCount();
    const { removed } = await removeOldLogs(t.ctx, now);
    expect(removed).toBe(1);
    expect(await logCount()).toBe(before - 1);
    expect(await t.ctx.db.select().from(logs).where(eq(logs.originId, "old-31"))).toHaveLength(0);
    expect(await t.ctx.db.select().from(logs).where(eq(logs.originId, "young-29"))).toHaveLength(1);
  });

  it("takes the retention from LOG_RETENTION_DAYS and refuses a value that is not a number of days", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/x" };
    expect(loadConfig({ ...base, LOG_RETENTION_DAYS: "7" }, () => {}).logRetentionDays).toBe(7);
    expect(() => loadConfig({ ...base, LOG_RETENTION_DAYS: "0" }, () => {})).toThrow(/LOG_RETENTION_DAYS/);
    expect(() => loadConfig({ ...base, LOG_RETENTION_DAYS: "a week" }, () => {})).toThrow(
      /LOG_RETENTION_DAYS/,
    );
  });
});
