// Sends to guests (issue 26): invitations, reminders and messages by mail or SMS to households of the
// guest list. The request shapes (parsed with these schemas on the server, built with them in the owner
// app), the answers' shapes, and the limits that keep the product from becoming a spam cannon.
import { z } from "zod";
import { recordId } from "./guest-list";
import type { SmsCost } from "./sms";

export const SEND_CHANNELS = ["mail", "sms"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

export const SEND_KINDS = ["invitation", "reminder", "message"] as const;
export type SendKind = (typeof SEND_KINDS)[number];

export const DELIVERY_STATUSES = ["queued", "sent", "delivered", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why a household does not get a send:
 * - no-address: no mail address (mail) or no phone number (SMS) on the household or any of its guests;
 * - phone-invalid: the number is not a Swedish or Danish mobile number (core/phone.ts normalizeMobile);
 * - link-off: its personal link is turned off (every message carries the link);
 * - deleted: the household was deleted (named by id, or deleted before its delivery went);
 * - answered: a reminder, and the household has answered already;
 * - unsubscribed: a mail, and the household asked for no more mails from the site (List-Unsubscribe).
 */
export const SKIP_REASONS = [
  "no-address",
  "phone-invalid",
  "link-off",
  "deleted",
  "answered",
  "unsubscribed",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * The caps, per account and rolling 24 hours, counted in the database (every delivery that is not
 * skipped, test sends included): a couple's whole guest list by mail and a reminder or two, and the SMS
 * a wedding needs, but never a mailing list. A send that would go past a cap is refused whole
 * (SEND_CAP_REACHED, nothing stored), with what was used and what is left. Test sends have their own,
 * smaller cap: each is one message to the owner.
 */
export const SEND_CAPS = {
  perDay: { mail: 500, sms: 200 },
  testsPerDay: 20,
} as const;

/** The owner's own words, per channel (characters): a letter by mail, a few SMS parts. */
export const SEND_TEXT_MAX = { mail: 2000, sms: 480 } as const;

const groupId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "a group id holds letters, digits, '-' and '_' only");

/** Who gets it: households by id, every household on the list, or a group's. */
export const sendAudienceSchema = z.union([
  z.literal("all"),
  z.object({ group: groupId }).strict(),
  z
    .array(recordId)
    .min(1, "name at least one household")
    .max(2000)
    .refine((ids) => new Set(ids).size === ids.length, "a household is named twice"),
]);
export type SendAudience = z.output<typeof sendAudienceSchema>;

export const sendRequestSchema = z
  .object({
    channel: z.enum(SEND_CHANNELS),
    households: sendAudienceSchema,
    kind: z.enum(SEND_KINDS),
    text: z
      .string()
      .trim()
      .max(SEND_TEXT_MAX.mail)
      .transform((value) => (value ? value : undefined))
      .optional(),
    /** Only to the owner: the account's mail, or `testPhone` for an SMS (the account has no number). */
    test: z.boolean().optional(),
    testPhone: z.string().trim().max(40).optional(),
  })
  .strict()
  .superRefine((send, issue) => {
    if (send.text && send.text.length > SEND_TEXT_MAX[send.channel])
      issue.addIssue({
        code: "custom",
        path: ["text"],
        message: `at most ${SEND_TEXT_MAX[send.channel]} characters by ${send.channel}`,
      });
    if (send.testPhone !== undefined && !(send.test && send.channel === "sms"))
      issue.addIssue({ code: "custom", path: ["testPhone"], message: "only for a test SMS" });
  });
export type SendRequest = z.output<typeof sendRequestSchema>;
/** What a client sends (the owner app builds it). */
export type SendRequestInput = z.input<typeof sendRequestSchema>;

/** A household a send goes to, or does not, and why. */
export type SendRecipient = { householdId: string; name: string; address: string };
export type SkippedRecipient = { householdId: string; name: string; reason: SkipReason };

/** The message one household gets, as the preview shows it. */
export type RenderedSend = { householdId: string; subject: string | null; text: string };

/** What POST /api/sites/{siteId}/sends/preview answers. */
export type SendPreview = {
  channel: SendChannel;
  kind: SendKind;
  test: boolean;
  /** Whether guests can open the page now: a send (not a test) to an unpublished page is refused. */
  published: boolean;
  recipients: SendRecipient[];
  skipped: SkippedRecipient[];
  /** The first recipient's message by this send's channel, or null when nobody would get it. */
  sample: RenderedSend | null;
  /** The same household's message by each channel (a preview per channel, for "mail and SMS"). */
  samples: { mail: RenderedSend; sms: RenderedSend } | null;
  /** SMS only: parts and cost of the sample for every recipient (links are all as long). */
  sms: SmsCost | null;
  /** The account's use of this channel's cap in the last 24 hours, and what this send would add. */
  cap: { limit: number; used: number; adds: number };
};

export type DeliveryView = {
  householdId: string;
  name: string;
  address: string | null;
  status: DeliveryStatus;
  reason: string | null;
  attempts: number;
  sentAt: string | null;
  deliveredAt: string | null;
  error: string | null;
};

/** One send in GET /api/sites/{siteId}/sends, newest first, with its deliveries. */
export type SendView = {
  id: string;
  channel: SendChannel;
  kind: SendKind;
  text: string | null;
  test: boolean;
  createdAt: string;
  counts: Record<DeliveryStatus, number>;
  deliveries: DeliveryView[];
};
