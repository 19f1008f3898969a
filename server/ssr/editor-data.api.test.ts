// The editor's site and account in its page (issue 24, editor-data.ts): only the signed-in owner's full
// load of /redigera/{siteId} carries them, exactly as the two API reads answer, escaped for a <script>
// element, and that page is private and not stored. Anyone else gets the page as before.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../test/harness";
import { createSiteFor, validSiteDocument } from "../test/helpers";

// The owner app's page from the source index.html, as the other page tests make it.
vi.mock("./manifest", async () => (await import("../test/source-app-manifest")).sourceAppManifest());

let t: TestApp;
let owner: string;
let stranger: string;
let siteId: string;

const get = (url: string, session?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host: "localhost:3000", "accept-language": "sv-SE,sv;q=0.9" },
    ...(session ? { cookies: { session } } : {}),
  });

const dataOf = (html: string) => {
  const text = /<script type="application\/json" id="editor-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

// A title that would end the script element and start another if it were not escaped.
const HOSTILE = "Anna </script><script>alert(1)</script> & Erik \u2028";

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  ({ cookie: owner } = await registerAndLogin(t.app));
  ({ cookie: stranger } = await registerAndLogin(t.app));
  const document = validSiteDocument();
  const header = document.siteModules[0] as { title: Record<string, string> };
  header.title = { sv: HOSTILE, en: HOSTILE };
  siteId = await createSiteFor(t.app, owner, document);
}, 120_000);
afterAll(() => t?.close());

describe("GET /redigera/{siteId}/: the editor's page", () => {
  it("carries the owner's site and account as the API answers them, in a private page kept by no cache", async () => {
    for (const path of [`/redigera/${siteId}/`, `/redigera/${siteId}`]) {
      const response = await get(path, owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers.vary).toMatch(/cookie/i);
      const site = (await get(`/api/sites/${siteId}`, owner)).json();
      const account = (await get(`/api/sites/${siteId}/account/`, owner)).json();
      expect(dataOf(response.body)).toEqual({ siteId, site, account });
    }
  });

  it("escapes the data for a <script> element: a text cannot end it", async () => {
    const html = (await get(`/redigera/${siteId}/`, owner)).body;
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).not.toContain("\u2028");
    expect(dataOf(html).site.siteModules[0].title.sv).toBe(HOSTILE);
  });

  it("carries nothing for another account, a visitor without a session, or a session that is not valid", async () => {
    for (const session of [stranger, undefined, "not-a-session"]) {
      const response = await get(`/redigera/${siteId}/`, session);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="editor-data"');
      expect(response.body).not.toContain("Anna");
      expect(response.headers["cache-control"]).not.toContain("public");
    }
  });

  it("carries nothing on the editor's other screens or for a site that does not exist", async () => {
    for (const path of [
      `/redigera/${siteId}/konto`,
      `/redigera/${siteId}/versioner`,
      "/redigera/0123456789abcdef01234567/",
    ]) {
      const response = await get(path, owner);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="editor-data"');
    }
  });
});
