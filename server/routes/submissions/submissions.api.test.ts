// Guest submissions: post keys, RSVP v4 and form submissions, spam protection and notification mail.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type SiteDocumentInput, siteDocumentSchema } from "@core/site";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { formSubmissions, rsvps, submissionMails, usedPostKeys } from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import type { MailProvider } from "../../mail/provider";
import { withQuestions } from "../../operations/answers";
import { issuePostKey, purgeUsedPostKeys } from "../../operations/post-keys";
import { setSitePassword } from "../../operations/site-access";
import { activateSite, createSite } from "../../operations/sites";
import { sendDueSubmissionMails } from "../../operations/submission-outbox";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  usesPostgres,
  validSiteDocument,
} from "../../test/harness";
import { sendQueuedMails } from "../../test/outbox";
import { attendQuestion } from "../../test/rsvp-site";

const t = testAppForThisFile();

const RSVP_ID = "CLIENTIDrsvp1";
const FORM_ID = "CLIENTIDform1";
const RSVP_RECIPIENTS = ["brud@example.se", "brudgum@example.se"];
const FORM_RECIPIENTS = ["toastmaster@example.se"];

function formsSite(): SiteDocumentInput {
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: RSVP_ID,
      siteModuleType: "Rsvp",
      title: { sv: "OSA", en: "RSVP" },
      maxNumberOfGuests: 3,
      form: {
        formElements: [
          { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" }, required: true },
          attendQuestion,
          {
            id: "food",
            formElementType: "ShortText",
            label: { sv: "Allergier", en: "Allergies" },
            required: true,
            showConditions: [{ type: "SHOW", formElementId: "attend", formElementOptionIds: ["yes"] }],
          },
          { id: "mail", formElementType: "ShortText", label: { sv: "E-post", en: "E-mail" } },
        ],
      },
    },
    {
      id: FORM_ID,
      siteModuleType: "Form",
      title: { sv: "Anmäl tal", en: "Give a speech" },
      form: {
        formElements: [
          {
            id: "speaker",
            formElementType: "ShortText",
            label: { sv: "Vem talar?", en: "Who speaks?" },
            required: true,
          },
          { id: "minutes", formElementType: "ShortText", label: { sv: "Hur länge?", en: "How long?" } },
        ],
      },
    },
  ];
  doc.formRecipients = [
    { formId: RSVP_ID, recipients: RSVP_RECIPIENTS },
    { formId: FORM_ID, recipients: FORM_RECIPIENTS },
  ];
  return doc;
}

let hostCounter = 0;

/** A published site with an RSVP module (max 3 guests) and a form module. */
async function publishedSite(doc: SiteDocumentInput = formsSite()): Promise<string> {
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, doc);
  hostCounter += 1;
  await activateSite(t.ctx, id, `osa-${hostCounter}-${id.slice(0, 6)}.se`);
  return id;
}

