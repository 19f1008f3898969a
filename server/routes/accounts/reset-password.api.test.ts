// POST and PUT /api/accounts/reset-password/ through the whole app: the mail, the token's single use
// and expiry, sessions ended, rate limits and bad input.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets } from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import { resetMailsSettled } from "../../operations/password-reset";
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
const NEW_PASSWORD = "nytt-lösen-456";

const askForReset = (
  payload: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/accounts/reset-password/",
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? freshClientAddress(),
    headers: options.headers,
  });

const setPassword = (payload: unknown, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "PUT",
    url: "/api/accounts/reset-password/",
    payload: payload as object,
    remoteAddress,
  });

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });

async function mailsTo(mail: string) {
  await resetMailsSettled();
  return readMailbox(mailDirOf(t.ctx.config)).filter((m) => m.to.includes(mail));
}

const TOKEN_IN_LINK = /\/aterstall-losenord\/([A-Za-z0-9_-]+)/;

/** Asks for a reset and returns the token from the mailed link. */
async function resetToken(mail: string): Promise<string> {
  const before = (await mailsTo(mail)).length;
  expect((await askForReset({ mail })).statusCode).toBe(200);
  const mails = await mailsTo(mail);
  expect(mails).toHaveLength(before + 1);
  const token = TOKEN_IN_LINK.exec(mails.at(-1)?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

describe("POST /api/accounts/reset-password/", () => {
  it("answers a known and an unknown mail the same; only the known one gets a mail, with a working link", async () => {
    const { mail } = await registerAndLogin(t.app);
    const unknown = uniqueMail("okand");
    const known = await askForReset({ mail });
    const other = await askForReset({ mail: unknown });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(known.body);
    expect(known.json()).toEqual({});
    expect(known.headers["set-cookie"]).toBeUndefined();

    expect(await mailsTo(unknown)).toHaveLength(0);
    const [sent, ...more] = await mailsTo(mail);
    expect(more).toHaveLength(0);
    expect(sent?.to).toBe(mail);
    expect(sent?.subject).toMatch(/^Återställ ditt lösenord - /);
    const link = /https?:\/\/\S+/.exec(sent?.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${t.ctx.config.publicUrl}/aterstall-losenord/`)).toBe(true);

    const token = TOKEN_IN_LINK.exec(link)?.[1] ?? "";
    // 256 random bits in base64url; only the sha256 of it is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.ctx.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === createHash("sha256").update(token).digest("hex"));
    expect(row).toBeTruthy();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    const reset = await setPassword({ token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t.app, mail, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it("normalises the mail as login does (case, spaces)", async () => {
    const { mail } = await registerAndLogin(t.app);
    expect((await askForReset({ mail: `  ${mail.toUpperCase()} ` })).statusCode).toBe(200);
    expect(await mailsTo(mail)).toHaveLength(1);
  });

  it("writes the mail in the language field, else the browser's language, else Swedish", async () => {
    const english = await registerAndLogin(t.app);
    await askForReset({ mail: english.mail, language: "en" }, { headers: { "accept-language": "da-DK" } });
    expect((await mailsTo(english.mail))[0]?.subject).toMatch(/^Reset your password - /);

    const danish = await registerAndLogin(t.app);
    await askForReset({ mail: danish.mail }, { headers: { "accept-language": "de-DE,da;q=0.8" } });
    const [mailDa] = await mailsTo(danish.mail);
    expect(mailDa?.subject).toMatch(/^Nulstil din adgangskode - /);
    expect(mailDa?.text).toContain("Åbn dette link");

    const swedish = await registerAndLogin(t.app);
    await askForReset({ mail: swedish.mail }, { headers: { "accept-language": "de-DE" } });
    expect((await mailsTo(swedish.mail))[0]?.text).toContain("Öppna den här länken");
  });

  it("refuses bad input with 400 and sends nothing", async () => {
    const before = readMailbox(mailDirOf(t.ctx.config)).length;
    for (const payload of [
      {},
      { mail: "" },
      { mail: "inte-en-adress" },
      { mail: 42 },
      { mail: ["a@example.se"] },
      { mail: `${"a".repeat(250)}@example.se` },
      { mail: uniqueMail(), language: "de" },
      { mail: uniqueMail(), language: 1 },
    ]) {
      expectError(await askForReset(payload), 400, "INVALID_INPUT");
    }
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/accounts/reset-password/",
      headers: { "content-type": "application/json" },
      payload: "{mail:",
      remoteAddress: freshClientAddress(),
    });
    expectError(malformed, 400, "MALFORMED_JSON");
    await resetMailsSettled();
    expect(readMailbox(mailDirOf(t.ctx.config))).toHaveLength(before);
  });

  it("limits mails per address (from any client) without refusing anyone, and requests per client", async () => {
    const { mail } = await registerAndLogin(t.app);
    for (let i = 0; i < 3; i++) expect((await askForReset({ mail })).statusCode).toBe(200);
    // Over the limit the answer is the same, but no mail is sent: nobody can flood the inbox, and
    // nobody can stop the owner either (next test).
    const over = await askForReset({ mail });
    expect(over.statusCode, over.body).toBe(200);
    expect(await mailsTo(mail)).toHaveLength(3);
    // An unknown address is treated the same way, so the limit tells nothing.
    const unknown = uniqueMail("okand");
    for (let i = 0; i < 4; i++) expect((await askForReset({ mail: unknown })).statusCode).toBe(200);

    const client = freshClientAddress();
    for (let i = 0; i < 10; i++) {
      expect((await askForReset({ mail: uniqueMail("klient") }, { remoteAddress: client })).statusCode).toBe(
        200,
      );
    }
    expectError(
      await askForReset({ mail: uniqueMail("klient") }, { remoteAddress: client }),
      429,
      "TOO_MANY_REQUESTS",
    );
  });

  it("cannot be used to stop the owner from resetting: the links already mailed still work", async () => {
    const { mail } = await registerAndLogin(t.app);
    // Someone else asks for the owner's mail until no more mails are sent.
    for (let i = 0; i < 5; i++) expect((await askForReset({ mail })).statusCode).toBe(200);
    // The owner asks too (answered as always) and finds working links in the inbox.
    expect((await askForReset({ mail })).statusCode).toBe(200);
    const links = (await mailsTo(mail)).map((m) => TOKEN_IN_LINK.exec(m.text ?? "")?.[1]);
    expect(links).toHaveLength(3);
    expect((await setPassword({ token: links.at(-1), password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t.app, mail, NEW_PASSWORD)).response.statusCode).toBe(200);
  });
});

describe("PUT /api/accounts/reset-password/", () => {
  it("sets the password once: the old one stops working, every session ends, nobody is logged in", async () => {
    const { mail, cookie: first } = await registerAndLogin(t.app);
    const second = (await login(t.app, mail)).cookie as string;
    expect((await me(first)).statusCode).toBe(200);
    const token = await resetToken(mail);

    const reset = await setPassword({ token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({});
    expect(reset.headers["set-cookie"]).toBeUndefined();

    expectError(await me(first), 401, "NOT_LOGGED_IN");
    expectError(await me(second), 401, "NOT_LOGGED_IN");
    expectError((await login(t.app, mail, TEST_PASSWORD)).response, 401, "WRONG_CREDENTIALS");
    const fresh = await login(t.app, mail, NEW_PASSWORD);
    expect(fresh.response.statusCode).toBe(200);

    // Single use: the same link again changes nothing.
    expectError(await setPassword({ token, password: "tredje-lösen" }), 400, "RESET_LINK_INVALID");
    expect((await login(t.app, mail, NEW_PASSWORD)).response.statusCode).toBe(200);
    expect((await me(fresh.cookie as string)).statusCode).toBe(200);
  });

  it("clears the wrong logins counted against the mail, even for the client that made them", async () => {
    const { mail } = await registerAndLogin(t.app);
    // The owner shares an address (a venue's network) with someone who guessed wrong until stopped.
    const shared = freshClientAddress();
    for (let i = 0; i < 10; i++) await login(t.app, mail, "fel-lösenord", shared);
    expectError((await login(t.app, mail, TEST_PASSWORD, shared)).response, 429, "TOO_MANY_REQUESTS");
    const token = await resetToken(mail);
    expect((await setPassword({ token, password: NEW_PASSWORD }, shared)).statusCode).toBe(200);
    const after = await login(t.app, mail, NEW_PASSWORD, shared);
    expect(after.response.statusCode, after.response.body).toBe(200);
  });

  it("voids the account's other reset links once one is used", async () => {
    const { mail } = await registerAndLogin(t.app);
    const older = await resetToken(mail);
    const newer = await resetToken(mail);
    expect((await setPassword({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    expectError(await setPassword({ token: older, password: "annat-lösen" }), 400, "RESET_LINK_INVALID");
    expect((await login(t.app, mail, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it("refuses an expired link with 410 and keeps the password and sessions", async () => {
    const { mail, cookie } = await registerAndLogin(t.app);
    const token = await resetToken(mail);
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await t.ctx.db
      .update(passwordResets)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.tokenHash, tokenHash));
    expectError(await setPassword({ token, password: NEW_PASSWORD }), 410, "RESET_LINK_EXPIRED");
    expect((await login(t.app, mail, TEST_PASSWORD)).response.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("refuses unknown tokens and bad input with 4xx and changes nothing", async () => {
    const { mail, cookie } = await registerAndLogin(t.app);
    const token = await resetToken(mail);
    expectError(
      await setPassword({ token: "A".repeat(43), password: NEW_PASSWORD }),
      400,
      "RESET_LINK_INVALID",
    );
    expectError(await setPassword({ token: `${token}x`, password: NEW_PASSWORD }), 400, "RESET_LINK_INVALID");
    for (const payload of [
      {},
      { token },
      { password: NEW_PASSWORD },
      { token, password: "12345" },
      { token, password: "" },
      { token, password: 123456 },
      { token: 1, password: NEW_PASSWORD },
      { token: "", password: NEW_PASSWORD },
      { token: "x".repeat(201), password: NEW_PASSWORD },
      { token, password: "x".repeat(201) },
    ]) {
      expectError(await setPassword(payload), 400, "INVALID_INPUT");
    }
    // The real link still works after all that.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await setPassword({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("limits attempts per client", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 20; i++) {
      expect((await setPassword({ token: `gissning-${i}`, password: NEW_PASSWORD }, client)).statusCode).toBe(
        400,
      );
    }
    expectError(
      await setPassword({ token: "gissning", password: NEW_PASSWORD }, client),
      429,
      "TOO_MANY_REQUESTS",
    );
  });
});
