// The light /logga-in page (issue 24): a signed-out visitor's full load of /logga-in gets the login screen
// rendered on the server with only the login entry's script and stylesheet (web/login/main.ts), not the
// owner app; the texts that script shows itself in the page's language; a signed-in visitor, and every
// other path, still the owner app's page.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../test/harness";

const LOGIN = {
  script: "/assets/login-test.js",
  styles: ["/assets/login-test.css"],
  preloads: ["/assets/languages-test.js"],
};

// The owner app's page from the source index.html (as the other API tests make it), plus a built login entry.
vi.mock("./manifest", async () => {
  const source = await (await import("../test/source-app-manifest")).sourceAppManifest();
  return { ...source, loadClientAssets: () => ({ ...source.loadClientAssets(), login: LOGIN }) };
});

let t: TestApp;
let cookie: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host: "localhost:3000", "accept-language": "sv-SE,sv;q=0.9", ...headers },
  });

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "").filter((attrs) => /\bsrc=/.test(attrs));
const srcOf = (attrs: string) => /\bsrc="([^"]*)"/.exec(attrs)?.[1];
const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]*)"`, "g"))].map((m) => m[1]);
const stateOf = (html: string, id: string) => {
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  ({ cookie } = await registerAndLogin(t.app));
});
afterAll(() => t?.close());

describe("GET /logga-in, signed out: the light login page", () => {
  it("loads only the login entry: its module script, its chunk and its stylesheet, nothing of the owner app", async () => {
    const response = await get("/logga-in");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);
    const html = response.body;
    const scripts = scriptsOf(html);
    expect(scripts.map(srcOf)).toEqual([LOGIN.script]);
    expect(scripts[0]).toContain('type="module"');
    expect(linksOf(html, "stylesheet")).toEqual(LOGIN.styles);
    expect(linksOf(html, "modulepreload")).toEqual(LOGIN.preloads);
    // Nothing the owner app reads: its entry (the source index.html's ./main.tsx), its config, its page
    // state, nor the analytics tracker loaded beside it (the login page sends no event).
    expect(html).not.toContain("main.tsx");
    expect(stateOf(html, "app-config")).toBeUndefined();
    expect(stateOf(html, "owner-page")).toBeUndefined();
  });

  it("has the owner app's head: language, title, robots, description and the fonts' stand-ins", async () => {
    const html = (await get("/logga-in")).body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<title>Logga in - Bröllopssidan</title>");
    expect(html).toContain('<meta name="robots" content="all">');
    expect(html).toContain(
      '<meta name="description" content="Logga in på Bröllopssidan för att redigera er sida, se gästernas svar och publicera sidan på er egen adress.">',
    );
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1');
    expect(html).toContain("font-family:'Source Sans 3 fallback'");
    // After the stylesheet, so its font variables win over the stylesheet's.
    expect(html.indexOf("<style>")).toBeGreaterThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("is the login screen as the owner app draws it: the form posted to /logga-in, its links and the languages", async () => {
    const root = rootOf((await get("/logga-in")).body) ?? "";
    expect(root).toContain('<main class="app-page auth-page">');
    expect(root).toContain("<h1>Logga in</h1>");
    expect(root).toMatch(/<form class="form" action="\/logga-in" method="post">/);
    expect(root).toMatch(
      /<label class="field"><span>E-postadress<\/span><input type="email"[^>]*required=""[^>]*name="mail"/,
    );
    expect(root).toMatch(
      /<label class="field"><span>Lösenord<\/span><input type="password"[^>]*required=""[^>]*name="password"/,
    );
    // Sendable before the script has run (to the server's own form route, login-form.ts).
    expect(root).toMatch(
      /<button class="button button--primary button--wide" type="submit">Logga in<\/button>/,
    );
    expect(root).toContain('href="/aterstall-losenord"');
    expect(root).toContain('<a href="/kom-igang">Skapa ett konto</a>');
    expect(root).toContain('<nav class="auth-page__languages" aria-label="Språk">');
    expect(root).toContain('<a href="/logga-in?lang=en" lang="en" hrefLang="en">English</a>');
    expect(root).not.toContain('role="alert"');
  });

  it("carries the texts its script shows, in sv, en and da", async () => {
    expect(stateOf((await get("/logga-in")).body, "login-page")).toEqual({
      language: "sv",
      languages: ["sv", "en", "da"],
      texts: {
        submit: "Logga in",
        loggingIn: "Loggar in…",
        failed: "Misslyckades att logga in",
        unknown: "Ett okänt fel har uppstått.",
        mailRequired: "Fyll i din e-postadress.",
        mailInvalid: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
        passwordRequired: "Fyll i ditt lösenord.",
      },
    });
    const en = (await get("/logga-in", { "accept-language": "en-GB,en;q=0.9" })).body;
    expect(en).toContain('<html lang="en">');
    expect(rootOf(en)).toContain("<h1>Log in</h1>");
    expect(stateOf(en, "login-page")).toMatchObject({
      language: "en",
      texts: {
        submit: "Log in",
        loggingIn: "Logging in…",
        failed: "Failed to log in",
        unknown: "A unknown error occured.",
        mailRequired: "Please enter your e-mail address.",
        passwordRequired: "Please enter your password.",
      },
    });
    // ?lang= wins over the browser's languages.
    const da = (await get("/logga-in?lang=da", { "accept-language": "en-GB" })).body;
    expect(da).toContain('<html lang="da">');
    expect(rootOf(da)).toContain("<h1>Log ind</h1>");
    expect(rootOf(da)).toContain('aria-current="true">Dansk</a>');
    expect(stateOf(da, "login-page")).toMatchObject({
      language: "da",
      texts: {
        submit: "Log ind",
        loggingIn: "Logger ind…",
        failed: "Kunne ikke logge ind",
        unknown: "En ukendt fejl opstod.",
        mailRequired: "Skriv din e-mailadresse.",
        passwordRequired: "Skriv din adgangskode.",
      },
    });
  });

  it("shows a login sent without the script that came back (?fel=) by the password field", async () => {
    const root = rootOf((await get("/logga-in?fel=credentials")).body) ?? "";
    const failure =
      /<p class="form-failure" id="([^"]+)" role="alert">Fel e-postadress eller lösenord.<\/p>/.exec(root);
    expect(failure).not.toBeNull();
    expect(root).toContain(`aria-describedby="${failure?.[1]}"`);
    expect(root).toMatch(/aria-invalid="true"/);
    const en = rootOf((await get("/logga-in?lang=en&fel=tooMany")).body);
    expect(en).toContain("Too many attempts. Please wait a while and try again.");
  });
});

describe("what stays the owner app's page", () => {
  it("/logga-in for a signed-in visitor: the app, which shows the account", async () => {
    const html = (await get("/logga-in", { cookie: `session=${cookie}` })).body;
    expect(scriptsOf(html).map(srcOf)).toContain("./main.tsx");
    expect(html).not.toContain(LOGIN.script);
    expect(stateOf(html, "owner-page")).toEqual({ signedIn: true });
    expect(stateOf(html, "login-page")).toBeUndefined();
    expect(html).toContain("<title>Logga in - Bröllopssidan</title>");
  });

  it("the other screens the server renders, and a path below /logga-in", async () => {
    for (const path of ["/", "/villkor", "/aterstall-losenord", "/logga-in/annat"]) {
      const html = (await get(path)).body;
      expect(scriptsOf(html).map(srcOf), path).toContain("./main.tsx");
      expect(html, path).not.toContain(LOGIN.script);
      expect(stateOf(html, "login-page"), path).toBeUndefined();
    }
  });
});
