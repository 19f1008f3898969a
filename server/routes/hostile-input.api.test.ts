// Hostile bytes in what names the host or reaches a query (issue 12 item 2): a NUL or broken UTF-8 in
// ?domainHost=, the Host header, X-Forwarded-Host, a path, a query or a cookie answers 4xx (the error
// shape for the API, the not-found page for HTML), never a 500 and never a severity-3 log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoSite } from "../seed/demo-site";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  await ensureDemoSite(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const urls = [
  "/?domainHost=%00",
  "/?domainHost=a%00b.se",
  "/?domainHost=%FF%FE",
  "/?domainHost=%E0%A4%A",
  "/robots.txt?domainHost=%00",
  "/some/page?domainHost=%00",
  "/api/sites/public/x?domainHost=%00",
  "/?q=%00",
  "/a%00b",
  "/api/sites/public/a%00b",
];

describe("malformed hosts and NUL bytes", () => {
  for (const method of ["GET", "HEAD", "POST"] as const) {
    it.each(urls)(`${method} %s answers 4xx`, async (url) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  }

  it.each([
    ["host", "a\u0000b.se"],
    ["host", "exa mple.se"],
    ["x-forwarded-host", "a\u0000b.se"],
    ["cookie", "session=a\u0000b"],
    ["cookie", "session=a%00b"],
  ])("a %s header of %j answers 4xx or is ignored, never 500", async (name, value) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/",
      headers: { [name]: value },
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    // A guest page (the demo), which needs no built owner app: the API stage runs before the build.
    const demoHost = t.ctx.config.brandDefinition.demoHost;
    const pageUrl = name === "cookie" ? `/?domainHost=${encodeURIComponent(demoHost)}` : "/";
    const page = await t.app.inject({ method: "GET", url: pageUrl, headers: { [name]: value } });
    expect(page.statusCode, page.body).toBeLessThan(500);
  });

  it("a real host in ?domainHost= still reaches its page (the demo)", async () => {
    const demoHost = t.ctx.config.brandDefinition.demoHost;
    const response = await t.app.inject({
      method: "GET",
      url: `/?domainHost=${encodeURIComponent(demoHost)}`,
    });
    // Its page, or the redirect to its language's path.
    expect([200, 302]).toContain(response.statusCode);
  });

  it("a refused host answers in the error shape", async () => {
    const response = await t.app.inject({ method: "GET", url: "/?domainHost=%00" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isErrorResponse: true, code: "INVALID_INPUT" });
  });
});

describe("malformed multipart bodies (issue 22 item 6)", () => {
  it.each([
    ["garbage", "garbage body \u0000\r\n--"],
    ["a part without headers", "--x\r\nno headers here\r\n\r\n"],
    [
      "a part cut off",
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
    ],
  ])("an upload of %s answers 400 in the error shape", async (_name, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      payload,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ isErrorResponse: true });
  });
});