async function getKey(
  siteId: string,
  kind: "rsvps" | "form-submissions" = "rsvps",
  address = freshClientAddress(),
) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/${kind}/post-key?siteId=${siteId}`,
    remoteAddress: address,
  });
  expect(response.statusCode, response.body).toBe(200);
  const key = response.json().key as string;
  expect(key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return key;
}

/** A key as the server issues it, as if the guest had opened the form this long ago. */
function keyIssuedAgo(siteId: string, kind: "rsvps" | "form-submissions", ms: number) {
  return issuePostKey(t.ctx, siteId, kind === "rsvps" ? "rsvp" : "form", Date.now() - ms);
}

/** A key that is ready to use (issued ten seconds ago). */
async function readyKey(siteId: string, kind: "rsvps" | "form-submissions" = "rsvps") {
  return keyIssuedAgo(siteId, kind, 10_000);
}

/** The write-ahead log's position: it moves with every write to the database (PGlite: nobody else's). */
async function walPosition(): Promise<string> {
  const result = await t.ctx.db.execute<{ lsn: string }>(
    sql`select pg_current_wal_insert_lsn()::text as lsn`,
  );
  return (result as unknown as { rows: { lsn: string }[] }).rows[0]?.lsn ?? "";
}

type Answer = { id: string; value?: string; option?: string };

/** What the guest page sends for one guest: the question snapshot, the value and the chosen option. */
function guestAnswers(answers: Answer[]) {
  return answers.map((answer) => ({
    formElement:
      answer.id === "attend"
        ? attendQuestion
        : { id: answer.id, formElementType: "ShortText", label: { sv: answer.id }, required: false },
    value: answer.value ?? "",
    selectedOption: answer.option ? { id: answer.option, text: answer.option } : null,
  }));
}

const anna = guestAnswers([
  { id: "name", value: "Anna Andersson" },
  { id: "attend", option: "yes" },
  { id: "food", value: "Nötter" },
  { id: "mail", value: "anna@example.se" },
]);
const bertil = guestAnswers([
  { id: "name", value: "Bertil Berg" },
  { id: "attend", option: "no" },
  // Hidden by its condition (Bertil does not come): sent by a sloppy client, stored empty.
  { id: "food", value: "Gluten" },
]);

function rsvpBody(postKey: string, overrides: Record<string, unknown> = {}) {
  return {
    guests: [{ formElements: anna }, { formElements: bertil }],
    language: "sv",
    groupIdentifier: `group-${Math.random().toString(36).slice(2)}`,
    postKey,
    formId: RSVP_ID,
    formTitle: "OSA",
    ...overrides,
  };
}

function formBody(postKey: string, overrides: Record<string, unknown> = {}) {
  return {
    formElements: guestAnswers([
      { id: "speaker", value: "Morbror Kalle" },
      { id: "minutes", value: "5" },
    ]),
    postKey,
    formId: FORM_ID,
    language: "en",
    formTitle: "Give a speech",
    ...overrides,
  };
}

const postRsvp = (siteId: string, payload: unknown, address = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    payload: payload as object,
    remoteAddress: address,
  });

const postForm = (siteId: string, payload: unknown, address = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/api/form-submissions/${siteId}/`,
    payload: payload as object,
    remoteAddress: address,
  });

const rsvpRows = async (siteId: string) =>
  withQuestions(t.ctx.db, await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId)));
const formRows = async (siteId: string) =>
  withQuestions(
    t.ctx.db,
    await t.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId)),
  );

/** The mails to the recipient, once every queued notification has been sent (put-off ones too). */
async function mailsTo(recipient: string) {
  await sendQueuedMails(t.ctx);
  return readMailbox(mailDirOf(t.ctx.config)).filter((mail) => mail.to.includes(recipient));
}

