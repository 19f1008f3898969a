// GET /robots.txt on every host: the product's own host keeps crawlers out of the app, a guest host
// follows its site's metaNoindex, a host without a visible site disallows everything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import { createSiteFor, createTestApp, registerAndLogin, type TestApp } from "../test/harness";

let t: TestApp;
let siteId: string;
let cookie: string;
const HOST = "robotar.se";

const robots = (host: string, query = "") =>
  t.app.inject({ method: "GET", url: `/robots.txt${query}`, headers: { host } });

/** Whether a path is allowed by the rules for every user agent (longest match wins, Allow on a tie). */
function allows(body: string, path: string): boolean {
  const rules = body
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ allow: m[1] === "Allow", pattern: m[2] ?? "" }))
    .filter((rule) => rule.pattern !== "");
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const rule of rules) {
    const source = rule.pattern.replace(/[.+?^{}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
    if (!new RegExp(`^${source}`).test(path)) continue;
    const length = rule.pattern.length;
    if (length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best.allow;
}

const setting = (path: "password" | "metaNoindex", payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `/api/sites/${siteId}/${path}`, cookies: { session: cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  ({ cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
  await activateSite(t.ctx, siteId, HOST);
});
afterAll(() => t.close());

describe("GET /robots.txt", () => {
  it("on the product's own host lets crawlers see the start page, log-in and quick start, not the app", async () => {
    for (const host of [t.ctx.config.editorDomains[0] ?? "brollopssidan.se", "localhost:3000"]) {
      const response = await robots(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body.startsWith("User-agent: *\n")).toBe(true);
      for (const path of [
        "/",
        "/logga-in",
        "/snabbstart",
        "/snabbstart/steg",
        "/kom-igang",
        "/demo",
        "/assets/app-1.js",
      ])
        expect(allows(response.body, path), `${host} ${path}`).toBe(true);
      for (const path of [
        "/redigera/abc/",
        "/redigera/abc/konto",
        "/aterstall-losenord/token",
        "/api/sites/V2",
        "/?domainHost=anna.se",
        "/kom-igang/redigera/x",
      ])
        expect(allows(response.body, path), `${host} ${path}`).toBe(false);
    }
  });

  it("on a guest host follows the site's metaNoindex, and shuts out a protected site", async () => {
    expect(allows((await robots(HOST)).body, "/sv")).toBe(true);
    expect((await robots(`www.${HOST.toUpperCase()}`)).body).toBe("User-agent: *\nAllow: /\n");
    // Locally the guest host comes from ?domainHost=, as for the pages.
    expect((await robots("localhost:3000", `?domainHost=${HOST}`)).body).toBe("User-agent: *\nAllow: /\n");

    expect((await setting("metaNoindex", { metaNoindex: true })).statusCode).toBe(200);
    expect((await robots(HOST)).body).toBe("User-agent: *\nDisallow: /\n");
    expect((await setting("metaNoindex", { metaNoindex: false })).statusCode).toBe(200);
    expect((await robots(HOST)).body).toBe("User-agent: *\nAllow: /\n");

    expect((await setting("password", { password: "hemlis" })).statusCode).toBe(200);
    expect((await robots(HOST)).body).toBe("User-agent: *\nDisallow: /\n");
    expect((await setting("password", { password: "" })).statusCode).toBe(200);
    expect((await robots(HOST)).body).toBe("User-agent: *\nAllow: /\n");
  });

  it("on a host with no visible site disallows everything", async () => {
    const response = await robots("ingen-sida-har.se");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("User-agent: *\nDisallow: /\n");
  });

  it("answers HEAD too", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/robots.txt", headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
  });
});
