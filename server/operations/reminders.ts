// Reminders before the RSVP's last day (issue 26): the owner's settings, the preview of the next one,
// and the scheduler that sends each one once.
//
// When: a reminder N days before the last day (sites.rsvp_deadline, YYYY-MM-DD) is due at REMINDER_HOUR
// (10:00) in the event's time zone (Europe/Stockholm) on the day N days before it, and stays due for
// REMINDER_GRACE_MS (a day) or until the last day has ended, whichever is first: a scheduler that was
// down at 10:00 sends it when it comes back that day, never days late.
// Not after the fact: a reminder whose moment came before the reminders were turned on or their days
// changed (reminder_settings.armed_at) is never sent. A moved last day gives new moments (the run's key
// holds the last day): a later day's reminders go on their new days; one whose new moment is already
// more than a day past is not sent.
// Once: each (site, days before, last day, channel) is a row of reminder_runs, inserted with
// `on conflict do nothing` in the SAME transaction as the send it makes (sends.ts createSendIn). Two
// instances at once: the second's insert waits on the first's row and then finds it, so it makes
// nothing; a crash before the commit leaves neither the row nor the send, and the next run tries again.
// A refused send (the day's cap, nobody left to remind, the page not published or without address,
// too long an SMS) is stored as a skipped run with the reason and logged: it is not tried again.
// Who: a reminder is a send of kind "reminder" to "all" (sends.ts audienceOf): households not deleted,
// with their link on and an address for the channel, and without an answer; the others are stored as
// skipped deliveries with their reason, as the preview shows them.
import {
  REMINDER_HOUR,
  type ReminderIdleReason,
  type ReminderRunView,
  type ReminderSettings,
  type ReminderSkipReason,
  type RemindersView,
} from "@core/reminders";
import type { SendChannel, SendRequest } from "@core/sends";
import { countdownTarget, EVENT_TIME_ZONE } from "@modules/countdown/clock";
import { deadlineEnd, isDeadlineDate } from "@modules/rsvp/deadline";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../context";
import { accounts, reminderRuns, reminderSettings, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { createSendIn, previewSend } from "./sends";
import { wakeSends } from "./sends-outbox";

/** How long after its moment a reminder may still go (a scheduler down at 10:00 sends it later that day). */
export const REMINDER_GRACE_MS = 24 * 60 * 60 * 1000;

const OFF: ReminderSettings = { enabled: false, daysBefore: [], channels: [], text: null };

type StoredSettings = ReminderSettings & { armedAt: Date };

/** The moment a reminder N days before the last day goes: that day at 10:00 in the event's zone. */
export function reminderMoment(deadline: string, daysBefore: number): number | null {
  if (!isDeadlineDate(deadline)) return null;
  const [y, m, d] = deadline.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - daysBefore));
  const pad = (n: number) => String(n).padStart(2, "0");
  return countdownTarget(
    `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())} ${pad(REMINDER_HOUR)}:00`,
    EVENT_TIME_ZONE,
  );
}

type Planned = { daysBefore: number; dueAt: number };

/**
 * The reminders of these settings for this last day that can still go (armed before their moment,
 * before the last day ends, not more than the grace past), earliest first.
 */
export function plannedReminders(settings: StoredSettings, deadline: string | null, now: number): Planned[] {
  if (!settings.enabled || !deadline) return [];
  const end = deadlineEnd(deadline);
  if (end === null || now >= end) return [];
  const planned: Planned[] = [];
  for (const daysBefore of settings.daysBefore) {
    const dueAt = reminderMoment(deadline, daysBefore);
    if (dueAt === null || dueAt < settings.armedAt.getTime() || dueAt >= end) continue;
    if (now >= dueAt + REMINDER_GRACE_MS) continue;
    planned.push({ daysBefore, dueAt });
  }
  return planned.sort((a, b) => a.dueAt - b.dueAt);
}

async function storedSettings(ctx: AppContext, siteId: string): Promise<StoredSettings | null> {
  const [row] = await ctx.db.select().from(reminderSettings).where(eq(reminderSettings.siteId, siteId));
  if (!row) return null;
  return {
    enabled: row.enabled,
    daysBefore: row.daysBefore,
    channels: row.channels,
    text: row.text,
    armedAt: row.armedAt,
  };
}

