// What a guest has typed and chosen, and how it becomes the submission's answers (SPEC §4 Public
// RSVP/form): every question of the form, in order; questions hidden by a condition are sent empty.
// Pure and zod-free: the guest bundle uses it.
import type { FormElement } from "@core/form";
import { isFormElementShown } from "@core/form-rules";
import type { SubmittedFormElement } from "@core/submissions";
import { translate } from "@core/translation";

/** One form's answers by question id: typed text (ShortText) or the chosen option's id (SingleSelect). */
export type Answers = Readonly<Record<string, { value?: string; optionId?: string } | undefined>>;

export function selectedOptionIds(answers: Answers): Record<string, string | undefined> {
  const selected: Record<string, string | undefined> = {};
  for (const [id, answer] of Object.entries(answers)) selected[id] = answer?.optionId;
  return selected;
}

/** The questions shown for these answers, in form order. */
export function shownElements(elements: readonly FormElement[], answers: Answers): FormElement[] {
  const selected = selectedOptionIds(answers);
  return elements.filter((element) => isFormElementShown(element, elements, selected));
}

/** The answers as sent: one per question, hidden ones empty, option texts in the page language. */
export function toSubmittedElements(
  elements: readonly FormElement[],
  answers: Answers,
  language: string,
): SubmittedFormElement[] {
  const shown = new Set(shownElements(elements, answers).map((element) => element.id));
  return elements.map((element) => {
    const answer = shown.has(element.id) ? answers[element.id] : undefined;
    if (element.formElementType === "SingleSelect") {
      const option = element.options.find((o) => o.id === answer?.optionId);
      const text = option ? translate(option.text, language) : "";
      return { formElement: element, value: text, selectedOption: option ? { id: option.id, text } : null };
    }
    return { formElement: element, value: (answer?.value ?? "").trim(), selectedOption: null };
  });
}

/** A random id for one submission (groupIdentifier); getRandomValues works on plain http too. */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