describe("GET /api/rsvps/post-key and /api/form-submissions/post-key", () => {
  it("hands out a new key for a published site without writing to the database", async () => {
    const siteId = await publishedSite();
    await getKey(siteId); // the site's gate read once, as every later key needs it
    const before = await walPosition();
    const first = await getKey(siteId);
    const second = await getKey(siteId, "form-submissions");
    const third = await getKey(siteId);
    expect(new Set([first, second, third]).size).toBe(3);
    // PostgreSQL's log also carries the other test files' writes; PGlite's only this app's.
    if (!usesPostgres()) expect(await walPosition()).toBe(before);
    expect(await t.ctx.db.select().from(usedPostKeys)).toEqual([]);
  });

  it("keeps the secret that signs keys in DATA_DIR, readable by the server's user only", async () => {
    const siteId = await publishedSite();
    await getKey(siteId);
    const file = join(t.ctx.config.dataDir, "secrets", "post-key");
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, "utf8").trim().length).toBeGreaterThanOrEqual(43);
  });

  it.each([
    ["an unknown site", "0123456789abcdef01234567"],
    ["a malformed id", "nope"],
  ])("answers 404 for %s", async (_name, siteId) => {
    expectError(
      await t.app.inject({ method: "GET", url: `/api/rsvps/post-key?siteId=${siteId}` }),
      404,
      "NOT_FOUND",
    );
  });

  it("answers 400 without a site id, and 404 for a site that is not published", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" }), 400, "INVALID_INPUT");
    const { cookie } = await registerAndLogin(t.app);
    const unpublished = await createSiteFor(t.app, cookie, formsSite());
    expectError(
      await t.app.inject({ method: "GET", url: `/api/form-submissions/post-key?siteId=${unpublished}` }),
      404,
      "NOT_FOUND",
    );
  });

  it("hands out no key once a password is set, though keys were handed out a moment before", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie, formsSite());
    hostCounter += 1;
    await activateSite(t.ctx, siteId, `osa-${hostCounter}-${siteId.slice(0, 6)}.se`);
    await getKey(siteId);
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/password`,
      cookies: { session: cookie },
      payload: { password: "sommar2027" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expectError(
      await t.app.inject({ method: "GET", url: `/api/rsvps/post-key?siteId=${siteId}` }),
      401,
      "PASSWORD_REQUIRED",
    );
  });

  it("is never kept by a cache, and carries the security headers of every answer", async () => {
    const siteId = await publishedSite();
    const response = await t.app.inject({
      method: "GET",
      url: `/api/rsvps/post-key?siteId=${siteId}`,
      remoteAddress: freshClientAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("limits keys per client in this process's memory (60 a minute), without touching the database", async () => {
    const siteId = await publishedSite();
    const address = freshClientAddress();
    await getKey(siteId, "rsvps", address);
    const before = await walPosition();
    for (let i = 1; i < 60; i += 1) await getKey(siteId, i % 2 ? "form-submissions" : "rsvps", address);
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/rsvps/post-key?siteId=${siteId}`,
      remoteAddress: address,
    });
    expectError(refused, 429, "TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    if (!usesPostgres()) expect(await walPosition()).toBe(before);
    // Another client is not affected.
    await getKey(siteId);
  });

  it("asks for the site password on a protected site", async () => {
    const siteId = await publishedSite();
    await setSitePassword(t.ctx, siteId, "sommar2027");
    expectError(
      await t.app.inject({ method: "GET", url: `/api/rsvps/post-key?siteId=${siteId}` }),
      401,
      "PASSWORD_REQUIRED",
    );
    const key = "x".repeat(43);
    expectError(await postRsvp(siteId, rsvpBody(key)), 401, "PASSWORD_REQUIRED");
    expect(await rsvpRows(siteId)).toHaveLength(0);
  });
});

