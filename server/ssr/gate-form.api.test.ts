// The password gate without JavaScript: the gate's form posted (form-encoded) to the page itself.
// Right password: 303 back to the page with the access cookie; wrong, empty, too many: the gate again,
// server-rendered with the spec's message in the page's language and nothing of the site; the way
// back never leaves the host; the JSON login and its guess guard are the same ones.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
} from "../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const PASSWORD = "Gröna äpplen";
// Texts of the test site (validSiteDocument) that must not be in the gate.
const SITE_TEXTS = ["Anna &amp; Erik", "Välkomna", "Welcome", "Vi gifter oss", "Slottet", "siteModules"];

async function protectedSite(password: string | null = PASSWORD) {
  const owner = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, owner.cookie);
  hostCounter += 1;
  const host = `grindsida-${hostCounter}.se`;
  await activateSite(t.ctx, id, host);
  if (password !== null) await t.ctx.db.update(sites).set({ password }).where(eq(sites.id, id));
  return { id, host };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const postForm = (
  host: string,
  path: string,
  payload: string | undefined,
  options: { remoteAddress?: string; language?: string; contentType?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: path,
    headers: {
      host,
      "accept-language": options.language ?? "sv-SE",
      ...(payload !== undefined
        ? { "content-type": options.contentType ?? "application/x-www-form-urlencoded" }
        : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: options.remoteAddress ?? freshClientAddress(),
  });

const page = (host: string, path: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers: { host, "accept-language": "sv-SE" }, cookies });

const accessCookie = (response: LightMyRequestResponse, id: string) =>
  response.cookies.find((c) => c.name === `site_access_${id}`);

/** The gate page with a message: HTML, the message in an alert in the form, none of the site. */
function expectGate(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.headers["cache-control"]).toMatch(/no-store/);
  const body = response.body;
  expect(body).toMatch(/<form class="password-gate"[^>]* method="post"/);
  expect(body).toMatch(new RegExp(`role="alert">${message}</p>`));
  for (const text of [...SITE_TEXTS, PASSWORD]) expect(body, text).not.toContain(text);
  expect(response.cookies).toHaveLength(0);
  const state = /<script type="application\/json" id="guest-state">(.*?)<\/script>/s.exec(body)?.[1];
  return JSON.parse(state ?? "{}") as { problem?: string; action?: string };
}

