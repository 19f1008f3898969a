// New questions and options start with a text in every language the product speaks (SPEC §2: a new
// part starts with sensible texts), the legacy editor's defaults. Other languages start empty and are
// marked missing until the owner writes them. These are page texts, not UI texts: they are stored.
import type { FormElement } from "@core/form";
import { newClientId } from "@core/ids";
import type { Translation } from "@core/translation";

type Texts = { sv: string; en: string; da: string };

const TEXTS = {
  shortText: {
    sv: "Text som beskriver fältet",
    en: "Text describing the field",
    da: "Tekst der beskriver feltet",
  },
  singleSelect: {
    sv: "En fråga att svara på?",
    en: "A question to answer?",
    da: "Et spørgsmål at svare på?",
  },
  yes: { sv: "Ja", en: "Yes", da: "Ja" },
  no: { sv: "Nej", en: "No", da: "Nej" },
  option: { sv: "Nytt svar", en: "New answer", da: "Nyt svar" },
} satisfies Record<string, Texts>;

function inLanguages(texts: Texts, languages: readonly string[]): Translation {
  const out: Translation = {};
  for (const language of languages) {
    if (language === "sv" || language === "en" || language === "da") out[language] = texts[language];
  }
  return out;
}

export type SingleSelectElement = Extract<FormElement, { formElementType: "SingleSelect" }>;
export type FormOption = SingleSelectElement["options"][number];

export function newOption(languages: readonly string[], texts: Texts = TEXTS.option): FormOption {
  return { id: newClientId("RadioGroupOption"), text: inLanguages(texts, languages) };
}

/** ShortText is optional by default, SingleSelect required (SPEC §3 Form element). */
export function newQuestion(type: FormElement["formElementType"], languages: readonly string[]): FormElement {
  if (type === "ShortText") {
    return {
      id: newClientId("textField"),
      formElementType: "ShortText",
      label: inLanguages(TEXTS.shortText, languages),
      required: false,
      showConditions: [],
    };
  }
  return {
    id: newClientId("RadioGroup"),
    formElementType: "SingleSelect",
    label: inLanguages(TEXTS.singleSelect, languages),
    required: true,
    options: [newOption(languages, TEXTS.yes), newOption(languages, TEXTS.no)],
    showConditions: [],
  };
}
