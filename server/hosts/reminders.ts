// Reminder mails before a published page stops being shown (issue 9 item 8): 30 days and 3 days
// before activeExpireDate, each once per paid period. Which reminders went out is recorded in the
// logs table (severity 0, which browsers cannot post: /api/logs takes 1–5), keyed by site, days and
// the expiry date — an extension gives a new date, so the next period is reminded again. Nothing
// is deleted here or anywhere when a page expires.
import { calendarDay } from "@core/dates";
import type { UiLanguage } from "@core/languages";
import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { accounts, logs, sites } from "../db/schema";
import { schedulePeriodicCleanup } from "../periodic";

export const REMINDER_DAYS = [30, 3] as const;
const DAY_MS = 86_400_000;
const EVERY_MS = 3600_000;
export const REMINDER_LOG_URL = "internal:expiry-reminder";

export type Due = { siteId: string; host: string; mail: string; expires: Date; days: number };

/** The most urgent reminder a period is due for (none when more than 30 days are left). */
export function dueReminder(expires: Date, now: Date): number | null {
  const left = expires.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return due.length > 0 ? Math.min(...due) : null;
}

export function reminderMail(ctx: AppContext, due: Due): { subject: string; text: string } {
  const brand = ctx.config.brandDefinition;
  const language: UiLanguage = brand.defaultLanguage;
  const page = brand.pageNameLabel[language] ?? brand.pageNameLabel.sv ?? "";
  const date = calendarDay(due.expires);
  const link = `${ctx.config.publicUrl}/redigera/${due.siteId}/konto/forlang`;
  const texts: Record<UiLanguage, { subject: string; lines: string[] }> = {
    sv: {
      subject: `Din ${page} slutar visas om ${due.days} dagar`,
      lines: [
        "Hej,",
        "",
        `Din ${page} på ${due.host} visas för gästerna till och med ${date}. Därefter ser gästerna ett meddelande om att sidan har gått ut; inget av innehållet tas bort.`,
        "Logga in och förläng publiceringen här:",
        "",
        link,
        "",
        `Vänliga hälsningar\n${brand.displayName}`,
      ],
    },
    en: {
      subject: `Your ${page} stops being shown in ${due.days} days`,
      lines: [
        "Hello,",
        "",
        `Your ${page} at ${due.host} is shown to guests until ${date}. After that guests see a message that the page has expired; none of its content is removed.`,
        "Log in and extend the publication here:",
        "",
        link,
        "",
        `Kind regards\n${brand.displayName}`,
      ],
    },
    da: {
      subject: `Din ${page} holder op med at blive vist om ${due.days} dage`,
      lines: [
        "Hej,",
        "",
        `Din ${page} på ${due.host} vises for gæsterne til og med ${date}. Derefter ser gæsterne en besked om, at siden er udløbet; intet af indholdet slettes.`,
        "Log ind og forlæng publiceringen her:",
        "",
        link,
        "",
        `Venlig hilsen\n${brand.displayName}`,
      ],
    },
  };
  const chosen = texts[language];
  return { subject: chosen.subject, text: chosen.lines.join("\n") };
}

/** Records the reminder unless it was; true when this call recorded it (and so must send it). */
async function claim(ctx: AppContext, due: Due): Promise<number | null> {
  const expires = due.expires.toISOString();
  return ctx.db.transaction(async (tx) => {
    // Two servers on one database cannot both claim the same reminder.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${due.siteId}:${due.days}:${expires}`}))`);
    const [sent] = await tx
      .select({ id: logs.id })
      .from(logs)
      .where(
        and(
          eq(logs.severity, 0),
          eq(logs.url, REMINDER_LOG_URL),
          eq(logs.originId, due.siteId),
          sql`${logs.info}->>'expires' = ${expires}`,
          sql`${logs.info}->>'days' = ${String(due.days)}`,
        ),
      )
      .limit(1);
    if (sent) return null;
    const [row] = await tx
      .insert(logs)
      .values({
        severity: 0,
        url: REMINDER_LOG_URL,
        originId: due.siteId,
        info: { kind: "expiry-reminder", days: String(due.days), expires },
      })
      .returning({ id: logs.id });
    return row?.id ?? null;
  });
}

/** Mails every reminder that is due and not yet sent. A failed mail is released for the next run. */
export async function sendExpiryReminders(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const rows = await ctx.db
    .select({ siteId: sites.id, host: sites.host, expires: sites.activeExpireDate, mail: accounts.mail })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(
      and(
        eq(sites.active, true),
        eq(sites.isDemo, false),
        isNotNull(sites.host),
        gt(sites.activeExpireDate, now),
        lte(sites.activeExpireDate, new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    if (!row.expires || !row.host) continue;
    const days = dueReminder(row.expires, now);
    if (days === null) continue;
    const due: Due = { siteId: row.siteId, host: row.host, mail: row.mail, expires: row.expires, days };
    const claimed = await claim(ctx, due);
    if (claimed === null) continue;
    try {
      await ctx.mail.send({
        to: due.mail,
        ...reminderMail(ctx, due),
        design: { kind: "expiry-reminder", language: ctx.config.brandDefinition.defaultLanguage },
      });
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, severity: 3, siteId: due.siteId }, "expiry reminder mail failed");
      await ctx.db.delete(logs).where(eq(logs.id, claimed));
    }
  }
  return { removed: sent };
}

/** Hourly with the server (not in tests that never listen). */
export function scheduleExpiryReminders(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicCleanup(app, ctx, {
    run: sendExpiryReminders,
    everyMs: EVERY_MS,
    removedMessage: "expiry reminders sent",
    failedMessage: "expiry reminders failed",
  });
}