describe("the password gate's form without JavaScript", () => {
  it("is a plain form that posts to the page itself", async () => {
    const { host } = await protectedSite();
    const gate = await page(host, "/en");
    expect(gate.statusCode).toBe(401);
    expect(gate.body).toMatch(/<form class="password-gate"[^>]* action="\/en" method="post">/);
    expect(gate.body).toContain('name="password"');
    // Locally (?domainHost=) the query goes along, so the post reaches the same site.
    const local = await t.app.inject({
      method: "GET",
      url: `/?domainHost=${host}`,
      headers: { host: "localhost:3000" },
    });
    expect(local.body).toContain(`action="/?domainHost=${host}"`);
  });

  it("right password: 303 back to the page with the visit's cookie, and the page then shows the site", async () => {
    const { id, host } = await protectedSite();
    const response = await postForm(host, "/sv", form({ password: ` ${PASSWORD} ` }));
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe("/sv");
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const cookie = accessCookie(response, id);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.expires).toBeUndefined();

    const opened = await page(host, "/sv", { [`site_access_${id}`]: cookie?.value as string });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Vi gifter oss");
    // Without the cookie the gate is still there.
    expect((await page(host, "/sv")).statusCode).toBe(401);
  });

  it("keeps ?domainHost= on the way back, so a local preview returns to the same site", async () => {
    const { id, host } = await protectedSite();
    const response = await t.app.inject({
      method: "POST",
      url: `/?domainHost=${host}`,
      headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      payload: form({ password: PASSWORD }),
      remoteAddress: freshClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/?domainHost=${host}`);
    expect(accessCookie(response, id)).toBeDefined();
  });

  it("wrong password: 401, the gate again with the spec's message in the page's language, no cookie", async () => {
    const { host } = await protectedSite();
    const sv = await postForm(host, "/sv", form({ password: "röda äpplen" }));
    const state = expectGate(sv, 401, "Felaktigt lösenord, försök gärna igen.");
    expect(state).toMatchObject({ problem: "wrong", action: "/sv" });
    expect(sv.body).toContain('<html lang="sv">');
    expect(sv.body).toContain('aria-invalid="true"');
    // The field is where the message is about, for keyboard and screen reader users.
    expect(sv.body).toMatch(/<input[^>]*autofocus/i);
    expect(sv.body).toMatch(/aria-describedby="[^"]+-message"/);

    const en = await postForm(host, "/en", form({ password: "red apples" }), { language: "sv-SE" });
    expectGate(en, 401, "Incorrect password, please try again.");
    expect(en.body).toContain('<html lang="en">');
    // No language in the path: the browser's choice among the site's languages.
    const da = await postForm(host, "/", form({ password: "røde æbler" }), { language: "en-GB" });
    expectGate(da, 401, "Incorrect password, please try again.");
    expect(da.body).toContain('action="/"');
  });

  it("only opens the site whose page it is", async () => {
    const first = await protectedSite("Första");
    const second = await protectedSite("Andra");
    expectGate(
      await postForm(first.host, "/sv", form({ password: "Andra" })),
      401,
      "Felaktigt lösenord, försök gärna igen.",
    );
    const opened = await postForm(first.host, "/sv", form({ password: "Första" }));
    expect(opened.statusCode).toBe(303);
    expect(accessCookie(opened, second.id)).toBeUndefined();
    expect(accessCookie(opened, first.id)).toBeDefined();
  });

  it.each([
    ["an empty password", form({ password: "" })],
    ["only spaces", form({ password: "   " })],
    ["no password field", form({ other: "x" })],
    ["an empty body", ""],
  ])("%s: 400 and the gate asks for the password", async (_name, payload) => {
    const { host } = await protectedSite();
    const state = expectGate(await postForm(host, "/sv", payload), 400, "Fyll i lösenordet.");
    expect(state.problem).toBe("empty");
  });

  it("an over-long password: 400 with the wrong-password message; other body types: 415 and a message", async () => {
    const { host } = await protectedSite();
    expectGate(
      await postForm(host, "/sv", form({ password: "x".repeat(201) })),
      400,
      "Felaktigt lösenord, försök gärna igen.",
    );
    for (const [contentType, payload] of [
      ["text/plain", `password=${PASSWORD}`],
      ["application/json", JSON.stringify({ password: PASSWORD })],
      ["application/xml", `<password>${PASSWORD}</password>`],
    ]) {
      const response = await postForm(host, "/sv", payload, { contentType });
      expectGate(response, 415, "Misslyckades att hämta sidan genom inloggning");
    }
  });

  it("shares the guess guard with the JSON login: ten wrong guesses anywhere, then 429 on the form", async () => {
    const { id, host } = await protectedSite();
    const guesser = freshClientAddress();
    for (let i = 0; i < 5; i += 1) {
      const json = await t.app.inject({
        method: "POST",
        url: `/api/sites/public/${id}/login`,
        payload: { password: `gissning-${i}` },
        remoteAddress: guesser,
      });
      expect(json.statusCode).toBe(401);
      expect(
        (await postForm(host, "/sv", form({ password: `formgissning-${i}` }), { remoteAddress: guesser }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await postForm(host, "/sv", form({ password: PASSWORD }), { remoteAddress: guesser });
    expect(expectGate(blocked, 429, "För många försök. Vänta en stund och försök igen.").problem).toBe(
      "tooMany",
    );
    // Another guest is not affected by the guesser.
    expect((await postForm(host, "/sv", form({ password: PASSWORD }))).statusCode).toBe(303);
  });

  it("limits requests per client like the JSON login, answering with the gate", async () => {
    const { host } = await protectedSite();
    const client = freshClientAddress();
    // The right password never counts as a guess, so only the request limit (20 a minute) stops it.
    for (let i = 0; i < 20; i += 1)
      expect(
        (await postForm(host, "/sv", form({ password: PASSWORD }), { remoteAddress: client })).statusCode,
      ).toBe(303);
    const limited = await postForm(host, "/sv", form({ password: PASSWORD }), { remoteAddress: client });
    expectGate(limited, 429, "För många försök. Vänta en stund och försök igen.");
  });

  it("never redirects off the host, whatever the path", async () => {
    const { host } = await protectedSite();
    for (const path of [
      "//evil.example/",
      "/\\evil.example",
      "/https://evil.example/sv",
      "/sv/..%2f..%2fevil",
      "/%2F%2Fevil.example",
    ]) {
      const response = await postForm(host, path, form({ password: PASSWORD }));
      expect(response.statusCode, `${path} ${response.body}`).toBe(303);
      const location = response.headers.location as string;
      expect(location, path).toMatch(/^\/(sv|en)?$/);
    }
  });

  it("leaves everything else as it was: the API's 404s, the owner app's hosts, unknown hosts", async () => {
    const { host } = await protectedSite();
    expectError(await postForm(host, "/api/nothing-here", form({ password: PASSWORD })), 404, "NOT_FOUND");
    expectError(
      await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: { a: 1 } }),
      404,
      "NOT_FOUND",
    );
    expectError(await postForm("127.0.0.1:3000", "/sv", form({ password: PASSWORD })), 404, "NOT_FOUND");
    const unknown = await postForm("ingen-sida-har.se", "/sv", form({ password: PASSWORD }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Fel adress");
    // A site without a password, or a guest already in: straight back to the page.
    const open = await protectedSite(null);
    const back = await postForm(open.host, "/sv", form({ password: "vad som helst" }));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/sv");
    expect(back.cookies).toHaveLength(0);
  });
});
