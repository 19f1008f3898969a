import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { submissionMails } from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import { issuePostKey } from "../../operations/post-keys";
import { activateSite } from "../../operations/sites";
import { duringSiteSave, sendDueSubmissionMails } from "../../operations/submission-outbox";
import {
  createSiteFor,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
const FORM_ID = "CLIENTIDformoutbox";

async function publishedFormSite(recipient: string): Promise<string> {
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: FORM_ID,
      siteModuleType: "Form",
      title: { sv: "Önskelåt", en: "Song wish" },
      form: {
        formElements: [{ id: "song", formElementType: "ShortText", label: { sv: "Låt", en: "Song" } }],
      },
    },
  ];
  doc.formRecipients = [{ formId: FORM_ID, recipients: [recipient] }];
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, doc);
  await activateSite(t.ctx, id, `utkorg-${id.slice(0, 8)}.se`);
  return id;
}

async function sendSong(siteId: string, song: string) {
  // As if the guest had opened the form ten seconds ago.
  const key = issuePostKey(t.ctx, siteId, "form", Date.now() - 10_000);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/form-submissions/${siteId}/`,
    remoteAddress: freshClientAddress(),
    payload: {
      formElements: [
        {
          formElement: { id: "song", formElementType: "ShortText", label: { sv: "Låt" } },
          value: song,
          selectedOption: null,
        },
      ],
      postKey: key,
      formId: FORM_ID,
      language: "sv",
      formTitle: "Önskelåt",
    },
  });
  expect(response.json()).toEqual({ invertedSuccess: false });
}

const mailsAbout = (song: string) =>
  readMailbox(mailDirOf(t.ctx.config)).filter((mail) => mail.text.includes(song));

describe("notification mail outbox", () => {
  it("mails a stored answer by itself, once, and empties the queue", async () => {
    const siteId = await publishedFormSite("dj@example.se");
    await sendSong(siteId, "Dancing Queen");
    await vi.waitFor(() => expect(mailsAbout("Dancing Queen")).toHaveLength(1), { timeout: 20_000 });
    const [mail] = mailsAbout("Dancing Queen");
    expect(mail?.to).toBe("dj@example.se");
    expect(mail?.subject).toBe("Nytt formulärsvar på Anna & Erik");
    await sendDueSubmissionMails(t.ctx);
    expect(mailsAbout("Dancing Queen")).toHaveLength(1);
    expect(await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId))).toEqual(
      [],
    );
  });

  it("waits while a site save is in flight, then sends every mail once", async () => {
    const siteId = await publishedFormSite("dj3@example.se");
    const songs = ["Mamma Mia", "Fernando", "Chiquitita"];
    let endSave = () => {};
    let saveRunning = false;
    // A save that lasts until the test ends it; the answers arrive and their sender wakes meanwhile.
    const save = duringSiteSave(t.ctx, async () => {
      saveRunning = true;
      await new Promise<void>((resolve) => {
        endSave = resolve;
      });
      return "saved";
    });
    expect(saveRunning).toBe(true);
    for (const song of songs) await sendSong(siteId, song);
    const drain = sendDueSubmissionMails(t.ctx);
    // Nothing goes out while the save runs: the sender waits for it before claiming (its cap is 1 s).
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const song of songs) expect(mailsAbout(song)).toHaveLength(0);
    expect(
      (await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId)))[0]?.attempts,
    ).toBe(0);
    endSave();
    expect(await save).toBe("saved");
    await drain;
    await vi.waitFor(
      () => {
        for (const song of songs) expect(mailsAbout(song)).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    expect(await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId))).toEqual(
      [],
    );
  });

  it("sends the mails left in the queue when the server starts listening", async () => {
    const siteId = await publishedFormSite("dj2@example.se");
    // The mail server is down when the answer arrives: the sender, woken by the answer, fails, and
    // the mail stays queued, due later.
    const working = t.ctx.mail;
    let refused = 0;
    t.ctx.mail = {
      kind: "smtp",
      send: async () => {
        refused += 1;
        throw new Error("connection refused");
      },
    };
    const queued = () => t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));
    try {
      await sendSong(siteId, "Waterloo");
      // Claimed (attempts counts the claim) and really tried: the working server must not get it after.
      await vi.waitFor(
        async () => {
          expect((await queued())[0]?.attempts).toBe(1);
          expect(refused).toBe(1);
        },
        { timeout: 20_000 },
      );
    } finally {
      t.ctx.mail = working;
    }
    expect(await sendDueSubmissionMails(t.ctx)).toBe(0);
    expect(mailsAbout("Waterloo")).toHaveLength(0);
    // As after a crash and a restart once the mail's lease has run out.
    await t.ctx.db
      .update(submissionMails)
      .set({ dueAt: sql`now()` })
      .where(eq(submissionMails.siteId, siteId));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(mailsAbout("Waterloo")).toHaveLength(1), { timeout: 20_000 });
  });
});
