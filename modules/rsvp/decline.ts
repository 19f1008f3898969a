// What counts as a No in an RSVP (issue 8): a guest who declines gets a confirmation that fits a No.
// The owner may name the answer (declineOption); without a choice it is found in the questions: the
// first SingleSelect question with an option that reads as a no word (Nej, No, Nej tak ...) in any of
// its languages, which is how the demo and wizard pages ask "Kommer du?". Pure; the guest page uses it.

import type { FormElement } from "@core/form";
import { yesNoOf } from "@core/yes-no";
import type { RsvpModule } from "./schema";

export type DeclineAnswer = { formElementId: string; formElementOptionId: string };

/** The first SingleSelect question's No option, or null when no question has one. */
export function automaticDeclineAnswer(elements: readonly FormElement[]): DeclineAnswer | null {
  for (const element of elements) {
    if (element.formElementType !== "SingleSelect") continue;
    const no = element.options.find((option) =>
      Object.values(option.text).some((text) => yesNoOf(text) === "no"),
    );
    if (no) return { formElementId: element.id, formElementOptionId: no.id };
  }
  return null;
}

/**
 * The answer that means "not coming" for this module: the owner's choice while it still names an
 * existing option, nothing when the owner turned it off (null), else the automatic one.
 */
export function declineAnswerOf(module: Pick<RsvpModule, "form" | "declineOption">): DeclineAnswer | null {
  const elements = module.form.formElements;
  const chosen = module.declineOption;
  if (chosen === null) return null;
  if (chosen) {
    const question = elements.find((e) => e.id === chosen.formElementId);
    if (
      question?.formElementType === "SingleSelect" &&
      question.options.some((o) => o.id === chosen.formElementOptionId)
    )
      return chosen;
  }
  return automaticDeclineAnswer(elements);
}

/** Whether every guest of a submission chose the No answer (one Yes among them gets the Yes text). */
export function everyGuestDeclined(
  decline: DeclineAnswer | null,
  guests: readonly Readonly<Record<string, { optionId?: string } | undefined>>[],
): boolean {
  if (!decline || guests.length === 0) return false;
  return guests.every((answers) => answers[decline.formElementId]?.optionId === decline.formElementOptionId);
}