describe("POST /api/rsvps/{siteId}/v4/", () => {
  it("stores one row per guest with the module's questions, hidden answers empty, then mails the recipients", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    const body = rsvpBody(key);
    const response = await postRsvp(siteId, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });

    const rows = (await rsvpRows(siteId)).sort((a, b) => a.guestIndex - b.guestIndex);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        formId: RSVP_ID,
        formTitle: "OSA",
        language: "sv",
        groupIdentifier: body.groupIdentifier,
        recipients: RSVP_RECIPIENTS,
      });
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
    }
    type Stored = {
      formElement: { id: string; label: Record<string, string> };
      value: string;
      selectedOption: unknown;
    };
    const [first, second] = rows.map((row) => row.formElements as Stored[]);
    // The module's questions, in its order, with the owner's labels (not what the client sent).
    expect(first?.map((a) => a.formElement.id)).toEqual(["name", "attend", "food", "mail"]);
    expect(first?.[1]?.formElement.label).toEqual({ sv: "Kommer du?", en: "Will you come?" });
    expect(first?.map((a) => a.value)).toEqual(["Anna Andersson", "Ja", "Nötter", "anna@example.se"]);
    expect(first?.[1]?.selectedOption).toEqual({ id: "yes", text: "Ja" });
    expect(second?.map((a) => a.value)).toEqual(["Bertil Berg", "Nej", "", ""]);
    expect(second?.[2]?.selectedOption).toBeNull();

    const [mail] = (await mailsTo("brud@example.se")).filter((m) => m.text.includes("Anna Andersson"));
    expect(mail).toBeDefined();
    expect(mail?.to).toContain("brudgum@example.se");
    expect(mail?.subject).toBe("Nytt OSA-svar på Anna & Erik");
    expect(mail?.replyTo).toBe("anna@example.se");
    expect(mail?.text).toContain("Gäst 1");
    expect(mail?.text).toContain("  Namn: Anna Andersson");
    expect(mail?.text).toContain("  Kommer du?: Ja");
    expect(mail?.text).toContain("  Allergier: Nötter");
    expect(mail?.text).toContain("Gäst 2");
    expect(mail?.text).toContain("  Namn: Bertil Berg");
    expect(mail?.text).toContain("  Allergier: –");
    expect(mail?.text).not.toContain("Gluten");
    expect(mail?.text).toContain(`/redigera/${siteId}/visa-osa/`);
  });

  it("uses a key once: a second send with it stores nothing more", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
    // The same send again (the guest's connection dropped before the answer came): told it went
    // well, stored once.
    const again = await postRsvp(siteId, rsvpBody(key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ invertedSuccess: false });
    expect(await rsvpRows(siteId)).toHaveLength(2);
    // A used key for anything else is spam.
    const asForm = await postForm(siteId, formBody(key));
    expect(asForm.json()).toEqual({ invertedSuccess: true });
    expect(await formRows(siteId)).toHaveLength(0);
    // Other answers with the used key store nothing either.
    const other = guestAnswers([
      { id: "name", value: "Cecilia" },
      { id: "attend", option: "no" },
    ]);
    const changed = await postRsvp(siteId, rsvpBody(key, { guests: [{ formElements: other }] }));
    expect(changed.statusCode).toBe(200);
    expect(await rsvpRows(siteId)).toHaveLength(2);
    expect((await rsvpRows(siteId)).map((row) => row.formElements[0]?.value)).not.toContain("Cecilia");
  });

  it("keeps a used key's record until the key is stale, then purges it; a stale key stays refused", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
    const used = async () => (await t.ctx.db.select().from(usedPostKeys)).length;
    const before = await used();
    expect(before).toBeGreaterThan(0);
    expect(await purgeUsedPostKeys(t.ctx, new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect(await used()).toBe(before);
    expect(await purgeUsedPostKeys(t.ctx, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(before);
    expect(await used()).toBe(0);
  });

  it("refuses a key whose signature is not right, and one signed with another secret", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    // One character of the signature changed.
    const last = key.at(-2) === "A" ? "B" : "A";
    const tampered = `${key.slice(0, -2)}${last}${key.slice(-1)}`;
    expect((await postRsvp(siteId, rsvpBody(tampered))).json()).toEqual({ invertedSuccess: true });
    // The issue time moved back (the signature covers it).
    const bytes = Buffer.from(key, "base64url");
    bytes.writeUIntBE(bytes.readUIntBE(1, 6) - 60_000, 1, 6);
    expect((await postRsvp(siteId, rsvpBody(bytes.toString("base64url")))).json()).toEqual({
      invertedSuccess: true,
    });
    const otherServer = {
      ...t.ctx,
      config: { ...t.ctx.config, postKeySecret: "another-installation-s-secret-0123456789" },
    };
    const foreign = issuePostKey(otherServer, siteId, "rsvp", Date.now() - 10_000);
    expect((await postRsvp(siteId, rsvpBody(foreign))).json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteId)).toHaveLength(0);
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
  });

  it("stores a key's answer once when the same send arrives several times at the same moment", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    const mailsBefore = (await mailsTo(RSVP_RECIPIENTS[0] as string)).length;
    const body = rsvpBody(key);
    const responses = await Promise.all(Array.from({ length: 6 }, () => postRsvp(siteId, body)));
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ invertedSuccess: false });
    }
    expect(await rsvpRows(siteId)).toHaveLength(2);
    expect((await mailsTo(RSVP_RECIPIENTS[0] as string)).length - mailsBefore).toBe(1);
  });

  it("takes a key used within 3 seconds for a bot: spam, nothing stored, key used up", async () => {
    const siteId = await publishedSite();
    const key = keyIssuedAgo(siteId, "rsvps", 1_000);
    const response = await postRsvp(siteId, rsvpBody(key));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteId)).toHaveLength(0);
    // Ten seconds later (this server's clock, which issues and judges keys) the key is used up.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10_000 });
    try {
      expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: true });
    } finally {
      vi.useRealTimers();
    }
    expect(await rsvpRows(siteId)).toHaveLength(0);
    expect((await mailsTo("brud@example.se")).filter((m) => m.text.includes(siteId))).toHaveLength(0);
  });

  it("refuses a key older than a day: spam, nothing stored", async () => {
    const siteId = await publishedSite();
    const key = keyIssuedAgo(siteId, "rsvps", 25 * 60 * 60 * 1000);
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteId)).toHaveLength(0);
  });

  it("refuses a key that was never issued", async () => {
    const siteId = await publishedSite();
    expect((await postRsvp(siteId, rsvpBody("made-up-key-0123456789"))).json()).toEqual({
      invertedSuccess: true,
    });
    expect(await rsvpRows(siteId)).toHaveLength(0);
  });

  it("takes a filled-in honeypot for a bot", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    const response = await postRsvp(siteId, rsvpBody(key, { website: "https://spam.example" }));
    expect(response.json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteId)).toHaveLength(0);
    // An empty honeypot is what people send.
    expect((await postRsvp(siteId, rsvpBody(key, { website: "" }))).json()).toEqual({
      invertedSuccess: false,
    });
  });

  it("refuses a key of site A on site B, and A's key still works on A", async () => {
    const siteA = await publishedSite();
    const siteB = await publishedSite();
    const key = await readyKey(siteA);
    expect((await postRsvp(siteB, rsvpBody(key))).json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteB)).toHaveLength(0);
    expect((await postRsvp(siteA, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
    expect(await rsvpRows(siteA)).toHaveLength(2);
  });

  it("refuses a form key for an RSVP", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId, "form-submissions");
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(siteId)).toHaveLength(0);
  });

  it("answers 400 for a body that cannot be read or is incomplete, and uses up nothing", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    const malformed = await t.app.inject({
      method: "POST",
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { "content-type": "application/json" },
      payload: '{"guests": [',
      remoteAddress: freshClientAddress(),
    });
    expectError(malformed, 400, "MALFORMED_JSON");
    const cases: [string, unknown][] = [
      ["no body fields", {}],
      ["no guests", rsvpBody(key, { guests: [] })],
      ["no post key", { ...rsvpBody(key), postKey: undefined }],
      ["no form id", { ...rsvpBody(key), formId: undefined }],
      ["guests not a list", rsvpBody(key, { guests: "Anna" })],
      ["a number as value", rsvpBody(key, { guests: [{ formElements: [{ ...anna[0], value: 42 }] }] })],
      ["a language that is no code", rsvpBody(key, { language: "svenska" })],
      ["a language the site does not have", rsvpBody(key, { language: "da" })],
      ["six guests", rsvpBody(key, { guests: Array.from({ length: 6 }, () => ({ formElements: anna })) })],
      [
        "four guests (the module allows three)",
        rsvpBody(key, { guests: Array.from({ length: 4 }, () => ({ formElements: anna })) }),
      ],
      [
        "a too long answer",
        rsvpBody(key, { guests: [{ formElements: [{ ...anna[0], value: "a".repeat(2001) }] }] }),
      ],
      ["a too long group identifier", rsvpBody(key, { groupIdentifier: "g".repeat(101) })],
      [
        "an option the question does not have",
        rsvpBody(key, {
          guests: [
            {
              formElements: guestAnswers([
                { id: "name", value: "A" },
                { id: "attend", option: "maybe" },
              ]),
            },
          ],
        }),
      ],
      [
        "a required answer missing",
        rsvpBody(key, { guests: [{ formElements: guestAnswers([{ id: "name", value: "A" }]) }] }),
      ],
      [
        "a required text left blank",
        rsvpBody(key, {
          guests: [
            {
              formElements: guestAnswers([
                { id: "name", value: "   " },
                { id: "attend", option: "no" },
              ]),
            },
          ],
        }),
      ],
      [
        "a shown required question unanswered",
        rsvpBody(key, {
          guests: [
            {
              formElements: guestAnswers([
                { id: "name", value: "A" },
                { id: "attend", option: "yes" },
              ]),
            },
          ],
        }),
      ],
      ["a form module's id", rsvpBody(key, { formId: FORM_ID })],
    ];
    for (const [name, payload] of cases) {
      const response = await postRsvp(siteId, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expectError(response, 400, "INVALID_INPUT");
    }
    expect(await rsvpRows(siteId)).toHaveLength(0);
    // None of that used the key up.
    expect((await postRsvp(siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
  });

  it("answers 404 for an unknown site, an unpublished site, an unknown or hidden module", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    expectError(await postRsvp("0123456789abcdef01234567", rsvpBody(key)), 404, "NOT_FOUND");
    expectError(await postRsvp("not-an-id", rsvpBody(key)), 404, "NOT_FOUND");
    expectError(await postRsvp(siteId, rsvpBody(key, { formId: "CLIENTIDnope" })), 404, "NOT_FOUND");

    const { cookie } = await registerAndLogin(t.app);
    const unpublished = await createSiteFor(t.app, cookie, formsSite());
    expectError(await postRsvp(unpublished, rsvpBody(key)), 404, "NOT_FOUND");

    const doc = formsSite();
    const hidden = doc.siteModules?.find((m) => m.id === RSVP_ID);
    if (hidden) hidden.hide = true;
    const hiddenSite = await publishedSite(doc);
    expectError(await postRsvp(hiddenSite, rsvpBody(await readyKey(hiddenSite))), 404, "NOT_FOUND");
  });

  it("keeps the answer when the mail cannot be sent, and sends the mail once the server takes it", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    await sendDueSubmissionMails(t.ctx);
    const working = t.ctx.mail;
    const failing: MailProvider = {
      kind: "smtp",
      send: async () => {
        throw new Error("SMTP server refused the connection");
      },
    };
    t.ctx.mail = failing;
    try {
      const response = await postRsvp(siteId, rsvpBody(key));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ invertedSuccess: false });
      await sendDueSubmissionMails(t.ctx);
    } finally {
      t.ctx.mail = working;
    }
    expect(await rsvpRows(siteId)).toHaveLength(2);
    // The failed mail stays queued, tried once, due again later (not at once: no hammering).
    const [queued] = await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));
    expect(queued?.attempts).toBe(1);
    expect(queued?.dueAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(await sendDueSubmissionMails(t.ctx)).toBe(0);
    // When it is due again and the mail server works, it goes, once, and leaves the queue.
    await t.ctx.db
      .update(submissionMails)
      .set({ dueAt: sql`now()` })
      .where(eq(submissionMails.siteId, siteId));
    const mails = (await mailsTo(RSVP_RECIPIENTS[0] as string)).filter((m) => m.text.includes(siteId));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("  Namn: Anna Andersson");
    expect(await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId))).toEqual(
      [],
    );
  });

  it("queues the mail in the statement that stores the answer, before the guest is answered", async () => {
    const siteId = await publishedSite();
    await sendDueSubmissionMails(t.ctx);
    const rsvpKey = await readyKey(siteId);
    const formKey = await readyKey(siteId, "form-submissions");
    // A mail server that does not answer until the test is done: the guests are answered all the same.
    const working = t.ctx.mail;
    let fail = (_error: Error) => {};
    const stuck = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    stuck.catch(() => {}); // the sends see it fail; this only keeps the rejection from being unhandled
    t.ctx.mail = { kind: "smtp", send: () => stuck };
    let queued: (typeof submissionMails.$inferSelect)[];
    try {
      expect((await postRsvp(siteId, rsvpBody(rsvpKey))).json()).toEqual({ invertedSuccess: false });
      expect((await postForm(siteId, formBody(formKey))).json()).toEqual({ invertedSuccess: false });
      queued = await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));
    } finally {
      fail(new Error("mail server gone"));
      t.ctx.mail = working;
      await sendDueSubmissionMails(t.ctx);
    }
    const rsvpIds = (await rsvpRows(siteId)).sort((a, b) => a.guestIndex - b.guestIndex).map((r) => r.id);
    const [form] = await formRows(siteId);
    expect(queued.map((m) => [m.kind, m.rowIds]).sort()).toEqual(
      [
        ["form", [form?.id]],
        ["rsvp", rsvpIds],
      ].sort(),
    );
  });

  it("cannot add mail headers through line breaks in the page title or a guest's answers", async () => {
    const doc = formsSite();
    const header = doc.siteModules?.find((m) => m.siteModuleType === "Header");
    if (header?.siteModuleType !== "Header") throw new Error("expected the header");
    header.title = { sv: "Anna & Erik\r\nBcc: spam@example.com\r\nX-Evil: 1", en: "Anna" };
    const siteId = await publishedSite(doc);
    const key = await readyKey(siteId);
    const evil = guestAnswers([
      { id: "name", value: "Eva\r\nBcc: spam@example.com" },
      { id: "attend", option: "no" },
      { id: "mail", value: "eva@example.se\r\nBcc: spam@example.com" },
    ]);
    const response = await postRsvp(siteId, rsvpBody(key, { guests: [{ formElements: evil }] }));
    expect(response.json()).toEqual({ invertedSuccess: false });
    const [mail] = (await mailsTo(RSVP_RECIPIENTS[0] as string)).filter((m) =>
      readFileSync(m.file, "utf8").includes(siteId),
    );
    expect(mail).toBeDefined();
    const raw = readFileSync(mail?.file as string, "utf8");
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    expect(head).not.toMatch(/^(bcc|x-evil):/im);
    expect(head).not.toContain("spam@example.com");
    expect(mail?.subject).toBe("Nytt OSA-svar på Anna & Erik Bcc: spam@example.com X-Evil: 1");
    // Not a usable reply address: the line break makes it something else than one address.
    expect(mail?.replyTo).toBeNull();
  });

  it("stores script and markup as text and mails it as text, escaped in the HTML part", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId);
    const payload = `<script>alert("x")</script><b onmouseover="steal()">Eva</b> & <img src=x onerror=alert(1)>`;
    const guest = guestAnswers([
      { id: "name", value: payload },
      { id: "attend", option: "yes" },
      { id: "food", value: "rad ett\nrad två" },
    ]);
    const response = await postRsvp(siteId, rsvpBody(key, { guests: [{ formElements: guest }] }));
    expect(response.json()).toEqual({ invertedSuccess: false });
    const [row] = await rsvpRows(siteId);
    expect((row?.formElements as { value: string }[] | undefined)?.[0]?.value).toBe(payload);

    const [mail] = (await mailsTo("brud@example.se")).filter((m) => m.text.includes("steal()"));
    expect(mail).toBeDefined();
    expect(mail?.text).toContain(`Namn: ${payload}`);
    expect(mail?.text).toContain("Allergier: rad ett\n    rad två");
    // One guest: no guest headings.
    expect(mail?.text).not.toContain("Gäst 1");
    // The designed HTML part (issue 26) shows the answer as text: escaped, never as markup.
    const html = mail?.html ?? "";
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b onmouseover=");
    expect(html).not.toMatch(/<script|<b onmouseover|<img src=x/i);
    expect(html).toContain("rad ett<br>rad tv&#229;");
  });

  it("limits sends per client", async () => {
    const siteId = await publishedSite();
    const address = freshClientAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await postRsvp(siteId, {}, address)).statusCode).toBe(400);
    }
    expectError(await postRsvp(siteId, {}, address), 429, "TOO_MANY_REQUESTS");
    // Another client is not affected.
    expect((await postRsvp(siteId, {})).statusCode).toBe(400);
  });
});

