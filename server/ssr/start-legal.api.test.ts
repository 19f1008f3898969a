// Issue 15 items 1 and 9: the start page gives a newcomer a way to begin (wedding: the wizard), shows a
// real page on a phone, the price and the demo; the terms and privacy pages exist in sv, en and da and
// are linked from the start page, the sign-up dialog and every guest page; the demo page offers the same
// start to a visitor who is not a guest, and no other guest page does.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activateSite } from "../operations/sites";
import { ensureDemoSite } from "../seed/demo-site";
import { createSiteFor, createTestApp, registerAndLogin, type TestApp } from "../test/harness";

// As owner-app.api.test.ts: the API tests run before any build, so the app page is the source index.html.
vi.mock("./manifest", async () => (await import("../test/source-app-manifest")).sourceAppManifest());

let t: TestApp;
const GUEST_HOST = "lisa-och-per.se";

const get = (url: string, host: string, language = "sv-SE,sv;q=0.9") =>
  t.app.inject({ method: "GET", url, headers: { host, "accept-language": language } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie);
  await activateSite(t.ctx, siteId, GUEST_HOST);
  await ensureDemoSite(t.ctx);
});
afterAll(() => t.close());

describe("the start page", () => {
  it("offers the wedding wizard, the demo, the price and the legal pages, rendered on the server", async () => {
    const response = await get("/", "localhost:3000");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<a class="button button--primary" href="\/kom-igang">Skapa er sida gratis<\/a>/);
    expect(html).toContain('href="/demo"');
    // The live demo page in a phone frame, not a second page to tab through.
    expect(html).toMatch(
      /<iframe src="\/demo" title="Demosidan som den ser ut i en mobil" loading="lazy" tabindex="-1" inert=""/,
    );
    expect(html).toContain("599\u00a0kr för 18 månader");
    expect(html).toContain('href="/villkor"');
    expect(html).toContain('href="/integritet"');
  });

  it("speaks English and Danish too", async () => {
    expect((await get("/", "localhost:3000", "en-GB")).body).toContain("Create your page for free");
    expect((await get("/", "localhost:3000", "da-DK")).body).toContain("Opret jeres side gratis");
  });
});

describe("terms and privacy", () => {
  it("/villkor and /integritet are indexable pages with their own title, in the request's language", async () => {
    const terms = await get("/villkor", "localhost:3000");
    expect(terms.statusCode).toBe(200);
    expect(titleOf(terms.body)).toBe("Användarvillkor - Bröllopssidan");
    expect(robotsOf(terms.body)).toBe("all");
    expect(terms.body).toContain("<h1>Användarvillkor</h1>");
    // The facts are filled in: the brand, its contact address and the real price.
    expect(terms.body).toContain("info@brollopssidan.se");
    expect(terms.body).toContain("599\u00a0kr för 18 månader");
    expect(terms.body).not.toContain("{{");
    const privacy = await get("/integritet", "localhost:3000", "da-DK");
    expect(titleOf(privacy.body)).toBe("Privatliv og cookies - Bröllopssidan");
    expect(privacy.body).toContain("Datatilsynet");
    const english = await get("/integritet", "localhost:3000", "en-GB");
    expect(english.body).toContain("<h1>Privacy and cookies</h1>");
  });

  it("robots.txt lets search engines read them", async () => {
    const robots = await get("/robots.txt", "localhost:3000");
    expect(robots.body).toContain("Allow: /villkor$");
    expect(robots.body).toContain("Allow: /integritet$");
  });
});

describe("guest pages", () => {
  it("link the privacy notice and the terms from the footer, and show no demo bar", async () => {
    const html = (await get("/sv", GUEST_HOST)).body;
    expect(html).toContain('<a href="https://brollopssidan.se/integritet">Integritet och cookies</a>');
    expect(html).toContain('<a href="https://brollopssidan.se/villkor">Villkor</a>');
    expect(html).not.toContain("demo-bar");
  });

  it("the demo page offers a visitor the way to begin a page of their own", async () => {
    const html = (await get("/sv", t.ctx.config.brandDefinition.demoHost)).body;
    expect(html).toContain('class="demo-bar"');
    expect(html).toContain('<a href="https://brollopssidan.se/kom-igang">Skapa er sida gratis</a>');
  });
});

describe("a server on a port that does not start with 30 (issue 15 item 11)", () => {
  it("answers its own PUBLIC_URL host as the owner app, and other hosts as guest pages", async () => {
    const other = await createTestApp({ pages: true, env: { PORT: "8080" } });
    try {
      const login = await other.app.inject({
        method: "GET",
        url: "/logga-in",
        headers: { host: "localhost:8080" },
      });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain("<title>Logga in - Bröllopssidan</title>");
      const stranger = await other.app.inject({
        method: "GET",
        url: "/logga-in",
        headers: { host: "127.0.0.1:8080" },
      });
      expect(stranger.body).not.toContain("Logga in - Bröllopssidan");
    } finally {
      await other.close();
    }
  });
});