async function runsOf(ctx: AppContext, siteId: string): Promise<ReminderRunView[]> {
  const rows = await ctx.db
    .select()
    .from(reminderRuns)
    .where(eq(reminderRuns.siteId, siteId))
    .orderBy(desc(reminderRuns.dueAt), desc(reminderRuns.createdAt))
    .limit(100);
  return rows.map((row) => ({
    daysBefore: row.daysBefore,
    deadline: row.deadline,
    channel: row.channel,
    dueAt: row.dueAt.toISOString(),
    status: row.status,
    reason: row.reason as ReminderSkipReason | null,
    sendId: row.sendId,
    createdAt: row.createdAt.toISOString(),
  }));
}

const runKey = (run: { daysBefore: number; deadline: string; channel: string }) =>
  `${run.daysBefore}|${run.deadline}|${run.channel}`;

const reminderRequest = (channel: SendChannel, settings: ReminderSettings): SendRequest => ({
  channel,
  households: "all",
  kind: "reminder",
  text: settings.text ?? undefined,
});

/** GET /reminders: the settings, the next reminder with who gets it (and who not, why), the runs. */
export async function remindersView(
  ctx: AppContext,
  site: SiteRow,
  account: { id: string; mail: string },
  now: number = Date.now(),
): Promise<RemindersView> {
  const stored = await storedSettings(ctx, site.id);
  const settings = stored ?? { ...OFF, armedAt: new Date(now) };
  const runs = await runsOf(ctx, site.id);
  const deadline = site.rsvpDeadline && isDeadlineDate(site.rsvpDeadline) ? site.rsvpDeadline : null;
  const { armedAt: _armedAt, ...plain } = settings;
  const view = (next: RemindersView["next"], idle: ReminderIdleReason | null): RemindersView => ({
    settings: plain,
    deadline,
    next,
    idle,
    runs,
  });
  if (!settings.enabled) return view(null, "off");
  if (!deadline) return view(null, "no-deadline");
  const end = deadlineEnd(deadline);
  if (end === null || now >= end) return view(null, "deadline-passed");
  if (!site.host) return view(null, "no-address");
  const done = new Set(runs.map(runKey));
  const next = plannedReminders(settings, deadline, now).find((planned) =>
    settings.channels.some((channel) => !done.has(runKey({ ...planned, deadline, channel }))),
  );
  if (!next) return view(null, "none-left");
  const channels = [];
  for (const channel of settings.channels) {
    if (done.has(runKey({ ...next, deadline, channel }))) continue;
    channels.push(await previewSend(ctx, site, account, reminderRequest(channel, settings)));
  }
  return view(
    {
      daysBefore: next.daysBefore,
      dueAt: new Date(next.dueAt).toISOString(),
      channels,
      overCap: channels
        .filter((preview) => preview.cap.used + preview.cap.adds > preview.cap.limit)
        .map((preview) => preview.channel),
    },
    null,
  );
}

/**
 * PUT /reminders: stores the settings. The reminders are armed again (armed_at = now) when they are
 * turned on or their days change: a reminder whose moment has passed by then does not go.
 */
export async function saveReminders(
  ctx: AppContext,
  siteId: string,
  settings: ReminderSettings,
  now: Date = new Date(),
): Promise<void> {
  const before = await storedSettings(ctx, siteId);
  const rearm =
    !before ||
    (settings.enabled && !before.enabled) ||
    before.daysBefore.join(",") !== settings.daysBefore.join(",");
  const values = {
    enabled: settings.enabled,
    daysBefore: settings.daysBefore,
    channels: settings.channels,
    text: settings.text,
    updatedAt: now,
    ...(rearm ? { armedAt: now } : {}),
  };
  await ctx.db
    .insert(reminderSettings)
    .values({ siteId, ...values, armedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.siteId, set: values });
}

const SKIPS: Partial<Record<string, ReminderSkipReason>> = {
  SEND_CAP_REACHED: "cap",
  SEND_NO_RECIPIENTS: "nobody",
  SEND_PAGE_NOT_PUBLISHED: "not-published",
  ADDRESS_REQUIRED: "no-address",
  INVALID_INPUT: "invalid",
};

export type ReminderRunResult = { sent: number; skipped: number };

/**
 * The scheduler's step (every minute and at start): every site's due reminders, each made once.
 * `now` is the clock (tests pass their own). A failure of one site's reminder is logged and tried
 * again next time; it does not stop the others.
 */
