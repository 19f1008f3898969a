// POST /api/logs/: browsers report errors; valid entries are stored, invalid ones change nothing.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs } from "../../db/schema";
import { testAppForThisFile, expectError, freshClientAddress } from "../../test/harness";

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

  it("limits a client to 60 entries a minute", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < 60; i++) expect((await post(valid(`burst-${i}`), address)).statusCode).toBe(201);
    const before = await logCount();
    expectError(await post(valid("burst-61"), address), 429, "TOO_MANY_REQUESTS");
    expect(await logCount()).toBe(before);
  });
});
