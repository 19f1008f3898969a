// The personal RSVP (issue 25): a household that came by its personal link answers for its own guests.
// Pure and zod-free (the guest bundle uses it): which questions the household's known names answer,
// which question is the RSVP's "Kommer du?" (derived from the parts when the household has parts), the
// answers as sent, and the body's guests with guestId and parts (the submission contract).
//
// A guest's parts and an extra guest's own name live in the same per-guest answers as the questions,
// under keys no question id can have (they hold a ':'), so the submission hook keeps them like any
// typed answer: a failed send loses nothing.
import type { FormElement } from "@core/form";
import type { SubmittedFormElement } from "@core/submissions";
import { yesNoOf } from "@core/yes-no";
import { type Answers, toSubmittedElements } from "../shared/guest-form/answers";
import type { DeclineAnswer } from "./decline";
import type { RsvpInvitation } from "./page-context";

export type { RsvpInvitation } from "./page-context";

/** The answer key of a guest's Yes or No to one part. */
export const partKey = (partId: string) => `part:${partId}`;
/** The answer key of an extra guest's name when the RSVP asks for none. */
export const EXTRA_NAME_KEY = "guest:name";
export const PART_YES = "yes";
export const PART_NO = "no";

type NameRole = "full" | "first" | "last";

const labels = (element: FormElement) =>
  Object.values(element.label ?? {}).map((text) => String(text).trim().toLocaleLowerCase("sv"));

/** Whether a question asks for a guest's name: its full name, first name or last name. */
function nameRoleOf(element: FormElement): NameRole | null {
  if (element.formElementType !== "ShortText" || (element.showConditions ?? []).length > 0) return null;
  if (element.inputKind && element.inputKind !== "text") return null;
  if (element.id.startsWith("rsvpFirstName")) return "first";
  if (element.id.startsWith("rsvpLastName")) return "last";
  for (const label of labels(element)) {
    if (/^(förnamn|first name|firstname|given name|fornavn)\b/.test(label)) return "first";
    if (/^(efternamn|last name|lastname|surname|family name|efternavn)\b/.test(label)) return "last";
    if (
      /^((ditt|your|dit|fullt|fullständigt|full|fulde|for- og efter|för- och efter)\s*)?(namn|name|navn)\b/.test(
        label,
      )
    )
      return "full";
  }
  return null;
}

/** The name questions of a form, by id: what part of a known guest's name answers each. */
export function nameQuestionsOf(elements: readonly FormElement[]): Map<string, NameRole> {
  const roles = new Map<string, NameRole>();
  for (const element of elements) {
    const role = nameRoleOf(element);
    // One question per role: a second "Namn" is the owner's own question.
    if (role && ![...roles.values()].includes(role)) roles.set(element.id, role);
  }
  return roles;
}

/** A known guest's name as a name question's answer ('' when it has no such part). */
export function nameAnswer(name: string, role: NameRole): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (role === "full") return words.join(" ");
  if (role === "first") return words[0] ?? "";
  return words.slice(1).join(" ");
}

/** The RSVP's "Kommer du?": its question with the Yes and the No option, found from the No answer. */
export type AttendQuestion = { elementId: string; yesOptionId: string; noOptionId: string };

export function attendQuestionOf(
  elements: readonly FormElement[],
  decline: DeclineAnswer | null,
): AttendQuestion | null {
  if (!decline) return null;
  const question = elements.find((element) => element.id === decline.formElementId);
  if (question?.formElementType !== "SingleSelect") return null;
  const others = question.options.filter((option) => option.id !== decline.formElementOptionId);
  const yes =
    others.find((option) => Object.values(option.text).some((text) => yesNoOf(String(text)) === "yes")) ??
    (others.length === 1 ? others[0] : undefined);
  return yes
    ? { elementId: question.id, yesOptionId: yes.id, noOptionId: decline.formElementOptionId }
    : null;
}

/** One guest of the personal RSVP: a household guest (known name and id) or an extra guest. */
export type PersonalGuest = { guestId: string | null; name: string | null; child: boolean };

export function personalGuests(invitation: RsvpInvitation, count: number): PersonalGuest[] {
  const known = invitation.guests.map((guest) => ({
    guestId: guest.id,
    name: guest.name,
    child: guest.child,
  }));
  const extra = Math.max(0, Math.min(count - known.length, invitation.extraGuests));
  return [...known, ...Array.from({ length: extra }, () => ({ guestId: null, name: null, child: false }))];
}

/** A guest's Yes or No per part: true, false, or undefined while unanswered. */
export function partAnswers(
  invitation: RsvpInvitation,
  answers: Answers,
): { partId: string; attending: boolean | undefined }[] {
  return invitation.parts.map((part) => {
    const chosen = answers[partKey(part.id)]?.optionId;
    return {
      partId: part.id,
      attending: chosen === PART_YES ? true : chosen === PART_NO ? false : undefined,
    };
  });
}

/**
 * A guest's answers with what the household's data answers: the name questions from a known guest's
 * name, and (with parts) "Kommer du?" from the parts: Yes when coming to any, No once every part is a No.
 */
