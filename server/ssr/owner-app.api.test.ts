// The owner app's HTML per path (issue 11 item 4): title, description and robots in the request's UI
// language; the public entry screens rendered into #root for a visitor who is not signed in; noindex and
// nothing rendered for the editor, account and reset paths.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSiteFor, createTestApp, registerAndLogin, type TestApp } from "../test/harness";

// The API tests run before any build: the app's page is made from the source index.html, which has
// the same head and root as the built one (Vite adds only the asset tags).
vi.mock("./manifest", async () => (await import("../test/source-app-manifest")).sourceAppManifest());

let t: TestApp;
let cookie: string;
let siteId: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host: "localhost:3000", "accept-language": "sv-SE,sv;q=0.9", ...headers },
  });

const robotsOf = (html: string) =>
  [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? null;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
// The source index.html has its script after #root; the built one has it in the head.
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script[^>]*><\/script>\s*)?<\/body>/.exec(html)?.[1] ?? null;
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="owner-page">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  ({ cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
});
afterAll(() => t.close());

describe("owner app head per path", () => {
  it("/logga-in: indexable, its own title and description in the request's language", async () => {
    const response = await get("/logga-in");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(titleOf(html)).toBe("Logga in - Bröllopssidan");
    expect(robotsOf(html)).toEqual(["all"]);
    expect(descriptionOf(html)).toBe(
      "Logga in på Bröllopssidan för att redigera er sida, se gästernas svar och publicera sidan på er egen adress.",
    );
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);

    const en = (await get("/logga-in", { "accept-language": "en-US,en;q=0.9" })).body;
    expect(en).toContain('<html lang="en">');
    expect(titleOf(en)).toBe("Log in - Bröllopssidan");
    expect(descriptionOf(en)).toMatch(/^Log in to Bröllopssidan to edit your page/);
    // ?lang= wins over the browser's languages, as in the client (web/app/i18n.ts).
    const da = (await get("/logga-in?lang=da", { "accept-language": "en-US" })).body;
    expect(da).toContain('<html lang="da">');
    expect(titleOf(da)).toBe("Log ind - Bröllopssidan");
    expect(descriptionOf(da)).toMatch(/^Log ind på Bröllopssidan/);
  });

  it("the other public entry pages are indexable with a description; quick start keeps its title", async () => {
    for (const [path, title] of [
      ["/", "Bröllopssidan - Din egen sida för det stora tillfället"],
      ["/snabbstart", "Prova gratis utan registrering - Bröllopssidan"],
      ["/en/snabbstart", "Prova gratis utan registrering - Bröllopssidan"],
      ["/kom-igang", "Bröllopssidan"],
    ] as const) {
      const html = (await get(path)).body;
      expect(titleOf(html), path).toBe(title);
      expect(robotsOf(html), path).toEqual(["all"]);
      expect(descriptionOf(html), path).toMatch(/Bröllopssidan/);
    }
  });

  it("the editor, account, answers, reset and wizard steps say noindex, with no description", async () => {
    for (const path of [
      `/redigera/${siteId}/`,
      `/redigera/${siteId}/konto/`,
      `/redigera/${siteId}/visa-osa/`,
      "/aterstall-losenord",
      "/aterstall-losenord/abc123",
      "/kom-igang/2",
      "/kom-igang/redigera",
      "/snabbstart/visa-osa/",
      "/no-such-page",
    ]) {
      const response = await get(path, { cookie: `session=${cookie}` });
      expect(response.statusCode, path).toBe(200);
      expect(robotsOf(response.body), path).toEqual(["noindex, nofollow"]);
      expect(descriptionOf(response.body), path).toBeNull();
      // Nothing rendered, and no session asked for: the client draws these screens.
      expect(rootOf(response.body), path).toBe("");
      expect(stateOf(response.body), path).toEqual({});
    }
    expect(titleOf((await get("/aterstall-losenord")).body)).toBe("Återställ lösenord - Bröllopssidan");
  });
});

describe("owner app entry screens rendered on the server", () => {
  it("renders the login form for a visitor who is not signed in, sendable before the script runs", async () => {
    const html = (await get("/logga-in")).body;
    const root = rootOf(html) ?? "";
    expect(root).toContain("<h1>Logga in</h1>");
    expect(root).toContain('name="mail"');
    expect(root).toContain('name="password"');
    // Sent natively before hydration, to the server's own login form route (login-form.ts).
    expect(root).toMatch(/<form class="form" action="\/logga-in" method="post">/);
    expect(root).toMatch(/<button[^>]*type="submit"[^>]*>Logga in<\/button>/);
    expect(root).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    expect(root).toContain('href="/kom-igang"');
    expect(stateOf(html)).toEqual({ signedIn: false, rendered: { path: "/logga-in", language: "sv" } });

    const en = await get("/logga-in", { "accept-language": "en" });
    expect(rootOf(en.body)).toContain("<h1>Log in</h1>");
    expect(stateOf(en.body).rendered).toEqual({ path: "/logga-in", language: "en" });
  });

  it("renders the start page with the log-in link", async () => {
    const html = (await get("/")).body;
    expect(rootOf(html)).toContain('<h1 id="start-title">Bröllopssidan</h1>');
    expect(rootOf(html)).toContain('href="/logga-in"');
    expect(stateOf(html)).toEqual({ signedIn: false, rendered: { path: "/", language: "sv" } });
  });

  it("leaves a signed-in visitor's screen to the client, and treats an unknown session as signed out", async () => {
    const signedIn = (await get("/logga-in", { cookie: `session=${cookie}` })).body;
    expect(rootOf(signedIn)).toBe("");
    expect(stateOf(signedIn)).toEqual({ signedIn: true });
    // Same head either way.
    expect(titleOf(signedIn)).toBe("Logga in - Bröllopssidan");

    const stale = (await get("/logga-in", { cookie: "session=not-a-session" })).body;
    expect(stateOf(stale)).toEqual({ signedIn: false, rendered: { path: "/logga-in", language: "sv" } });
    expect(rootOf(stale)).toContain("<h1>Logga in</h1>");
  });
});
