// Answers retention (issue 12): the owner is mailed once, NOTICE_DAYS before the answers go, then the
// answers are deleted once; concurrent runs (two instances) do each only once; an extension gives the
// next period its own notice and keeps the answers meanwhile. The sends to the guests (issue 26: the
// owner's words, each household's address) go with the answers.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  formDefinitions,
  formSubmissions,
  giftItemCounters,
  giftReservations,
  householdGuests,
  households,
  rsvps,
  sendDeliveries,
  sends,
  sites,
  usedPostKeys,
} from "../db/schema";
import { newId } from "../ids";
import { mailDirOf } from "../mail/config";
import { readMailbox } from "../mail/mailbox";
import { ownerWithSite, testAppForThisFile } from "../test/harness";
import { insertFormSubmissionRows, insertRsvpRows, withQuestions } from "./answers";
import { NOTICE_DAYS, runAnswersRetention } from "./answers-retention";

const t = testAppForThisFile();
const DAY = 86_400_000;
const RETENTION = 180;

/**
 * A site whose publication expired on `expired`, with an RSVP, a form submission, a reservation and a
 * household of one guest on its guest list.
 */
async function expiredSite(expired: Date) {
  const owner = await ownerWithSite(t.app);
  const db = t.ctx.db;
  await db
    .update(sites)
    .set({ active: true, host: `svar-${newId().slice(-10)}.brollopssidan.se`, activeExpireDate: expired })
    .where(eq(sites.id, owner.siteId));
  const common = { siteId: owner.siteId, language: "sv", formElements: [] };
  await insertRsvpRows(db, { ...common, id: newId(), formId: "r", groupIdentifier: newId() });
  await insertFormSubmissionRows(db, { ...common, id: newId(), formId: "f" });
  await db.insert(giftItemCounters).values({ siteId: owner.siteId, moduleId: "g", itemId: "i", reserved: 1 });
  await db
    .insert(giftReservations)
    .values({ siteId: owner.siteId, moduleId: "g", itemId: "i", quantity: 1, passwordHash: "x" });
  const household = newId();
  await db.insert(households).values({
    id: household,
    siteId: owner.siteId,
    name: "Familjen Andersson",
    token: randomBytes(32).toString("base64url"),
    code: "ABCDEF",
    position: 0,
  });
  await db.insert(householdGuests).values({
    id: newId(),
    householdId: household,
    siteId: owner.siteId,
    name: "Anna Andersson",
    position: 0,
  });
  return owner;
}

const mailsTo = (mail: string) => readMailbox(mailDirOf(t.ctx.config)).filter((m) => m.to.includes(mail));
async function answersOf(siteId: string) {
  const db = t.ctx.db;
  return (
    (await db.select().from(rsvps).where(eq(rsvps.siteId, siteId))).length +
    (await db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId))).length +
    (await db.select().from(giftReservations).where(eq(giftReservations.siteId, siteId))).length +
    (await db.select().from(giftItemCounters).where(eq(giftItemCounters.siteId, siteId))).length +
    (await db.select().from(households).where(eq(households.siteId, siteId))).length +
    (await db.select().from(householdGuests).where(eq(householdGuests.siteId, siteId))).length
  );
}
const stamps = async (siteId: string) =>
  (
    await t.ctx.db
      .select({ notice: sites.answersNoticeSentAt, deleted: sites.answersDeletedAt })
      .from(sites)
      .where(eq(sites.id, siteId))
  )[0];