export function effectiveAnswers(
  invitation: RsvpInvitation,
  guest: PersonalGuest,
  answers: Answers,
  names: ReadonlyMap<string, NameRole>,
  attend: AttendQuestion | null,
): Answers {
  const effective: Record<string, { value?: string; optionId?: string } | undefined> = { ...answers };
  if (guest.name !== null) {
    for (const [id, role] of names) {
      const value = nameAnswer(guest.name, role);
      if (value) effective[id] = { value };
    }
  }
  if (attend && invitation.parts.length > 0) {
    const parts = partAnswers(invitation, answers);
    const optionId = parts.some((part) => part.attending === true)
      ? attend.yesOptionId
      : parts.every((part) => part.attending === false)
        ? attend.noOptionId
        : undefined;
    effective[attend.elementId] = optionId ? { optionId } : undefined;
  }
  return effective;
}

/** The questions a guest sees: the form's, less the name questions a known name answers and, with parts, "Kommer du?". */
export function questionsFor(
  elements: readonly FormElement[],
  invitation: RsvpInvitation,
  guest: PersonalGuest,
  names: ReadonlyMap<string, NameRole>,
  attend: AttendQuestion | null,
): FormElement[] {
  return elements.filter((element) => {
    if (attend && invitation.parts.length > 0 && element.id === attend.elementId) return false;
    const role = names.get(element.id);
    return !(role && guest.name !== null && nameAnswer(guest.name, role) !== "");
  });
}

/** One guest of the body (POST /api/rsvps/{siteId}/v4/): guestId and parts per the contract. */
export type PersonalGuestBody = {
  guestId?: string;
  parts?: { partId: string; attending: boolean }[];
  /** An extra guest's name when the RSVP asks for none (no question holds it). */
  name?: string;
  formElements: SubmittedFormElement[];
};

export function personalBodyGuests(
  elements: readonly FormElement[],
  invitation: RsvpInvitation,
  guests: readonly PersonalGuest[],
  answers: readonly Answers[],
  language: string,
  attend: AttendQuestion | null,
): PersonalGuestBody[] {
  const names = nameQuestionsOf(elements);
  return guests.map((guest, index) => {
    const own = answers[index] ?? {};
    const body: PersonalGuestBody = {
      formElements: toSubmittedElements(
        elements,
        effectiveAnswers(invitation, guest, own, names, attend),
        language,
      ),
    };
    if (guest.guestId !== null) body.guestId = guest.guestId;
    if (invitation.parts.length > 0)
      body.parts = partAnswers(invitation, own).map(({ partId, attending }) => ({
        partId,
        attending: attending === true,
      }));
    const extraName = own[EXTRA_NAME_KEY]?.value?.trim();
    if (guest.guestId === null && names.size === 0 && extraName) body.name = extraName;
    return body;
  });
}

/** Whether every guest of the reply is not coming: a No to every part, or the RSVP's own No. */
export function everyPersonalGuestDeclined(
  invitation: RsvpInvitation,
  guests: readonly PersonalGuestBody[],
  decline: DeclineAnswer | null,
): boolean {
  if (guests.length === 0) return false;
  if (invitation.parts.length > 0)
    return guests.every((guest) => (guest.parts ?? []).every((part) => !part.attending));
  if (!decline) return false;
  return guests.every((guest) =>
    guest.formElements.some(
      (answer) =>
        answer.formElement.id === decline.formElementId &&
        answer.selectedOption?.id === decline.formElementOptionId,
    ),
  );
}

/** One answer to fill the form in with: the guest's place, the answer's key, and the answer. */
export type AnsweredField = { guest: number; key: string; answer: { value?: string; optionId?: string } };

/**
 * The household's current answer (issue 26) as the personal RSVP's answers: its guests in their
 * places (the household's own by id, then its extra guests), each part's Yes or No, the questions'
 * answers and, without parts, "Kommer du?" from the whole event's answer when the RSVP row has none
 * (an answer the owner set by hand). `count`: how many guests the form opens with.
 */
export function answeredFields(
  invitation: RsvpInvitation,
  attend: AttendQuestion | null,
): { count: number; fields: AnsweredField[] } {
  const known = invitation.guests.length;
  const answered = invitation.answered;
  if (!answered) return { count: known, fields: [] };
  const place = new Map(invitation.guests.map((guest, index) => [guest.id, index]));
  const fields: AnsweredField[] = [];
  let extra = 0;
  for (const guest of answered.guests) {
    let index: number | undefined;
    if (guest.guestId === null) {
      if (extra >= invitation.extraGuests) continue;
      index = known + extra++;
    } else index = place.get(guest.guestId);
    if (index === undefined) continue;
    const at = index;
    for (const [key, answer] of Object.entries(guest.answers)) fields.push({ guest: at, key, answer });
    for (const part of invitation.parts) {
      const attending = guest.parts[part.id];
      if (attending !== undefined)
        fields.push({
          guest: at,
          key: partKey(part.id),
          answer: { optionId: attending ? PART_YES : PART_NO },
        });
    }
    const whole = guest.parts[""];
    if (invitation.parts.length === 0 && attend && whole !== undefined && !guest.answers[attend.elementId])
      fields.push({
        guest: at,
        key: attend.elementId,
        answer: { optionId: whole ? attend.yesOptionId : attend.noOptionId },
      });
  }
  return { count: known + extra, fields };
}
