// Guests' answers are not kept for ever (issue 12): ANSWERS_RETENTION_DAYS (default 180) after a site's
// publication expired (activeExpireDate) its RSVPs, form submissions, gift reservations and guest list
// (households and their guests, issue 25) and the sends to the guests (issue 26: the owner's words and
// each household's delivery with its address) are deleted,
// and the owner is mailed NOTICE_DAYS (30) before, so there is time to export them or extend.
//
// Exactly once across restarts and instances: each step claims its site with one conditional UPDATE
// of the site row (the row lock serialises two servers; the loser's WHERE no longer matches), the
// notice before it is mailed (a failed mail releases the claim for the next run), the deletion in the
// same transaction as the deletes. The stamps belong to one expiry date: a notice counts only when it
// was sent on or after that expiry's notice day, a deletion only when on or after its deletion day.
// So when the owner extends (activeExpireDate moves later) old stamps predate the new days and the
// next period gets its own notice and, if it comes to that, its own deletion; nothing is reset by hand.
// Answers are never deleted without a notice of the current period sent at least NOTICE_DAYS before.
// Each run also purges the questions no answer refers to any more and the records of used post keys
// that are stale by now.
import { calendarDay } from "@core/dates";
import type { UiLanguage } from "@core/languages";
import { siteLanguages } from "@core/site";
import { uiLanguageFor } from "@web/i18n";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import {
  accounts,
  formSubmissions,
  giftItemCounters,
  giftReservations,
  giftSwishNotes,
  households,
  rsvps,
  sendDeliveries,
  sends,
  sites,
  submissionMails,
} from "../db/schema";
import { schedulePeriodicCleanup } from "../periodic";
import { invalidateSite } from "../ssr/page-cache";
import { purgeUnusedDefinitions } from "./answers";
import { purgeUsedPostKeys } from "./post-keys";

export const NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;
const EVERY_MS = 3600_000;

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** When the current period's notice is due and its answers go: expiry + retention (minus the notice). */
function days(ctx: AppContext) {
  const retention = ctx.config.answersRetentionDays;
  return {
    noticeDay: sql`(${sites.activeExpireDate} + make_interval(days => ${retention - NOTICE_DAYS}::int))`,
    deletionDay: sql`(${sites.activeExpireDate} + make_interval(days => ${retention}::int))`,
  };
}

const hasAnswers = sql`(exists (select 1 from ${rsvps} where ${rsvps.siteId} = ${sites.id})
  or exists (select 1 from ${formSubmissions} where ${formSubmissions.siteId} = ${sites.id})
  or exists (select 1 from ${giftReservations} where ${giftReservations.siteId} = ${sites.id})
  or exists (select 1 from ${giftSwishNotes} where ${giftSwishNotes.siteId} = ${sites.id})
  or exists (select 1 from ${households} where ${households.siteId} = ${sites.id}))`;

export type Notice = {
  siteId: string;
  mail: string;
  host: string | null;
  deletes: Date;
  language: UiLanguage;
};

export function noticeMail(ctx: AppContext, notice: Notice): { subject: string; text: string } {
  const brand = ctx.config.brandDefinition.displayName;
  const date = calendarDay(notice.deletes);
  const page = notice.host ?? brand;
  const link = `${ctx.config.publicUrl}/redigera/${notice.siteId}/konto/`;
  const texts: Record<UiLanguage, { subject: string; lines: string[] }> = {
    sv: {
      subject: `Gästernas svar på ${page} tas bort ${date}`,
      lines: [
        "Hej,",
        "",
        `Publiceringen av din sida ${page} har gått ut. Gästernas svar (OSA, formulär och presentreservationer) sparas en tid efter det och tas bort ${date}.`,
        "Vill du behålla dem kan du ladda ner alla svar som ett kalkylark från din kontosida, eller förlänga publiceringen:",
        "",
        link,
        "",
        `Vänliga hälsningar\n${brand}`,
      ],
    },
    en: {
      subject: `Your guests' answers on ${page} will be deleted on ${date}`,
      lines: [
        "Hello,",
        "",
        `The publication of your page ${page} has expired. Your guests' answers (RSVPs, forms and gift reservations) are kept for a while after that and will be deleted on ${date}.`,
        "To keep them, download every answer as a spreadsheet from your account page, or extend the publication:",
        "",
        link,
        "",
        `Kind regards\n${brand}`,
      ],
    },
    da: {
      subject: `Gæsternes svar på ${page} slettes ${date}`,
      lines: [
        "Hej,",
        "",
        `Publiceringen af din side ${page} er udløbet. Gæsternes svar (tilmeldinger, formularer og gavereservationer) gemmes et stykke tid derefter og slettes ${date}.`,
        "Vil du beholde dem, kan du downloade alle svar som et regneark fra din kontoside eller forlænge publiceringen:",
        "",
        link,
        "",
        `Venlig hilsen\n${brand}`,
      ],
    },
  };
  const chosen = texts[notice.language];
  return { subject: chosen.subject, text: chosen.lines.join("\n") };
}

