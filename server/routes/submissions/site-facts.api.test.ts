import { type SiteDocumentInput, siteDocumentSchema } from "@core/site";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, rsvps, sites } from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import { withQuestions } from "../../operations/answers";
import { issuePostKey } from "../../operations/post-keys";
import { setSitePassword } from "../../operations/site-access";
import { submissionFactsOf } from "../../operations/site-facts";
import { activateSite } from "../../operations/sites";
import { sendDueSubmissionMails } from "../../operations/submission-outbox";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
const RSVP_ID = "CLIENTIDrsvpcache";

function siteWith(questions: { id: string; required?: boolean }[], recipients: string[] = []) {
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: RSVP_ID,
      siteModuleType: "Rsvp",
      title: { sv: "OSA", en: "RSVP" },
      maxNumberOfGuests: 2,
      form: {
        formElements: questions.map((q) => ({
          id: q.id,
          formElementType: "ShortText" as const,
          label: { sv: `Fråga ${q.id}`, en: `Question ${q.id}` },
          required: q.required ?? false,
        })),
      },
    },
  ];
  doc.formRecipients = recipients.length > 0 ? [{ formId: RSVP_ID, recipients }] : [];
  return doc;
}

let hosts = 0;
async function published(doc: SiteDocumentInput) {
  const { cookie, mail } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, doc);
  hosts += 1;
  await activateSite(t.ctx, id, `fakta-${hosts}-${id.slice(0, 6)}.se`);
  return { id, cookie, mail };
}

/** A key as the server issues it, as if the guest had opened the form ten seconds ago. */
async function readyKey(siteId: string) {
  return issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000);
}

function send(siteId: string, key: string, answers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    remoteAddress: freshClientAddress(),
    payload: {
      guests: [
        {
          formElements: Object.entries(answers).map(([id, value]) => ({
            formElement: { id, formElementType: "ShortText", label: { sv: id }, required: false },
            value,
            selectedOption: null,
          })),
        },
      ],
      language: "sv",
      groupIdentifier: `g-${key.slice(0, 10)}`,
      postKey: key,
      formId: RSVP_ID,
      formTitle: "OSA",
    },
  });
}

/** Sends one answer that must be stored: it also puts the site's facts in the cache. */
async function stored(siteId: string, answers: Record<string, string>) {
  const response = await send(siteId, await readyKey(siteId), answers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ invertedSuccess: false });
}

const rowsOf = async (siteId: string) =>
  withQuestions(
    t.ctx.db,
    await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId)).orderBy(rsvps.createdAt),
  );

const questionIdsOf = (row: { formElements: unknown } | undefined) =>
  ((row?.formElements ?? []) as { formElement: { id: string } }[]).map((a) => a.formElement.id);

