// POST /api/accounts/login/ and /logout/ through the whole app.
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  login,
  registerAndLogin,
  TEST_PASSWORD,
  testAppForThisFile,
  uniqueMail,
} from "../../test/harness";

const t = testAppForThisFile();

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });

describe("POST /api/accounts/login/", () => {
  it("logs in with the right password: { site: null, mail } and a new working session", async () => {
    const { mail, cookie: first } = await registerAndLogin(t.app);
    const { response, cookie } = await login(t.app, mail);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ site: null, mail });
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(first);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const meResponse = await me(cookie as string);
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json()).toMatchObject({ mail, site: null });
  });

  it("answers with the account's site id once it has one, and accepts the mail in other case", async () => {
    const { mail, cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const { response } = await login(t.app, `  ${mail.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ site: siteId, mail });
    expect((await me(cookie)).json()).toMatchObject({ mail, site: { _id: siteId } });
  });

  it("answers a wrong password and an unknown mail with the same status and body", async () => {
    const { mail } = await registerAndLogin(t.app);
    const wrongPassword = await login(t.app, mail, "fel-lösenord");
    const unknownMail = await login(t.app, uniqueMail("okand"), "fel-lösenord");
    expectError(wrongPassword.response, 401, "WRONG_CREDENTIALS");
    expect(unknownMail.response.statusCode).toBe(wrongPassword.response.statusCode);
    expect(unknownMail.response.body).toBe(wrongPassword.response.body);
    expect(wrongPassword.cookie).toBeUndefined();
    expect(unknownMail.cookie).toBeUndefined();
  });

  it("refuses invalid input with 400 and no session", async () => {
    for (const payload of [
      {},
      { mail: uniqueMail() },
      { mail: "x", password: "y" },
      { mail: 1, password: 2 },
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/api/accounts/login/", payload });
      expectError(response, 400, "INVALID_INPUT");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("stops a client that keeps failing for a mail, never the owner on another client", async () => {
    const { mail } = await registerAndLogin(t.app);
    const attacker = freshClientAddress();
    for (let i = 0; i < 10; i++) {
      const { response } = await login(t.app, mail, `fel-${i}-lösenord`, attacker);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectError((await login(t.app, mail, "fel-igen", attacker)).response, 429, "TOO_MANY_REQUESTS");
    expectError((await login(t.app, mail, TEST_PASSWORD, attacker)).response, 429, "TOO_MANY_REQUESTS");
    // The owner, on their own client, is not locked out by someone else's failures.
    const owner = await login(t.app, mail, TEST_PASSWORD, freshClientAddress());
    expect(owner.response.statusCode, owner.response.body).toBe(200);
    expect(owner.cookie).toBeTruthy();
  });

  it("closes a mail under attack from many clients only to clients that have failed for it", async () => {
    const { mail } = await registerAndLogin(t.app);
    const attackers = Array.from({ length: 6 }, () => freshClientAddress());
    // 6 clients × 5 wrong guesses: the mail's guard (30 an hour) is reached, no client's own limit is.
    for (const address of attackers) {
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, mail, "fel-lösenord", address)).response.statusCode).toBe(401);
    }
    for (const address of attackers) {
      expectError((await login(t.app, mail, TEST_PASSWORD, address)).response, 429, "TOO_MANY_REQUESTS");
    }
    // A client that has not failed for this mail still gets in with the right password.
    expect((await login(t.app, mail, TEST_PASSWORD, freshClientAddress())).response.statusCode).toBe(200);
    // And another mail is not affected for the clients that failed.
    const other = await registerAndLogin(t.app);
    expect((await login(t.app, other.mail, TEST_PASSWORD, attackers[0])).response.statusCode).toBe(200);
  });

  it("counts the limit case-insensitively (the limiter sees the normalized mail)", async () => {
    const { mail } = await registerAndLogin(t.app);
    const address = freshClientAddress();
    for (let i = 0; i < 10; i++) {
      const variant = i % 2 === 0 ? mail.toUpperCase() : ` ${mail}`;
      expect((await login(t.app, variant, "fel-lösenord", address)).response.statusCode).toBe(401);
    }
    expectError((await login(t.app, mail, "fel-lösenord", address)).response, 429, "TOO_MANY_REQUESTS");
  });

  it("starts counting again after a successful login, for every client", async () => {
    const { mail } = await registerAndLogin(t.app);
    const address = freshClientAddress();
    const elsewhere = freshClientAddress();
    for (let i = 0; i < 9; i++) {
      expect((await login(t.app, mail, "fel-lösenord", address)).response.statusCode).toBe(401);
      expect((await login(t.app, mail, "fel-lösenord", elsewhere)).response.statusCode).toBe(401);
    }
    expect((await login(t.app, mail, TEST_PASSWORD, address)).response.statusCode).toBe(200);
    for (const client of [address, elsewhere]) {
      for (let i = 0; i < 10; i++) {
        const { response } = await login(t.app, mail, "fel-lösenord", client);
        expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      expectError((await login(t.app, mail, "fel-lösenord", client)).response, 429, "TOO_MANY_REQUESTS");
    }
  });

  it("limits login attempts per client: the 21st within a minute gets 429", async () => {
    const mails = [uniqueMail("a"), uniqueMail("b"), uniqueMail("c")];
    const address = "198.51.100.23";
    for (let i = 0; i < 20; i++) {
      const { response } = await login(t.app, mails[i % 3] as string, "fel-lösenord", address);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectError(
      (await login(t.app, uniqueMail("d"), "fel-lösenord", address)).response,
      429,
      "TOO_MANY_REQUESTS",
    );
  });
});

describe("POST /api/accounts/logout/", () => {
  it("clears the cookie and ends the session on the server: the old token no longer works", async () => {
    const { cookie } = await registerAndLogin(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const sessionsBefore = await t.ctx.db.select().from(sessions);

    const response = await t.app.inject({
      method: "POST",
      url: "/api/accounts/logout/",
      cookies: { session: cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cleared = response.cookies.find((c) => c.name === "session");
    expect(cleared).toBeDefined();
    expect(cleared?.value).toBe("");
    const expiresInPast = cleared?.expires !== undefined && cleared.expires.getTime() <= Date.now();
    expect(expiresInPast || cleared?.maxAge === 0).toBe(true);

    // Replaying the old cookie is refused: the session row is gone.
    expectError(await me(cookie), 401, "NOT_LOGGED_IN");
    expect(await t.ctx.db.select().from(sessions)).toHaveLength(sessionsBefore.length - 1);
  });

  it("ends only that session: another login of the same account keeps working", async () => {
    const { mail, cookie } = await registerAndLogin(t.app);
    const second = (await login(t.app, mail)).cookie as string;
    await t.app.inject({ method: "POST", url: "/api/accounts/logout/", cookies: { session: cookie } });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("answers 200 without a session too", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/accounts/logout/" });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("ends sessions only by their token: a logout with a garbage cookie ends nothing", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const before = (await t.ctx.db.select().from(sessions)).length;
    await t.app.inject({ method: "POST", url: "/api/accounts/logout/", cookies: { session: "garbage" } });
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(sessions)).toHaveLength(before);
  });
});
