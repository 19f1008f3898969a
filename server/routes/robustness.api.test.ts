// Odd but well-formed input must get a 4xx in the error shape (or be stored cleanly), never a 500:
// "A 500 is a bug" (ARCHITECTURE.md). Each case here once answered 500 or Fastify's own error body.
import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logs, siteVersions } from "../db/schema";
import {
  createSiteFor,
  createTestApp,
  expectError,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../test/harness";

let t: TestApp;
let cookie: string;
let siteId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerAndLogin(t.app)).cookie;
  siteId = await createSiteFor(t.app, cookie);
});
afterAll(async () => {
  await t?.close();
});

const logCount = async () => (await t.ctx.db.select({ n: count() }).from(logs))[0]?.n ?? -1;
const versionCount = async () =>
  (await t.ctx.db.select({ n: count() }).from(siteVersions).where(eq(siteVersions.siteId, siteId)))[0]?.n ??
  -1;
const rawJson = (method: "POST" | "PUT", url: string, body: string) =>
  t.app.inject({
    method,
    url,
    body,
    headers: { "content-type": "application/json" },
    cookies: { session: cookie },
  });

/** Either refused with 400 in the error shape, or accepted with the given status. */
function expectRefusedOrAccepted(response: LightMyRequestResponse, acceptedStatus: number): boolean {
  expect(response.statusCode, response.body).not.toBe(500);
  if (response.statusCode === acceptedStatus) return true;
  expectError(response, 400, "INVALID_INPUT");
  return false;
}

const logEntry = (extra: string) =>
  `{"url":"https://anna-och-erik.se/","severity":3,"originId":"robustness","userAgent":"ua"${extra}}`;

describe("text the database cannot store", () => {
  it.each([
    ["a NUL character in the url", ',"url":"a\\u0000b"'],
    ["a NUL character in info", ',"info":"a\\u0000b"'],
    ["a lone surrogate in info", ',"info":"\\ud800"'],
    ["a lone surrogate in errorObject.message", ',"errorObject":{"message":"\\udc00"}'],
  ])("POST /api/logs/ with %s does not answer 500", async (_name, extra) => {
    const before = await logCount();
    const response = await rawJson("POST", "/api/logs/", logEntry(extra));
    const accepted = expectRefusedOrAccepted(response, 201);
    expect(await logCount()).toBe(accepted ? before + 1 : before);
  });

  it("POST /api/logs/ with deeply nested info (5000 levels, under the size limit) does not answer 500", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const before = await logCount();
    const accepted = expectRefusedOrAccepted(
      await rawJson("POST", "/api/logs/", logEntry(`,"info":${deep}`)),
      201,
    );
    expect(await logCount()).toBe(accepted ? before + 1 : before);
  });

  it.each([
    ["a NUL character in a title", "a\u0000b"],
    ["a lone surrogate in a title", "\ud800x"],
  ])("PUT /api/sites/V2/{id} with %s does not answer 500", async (_name, title) => {
    const doc = validSiteDocument();
    doc.siteModules = doc.siteModules.map((m, i) => (i === 0 ? { ...m, title: { sv: title } } : m));
    const before = await versionCount();
    const response = await rawJson("PUT", `/api/sites/V2/${siteId}`, JSON.stringify(doc));
    const accepted = expectRefusedOrAccepted(response, 200);
    expect(await versionCount()).toBe(accepted ? before + 1 : before);
  });
});

describe("route parameters", () => {
  it.each(["2147483648", "99999999999"])(
    "a version id beyond the database's integer (%s) answers 4xx, not 500",
    async (versionId) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/sites/${siteId}/versions/${versionId}`,
        cookies: { session: cookie },
      });
      expect(response.statusCode, response.body).not.toBe(500);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().isErrorResponse).toBe(true);
    },
  );

  it.each([
    ["an id over 100 characters", `/api/sites/public/${"a".repeat(101)}`],
    ["an owner route id over 100 characters", `/api/sites/${"a".repeat(101)}`],
    ["a broken percent-encoding", "/api/sites/%E0%A4%A"],
  ])("%s answers in the error shape", async (_name, url) => {
    const response = await t.app.inject({ method: "GET", url, cookies: { session: cookie } });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: { sv: expect.any(String) },
    });
  });
});
