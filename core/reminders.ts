// Reminders before the RSVP's last day (issue 26): the owner turns them on for some days before the
// last day (e.g. 14 and 3), by mail and/or SMS, with their own short words. A reminder goes at
// REMINDER_HOUR in the event's time zone on its day, once, to the households that have not answered
// (server/operations/reminders.ts). The request's shape (parsed on the server, built by the owner app)
// and the answer's.
import { z } from "zod";
import { SEND_CHANNELS, SEND_TEXT_MAX, type SendChannel, type SendPreview } from "./sends";

/** The hour of the day (event's time zone) a reminder goes. */
export const REMINDER_HOUR = 10;
/** At most this many reminders, each at most this many days before the last day. */
export const REMINDER_LIMITS = { count: 4, maxDaysBefore: 120 } as const;

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** Days before the last day: 0 is the last day itself. Stored largest first. */
    daysBefore: z
      .array(z.number().int().min(0).max(REMINDER_LIMITS.maxDaysBefore))
      .max(REMINDER_LIMITS.count)
      .refine((days) => new Set(days).size === days.length, "a day is named twice")
      .transform((days) => [...days].sort((a, b) => b - a)),
    channels: z
      .array(z.enum(SEND_CHANNELS))
      .max(2)
      .refine((channels) => new Set(channels).size === channels.length, "a channel is named twice"),
    /** The owner's own words in every reminder (short: it may go by SMS). */
    text: z
      .string()
      .trim()
      .max(SEND_TEXT_MAX.sms)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .strict()
  .superRefine((settings, issue) => {
    if (!settings.enabled) return;
    if (settings.daysBefore.length === 0)
      issue.addIssue({ code: "custom", path: ["daysBefore"], message: "at least one day to remind on" });
    if (settings.channels.length === 0)
      issue.addIssue({ code: "custom", path: ["channels"], message: "mail, SMS or both" });
  });
export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/**
 * Why no reminder is coming:
 * - off: reminders are turned off;
 * - no-deadline: the RSVP has no last day (reminders count back from it);
 * - deadline-passed: the last day has ended;
 * - no-address: the page has no address yet (every reminder carries the household's link);
 * - none-left: every reminder for this last day has gone, or its moment had passed when it was set.
 */
export const REMINDER_IDLE_REASONS = [
  "off",
  "no-deadline",
  "deadline-passed",
  "no-address",
  "none-left",
] as const;
export type ReminderIdleReason = (typeof REMINDER_IDLE_REASONS)[number];

/** Why a reminder's run made no send (kept with the run, shown in the log). */
export const REMINDER_SKIP_REASONS = [
  "cap",
  "nobody",
  "not-published",
  "no-address",
  "invalid",
  "superseded",
] as const;
export type ReminderSkipReason = (typeof REMINDER_SKIP_REASONS)[number];

/** One reminder that went (or was skipped), newest first in GET /reminders. */
export type ReminderRunView = {
  daysBefore: number;
  deadline: string;
  channel: SendChannel;
  dueAt: string;
  status: "sent" | "skipped";
  reason: ReminderSkipReason | null;
  sendId: string | null;
  createdAt: string;
};

/** What GET /api/sites/{siteId}/reminders answers. */
export type RemindersView = {
  settings: ReminderSettings;
  /** The RSVP's last day (YYYY-MM-DD) or null. */
  deadline: string | null;
  /** The next reminder: when it goes and, per channel, who gets it and who is skipped and why. */
  next: {
    daysBefore: number;
    dueAt: string;
    /** The sends preview of a reminder to 'all' by each channel (recipients have not answered). */
    channels: SendPreview[];
    /** Channels whose send would go past the day's cap now: it would be skipped and logged. */
    overCap: SendChannel[];
  } | null;
  /** Why there is no next reminder (null when there is one). */
  idle: ReminderIdleReason | null;
  runs: ReminderRunView[];
};