describe("POST /api/form-submissions/{siteId}/", () => {
  it("stores the form and mails the form's recipients in the site's language", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId, "form-submissions");
    const response = await postForm(siteId, formBody(key));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const rows = await formRows(siteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formId: FORM_ID,
      formTitle: "Give a speech",
      language: "en",
      recipients: FORM_RECIPIENTS,
    });
    expect((rows[0]?.formElements as { value: string }[] | undefined)?.map((a) => a.value)).toEqual([
      "Morbror Kalle",
      "5",
    ]);
    expect(await rsvpRows(siteId)).toHaveLength(0);

    const [mail] = (await mailsTo("toastmaster@example.se")).filter((m) => m.text.includes(siteId));
    // (readMailbox keeps the space between two RFC 2047 words of a folded subject; a mail client does not.)
    expect(mail?.subject.replace(/\s+/g, " ")).toBe("Nytt formulärsvar på Anna & Erik");
    expect(mail?.text).toContain("Formulär: Give a speech");
    expect(mail?.text).toContain("Vem talar?: Morbror Kalle");
    expect(mail?.text).toContain("Hur länge?: 5");
  });

  it("judges forms like RSVPs: bad input 400, unknown module 404, spam rules", async () => {
    const siteId = await publishedSite();
    const key = await readyKey(siteId, "form-submissions");
    expectError(await postForm(siteId, formBody(key, { formElements: "tal" })), 400, "INVALID_INPUT");
    expectError(
      await postForm(siteId, formBody(key, { formElements: guestAnswers([{ id: "minutes", value: "5" }]) })),
      400,
      "INVALID_INPUT",
    );
    expectError(await postForm(siteId, formBody(key, { formId: RSVP_ID })), 400, "INVALID_INPUT");
    expectError(await postForm(siteId, formBody(key, { formId: "CLIENTIDgone" })), 404, "NOT_FOUND");
    expectError(await postForm("0123456789abcdef01234567", formBody(key)), 404, "NOT_FOUND");
    // An RSVP key is no form key; a fresh key is too soon.
    expect((await postForm(siteId, formBody(await readyKey(siteId)))).json()).toEqual({
      invertedSuccess: true,
    });
    expect((await postForm(siteId, formBody(await getKey(siteId, "form-submissions")))).json()).toEqual({
      invertedSuccess: true,
    });
    expect((await postForm(siteId, formBody(key, { website: "x" }))).json()).toEqual({
      invertedSuccess: true,
    });
    expect(await formRows(siteId)).toHaveLength(0);
    expect((await postForm(siteId, formBody(key))).json()).toEqual({ invertedSuccess: false });
    expect(await formRows(siteId)).toHaveLength(1);
  });

  it("lets guests try the demo site's forms without keeping their answers", async () => {
    const doc = formsSite();
    const demo = await createSite(
      t.ctx,
      null,
      { site: siteDocumentSchema.parse({ ...doc, formRecipients: [] }) },
      { isDemo: true, host: `demo-${Date.now()}.example.se` },
    );
    const key = await readyKey(demo.id, "form-submissions");
    expect((await postForm(demo.id, formBody(key))).json()).toEqual({ invertedSuccess: false });
    expect(await formRows(demo.id)).toHaveLength(0);
  });
});