async function save(siteId: string, cookie: string, doc: SiteDocumentInput) {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${siteId}`,
    cookies: { session: cookie },
    payload: doc,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a submission sees the site as it is now, never a cached older version", () => {
  it("judges the next answer by the questions of a save made after the cache was filled", async () => {
    const { id, cookie } = await published(siteWith([{ id: "name", required: true }]));
    await stored(id, { name: "Anna" });
    // The owner adds a required question and renames nothing else.
    await save(
      id,
      cookie,
      siteWith([
        { id: "name", required: true },
        { id: "diet", required: true },
      ]),
    );
    const key = await readyKey(id);
    const missing = expectError(await send(id, key, { name: "Bertil" }), 400, "INVALID_INPUT");
    expect(JSON.stringify(missing)).toContain("guests.0.diet");
    // The 400 used up nothing: the same key, with the new question answered, is stored.
    expect((await send(id, key, { name: "Bertil", diet: "Vegan" })).json()).toEqual({
      invertedSuccess: false,
    });
    const rows = await rowsOf(id);
    expect(rows.map(questionIdsOf)).toEqual([["name"], ["name", "diet"]]);
  });

  it("mails the recipients of the newest save", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const before = `fore-${suffix}@example.se`;
    const after = `efter-${suffix}@example.se`;
    const { id, cookie } = await published(siteWith([{ id: "name" }], [before]));
    await stored(id, { name: "Anna" });
    await save(id, cookie, siteWith([{ id: "name" }], [after]));
    await stored(id, { name: "Bertil" });
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.recipients)).toEqual([[before], [after]]);
    await sendDueSubmissionMails(t.ctx);
    const mailbox = readMailbox(mailDirOf(t.ctx.config));
    expect(mailbox.filter((m) => m.to.includes(after))).toHaveLength(1);
    expect(mailbox.filter((m) => m.to.includes(before))).toHaveLength(1);
  });

  it("mails the owner's new address after they change it", async () => {
    const { id, mail } = await published(siteWith([{ id: "name" }]));
    await stored(id, { name: "Anna" });
    const changed = `ny-${mail}`;
    await t.ctx.db.update(accounts).set({ mail: changed }).where(eq(accounts.mail, mail));
    await stored(id, { name: "Bertil" });
    expect((await rowsOf(id)).map((row) => row.recipients)).toEqual([[mail], [changed]]);
  });

  it("asks for the password the owner set after the cache was filled, for keys and answers", async () => {
    const { id } = await published(siteWith([{ id: "name" }]));
    const key = await readyKey(id);
    await stored(id, { name: "Anna" });
    await setSitePassword(t.ctx, id, "sommar2027");
    expectError(await send(id, key, { name: "Bertil" }), 401, "PASSWORD_REQUIRED");
    expectError(
      await t.app.inject({ method: "GET", url: `/api/rsvps/post-key?siteId=${id}` }),
      401,
      "PASSWORD_REQUIRED",
    );
    // Removing the password opens the site again at once.
    await setSitePassword(t.ctx, id, "");
    expect((await send(id, key, { name: "Bertil" })).json()).toEqual({ invertedSuccess: false });
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it("refuses answers once the site is unpublished or its paid period has ended", async () => {
    const { id } = await published(siteWith([{ id: "name" }]));
    await stored(id, { name: "Anna" });
    const key = await readyKey(id);

    await t.ctx.db.update(sites).set({ active: false }).where(eq(sites.id, id));
    expectError(await send(id, key, { name: "Bertil" }), 404, "NOT_FOUND");
    await t.ctx.db.update(sites).set({ active: true }).where(eq(sites.id, id));

    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() - 60_000) })
      .where(eq(sites.id, id));
    expectError(await send(id, key, { name: "Bertil" }), 404, "NOT_FOUND");
    expectError(
      await t.app.inject({ method: "GET", url: `/api/rsvps/post-key?siteId=${id}` }),
      404,
      "NOT_FOUND",
    );
    // Nothing was stored and the key was not used: extended, the site takes the same send.
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() + 86_400_000) })
      .where(eq(sites.id, id));
    expect((await send(id, key, { name: "Bertil" })).json()).toEqual({ invertedSuccess: false });
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it("sees a document changed by hand in SQL, without a new version or any announcement", async () => {
    const { id } = await published(siteWith([{ id: "name" }]));
    await stored(id, { name: "Anna" });
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, id));
    const hidden = siteDocumentSchema.parse({
      ...row?.document,
      siteModules: row?.document.siteModules.map((m) => (m.id === RSVP_ID ? { ...m, hide: true } : m)),
    });
    await t.ctx.db.update(sites).set({ document: hidden }).where(eq(sites.id, id));
    expectError(await send(id, await readyKey(id), { name: "Bertil" }), 404, "NOT_FOUND");
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe("submissionFactsOf", () => {
  it("knows every module by id, the languages, the recipients and the page's title", () => {
    const doc = siteDocumentSchema.parse(siteWith([{ id: "name" }], ["a@example.se"]));
    const facts = submissionFactsOf(doc, "1:2");
    expect(facts.stamp).toBe("1:2");
    expect(facts.languages).toEqual(["sv", "en"]);
    expect(facts.mailLanguage).toBe("sv");
    expect(facts.pageTitle).toBe("Anna & Erik");
    expect(facts.formRecipients.get(RSVP_ID)).toEqual(["a@example.se"]);
    expect(facts.modules.get(RSVP_ID)?.form?.siteModuleType).toBe("Rsvp");
    expect(facts.modules.get("CLIENTIDtext1")).toEqual({ siteModuleType: "Text", hide: false, form: null });
  });
});
