// Unknown API paths and methods answer 404 in the error shape, never an HTML page or a 500.
import { describe, expect, it } from "vitest";
import { expectError, testAppForThisFile } from "../test/harness";

const t = testAppForThisFile();

describe("unknown /api paths", () => {
  it.each([
    ["GET", "/api/unknown"],
    ["GET", "/api/accounts/nothing-here/"],
    ["POST", "/api/does/not/exist"],
    ["DELETE", "/api/accounts/me/"],
    ["PATCH", "/api/sites/V2/0123456789abcdef01234567"],
  ] as const)("%s %s answers 404 NOT_FOUND", async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
    expectError(response, 404, "NOT_FOUND");
    expect(response.json().issues).toBeUndefined();
  });

  it("answers the health check", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
