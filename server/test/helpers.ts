// Request helpers for the API tests: accounts, sessions and a realistic site document.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteDocumentInput } from "@core/site";
import { createSiteModule } from "@modules/schemas";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

export const TEST_PASSWORD = "hemligt-lösen-123";

let counter = 0;

/** A mail address no other test uses. */
export function uniqueMail(prefix = "anna"): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(4).toString("hex")}@example.se`;
}

/**
 * A client address of its own for each helper call, so setting up many accounts in one app does not
 * run into the per-client rate limits (which the tests of those limits exercise on purpose).
 */
export function freshClientAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${((b[2] ?? 0) % 250) + 1}`;
}

/** The value of the `session` cookie a response sets, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === "session");
  return cookie?.value;
}

/** Registers an account (which logs it in) and returns its session cookie value. */
export async function registerAndLogin(
  app: FastifyInstance,
  mail: string = uniqueMail(),
  password: string = TEST_PASSWORD,
): Promise<{ cookie: string; mail: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/accounts/register/",
    payload: { mail, password },
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookieOf(response);
  expect(cookie).toBeTruthy();
  return { cookie: cookie as string, mail };
}

/** Logs in with mail and password; the response and the new session cookie (if any). */
export async function login(
  app: FastifyInstance,
  mail: string,
  password: string = TEST_PASSWORD,
  remoteAddress: string = freshClientAddress(),
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/accounts/login/",
    payload: { mail, password },
    remoteAddress,
  });
  return { response, cookie: sessionCookieOf(response) };
}

/**
 * The signed-in account deletes itself (POST /api/accounts/me/delete/ with its password, from a client
 * address of its own); the response, for the test to expect its status.
 */
export function deleteAccount(
  app: FastifyInstance,
  cookie: string,
  password: string = TEST_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/accounts/me/delete/",
    cookies: { session: cookie },
    payload: { password },
    remoteAddress: freshClientAddress(),
  });
}

/** A realistic V2 site document: Header, Text and ImageAndText with Swedish and English texts. */
export function validSiteDocument(): SiteDocumentInput {
  const header = createSiteModule("Header", "CLIENTIDheader1");
  header.title = { sv: "Anna & Erik", en: "Anna & Erik" };
  header.secondLine = { sv: "14 juni 2025, Göteborg", en: "14 June 2025, Gothenburg" };
  header.image = {
    path: "/media/demo/",
    fileName: "header.jpg",
    sizes: [
      { size: 1600, fileName: "header-1600.jpg" },
      { size: 600, fileName: "header-600.jpg" },
    ],
    width: 2400,
    height: 1600,
  };

  const text = createSiteModule("Text", "CLIENTIDtext1");
  text.title = { sv: "Välkomna", en: "Welcome" };
  text.menuTitle = { sv: "Välkommen", en: "Welcome" };
  text.text = {
    sv: "<p>Vi gifter oss och vill fira med <strong>er</strong>!</p>",
    en: "<p>We are getting married and want to celebrate with <strong>you</strong>!</p>",
  };

  const imageAndText = createSiteModule("ImageAndText", "CLIENTIDimageText1");
  imageAndText.title = { sv: "Platsen", en: "The venue" };
  imageAndText.secondTitle = { sv: "Slottet", en: "The castle" };
  imageAndText.text = {
    sv: '<p>Festen hålls på <a href="https://example.se/slottet">slottet</a>.</p>',
    en: '<p>The party is held at <a href="https://example.se/slottet">the castle</a>.</p>',
  };
  imageAndText.image = { path: "/media/demo/", fileName: "venue.jpg", sizes: [], width: 1200, height: 800 };

  return {
    siteModules: [header, text, imageAndText],
    fonts: { heading: "Playfair Display", text: "Arial" },
    theme: "theme4",
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  };
}

/** Creates the account's site with POST /api/sites/V2 and returns its id. */
export async function createSiteFor(
  app: FastifyInstance,
  cookie: string,
  site: unknown = validSiteDocument(),
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/sites/V2",
    cookies: { session: cookie },
    payload: { site, wizardData: null },
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json().site._id as string;
  expect(id).toMatch(/^[0-9a-f]{24}$/);
  return id;
}

/** A new account (logged in) with a site of its own: the start of most owner route tests. */
export async function ownerWithSite(
  app: FastifyInstance,
): Promise<{ cookie: string; siteId: string; mail: string }> {
  const { cookie, mail } = await registerAndLogin(app);
  const siteId = await createSiteFor(app, cookie);
  return { cookie, siteId, mail };
}

/** The invitation link's token (…/medlem/<token>) in the newest .eml to an address under the data folder. */
export function invitationTokenTo(dataDir: string, address: string): string {
  const dir = join(dataDir, "mail");
  const last = readdirSync(dir)
    .map((file) =>
      readFileSync(join(dir, file), "latin1")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`To: ${address}`))
    .at(-1);
  const token = last?.match(/\/medlem\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${address}`);
  return token;
}

/**
 * A new account (logged in) that the owner invites to the site with this role and that accepts the
 * invitation from its mail (expecting 201 and 200): a co-owner, helper or caterer of the site.
 */
export async function memberOfSite(
  t: { app: FastifyInstance; ctx: { config: { dataDir: string } } },
  siteId: string,
  ownerCookie: string,
  role: string,
): Promise<{ cookie: string; mail: string }> {
  const member = await registerAndLogin(t.app);
  const invited = await t.app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/members`,
    cookies: { session: ownerCookie },
    payload: { mail: member.mail, role },
    remoteAddress: freshClientAddress(),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/members/accept/${invitationTokenTo(t.ctx.config.dataDir, member.mail)}`,
    cookies: { session: member.cookie },
    remoteAddress: freshClientAddress(),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

/** Asserts the spec's error shape with the given status and code; returns the parsed body. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toMatchObject({
    isErrorResponse: true,
    code,
    errorDescription: {
      sv: expect.any(String),
      en: expect.any(String),
      da: expect.any(String),
    },
    message: expect.any(String),
  });
  expect(body.message).toBe(body.errorDescription.en);
  return body as {
    isErrorResponse: true;
    code: string;
    message: string;
    errorDescription: { sv: string; en: string; da: string };
    issues?: { path: string; message: string }[];
  };
}
