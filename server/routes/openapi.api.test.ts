import { describe, expect, it } from "vitest";
import { testAppForThisFile } from "../test/harness";

const t = testAppForThisFile();

describe("GET /api/openapi.json", () => {
  it("describes every API route from the schemas that parse it", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/accounts/login/",
        "/api/accounts/logout/",
        "/api/accounts/me/",
        "/api/accounts/register/",
        "/api/logs/",
        "/api/sites/V2",
        "/api/sites/V2/{id}",
        "/api/sites/public/{id}",
        "/api/sites/{id}",
        "/api/sites/{id}/versions",
        "/api/sites/{id}/versions/{versionId}",
      ].sort(),
    );
    const register = doc.paths["/api/accounts/register/"].post;
    expect(register.requestBody.content["application/json"].schema.required).toEqual(["mail", "password"]);
    expect(register.requestBody.content["application/json"].schema.properties.password.minLength).toBe(6);
    const save = doc.paths["/api/sites/V2/{id}"].put;
    expect(save["x-access"]).toBe("owner");
    expect(save.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(Object.keys(save.requestBody.content["application/json"].schema.properties)).toContain(
      "siteModules",
    );
  });
});
