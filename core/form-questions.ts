// Builders for RSVP and form questions (SPEC §3 Form, §5 Conditions). They hold no words: the labels
// come from the caller, so the demo pages, the wizard and a newly added module build their questions
// the same way from their own texts.
import type { AnswerKind } from "./answer-kinds";
import type { FormElement } from "./form";
import type { Translation } from "./translation";

/** A question shown only when the yes/no question `questionId` is answered with its 'yes' option. */
export type ShowWhen = { questionId: string; optionId: string };

const conditions = (showWhen: ShowWhen | undefined): FormElement["showConditions"] =>
  showWhen
    ? [{ type: "SHOW", formElementId: showWhen.questionId, formElementOptionIds: [showWhen.optionId] }]
    : [];

export function shortText(
  id: string,
  label: Translation,
  required: boolean,
  showWhen?: ShowWhen,
  inputKind?: AnswerKind,
): FormElement {
  return {
    id,
    formElementType: "ShortText",
    label,
    required,
    showConditions: conditions(showWhen),
    ...(inputKind && inputKind !== "text" ? { inputKind } : {}),
  };
}

export type QuestionOptions = { required?: boolean; showWhen?: ShowWhen | undefined };

export function singleSelect(
  id: string,
  label: Translation,
  options: { id: string; text: Translation }[],
  { required = true, showWhen }: QuestionOptions = {},
): FormElement {
  return {
    id,
    formElementType: "SingleSelect",
    label,
    required,
    options,
    showConditions: conditions(showWhen),
  };
}

/** A yes/no question whose options are `${id}Yes` and `${id}No`. */
export function yesNo(
  id: string,
  label: Translation,
  words: { yes: Translation; no: Translation },
  options: QuestionOptions = {},
): FormElement {
  return singleSelect(
    id,
    label,
    [
      { id: `${id}Yes`, text: words.yes },
      { id: `${id}No`, text: words.no },
    ],
    options,
  );
}

/** The condition 'shown when the yes/no question `id` is answered yes' (see yesNo for the option id). */
export const whenYes = (id: string): ShowWhen => ({ questionId: id, optionId: `${id}Yes` });

export type ContactLabels = {
  firstName: Translation;
  lastName: Translation;
  email: Translation;
  phone: Translation;
};

/**
 * The contact questions every RSVP and form starts with (SPEC §5): first name, last name and e-mail
 * required; phone required in an RSVP and optional in a form. E-mail and phone ask for their kind of
 * answer (the phone's keyboard, autofill and the check, core/answer-kinds.ts). `id` makes each question's id from its
 * name ('FirstName', 'Email', ...).
 */
export function contactQuestions(
  labels: ContactLabels,
  phoneRequired: boolean,
  id: (name: string) => string,
): FormElement[] {
  return [
    shortText(id("FirstName"), labels.firstName, true),
    shortText(id("LastName"), labels.lastName, true),
    shortText(id("Email"), labels.email, true, undefined, "email"),
    shortText(id("Phone"), labels.phone, phoneRequired, undefined, "phone"),
  ];
}