describe("answers retention", () => {
  it("uses 180 days unless ANSWERS_RETENTION_DAYS says otherwise", () => {
    expect(t.ctx.config.answersRetentionDays).toBe(RETENTION);
  });

  it("mails the owner once a month before, then deletes the answers once", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const noticeDay = new Date(expired.getTime() + (RETENTION - NOTICE_DAYS) * DAY);

    // The day before the notice day: nothing.
    await runAnswersRetention(t.ctx, new Date(noticeDay.getTime() - DAY));
    expect(mailsTo(owner.mail)).toHaveLength(0);

    // Two instances running at once on the notice day: one mail.
    await Promise.all([runAnswersRetention(t.ctx, noticeDay), runAnswersRetention(t.ctx, noticeDay)]);
    await runAnswersRetention(t.ctx, new Date(noticeDay.getTime() + DAY));
    const mails = mailsTo(owner.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/redigera/${owner.siteId}/konto/`);
    expect(mails[0]?.subject).toMatch(/tas bort/);
    expect(await answersOf(owner.siteId)).toBe(6);

    // A day short of the month: still kept. On the day: deleted, once, however many run.
    const deletionDay = new Date(expired.getTime() + RETENTION * DAY);
    await runAnswersRetention(t.ctx, new Date(deletionDay.getTime() - DAY));
    expect(await answersOf(owner.siteId)).toBe(6);
    const runs = await Promise.all([
      runAnswersRetention(t.ctx, deletionDay),
      runAnswersRetention(t.ctx, deletionDay),
    ]);
    expect(runs.map((r) => r.removed).sort()).toEqual([0, 1]);
    expect(await answersOf(owner.siteId)).toBe(0);
    expect((await stamps(owner.siteId))?.deleted).toEqual(deletionDay);
    // Later runs neither mail nor touch the site again.
    expect((await runAnswersRetention(t.ctx, new Date(deletionDay.getTime() + 10 * DAY))).removed).toBe(0);
    expect(mailsTo(owner.mail)).toHaveLength(1);
  });

  it("deletes the site's sends to its guests (their words and addresses) with the answers, and no one else's", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const kept = await expiredSite(new Date(Date.now() + 400 * DAY));
    const sendTo = async (site: { siteId: string }) => {
      const [row] = await t.ctx.db
        .select({ accountId: sites.accountId })
        .from(sites)
        .where(eq(sites.id, site.siteId));
      const [household] = await t.ctx.db.select().from(households).where(eq(households.siteId, site.siteId));
      const id = newId();
      await t.ctx.db.insert(sends).values({
        id,
        siteId: site.siteId,
        createdBy: row?.accountId ?? "",
        channel: "mail",
        kind: "message",
        text: "Bussen går 15.30 från kyrkan",
        language: "sv",
      });
      await t.ctx.db.insert(sendDeliveries).values({
        sendId: id,
        householdId: household?.id ?? "",
        siteId: site.siteId,
        channel: "mail",
        address: "anna.andersson@example.se",
        status: "sent",
      });
    };
    await sendTo(owner);
    await sendTo(kept);
    const sendsOf = async (siteId: string) => ({
      sends: (await t.ctx.db.select().from(sends).where(eq(sends.siteId, siteId))).length,
      deliveries: (await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.siteId, siteId)))
        .length,
    });
    const noticeDay = new Date(expired.getTime() + (RETENTION - NOTICE_DAYS) * DAY);
    await runAnswersRetention(t.ctx, noticeDay);
    expect(await sendsOf(owner.siteId)).toEqual({ sends: 1, deliveries: 1 });
    await runAnswersRetention(t.ctx, new Date(expired.getTime() + RETENTION * DAY));
    expect(await answersOf(owner.siteId)).toBe(0);
    expect(await sendsOf(owner.siteId)).toEqual({ sends: 0, deliveries: 0 });
    expect(await sendsOf(kept.siteId)).toEqual({ sends: 1, deliveries: 1 });
  });

  it("purges the questions of deleted answers that nobody else answered, and stale used post keys", async () => {
    const owner = await expiredSite(new Date(Date.now() - 400 * DAY));
    const question = { id: `q${newId()}`, formElementType: "ShortText" as const, label: { sv: "Bara här" } };
    await insertRsvpRows(t.ctx.db, {
      id: newId(),
      siteId: owner.siteId,
      language: "sv",
      formId: "r",
      groupIdentifier: newId(),
      formElements: [
        {
          formElement: { ...question, required: false, showConditions: [] },
          value: "x",
          selectedOption: null,
        },
      ],
    });
    const row = (
      await withQuestions(t.ctx.db, await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, owner.siteId)))
    ).find((r) => r.formElements[0]?.formElement.id === question.id);
    const definitions = async () =>
      (
        await t.ctx.db
          .select()
          .from(formDefinitions)
          .where(eq(formDefinitions.hash, row?.definitionHash ?? ""))
      ).length;
    await t.ctx.db.insert(usedPostKeys).values({ nonce: newId(), expiresAt: new Date(Date.now() + DAY) });
    const usedKeys = async () => (await t.ctx.db.select().from(usedPostKeys)).length;
    const keysBefore = await usedKeys();
    await runAnswersRetention(t.ctx, new Date(Date.now() + DAY + 1000));
    expect(await definitions()).toBe(1);
    // 30 days after the notice the answers go, and with them the questions only they answered.
    await runAnswersRetention(t.ctx, new Date(Date.now() + 40 * DAY));
    expect(await answersOf(owner.siteId)).toBe(0);
    expect(await definitions()).toBe(0);
    expect(await usedKeys()).toBeLessThan(keysBefore);
  });

  it("releases the notice when the mail fails, so the next run mails it, and deletes nothing meanwhile", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const noticeDay = new Date(expired.getTime() + (RETENTION - NOTICE_DAYS) * DAY);
    const failing = vi.spyOn(t.ctx.mail, "send").mockRejectedValueOnce(new Error("smtp down"));
    await runAnswersRetention(t.ctx, noticeDay);
    failing.mockRestore();
    expect(mailsTo(owner.mail)).toHaveLength(0);
    expect((await stamps(owner.siteId))?.notice).toBeNull();
    await runAnswersRetention(t.ctx, new Date(expired.getTime() + RETENTION * DAY));
    expect(mailsTo(owner.mail)).toHaveLength(1);
    expect(await answersOf(owner.siteId)).toBe(6);
  });

  it("never deletes sooner than a month after the notice, however late the notice went out", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const late = new Date(expired.getTime() + (RETENTION + 50) * DAY);
    await runAnswersRetention(t.ctx, late);
    expect(mailsTo(owner.mail)).toHaveLength(1);
    expect(await answersOf(owner.siteId)).toBe(6);
    await runAnswersRetention(t.ctx, new Date(late.getTime() + (NOTICE_DAYS - 1) * DAY));
    expect(await answersOf(owner.siteId)).toBe(6);
    await runAnswersRetention(t.ctx, new Date(late.getTime() + NOTICE_DAYS * DAY));
    expect(await answersOf(owner.siteId)).toBe(0);
  });

  it("keeps the answers when the owner extends after the notice, and notices the new period again", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const noticeDay = new Date(expired.getTime() + (RETENTION - NOTICE_DAYS) * DAY);
    await runAnswersRetention(t.ctx, noticeDay);
    expect(mailsTo(owner.mail)).toHaveLength(1);

    // Extended: the publication now runs a year from the notice day.
    const extended = new Date(noticeDay.getTime() + 365 * DAY);
    await t.ctx.db.update(sites).set({ activeExpireDate: extended }).where(eq(sites.id, owner.siteId));
    await runAnswersRetention(t.ctx, new Date(expired.getTime() + (RETENTION + 40) * DAY));
    expect(await answersOf(owner.siteId)).toBe(6);
    expect(mailsTo(owner.mail)).toHaveLength(1);

    // The new period's notice day: a second mail, and the deletion a month later.
    const newNoticeDay = new Date(extended.getTime() + (RETENTION - NOTICE_DAYS) * DAY);
    await runAnswersRetention(t.ctx, newNoticeDay);
    expect(mailsTo(owner.mail)).toHaveLength(2);
    await runAnswersRetention(t.ctx, new Date(extended.getTime() + RETENTION * DAY));
    expect(await answersOf(owner.siteId)).toBe(0);
  });

  it("writes the notice in the site's first language and skips sites without answers", async () => {
    const expired = new Date(Date.now() - 400 * DAY);
    const owner = await expiredSite(expired);
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, owner.siteId));
    const document = site?.document;
    if (!document) throw new Error("no site");
    const english = document.availableLanguages.find((l) => l.languageCode === "en");
    if (!english) throw new Error("the test site has English");
    document.availableLanguages = [english, ...document.availableLanguages.filter((l) => l !== english)];
    await t.ctx.db.update(sites).set({ document }).where(eq(sites.id, owner.siteId));
    const empty = await ownerWithSite(t.app);
    await t.ctx.db.update(sites).set({ activeExpireDate: expired }).where(eq(sites.id, empty.siteId));

    await runAnswersRetention(t.ctx, new Date(expired.getTime() + RETENTION * DAY));
    expect(mailsTo(owner.mail)[0]?.subject).toMatch(/will be deleted/);
    expect(mailsTo(empty.mail)).toHaveLength(0);
    expect((await stamps(empty.siteId))?.notice).toBeNull();
  });
});
