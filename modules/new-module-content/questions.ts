// The questions a new RSVP or form starts with, in the site's languages (SPEC §5: first name, last name
// and e-mail required, phone required in an RSVP and optional in a form; follow-up questions only when
// the guest comes). `id` turns a question's name ('Attending', 'FoodMeat') into its id: fixed ids for
// the wizard and the demo pages, fresh ones for a module the owner adds.
import type { FormElement } from "@core/form";
import {
  type ContactLabels,
  contactQuestions,
  shortText,
  singleSelect,
  whenYes,
  yesNo,
} from "@core/form-questions";
import type { Translation } from "@core/translation";
import type { SiteTexts } from "./content";

export type QuestionId = (name: string) => string;

export const contactLabels = (texts: SiteTexts): ContactLabels => ({
  firstName: texts.plain((c) => c.words.firstName),
  lastName: texts.plain((c) => c.words.lastName),
  email: texts.plain((c) => c.words.email),
  phone: texts.plain((c) => c.words.phone),
});

export const yesNoWords = (texts: SiteTexts): { yes: Translation; no: Translation } => ({
  yes: texts.plain((c) => c.words.yes),
  no: texts.plain((c) => c.words.no),
});

/**
 * Contact details, 'will you come', then what to eat and allergies (shown only to a guest who comes)
 * and a message. The message is asked of everyone: a guest who cannot come often has something to say.
 * Messages are written over several lines (a textarea on the guest page).
 */
export function rsvpQuestions(texts: SiteTexts, id: QuestionId): FormElement[] {
  const attending = id("Attending");
  const food = id("Food");
  const question = texts.plain;
  return [
    ...contactQuestions(contactLabels(texts), true, id),
    yesNo(
      attending,
      question((c) => c.Rsvp.questions.attending),
      yesNoWords(texts),
    ),
    singleSelect(
      food,
      question((c) => c.Rsvp.questions.food),
      [
        { id: `${food}Meat`, text: question((c) => c.Rsvp.questions.foodOptions.meat) },
        { id: `${food}Fish`, text: question((c) => c.Rsvp.questions.foodOptions.fish) },
        { id: `${food}Veg`, text: question((c) => c.Rsvp.questions.foodOptions.vegetarian) },
      ],
      { showWhen: whenYes(attending) },
    ),
    shortText(
      id("Allergies"),
      question((c) => c.Rsvp.questions.allergies),
      false,
      whenYes(attending),
    ),
    shortText(
      id("Message"),
      question((c) => c.Rsvp.questions.message),
      false,
      undefined,
      "longText",
    ),
  ];
}

/** A short contact form: contact details (phone optional) and the message. */
export function contactFormQuestions(texts: SiteTexts, id: QuestionId): FormElement[] {
  return [
    ...contactQuestions(contactLabels(texts), false, id),
    shortText(
      id("Message"),
      texts.plain((c) => c.Form.message),
      true,
      undefined,
      "longText",
    ),
  ];
}
