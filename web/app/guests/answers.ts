// A household's answers as the guest list shows and edits them (issue 25): per guest, per part (or the
// whole event on a site without parts) coming, not coming or no answer; and the body of
// PUT …/households/{id}/answers for an answer the owner sets by hand (a phone call).
import { type EventPart, type GuestListSettings, invitedParts, WHOLE_EVENT } from "@core/guest-list";
import type { Household, HouseholdAnswer } from "./types";

/** Coming, not coming, or no answer. */
export type Choice = "yes" | "no" | "";

/** The columns a household answers: its invited parts, or the whole event when the site names none. */
export function answerParts(
  settings: Pick<GuestListSettings, "parts" | "groups">,
  household: Pick<Household, "groups">,
): EventPart[] {
  const parts = invitedParts(settings, household.groups);
  return parts.length > 0 ? parts : [{ id: WHOLE_EVENT, name: "" }];
}

/** A guest's answer to one part: that part's, else one for the whole event. */
export function choiceOf(answers: readonly HouseholdAnswer[], guestId: string, partId: string): Choice {
  const own = answers.filter((answer) => answer.guestId === guestId);
  const row =
    own.find((answer) => answer.partId === partId) ??
    own.find((answer) => answer.partId === WHOLE_EVENT) ??
    (partId === WHOLE_EVENT ? own[0] : undefined);
  if (!row) return "";
  return row.attending ? "yes" : "no";
}

/** Per guest id, per part id: the answer now. */
export type AnswerGrid = Record<string, Record<string, Choice>>;

export function gridOf(household: Pick<Household, "guests" | "answers">, parts: readonly EventPart[]) {
  const grid: AnswerGrid = {};
  for (const guest of household.guests)
    grid[guest.id] = Object.fromEntries(
      parts.map((part) => [part.id, choiceOf(household.answers, guest.id, part.id)]),
    );
  return grid;
}

/** Whether the owner set this guest's answer by hand. */
export const setByOwner = (answers: readonly HouseholdAnswer[], guestId: string) =>
  answers.some((answer) => answer.guestId === guestId && answer.setBy === "owner");

/** The note the owner wrote with the answer set by hand (the latest), if any. */
export function ownerNote(answers: readonly HouseholdAnswer[]): string {
  const noted = answers
    .filter((answer) => answer.setBy === "owner" && answer.note)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return noted[0]?.note ?? "";
}

/** The extra guests who answered (`extra-0`, `extra-1`…), in order. */
export const extraGuestIds = (answers: readonly HouseholdAnswer[]) =>
  [...new Set(answers.map((answer) => answer.guestId).filter((id) => id.startsWith("extra-")))].sort();

export type HandSetBody = {
  guests: {
    guestId: string;
    parts?: { partId: string; attending: boolean }[];
    attending?: boolean | null;
  }[];
  note?: string | null;
};

/**
 * What PUT …/answers takes: every guest with at least one answer, per part or `attending` for the whole
 * event; a guest who had an answer (`before`) and now has none, `attending: null` (taken away). A guest
 * with none before or now is not sent. Null when there is nothing to send.
 */
export function handSetBody(
  guests: readonly { id: string }[],
  parts: readonly EventPart[],
  grid: AnswerGrid,
  note: string,
  before: AnswerGrid = {},
): HandSetBody | null {
  const body: HandSetBody["guests"] = [];
  for (const guest of guests) {
    const answered = parts.filter((part) => grid[guest.id]?.[part.id]);
    if (answered.length === 0) {
      if (parts.some((part) => before[guest.id]?.[part.id]))
        body.push({ guestId: guest.id, attending: null });
      continue;
    }
    if (answered.length === 1 && answered[0]?.id === WHOLE_EVENT)
      body.push({ guestId: guest.id, attending: grid[guest.id]?.[WHOLE_EVENT] === "yes" });
    else
      body.push({
        guestId: guest.id,
        parts: answered.map((part) => ({ partId: part.id, attending: grid[guest.id]?.[part.id] === "yes" })),
      });
  }
  if (body.length === 0) return null;
  return { guests: body, note: note.trim() || null };
}