export async function runDueReminders(ctx: AppContext, now: Date = new Date()): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { sent: 0, skipped: 0 };
  const candidates = await ctx.db
    .select({
      siteId: reminderSettings.siteId,
      enabled: reminderSettings.enabled,
      daysBefore: reminderSettings.daysBefore,
      channels: reminderSettings.channels,
      text: reminderSettings.text,
      armedAt: reminderSettings.armedAt,
      deadline: sites.rsvpDeadline,
    })
    .from(reminderSettings)
    .innerJoin(sites, eq(sites.id, reminderSettings.siteId))
    .where(and(eq(reminderSettings.enabled, true), isNotNull(sites.rsvpDeadline)));
  for (const { siteId, deadline, ...settings } of candidates) {
    if (!deadline) continue;
    const due = plannedReminders(settings, deadline, now.getTime()).filter(
      (planned) => planned.dueAt <= now.getTime(),
    );
    if (due.length === 0) continue;
    const done = new Set(
      (
        await ctx.db
          .select({
            daysBefore: reminderRuns.daysBefore,
            deadline: reminderRuns.deadline,
            channel: reminderRuns.channel,
          })
          .from(reminderRuns)
          .where(and(eq(reminderRuns.siteId, siteId), eq(reminderRuns.deadline, deadline)))
      ).map(runKey),
    );
    for (const channel of settings.channels) {
      const open = due.filter((planned) => !done.has(runKey({ ...planned, deadline, channel })));
      const latest = open.at(-1);
      if (!latest) continue;
      try {
        // Reminders due together (a moved last day, a clock change): only the latest goes.
        for (const planned of open.slice(0, -1)) {
          if (await recordSkip(ctx, siteId, deadline, channel, planned, "superseded")) result.skipped += 1;
        }
        const outcome = await sendReminder(ctx, siteId, deadline, channel, latest, settings);
        if (outcome === "sent") result.sent += 1;
        else if (outcome === "skipped") result.skipped += 1;
      } catch (error) {
        ctx.log.error(
          { err: error, siteId, daysBefore: latest.daysBefore, channel, severity: 3 },
          "a reminder could not be made; tried again next run",
        );
      }
    }
  }
  if (result.sent > 0) wakeSends(ctx);
  return result;
}

async function recordSkip(
  ctx: AppContext,
  siteId: string,
  deadline: string,
  channel: SendChannel,
  planned: Planned,
  reason: ReminderSkipReason,
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(reminderRuns)
    .values({
      siteId,
      daysBefore: planned.daysBefore,
      deadline,
      channel,
      status: "skipped",
      reason,
      dueAt: new Date(planned.dueAt),
    })
    .onConflictDoNothing()
    .returning({ siteId: reminderRuns.siteId });
  return inserted.length > 0;
}

/** One reminder: claimed and sent in one transaction; "taken" when another run has it already. */
async function sendReminder(
  ctx: AppContext,
  siteId: string,
  deadline: string,
  channel: SendChannel,
  planned: Planned,
  settings: ReminderSettings,
): Promise<"sent" | "skipped" | "taken"> {
  const [site] = await ctx.db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  const [account] = site?.accountId
    ? await ctx.db
        .select({ id: accounts.id, mail: accounts.mail })
        .from(accounts)
        .where(eq(accounts.id, site.accountId))
        .limit(1)
    : [];
  if (!site || !account) return "taken"; // the site or its account is being deleted
  const key = { siteId, daysBefore: planned.daysBefore, deadline, channel };
  try {
    const sendId = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reminderRuns)
        .values({ ...key, status: "sent", dueAt: new Date(planned.dueAt) })
        .onConflictDoNothing()
        .returning({ siteId: reminderRuns.siteId });
      if (claimed.length === 0) return null;
      const { id } = await createSendIn(ctx, tx, site, account, reminderRequest(channel, settings));
      await tx
        .update(reminderRuns)
        .set({ sendId: id })
        .where(
          and(
            eq(reminderRuns.siteId, siteId),
            eq(reminderRuns.daysBefore, planned.daysBefore),
            eq(reminderRuns.deadline, deadline),
            eq(reminderRuns.channel, channel),
          ),
        );
      return id;
    });
    if (!sendId) return "taken";
    ctx.log.info({ siteId, daysBefore: planned.daysBefore, channel, sendId }, "reminder sent");
    return "sent";
  } catch (error) {
    const reason = error instanceof ApiError ? SKIPS[error.code] : undefined;
    if (!reason) throw error;
    const recorded = await recordSkip(ctx, siteId, deadline, channel, planned, reason);
    if (!recorded) return "taken";
    ctx.log.warn(
      {
        siteId,
        daysBefore: planned.daysBefore,
        channel,
        reason,
        issues: error instanceof ApiError ? error.issues : undefined,
      },
      "reminder skipped",
    );
    return "skipped";
  }
}
