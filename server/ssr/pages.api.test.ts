// Guest pages by host, rendered on the server: language routing, title and robots, 404 and password
// pages, the owner app on the product's own hosts, and that nothing a guest wrote runs as script.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  createTestApp,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../test/harness";
import { invalidateSite } from "./page-cache";

let t: TestApp;
let siteId: string;
const HOST = "anna-och-erik.se";

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host: HOST, "accept-language": "sv-SE,sv;q=0.9", ...headers },
  });

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const { cookie } = await registerAndLogin(t.app);
  siteId = await createSiteFor(t.app, cookie);
  await activateSite(t.ctx, siteId, HOST);
});
afterAll(() => t.close());

describe("guest page by host", () => {
  it("redirects / to the browser's language when the site has several, keeping the query", async () => {
    const sv = await get("/?x=1");
    expect(sv.statusCode).toBe(302);
    expect(sv.headers.location).toBe("/sv?x=1");
    const en = await get("/", { "accept-language": "en-GB,en;q=0.8" });
    expect(en.headers.location).toBe("/en");
    const other = await get("/", { "accept-language": "de-DE" });
    expect(other.headers.location).toBe("/sv");
  });

  it("renders the whole page on the server: title, robots, lang, menu, modules in order, footer", async () => {
    const response = await get("/sv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<title>Anna &amp; Erik</title>");
    expect(html).toContain('<meta name="robots" content="all">');
    expect(html).toContain('href="#valkommen"');
    expect(html).toContain('id="valkommen"');
    expect(html).toContain("Vi gifter oss och vill fira med <strong>er</strong>!");
    expect(html.indexOf("Anna &amp; Erik</h1>")).toBeLessThan(html.indexOf("Välkomna</h2>"));
    expect(html.indexOf("Välkomna</h2>")).toBeLessThan(html.indexOf("Platsen</h2>"));
    expect(html).toContain(
      'srcSet="/media/demo/header-600.jpg 600w, /media/demo/header-1600.jpg 1600w, /media/demo/header.jpg 4000w"',
    );
    expect(html).toContain('href="/en"');
    expect(html).toContain("mailto:info@brollopssidan.se");
    expect(html).toContain('href="https://brollopssidan.se/"');
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves each available language and a 404 page for any other", async () => {
    const en = await get("/en");
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain("Welcome</h2>");
    for (const path of ["/da", "/xx", "/sv/extra", "/..%2f"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain("Fel adress");
      expect(response.body).not.toContain("Välkomna");
    }
  });

  it("says noindex when the site asks for it", async () => {
    await t.ctx.db.update(sites).set({ metaNoindex: true }).where(eq(sites.id, siteId));
    invalidateSite(t.ctx, siteId); // written here past the routes, which invalidate the cached page
    expect((await get("/sv")).body).toContain(
      '<meta name="robots" content="noindex, noimageindex, nofollow">',
    );
    await t.ctx.db.update(sites).set({ metaNoindex: false }).where(eq(sites.id, siteId));
    invalidateSite(t.ctx, siteId);
  });

  it("strips www and ignores case in the host, and honours ?domainHost= on a local dev port", async () => {
    expect((await get("/sv", { host: "WWW.Anna-Och-Erik.se" })).statusCode).toBe(200);
    const local = await get(`/sv?domainHost=${HOST}`, { host: "localhost:3000" });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(`href="/en?domainHost=${HOST}"`);
  });

  it("shows the wrong-address page for a host with no published site, in the host's language", async () => {
    const dk = await get("/", { host: "ingen-sida.dk" });
    expect(dk.statusCode).toBe(404);
    expect(dk.body).toContain("Forkert adresse");
    const com = await get("/", { host: "ingen-sida.com" });
    expect(com.body).toContain("Wrong address");
  });

  it("does not show an unpublished site", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const draftId = await createSiteFor(t.app, cookie);
    await t.ctx.db.update(sites).set({ host: "utkast.se" }).where(eq(sites.id, draftId));
    const response = await get("/sv", { host: "utkast.se" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Välkomna");
  });

  it("reveals nothing of a password-protected site before its password", async () => {
    await t.ctx.db.update(sites).set({ password: "hemlis" }).where(eq(sites.id, siteId));
    invalidateSite(t.ctx, siteId);
    for (const path of ["/", "/sv", "/en"]) {
      const response = await get(path);
      expect(response.statusCode).toBe(401);
      for (const secret of ["Anna", "Välkomna", "Welcome", "Platsen", "gifter", "hemlis", "header.jpg"]) {
        expect(response.body, `${path} leaks ${secret}`).not.toContain(secret);
      }
    }
    await t.ctx.db.update(sites).set({ password: null }).where(eq(sites.id, siteId));
    invalidateSite(t.ctx, siteId);
  });

  it("never lets saved text run as script in the page or its hydration state", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const xssId = await createSiteFor(t.app, cookie, {
      ...validSiteDocument(),
      siteModules: [
        {
          id: "h",
          siteModuleType: "Header",
          title: { sv: "</script><script>alert(1)</script>" },
          secondLine: { sv: '"><img src=x onerror=alert(2)>' },
        },
        {
          id: "t",
          siteModuleType: "Text",
          title: { sv: "Hej" },
          text: {
            sv: '<p onmouseover="alert(3)">x</p><script>alert(4)</script><a href="javascript:alert(5)">l</a>',
          },
        },
      ],
    });
    await activateSite(t.ctx, xssId, "xss.se");
    const html = (await get("/sv", { host: "xss.se" })).body;
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(
      scripts.every((tag) => tag.includes('type="application/json"') || tag.includes('type="module"')),
    ).toBe(true);
    // Text stays text (escaped), markup the sanitizer refused is gone, and no tag carries a handler.
    expect(html).not.toMatch(/<script>alert|<img src=x|href="javascript:/i);
    // Attribute values are always double-quoted with quotes escaped, so a handler would show as a name.
    expect(html).not.toMatch(/<[a-z]+(?:\s+[\w:-]+(?:="[^"]*")?)*\s+on\w+=/i);
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(html).toContain("<a>l</a>");
  });
});

describe("the product's own hosts", () => {
  it("serve the owner app, not a guest page", async () => {
    for (const host of ["brollopssidan.se", "www.brollopssidan.se", "localhost:3000", "preview.vercel.app"]) {
      const response = await get("/redigera/abc/", { host });
      expect([200, 503], host).toContain(response.statusCode);
      expect(response.body).not.toContain("Välkomna");
    }
  });

  it("send /demo to the demo host", async () => {
    const local = await get("/demo", { host: "localhost:3000" });
    expect(local.statusCode).toBe(302);
    expect(local.headers.location).toBe("/?domainHost=demo.brollopssidan.se");
    const live = await get("/demo", { host: "brollopssidan.se" });
    expect(live.headers.location).toBe("https://demo.brollopssidan.se/");
  });

  it("keep unknown API paths in the API's error shape", async () => {
    const response = await get("/api/nope", { host: "localhost:3000" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isErrorResponse: true, code: "NOT_FOUND" });
  });
});
