// POST /api/accounts/register/ and GET /api/accounts/me/ through the whole app.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sessions } from "../../db/schema";
import {
  expectError,
  freshClientAddress,
  login,
  registerAndLogin,
  TEST_PASSWORD,
  testAppForThisFile,
  uniqueMail,
} from "../../test/harness";

const t = testAppForThisFile();

const accountCount = async () => (await t.ctx.db.select({ n: count() }).from(accounts))[0]?.n ?? -1;
const accountsWithMail = (mail: string) => t.ctx.db.select().from(accounts).where(eq(accounts.mail, mail));

function register(payload: unknown, extra: { headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/register/",
    remoteAddress: freshClientAddress(),
    ...(typeof payload === "string" ? { body: payload } : { payload: payload as object }),
    headers: extra.headers,
  });
}

describe("POST /api/accounts/register/", () => {
  it("creates an account, logs it in with an HttpOnly SameSite=Lax cookie (not Secure on http)", async () => {
    const mail = uniqueMail();
    const response = await register({ mail, password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mail, site: null });

    const raw = response.headers["set-cookie"];
    const header = Array.isArray(raw) ? raw.join("\n") : String(raw);
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{40,};/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/Secure/i);

    const cookie = response.cookies.find((c) => c.name === "session")?.value as string;
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });
    expect(me.statusCode, me.body).toBe(200);
    const body = me.json();
    expect(body).toEqual({ mail, registered: { date: expect.any(String) }, site: null });
    expect(Math.abs(Date.parse(body.registered.date) - Date.now())).toBeLessThan(60_000);
  });

  it("stores the mail trimmed and lower-cased and the password only as a scrypt hash", async () => {
    const mail = uniqueMail("Erik");
    const response = await register({ mail: `  ${mail.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mail).toBe(mail.toLowerCase());

    const rows = await accountsWithMail(mail.toLowerCase());
    expect(rows).toHaveLength(1);
    const hash = rows[0]?.passwordHash as string;
    expect(hash.startsWith("scrypt$")).toBe(true);
    expect(hash).not.toContain(TEST_PASSWORD);
    expect(hash).not.toContain(Buffer.from(TEST_PASSWORD).toString("base64"));
  });

  it("keeps only a hash of the session token in the database", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const rows = await t.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie);
  });

  const invalidBodies: [string, unknown][] = [
    ["an invalid mail", { mail: "inte-en-adress", password: TEST_PASSWORD }],
    ["a mail without domain", { mail: "anna@", password: TEST_PASSWORD }],
    ["a 5-character password", { mail: "MAIL", password: "12345" }],
    ["a too long password", { mail: "MAIL", password: "x".repeat(201) }],
    ["no password", { mail: "MAIL" }],
    ["no mail", { password: TEST_PASSWORD }],
    ["an empty object", {}],
    ["a numeric mail", { mail: 123456, password: TEST_PASSWORD }],
    ["a numeric password", { mail: "MAIL", password: 12345678 }],
    ["an array password", { mail: "MAIL", password: [TEST_PASSWORD] }],
    ["an object mail", { mail: { $ne: null }, password: TEST_PASSWORD }],
    ["a JSON array", ["MAIL", TEST_PASSWORD]],
    ["JSON null", "null"],
    ["a JSON string", '"MAIL"'],
  ];

  it.each(invalidBodies)("refuses %s with 400 INVALID_INPUT and creates nothing", async (_name, payload) => {
    const mail = uniqueMail();
    const json = JSON.stringify(payload).replaceAll("MAIL", mail);
    const before = await accountCount();
    const response = await register(json, { headers: { "content-type": "application/json" } });
    const body = expectError(response, 400, "INVALID_INPUT");
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await accountCount()).toBe(before);
    expect(await accountsWithMail(mail)).toHaveLength(0);
    expect((await login(t.app, mail)).response.statusCode).toBe(401);
  });

  it("refuses malformed JSON with 400 MALFORMED_JSON", async () => {
    const before = await accountCount();
    const response = await register('{"mail": "a@example.se", "password": ', {
      headers: { "content-type": "application/json" },
    });
    expectError(response, 400, "MALFORMED_JSON");
    expect(await accountCount()).toBe(before);
  });

  it("refuses an empty JSON body and a body-less request with 400", async () => {
    const before = await accountCount();
    expectError(
      await register("", { headers: { "content-type": "application/json" } }),
      400,
      "MALFORMED_JSON",
    );
    const noBody = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      remoteAddress: freshClientAddress(),
    });
    expectError(noBody, 400, "INVALID_INPUT");
    expect(await accountCount()).toBe(before);
  });

  it("refuses a body over 2 MiB with 413 BODY_TOO_LARGE", async () => {
    const mail = uniqueMail();
    const before = await accountCount();
    const payload = { mail, password: TEST_PASSWORD, padding: "x".repeat(2 * 1024 * 1024 + 10) };
    const response = await register(payload);
    expectError(response, 413, "BODY_TOO_LARGE");
    expect(await accountCount()).toBe(before);
    expect(await accountsWithMail(mail)).toHaveLength(0);
  });

  it("refuses a non-JSON content type with 415 and creates nothing", async () => {
    const mail = uniqueMail();
    const response = await register(`mail=${mail}&password=${TEST_PASSWORD}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(await accountsWithMail(mail)).toHaveLength(0);
  });

  it("refuses a mail that is taken, also in other case and with whitespace, with 409 MAIL_TAKEN", async () => {
    const { mail } = await registerAndLogin(t.app);
    for (const variant of [mail, mail.toUpperCase(), `  ${mail} `, `\t${mail.replace("anna", "ANNA")}\n`]) {
      const response = await register({ mail: variant, password: "ett-annat-lösen" });
      expectError(response, 409, "MAIL_TAKEN");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await accountsWithMail(mail)).toHaveLength(1);
    // The first password still works, the second one never became valid.
    expect((await login(t.app, mail)).response.statusCode).toBe(200);
    expect((await login(t.app, mail, "ett-annat-lösen")).response.statusCode).toBe(401);
  });

  it("limits registrations per client: the 21st within an hour gets 429", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/accounts/register/",
        remoteAddress: address,
        payload: { mail: uniqueMail("limit"), password: TEST_PASSWORD },
      });
      expect(response.statusCode, `attempt ${i + 1}: ${response.body}`).toBe(200);
    }
    const mail = uniqueMail("limit");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      remoteAddress: address,
      payload: { mail, password: TEST_PASSWORD },
    });
    expectError(response, 429, "TOO_MANY_REQUESTS");
    expect(await accountsWithMail(mail)).toHaveLength(0);
  });
});

describe("GET /api/accounts/me/", () => {
  it("answers 401 NOT_LOGGED_IN without a cookie", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/accounts/me/" }), 401, "NOT_LOGGED_IN");
  });

  it.each([
    ["a garbage cookie", "garbage"],
    ["an empty cookie", ""],
    ["a cookie of the right shape", "A".repeat(43)],
    ["a very long cookie", "x".repeat(5000)],
  ])("answers 401 NOT_LOGGED_IN with %s", async (_name, value) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/",
      cookies: { session: value },
    });
    expectError(response, 401, "NOT_LOGGED_IN");
  });
});
