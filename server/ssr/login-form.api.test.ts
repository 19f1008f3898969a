// The login form sent before the owner app's script has run (login-form.ts): POST /logga-in with the
// form's own body logs in as the API does (same limits), answers 303 to the editor or back to
// /logga-in?fel=…, whose server-rendered screen shows the message; other sites' forms are refused.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestApp,
  expectError,
  freshClientAddress,
  ownerWithSite,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestApp,
} from "../test/harness";

// The API tests run before any build: the app's page is made from the source index.html.
vi.mock("./manifest", async () => (await import("../test/source-app-manifest")).sourceAppManifest());

let t: TestApp;
let owner: { siteId: string; mail: string };
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  owner = await ownerWithSite(t.app);
});
afterAll(() => t?.close());

const HOST = "localhost:3000";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (
  body: string,
  headers: Record<string, string> = {},
  remoteAddress = freshClientAddress(),
  url = "/logga-in",
) =>
  t.app.inject({
    method: "POST",
    url,
    payload: body,
    remoteAddress,
    headers: {
      host: HOST,
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      origin: `http://${HOST}`,
      ...headers,
    },
  });

describe("POST /logga-in (the form without the script)", () => {
  it("logs in and goes to the editor with a session that works", async () => {
    const response = await post(form({ mail: owner.mail, password: TEST_PASSWORD }));
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/redigera/${owner.siteId}/`);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeTruthy();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/",
      cookies: { session: cookie as string },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().mail).toBe(owner.mail);
  });

  it("sends a wrong password back to the form with the reason, without a session", async () => {
    const response = await post(form({ mail: owner.mail, password: "fel-lösenord" }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/logga-in?fel=credentials");
    expect(sessionCookieOf(response)).toBeUndefined();
    // A malformed mail says the same (the form's own validation normally stops it first).
    const malformed = await post(form({ mail: "inte-en-adress", password: "x" }));
    expect(malformed.headers.location).toBe("/logga-in?fel=credentials");
  });

  it("counts its failures with the API's: the client that keeps failing is stopped, the owner is not", async () => {
    const attacker = freshClientAddress();
    for (let i = 0; i < 10; i++) {
      const response = await post(form({ mail: owner.mail, password: `fel-${i}` }), {}, attacker);
      expect(response.headers.location, `attempt ${i + 1}`).toBe("/logga-in?fel=credentials");
    }
    const stopped = await post(form({ mail: owner.mail, password: TEST_PASSWORD }), {}, attacker);
    expect(stopped.headers.location).toBe("/logga-in?fel=tooMany");
    expect(sessionCookieOf(stopped)).toBeUndefined();
    // The API says the same to that client.
    const api = await t.app.inject({
      method: "POST",
      url: "/api/accounts/login/",
      payload: { mail: owner.mail, password: TEST_PASSWORD },
      remoteAddress: attacker,
    });
    expectError(api, 429, "TOO_MANY_REQUESTS");
    const elsewhere = await post(form({ mail: owner.mail, password: TEST_PASSWORD }));
    expect(elsewhere.headers.location).toBe(`/redigera/${owner.siteId}/`);
  });

  it("refuses a form from another site, and a body that is not the form's", async () => {
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const response = await post(form({ mail: owner.mail, password: TEST_PASSWORD }), headers);
      expectError(response, 403, "FORBIDDEN");
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const json = await post(JSON.stringify({ mail: owner.mail, password: TEST_PASSWORD }), {
      "content-type": "application/json",
    });
    expect(json.statusCode).toBe(303);
    expect(json.headers.location).toBe("/logga-in?fel=failed");
    expect(sessionCookieOf(json)).toBeUndefined();
  });

  it("is not there on a guest host", async () => {
    const response = await post(form({ mail: owner.mail, password: TEST_PASSWORD }), {
      host: "anna-och-erik.example.se",
      origin: "http://anna-och-erik.example.se",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

describe("GET /logga-in?fel=…", () => {
  const page = (url: string) =>
    t.app.inject({ method: "GET", url, headers: { host: HOST, "accept-language": "sv-SE,sv;q=0.9" } });

  it("renders the reason by the password field on the server", async () => {
    const html = (await page("/logga-in?fel=credentials")).body;
    expect(html).toContain('role="alert"');
    expect(html).toContain("Fel e-postadress eller lösenord.");
    expect(html).toMatch(/aria-invalid="true"/);
    expect((await page("/logga-in?fel=tooMany")).body).toContain("För många försök.");
    expect((await page("/logga-in?lang=en&fel=credentials")).body).toContain(
      "Wrong e-mail address or password.",
    );
  });

  it("ignores an unknown reason, and the plain page has no message", async () => {
    for (const url of ["/logga-in?fel=<script>", "/logga-in"]) {
      const html = (await page(url)).body;
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain("<script>alert");
    }
  });

  it("posts the form to /logga-in and lets it be sent before the script runs", async () => {
    const html = (await page("/logga-in")).body;
    const formTag = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/logga-in"');
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });
});
