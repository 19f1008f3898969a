// Sends to guests in the owner's guest list (issue 26): what the screen derives from GET …/sends (each
// household's last send, who has been invited), the request the send dialog builds, and an error's
// text by its code. Kept apart from the dialog so the list's rows can use it without the dialog's code.

import type { Side } from "@core/guest-list";
import type {
  DeliveryStatus,
  SendAudience,
  SendChannel,
  SendKind,
  SendPreview,
  SendRequestInput,
  SendView,
} from "@core/sends";
import { ApiRequestError } from "../api";
import { errorMessage } from "../components/error-message";
import type { Household } from "./types";

export type LastSend = { kind: SendKind; channel: SendChannel; status: DeliveryStatus; at: string };

/** Each household's delivery in the newest send (not a test) that named it. `sends` is newest first. */
export function lastSends(sends: readonly SendView[]): Map<string, LastSend> {
  const last = new Map<string, LastSend>();
  for (const send of sends) {
    if (send.test) continue;
    for (const delivery of send.deliveries) {
      if (last.has(delivery.householdId)) continue;
      last.set(delivery.householdId, {
        kind: send.kind,
        channel: send.channel,
        status: delivery.status,
        at: delivery.deliveredAt ?? delivery.sentAt ?? send.createdAt,
      });
    }
  }
  return last;
}

/** Households an invitation went to, or is on its way to (queued, sent or delivered; tests aside). */
export function invitedHouseholds(sends: readonly SendView[]): Set<string> {
  const invited = new Set<string>();
  for (const send of sends) {
    if (send.test || send.kind !== "invitation") continue;
    for (const delivery of send.deliveries)
      if (delivery.status !== "skipped" && delivery.status !== "failed") invited.add(delivery.householdId);
  }
  return invited;
}

/**
 * Who the owner chose: the API's own audiences (all, a group, not invited yet, the segments by answer:
 * coming, declined, not answered, answered a question a certain way; resolved by the server when it
 * sends, from every send and answer) or the households picked by hand. audienceIds gives the ids the
 * screen can count itself (its label's number; the preview names who really gets it).
 */
export type AudienceChoice =
  | "all"
  | "notInvited"
  | "notAnswered"
  | "attending"
  | "declined"
  | "group"
  | "side"
  | "question"
  | "chosen";
export const AUDIENCE_CHOICES: readonly AudienceChoice[] = [
  "all",
  "notInvited",
  "notAnswered",
  "attending",
  "declined",
  "group",
  "side",
  "question",
  "chosen",
];

export function audienceIds(
  choice: AudienceChoice,
  households: readonly Household[],
  invited: ReadonlySet<string>,
  chosen: ReadonlySet<string>,
): string[] {
  if (choice === "notInvited") return households.filter((h) => !invited.has(h.id)).map((h) => h.id);
  if (choice === "chosen") return households.filter((h) => chosen.has(h.id)).map((h) => h.id);
  return [];
}

/** A send's body as the owner app posts it (core/sends.ts sendRequestSchema's input). */
export type SendBody = SendRequestInput;

/** How: one channel, or both ("mail and SMS": two sends stored together, POST …/sends/batch). */
export type ChannelChoice = SendChannel | "both";
export const CHANNEL_CHOICES: readonly ChannelChoice[] = ["mail", "sms", "both"];

/** The sends a channel choice makes: one, or one per channel. */
export const channelsOf = (choice: ChannelChoice): SendChannel[] =>
  choice === "both" ? ["mail", "sms"] : [choice];

export type SendDraft = {
  kind: SendKind;
  channel: SendChannel;
  choice: AudienceChoice;
  group: string;
  ids: readonly string[];
  text: string;
  /** For "attending" and "declined": one event part's id, or "" for any (no part). */
  part?: string;
  /** For "side": whose guests (the first partner's, the second's, both's). */
  side?: Side | "";
  /** For "question": the RSVP question and the option chosen. */
  question?: string;
  option?: string;
};

/** The request for the draft, or why there is none yet (a message without words, nobody chosen). */
export function sendRequestOf(
  draft: SendDraft,
): { request: SendBody; problem: null } | { request: null; problem: "text" | "nobody" } {
  const text = draft.text.trim();
  if (draft.kind === "message" && !text) return { request: null, problem: "text" };
  let households: SendAudience;
  if (draft.choice === "all") households = "all";
  else if (draft.choice === "group") {
    if (!draft.group) return { request: null, problem: "nobody" };
    households = { group: draft.group };
  } else if (draft.choice === "side") {
    if (!draft.side) return { request: null, problem: "nobody" };
    households = { side: draft.side };
  } else if (draft.choice === "notInvited") households = { invited: false };
  else if (draft.choice === "notAnswered") households = { answer: "none" };
  else if (draft.choice === "attending" || draft.choice === "declined")
    households = { answer: draft.choice, ...(draft.part ? { part: draft.part } : {}) };
  else if (draft.choice === "question") {
    if (!draft.question || !draft.option) return { request: null, problem: "nobody" };
    households = { question: draft.question, option: draft.option };
  } else {
    if (draft.ids.length === 0) return { request: null, problem: "nobody" };
    households = [...draft.ids];
  }
  return {
    request: { channel: draft.channel, kind: draft.kind, households, ...(text ? { text } : {}) },
    problem: null,
  };
}

const KNOWN_ERRORS = [
  "SEND_CAP_REACHED",
  "SEND_NO_RECIPIENTS",
  "SEND_TEXT_REQUIRED",
  "SEND_PAGE_NOT_PUBLISHED",
  "ADDRESS_REQUIRED",
];

/** An error of a preview or a send as the owner should read it, by its code where the screen knows it. */
export function sendErrorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
  error: unknown,
  cap: SendPreview["cap"] | null,
): string {
  const body =
    error instanceof ApiRequestError
      ? (error.body as (typeof error.body & { issues?: { path: string }[] }) | null)
      : null;
  const code = body?.code;
  if (code && KNOWN_ERRORS.includes(code)) {
    const isTestCap = body?.issues?.some((issue) => issue.path === "test");
    if (code === "SEND_CAP_REACHED" && cap && !isTestCap)
      return t("guestSends.errors.SEND_CAP_REACHED_LEFT", {
        left: Math.max(0, cap.limit - cap.used),
        limit: cap.limit,
      });
    return t(`guestSends.errors.${code}`);
  }
  return errorMessage(error, language, t("guestSends.failed"), t("errors.unknown"));
}
