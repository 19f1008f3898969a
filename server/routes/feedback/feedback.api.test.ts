// POST /api/feedback/: stored, mailed to the brand's contact address with the right reply-to; only
// for a logged-in account; bad input and floods refused.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, feedback } from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  uniqueMail,
} from "../../test/harness";

const t = testAppForThisFile();
const CONTACT = "info@brollopssidan.se";

const send = (payload: unknown, cookie?: string, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/feedback/",
    payload: payload as object,
    remoteAddress,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

const mailsAbout = (marker: string) =>
  readMailbox(mailDirOf(t.ctx.config)).filter((m) => m.text.includes(marker));

describe("POST /api/feedback/", () => {
  it("stores the feedback and mails it to the contact address, replying to the account's mail", async () => {
    const { cookie, mail } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const marker = `Bra verktyg ${uniqueMail("m")}`;
    const response = await send({ expectsReply: true, feedbackText: `  ${marker}\nMer text.  ` }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ expectsReply: true, userMail: mail });

    const rows = await t.ctx.db.select().from(feedback).where(eq(feedback.mail, mail));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId, expectsReply: true, text: `${marker}\nMer text.` });

    const [sent, ...more] = mailsAbout(marker);
    expect(more).toHaveLength(0);
    expect(sent?.to).toBe(CONTACT);
    expect(sent?.replyTo).toBe(mail);
    expect(sent?.text).toContain(mail);
    expect(sent?.text).toContain(`/redigera/${siteId}/`);
  });

  it("uses the given mail for the reply, and sets no reply-to when no reply is wanted", async () => {
    const { cookie, mail } = await registerAndLogin(t.app);
    const other = uniqueMail("svar");
    const marker = `Svar hit ${other}`;
    const withReply = await send(
      { expectsReply: true, userMail: ` ${other.toUpperCase()} `, feedbackText: marker },
      cookie,
    );
    expect(withReply.json()).toEqual({ expectsReply: true, userMail: other });
    expect(mailsAbout(marker)[0]?.replyTo).toBe(other);

    const quiet = `Inget svar ${uniqueMail("q")}`;
    const noReply = await send({ expectsReply: false, userMail: "", feedbackText: quiet }, cookie);
    expect(noReply.json()).toEqual({ expectsReply: false, userMail: mail });
    const [sent] = mailsAbout(quiet);
    expect(sent?.to).toBe(CONTACT);
    expect(sent?.replyTo).toBeNull();
    // An account without a site may send feedback too.
    const rows = await t.ctx.db
      .select()
      .from(feedback)
      .where(eq(feedback.accountId, (await me(cookie)).id));
    expect(rows.map((r) => r.siteId)).toEqual([null, null]);
  });

  it("answers 401 without a session (or with an ended one) and stores nothing", async () => {
    const marker = `Utan session ${uniqueMail("x")}`;
    expectError(await send({ expectsReply: false, feedbackText: marker }), 401, "NOT_LOGGED_IN");
    expectError(await send({ expectsReply: false, feedbackText: marker }, "påhittad"), 401, "NOT_LOGGED_IN");
    const { cookie } = await registerAndLogin(t.app);
    await t.app.inject({ method: "POST", url: "/api/accounts/logout/", cookies: { session: cookie } });
    expectError(await send({ expectsReply: false, feedbackText: marker }, cookie), 401, "NOT_LOGGED_IN");
    // Bad input without a session is a 401 too: a stranger learns nothing from how it is judged.
    expectError(await send({ feedbackText: 1 }), 401, "NOT_LOGGED_IN");
    expect(mailsAbout(marker)).toHaveLength(0);
    const rows = await t.ctx.db.select().from(feedback);
    expect(rows.some((r) => r.text.includes(marker))).toBe(false);
  });

  it("refuses bad input with 400 and stores and mails nothing", async () => {
    const { cookie, mail } = await registerAndLogin(t.app);
    const mailCount = readMailbox(mailDirOf(t.ctx.config)).length;
    for (const payload of [
      {},
      { expectsReply: true },
      { feedbackText: "Hej" },
      { expectsReply: false, feedbackText: "" },
      { expectsReply: false, feedbackText: "   \n " },
      { expectsReply: "ja", feedbackText: "Hej" },
      { expectsReply: false, feedbackText: 42 },
      { expectsReply: false, feedbackText: "x".repeat(5001) },
      { expectsReply: true, userMail: "inte-en-adress", feedbackText: "Hej" },
      { expectsReply: true, userMail: 7, feedbackText: "Hej" },
      [],
    ]) {
      expectError(await send(payload, cookie), 400, "INVALID_INPUT");
    }
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/feedback/",
      cookies: { session: cookie },
      headers: { "content-type": "application/json" },
      payload: '{"expectsReply":',
    });
    expectError(malformed, 400, "MALFORMED_JSON");
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.mail, mail))).toHaveLength(0);
    expect(readMailbox(mailDirOf(t.ctx.config))).toHaveLength(mailCount);
    // The longest allowed text is fine.
    expect((await send({ expectsReply: false, feedbackText: "x".repeat(5000) }, cookie)).statusCode).toBe(
      200,
    );
  });

  it("limits feedback per account (from any client) and per client", async () => {
    const { cookie } = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++)
      expect((await send({ expectsReply: false, feedbackText: `nr ${i}` }, cookie)).statusCode).toBe(200);
    expectError(
      await send({ expectsReply: false, feedbackText: "en till" }, cookie),
      429,
      "TOO_MANY_REQUESTS",
    );

    const client = freshClientAddress();
    for (let i = 0; i < 20; i++) {
      const { cookie: each } = await registerAndLogin(t.app);
      expect(
        (await send({ expectsReply: false, feedbackText: `klient ${i}` }, each, client)).statusCode,
      ).toBe(200);
    }
    const { cookie: last } = await registerAndLogin(t.app);
    expectError(
      await send({ expectsReply: false, feedbackText: "för mycket" }, last, client),
      429,
      "TOO_MANY_REQUESTS",
    );
  });
});

async function me(cookie: string): Promise<{ id: string }> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/accounts/me/",
    cookies: { session: cookie },
  });
  const { mail } = response.json() as { mail: string };
  const [row] = await t.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, mail));
  return { id: row?.id ?? "" };
}
