// Issue 12 item 8: HSTS when PUBLIC_URL is https, Permissions-Policy and Cross-Origin-Opener-Policy
// on pages, and no caching of personal JSON (owner and account answers), on every such route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "./routes/define";
import { isPersonalRoute } from "./security-headers";
import { createSiteFor, createTestApp, registerAndLogin, type TestApp } from "./test/harness";

let https: TestApp;
let plain: TestApp;
let cookie: string;
let siteId: string;
beforeAll(async () => {
  https = await createTestApp({ pages: true, env: { PUBLIC_URL: "https://brollopssidan.se" } });
  plain = await createTestApp();
  cookie = (await registerAndLogin(https.app)).cookie;
  siteId = await createSiteFor(https.app, cookie);
});
afterAll(async () => {
  await https?.close();
  await plain?.close();
});

describe("transport and browser-feature headers", () => {
  it("sends HSTS for a year without includeSubDomains when PUBLIC_URL is https, and none on http", async () => {
    const secure = await https.app.inject({ method: "GET", url: "/api/health" });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    const insecure = await plain.app.inject({ method: "GET", url: "/api/health" });
    expect(insecure.headers["strict-transport-security"]).toBeUndefined();
  });

  it("denies camera, microphone and location on pages, and keeps other origins' windows out", async () => {
    const page = await https.app.inject({ method: "GET", url: "/", headers: { host: "localhost:3000" } });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const policy = String(page.headers["permissions-policy"]);
    for (const feature of ["camera", "microphone", "geolocation"]) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain("payment=(self)");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});

describe("personal JSON is never cached", () => {
  it.each([
    ["/api/accounts/me/", "GET"],
    ["/api/sites/{id}", "GET"],
    ["/api/sites/{id}/versions", "GET"],
    ["/api/rsvps/{id}/v4", "GET"],
    ["/api/form-submissions/{id}", "GET"],
  ] as const)("%s answers Cache-Control: private, no-store to its owner", async (path, method) => {
    const url = path.replace("{id}", siteId);
    const response = await https.app.inject({ method, url, cookies: { session: cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("also when the answer is an error (a stranger, no one)", async () => {
    const response = await https.app.inject({ method: "GET", url: `/api/sites/${siteId}` });
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("covers every owner and account route, and leaves the public site API its own caching", async () => {
    const owner = API_ROUTES.filter((r) => r.access !== "public");
    expect(owner.length).toBeGreaterThan(20);
    expect(owner.every(isPersonalRoute)).toBe(true);
    expect(isPersonalRoute({ access: "public", url: "/api/accounts/login/" })).toBe(true);
    expect(isPersonalRoute({ access: "public", url: "/api/sites/public/:id" })).toBe(false);
    const pub = await https.app.inject({ method: "GET", url: `/api/sites/public/${siteId}` });
    expect(pub.headers["cache-control"]).not.toBe("private, no-store");
  });
});