describe("who is mailed about an answer", () => {
  /** A published site and its owner's account mail. */
  async function ownedSite(doc: SiteDocumentInput) {
    const { cookie, mail } = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, cookie, doc);
    hostCounter += 1;
    await activateSite(t.ctx, id, `mottagare-${hostCounter}-${id.slice(0, 6)}.se`);
    return { id, ownerMail: mail };
  }

  it("mails the owner's account address when the module has no recipients of its own", async () => {
    const { id, ownerMail } = await ownedSite({ ...formsSite(), formRecipients: [] });
    const response = await postRsvp(id, rsvpBody(await readyKey(id)));
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rsvpRows(id);
    expect(rows.map((row) => row.recipients)).toEqual([[ownerMail], [ownerMail]]);
    const mails = await mailsTo(ownerMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Nytt OSA-svar på Anna & Erik");
    expect(mails[0]?.text).toContain("Namn: Anna Andersson");
  });

  it("mails the owner when the module's list is empty, for forms too", async () => {
    const { id, ownerMail } = await ownedSite({
      ...formsSite(),
      formRecipients: [{ formId: FORM_ID, recipients: ["", "  "] }],
    });
    const response = await postForm(id, formBody(await readyKey(id, "form-submissions")));
    expect(response.statusCode, response.body).toBe(200);
    expect((await formRows(id))[0]?.recipients).toEqual([ownerMail]);
    const [mail] = await mailsTo(ownerMail);
    expect(mail?.text).toContain("Vem talar?: Morbror Kalle");
  });

  it("mails only the module's own addresses when it has some, not the owner", async () => {
    const recipients = [`gast-${hostCounter}-a@example.se`, `gast-${hostCounter}-b@example.se`];
    const { id, ownerMail } = await ownedSite({
      ...formsSite(),
      formRecipients: [{ formId: RSVP_ID, recipients: [` ${recipients[0]} `, "", recipients[1] as string] }],
    });
    const response = await postRsvp(id, rsvpBody(await readyKey(id)));
    expect(response.statusCode, response.body).toBe(200);
    expect((await rsvpRows(id))[0]?.recipients).toEqual(recipients);
    const [mail] = await mailsTo(recipients[0] as string);
    expect(mail?.to).toContain(recipients[1]);
    expect(mail?.text).toContain("Namn: Anna Andersson");
    expect(await mailsTo(ownerMail)).toHaveLength(0);
  });
});
