// Sends to guests (issue 26): invitations, reminders and messages by mail or SMS to households of the
// guest list. The request shapes (parsed with these schemas on the server, built with them in the owner
// app), the answers' shapes, and the limits that keep the product from becoming a spam cannon.
import { z } from "zod";
import { recordId, SIDES } from "./guest-list";
import { clientIdSchema } from "./ids";
import type { SiteDocument } from "./site";
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

/**
 * A segment by the households' answers (household_answers, per guest and event part), resolved on the
 * server when the send is previewed and when it is made:
 * - attending: someone of the household comes (to at least one part; with `part`, to that part: the
 *   guest's answer to the part, else their answer to the whole event);
 * - declined: the household has answered (with `part`: answered that part) and nobody comes;
 * - none: the household has not answered at all (no `part`: a household not invited to a part has
 *   not answered it either, so "not answered this part" would name the wrong households).
 */
export const ANSWER_SEGMENTS = ["attending", "declined", "none"] as const;
export type AnswerSegment = (typeof ANSWER_SEGMENTS)[number];

const answerAudienceSchema = z
  .object({ answer: z.enum(ANSWER_SEGMENTS), part: groupId.optional() })
  .strict()
  .superRefine((segment, issue) => {
    if (segment.answer === "none" && segment.part !== undefined)
      issue.addIssue({
        code: "custom",
        path: ["part"],
        message: "only with 'attending' or 'declined': 'none' means no answer at all",
      });
  });

/**
 * Households where a guest chose `option` in the household's latest RSVP answer to `question` (a
 * question with options of the site's RSVP: rsvpQuestionsOf).
 */
const questionAudienceSchema = z.object({ question: clientIdSchema, option: clientIdSchema }).strict();

/**
 * Households no invitation has gone to or is on its way to (queued, sent or delivered; tests, skipped
 * and failed ones do not count), resolved from every send of the site, not a page of them.
 */
const notInvitedAudienceSchema = z.object({ invited: z.literal(false) }).strict();

/** The households of one side (the first partner's, the second's, or both's guests: core/guest-list.ts). */
const sideAudienceSchema = z.object({ side: z.enum(SIDES) }).strict();

/**
 * Who gets it: households by id, every household on the list, a group's, a side's, a segment by answer
 * (attending, declined, not answered; optionally for one part), by how they answered a question, or
 * those not invited yet.
 */
export const sendAudienceSchema = z.union([
  z.literal("all"),
  z.object({ group: groupId }).strict(),
  sideAudienceSchema,
  answerAudienceSchema,
  questionAudienceSchema,
  notInvitedAudienceSchema,
  z
    .array(recordId)
    .min(1, "name at least one household")
    .max(2000)
    .refine((ids) => new Set(ids).size === ids.length, "a household is named twice"),
]);
export type SendAudience = z.output<typeof sendAudienceSchema>;

/** An RSVP question with options the owner can send to by answer (the site's RSVP modules). */
export type RsvpQuestion = {
  id: string;
  label: Record<string, string>;
  options: { id: string; text: Record<string, string> }[];
};

/** The site's RSVP questions that have options (SingleSelect), in the page's order. */
export function rsvpQuestionsOf(
  document: Pick<SiteDocument, "siteModules"> | null | undefined,
): RsvpQuestion[] {
  const questions: RsvpQuestion[] = [];
  for (const module of document?.siteModules ?? []) {
    if (module.siteModuleType !== "Rsvp") continue;
    for (const element of module.form?.formElements ?? []) {
      if (element.formElementType !== "SingleSelect") continue;
      questions.push({
        id: element.id,
        label: { ...element.label },
        options: element.options.map((option) => ({ id: option.id, text: { ...option.text } })),
      });
    }
  }
  return questions;
}

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

/**
 * "Mail and SMS" at once: both sends are checked (who, words, each channel's cap) and stored in one
 * transaction, or neither is (POST /api/sites/{siteId}/sends/batch). Each stays a send of one channel.
 */
export const sendBatchSchema = z
  .object({ sends: z.array(sendRequestSchema).min(1).max(SEND_CHANNELS.length) })
  .strict()
  .superRefine((batch, issue) => {
    const channels = batch.sends.map((send) => send.channel);
    if (new Set(channels).size !== channels.length)
      issue.addIssue({ code: "custom", path: ["sends"], message: "one send per channel" });
  });
export type SendBatchInput = z.input<typeof sendBatchSchema>;

/** GET /api/sites/{siteId}/sends: a page of sends, newest first; `before` is the `next` of the page before. */
export const SENDS_PAGE = { default: 20, max: 100 } as const;
export const sendsPageQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^[0-9a-f]{24}$/, "a send's id (the page before's `next`)")
      .optional(),
    limit: z.coerce.number().int().min(1).max(SENDS_PAGE.max).default(SENDS_PAGE.default),
  })
  .strict();

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
  /** When the household opened its personal link after this delivery went (null: not yet). */
  openedAt: string | null;
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
  /** Deliveries by status, and `opened`: how many of the households opened their link since. */
  counts: Record<DeliveryStatus, number> & { opened: number };
  deliveries: DeliveryView[];
};

/** What GET /api/sites/{siteId}/sends answers: `next` is the cursor of the following page, or null. */
export type SendsPage = { sends: SendView[]; next: string | null };