/** Mails every notice that is due and not sent for the current period; how many were sent. */
async function sendNotices(ctx: AppContext, now: Date): Promise<number> {
  const { noticeDay, deletionDay } = days(ctx);
  const claimed = await ctx.db
    .update(sites)
    .set({ answersNoticeSentAt: now })
    .where(
      and(
        eq(sites.isDemo, false),
        isNotNull(sites.accountId),
        isNotNull(sites.activeExpireDate),
        sql`${noticeDay} <= ${at(now)}`,
        sql`(${sites.answersNoticeSentAt} is null or ${sites.answersNoticeSentAt} < ${noticeDay})`,
        sql`(${sites.answersDeletedAt} is null or ${sites.answersDeletedAt} < ${deletionDay})`,
        hasAnswers,
      ),
    )
    .returning({
      id: sites.id,
      accountId: sites.accountId,
      host: sites.host,
      document: sites.document,
      deletes: deletionDay,
    });
  let sent = 0;
  for (const site of claimed) {
    try {
      const [account] = await ctx.db
        .select({ mail: accounts.mail })
        .from(accounts)
        .where(eq(accounts.id, site.accountId ?? ""));
      if (!account) throw new Error("the site's account is gone");
      // Never sooner than NOTICE_DAYS from now, whenever the notice goes out (see deleteDueAnswers).
      const deletes = new Date(
        Math.max(new Date(String(site.deletes)).getTime(), now.getTime() + NOTICE_DAYS * DAY_MS),
      );
      const language = uiLanguageFor(siteLanguages(site.document)[0] ?? "");
      const notice: Notice = { siteId: site.id, mail: account.mail, host: site.host, deletes, language };
      await ctx.mail.send({
        to: notice.mail,
        ...noticeMail(ctx, notice),
        design: { kind: "answers-notice", language },
      });
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, severity: 3, siteId: site.id }, "answers retention notice failed");
      await ctx.db
        .update(sites)
        .set({ answersNoticeSentAt: null })
        .where(and(eq(sites.id, site.id), eq(sites.answersNoticeSentAt, now)));
    }
  }
  return sent;
}

/** Deletes the answers of every site whose period is over and whose notice went out in time. */
async function deleteDueAnswers(ctx: AppContext, now: Date): Promise<number> {
  const { noticeDay, deletionDay } = days(ctx);
  const noticeBefore = new Date(now.getTime() - NOTICE_DAYS * DAY_MS);
  const deleted = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(sites)
      .set({ answersDeletedAt: now })
      .where(
        and(
          eq(sites.isDemo, false),
          isNotNull(sites.activeExpireDate),
          sql`${deletionDay} <= ${at(now)}`,
          sql`${sites.answersNoticeSentAt} >= ${noticeDay}`,
          sql`${sites.answersNoticeSentAt} <= ${at(noticeBefore)}`,
          sql`(${sites.answersDeletedAt} is null or ${sites.answersDeletedAt} < ${deletionDay})`,
        ),
      )
      .returning({ id: sites.id });
    const ids = due.map((site) => site.id);
    if (ids.length === 0) return ids;
    await tx.delete(submissionMails).where(inArray(submissionMails.siteId, ids));
    await tx.delete(rsvps).where(inArray(rsvps.siteId, ids));
    await tx.delete(formSubmissions).where(inArray(formSubmissions.siteId, ids));
    await tx.delete(giftReservations).where(inArray(giftReservations.siteId, ids));
    await tx.delete(giftItemCounters).where(inArray(giftItemCounters.siteId, ids));
    // Guests' "Jag har swishat" notes (issue 27): their names and greetings.
    await tx.delete(giftSwishNotes).where(inArray(giftSwishNotes.siteId, ids));
    // The sends to the guests (issue 26): what the owner wrote to them and where each went (addresses,
    // numbers). Deliveries go with their sends and with their households; named here as well, so none
    // is left whatever else changes.
    await tx.delete(sendDeliveries).where(inArray(sendDeliveries.siteId, ids));
    await tx.delete(sends).where(inArray(sends.siteId, ids));
    // The guest list (issue 25) is the guests' data too: households go, their guests with them.
    await tx.delete(households).where(inArray(households.siteId, ids));
    return ids;
  });
  // The pages kept their reservations and the personal links their households (ssr/page-cache.ts).
  for (const id of deleted) await invalidateSite(ctx, id);
  return deleted.length;
}

/** One run: notices first, then deletions; the sum of both as "removed" for the periodic log. */
export async function runAnswersRetention(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const notices = await sendNotices(ctx, now);
  const deleted = await deleteDueAnswers(ctx, now);
  // What deleted answers and stale post keys leave behind: questions nobody's answer refers to any
  // more, used keys' records past their keys' lifetime (answers.ts, post-keys.ts).
  await purgeUnusedDefinitions(ctx, now);
  await purgeUsedPostKeys(ctx, now);
  return { removed: notices + deleted };
}

/** Hourly with the server (not in tests that never listen). */
export function scheduleAnswersRetention(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicCleanup(app, ctx, {
    run: runAnswersRetention,
    everyMs: EVERY_MS,
    removedMessage: "answers retention: notices sent and sites' answers deleted",
    failedMessage: "answers retention failed",
  });
}
