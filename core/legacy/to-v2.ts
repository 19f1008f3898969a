// A version-1 site as the version-2 document the product serves it from (issue 14; docs/decisions.md
// "Version-1 sites"). Every legacy kind becomes its version-2 kind with the same texts, pictures and
// ids: header → Header, Text → Text, location → Location, ImageAndText, TextAndImageList, PeopleList,
// Video, countDown → Countdown, GiftRegistry; RSVP3 → Rsvp (first and last name, the yes/no answer,
// e-mail and phone for each guest, the custom fields above and below, the text fields below shown on
// the condition given) and Speech2 → Form ('Anmälan av tal'). The mail receivers become the forms'
// recipients. Module ids stay, so answers, anchors and gift reservations keep pointing at the same
// module; the question ids of an RSVP are derived from its module id and the old field ids.
import { calendarMinute } from "../dates";
import { themeSchema } from "../design";
import { type FormElement, formSchema } from "../form";
import type { Image } from "../images";
import { type SiteDocument, siteDocumentSchema } from "../site";
import {
  LEGACY_DEFAULT_MENU_TITLE,
  type LegacyField,
  type LegacyKind,
  type LegacyModule,
  type LegacySite,
  type LegacyText,
  legacyProperties,
} from "./schema";

type Lang = string;
type Texts = Record<string, string>;

const WORDS: Record<string, Record<string, string>> = {
  firstName: { sv: "Förnamn", en: "First name", da: "Fornavn" },
  lastName: { sv: "Efternamn", en: "Last name", da: "Efternavn" },
  attending: { sv: "Kommer du?", en: "Will you attend?", da: "Kommer du?" },
  yes: { sv: "Ja", en: "Yes", da: "Ja" },
  no: { sv: "Nej", en: "No", da: "Nej" },
  mail: { sv: "E-post", en: "E-mail", da: "E-mail" },
  phone: { sv: "Telefon", en: "Phone", da: "Telefon" },
  speaker: { sv: "Ditt namn", en: "Your name", da: "Dit navn" },
  speech: { sv: "Anmälan av tal", en: "Sign up for a speech", da: "Tilmelding af tale" },
  textField: {
    sv: "Text som beskriver fältet",
    en: "Text that describes the field",
    da: "Tekst der beskriver feltet",
  },
  radioGroup: { sv: "En fråga att svara på?", en: "A question to answer?", da: "Et spørgsmål at besvare?" },
  untitled: { sv: LEGACY_DEFAULT_MENU_TITLE, en: LEGACY_DEFAULT_MENU_TITLE, da: LEGACY_DEFAULT_MENU_TITLE },
  attendingColumn: { sv: "Kommer", en: "Attending", da: "Kommer" },
};

/** The product's words for the old forms' fixed questions, in a language (Swedish when unknown). */
export const legacyWord = (key: string, language: string): string =>
  WORDS[key]?.[language] ?? WORDS[key]?.sv ?? key;

/** The site's languages: a plain string is the first language's text. */
function textsOf(value: LegacyText | undefined | null, languages: Lang[]): Texts {
  if (value === undefined || value === null) return {};
  if (typeof value === "string") return value === "" ? {} : { [languages[0] ?? "sv"]: value };
  return Object.fromEntries(
    Object.entries(value).filter(([lang, text]) => languages.includes(lang) && text !== ""),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rich text: HTML as it was (the schema sanitizes it); plain text in paragraphs. */
function richOf(value: LegacyText | undefined | null, languages: Lang[]): Texts {
  const texts = textsOf(value, languages);
  return Object.fromEntries(
    Object.entries(texts).map(([lang, text]) => [
      lang,
      /<[a-z][\s\S]*>/i.test(text)
        ? text
        : text
            .split(/\n{2,}/)
            .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
            .join(""),
    ]),
  );
}

const wordsIn = (key: string, languages: Lang[]): Texts =>
  Object.fromEntries(languages.map((lang) => [lang, WORDS[key]?.[lang] ?? WORDS[key]?.sv ?? key]));

/** A text, or the product's words for it in every language when the old site left it empty. */
function textOr(value: LegacyText | undefined, fallback: string, languages: Lang[]): Texts {
  const texts = textsOf(value, languages);
  return Object.keys(texts).length > 0 ? texts : wordsIn(fallback, languages);
}

/** An id the version-2 document takes (letters, digits, '-', '_'; at most 64). */
const idOf = (...parts: string[]) =>
  parts
    .join("-")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, 64);

function fieldElement(moduleId: string, field: LegacyField, languages: Lang[]): FormElement {
  if (field.type === "RadioGroup") {
    return {
      id: idOf(moduleId, field.id),
      formElementType: "SingleSelect",
      label: textOr(field.label, "radioGroup", languages),
      required: true,
      showConditions: [],
      options: field.options.map((option, index) => ({
        id: idOf(moduleId, option.id),
        text: textOr(option.text, index === 0 ? "yes" : "no", languages),
      })),
    };
  }
  return {
    id: idOf(moduleId, field.id),
    formElementType: "ShortText",
    label: textOr(field.label, "textField", languages),
    required: field.mandatory,
    showConditions: [],
  };
}

/** The built-in yes/no question's id and its options (what a condition may name as 'weddingYesOrNo'). */
export const attendingIds = (moduleId: string) => ({
  question: idOf(moduleId, "weddingYesOrNo"),
  yes: idOf(moduleId, "yes"),
  no: idOf(moduleId, "no"),
});

/** The RSVP3 module's questions, in the order the old form showed them. */
export function rsvpElements(module: LegacyModule & { module: "RSVP3" }, languages: Lang[]): FormElement[] {
  const p = legacyProperties(module);
  const ids = attendingIds(module._id);
  const short = (key: string, required: boolean, inputKind?: "email" | "phone"): FormElement => ({
    id: idOf(module._id, key),
    formElementType: "ShortText",
    label: wordsIn(key, languages),
    required,
    showConditions: [],
    ...(inputKind ? { inputKind } : {}),
  });
  const condition = p.conditionShowTextFieldsBelow;
  const conditionOn = condition
    ? condition.questionId === "weddingYesOrNo"
      ? { question: ids.question, option: condition.answerId === "no" ? ids.no : ids.yes }
      : { question: idOf(module._id, condition.questionId), option: idOf(module._id, condition.answerId) }
    : null;
  const above = p.customFieldsAbove.map((field) => fieldElement(module._id, field, languages));
  const below = p.customFieldsBelow.map((field) => {
    const element = fieldElement(module._id, field, languages);
    // The condition is the old form's: it hides the text fields below, not its radio groups.
    return conditionOn && element.formElementType === "ShortText"
      ? {
          ...element,
          showConditions: [
            {
              type: "SHOW" as const,
              formElementId: conditionOn.question,
              formElementOptionIds: [conditionOn.option],
            },
          ],
        }
      : element;
  });
  const all: FormElement[] = [
    ...above,
    short("firstName", true),
    short("lastName", true),
    {
      id: ids.question,
      formElementType: "SingleSelect",
      label: wordsIn("attending", languages),
      required: true,
      showConditions: [],
      options: [
        { id: ids.yes, text: wordsIn("yes", languages) },
        { id: ids.no, text: wordsIn("no", languages) },
      ],
    },
    short("mail", false, "email"),
    short("phone", false, "phone"),
    ...below,
  ];
  // A condition naming a question the form does not have shows its fields always (SPEC §4, legacy).
  const known = new Map(all.map((element) => [element.id, element]));
  return formSchema.parse({
    formElements: all.map((element) =>
      element.showConditions.every((c) => {
        const target = known.get(c.formElementId);
        return (
          target?.formElementType === "SingleSelect" &&
          target.options.some((o) => o.id === c.formElementOptionIds[0])
        );
      })
        ? element
        : { ...element, showConditions: [] },
    ),
  }).formElements;
}

/** The Speech2 module's questions: the speaker's name, then its own text fields. */
export function speechElements(
  module: LegacyModule & { module: "Speech2" },
  languages: Lang[],
): FormElement[] {
  const p = legacyProperties(module);
  return [
    {
      id: idOf(module._id, "speaker"),
      formElementType: "ShortText",
      label: wordsIn("speaker", languages),
      required: true,
      showConditions: [],
    },
    ...p.customTextFields.map((field) =>
      fieldElement(module._id, { ...field, type: "textField" }, languages),
    ),
  ];
}

const imageOf = (image: Image | null | undefined) => image ?? null;

function moduleToV2(module: LegacyModule, languages: Lang[]): Record<string, unknown> {
  const common = {
    id: module._id,
    hide: module.hide,
    hideInMenu: module.hideInMenu,
    menuTitle: textOr(module.menuTitle ?? undefined, "untitled", languages),
  };
  const kind = module.module as LegacyKind;
  switch (kind) {
    case "header": {
      const p = legacyProperties({ ...module, module: "header" });
      return {
        ...common,
        siteModuleType: "Header",
        title: textsOf(p.title, languages),
        secondLine: textsOf(p.secondLine, languages),
        image: imageOf(p.image),
      };
    }
    case "Text": {
      const p = legacyProperties({ ...module, module: "Text" });
      return {
        ...common,
        siteModuleType: "Text",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
      };
    }
    case "location": {
      const p = legacyProperties({ ...module, module: "location" });
      return {
        ...common,
        siteModuleType: "Location",
        title: textsOf(p.title, languages),
        secondTitle: textsOf(p.secondTitle, languages),
        text: richOf(p.text, languages),
        image: imageOf(p.image),
        map: { location: p.location ?? "", mapTheme: "NORMAL", zoom: 12, markerColor: "#ea4335" },
      };
    }
    case "ImageAndText": {
      const p = legacyProperties({ ...module, module: "ImageAndText" });
      return {
        ...common,
        siteModuleType: "ImageAndText",
        title: textsOf(p.title, languages),
        secondTitle: textsOf(p.secondTitle, languages),
        text: richOf(p.text, languages),
        image: imageOf(p.image),
      };
    }
    case "TextAndImageList": {
      const p = legacyProperties({ ...module, module: "TextAndImageList" });
      return {
        ...common,
        siteModuleType: "TextAndImageList",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        items: p.items.map((item) => ({
          id: item.id,
          title: textsOf(item.title, languages),
          text: richOf(item.text, languages),
          image: imageOf(item.image),
        })),
      };
    }
    case "PeopleList": {
      const p = legacyProperties({ ...module, module: "PeopleList" });
      return {
        ...common,
        siteModuleType: "PeopleList",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        list: p.people.map((person) => ({
          id: person.id,
          name: person.name,
          title: textsOf(person.title, languages),
          text: richOf(person.text, languages),
          image: imageOf(person.image),
        })),
      };
    }
    case "Video": {
      const p = legacyProperties({ ...module, module: "Video" });
      return {
        ...common,
        siteModuleType: "Video",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        video: { type: "YouTube", videoUrl: p.videoUrl, autoStart: p.autoStart },
      };
    }
    case "countDown": {
      const p = legacyProperties({ ...module, module: "countDown" });
      const date = p.date ? countdownDateOf(p.date) : null;
      return {
        ...common,
        siteModuleType: "Countdown",
        title: textsOf(p.title, languages),
        ...(date ? { countdownDate: date } : {}),
        days: textsOf(p.days, languages),
        hours: textsOf(p.hours, languages),
        minutes: textsOf(p.minutes, languages),
        seconds: textsOf(p.seconds, languages),
      };
    }
    case "GiftRegistry": {
      const p = legacyProperties({ ...module, module: "GiftRegistry" });
      return {
        ...common,
        siteModuleType: "GiftRegistry",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        giftRegistry: {
          items: p.items.map((item) => ({
            id: item.id,
            title: textsOf(item.title, languages),
            description: richOf(item.description, languages),
            link: item.link,
            reservable: true,
            quantity: item.quantity,
            image: imageOf(item.image),
          })),
        },
      };
    }
    case "RSVP3": {
      const rsvp = { ...module, module: "RSVP3" as const };
      const p = legacyProperties(rsvp);
      const ids = attendingIds(module._id);
      return {
        ...common,
        siteModuleType: "Rsvp",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        maxNumberOfGuests: Math.min(5, p.maxNumberOfPersons),
        selectNumberOfGuestsText: textsOf(p.chooseNumberOfPersonsText, languages),
        guestIndexTitle: textsOf(p.personTitle, languages),
        form: { formElements: rsvpElements(rsvp, languages) },
        sendButton: textsOf(p.sendButton, languages),
        confirmationTitle: textsOf(p.confirmationTitle, languages),
        confirmationText: richOf(p.confirmationText, languages),
        declineOption: { formElementId: ids.question, formElementOptionId: ids.no },
        legacyKind: "RSVP3",
      };
    }
    case "Speech2": {
      const speech = { ...module, module: "Speech2" as const };
      const p = legacyProperties(speech);
      return {
        ...common,
        siteModuleType: "Form",
        title: textsOf(p.title, languages),
        text: richOf(p.text, languages),
        showFormButton: textOr(p.showFormButton, "speech", languages),
        form: { formElements: speechElements(speech, languages) },
        sendButton: textsOf(p.sendButton, languages),
        confirmationTitle: textsOf(p.confirmationTitle, languages),
        confirmationText: richOf(p.confirmationText, languages),
        legacyKind: "Speech2",
      };
    }
  }
}

/** 'YYYY-MM-DD HH:mm' from either that or an ISO date-time (read in Swedish time). */
function countdownDateOf(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) return value;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  return calendarMinute(moment);
}

/** Receivers as a clean list: trimmed, blanks dropped, at most six (SPEC §5 legacy receiver rules). */
export function receiversOf(value: string | string[] | undefined): string[] {
  const list = typeof value === "string" ? [value] : (value ?? []);
  return list
    .map((mail) => mail.trim())
    .filter((mail) => mail !== "")
    .slice(0, 6);
}

/** The version-2 document a version-1 site is served from (validated: defaults and sanitizing applied). */
export function legacyToV2Document(site: LegacySite): SiteDocument {
  return siteDocumentSchema.parse(unvalidatedV2Document(site));
}

// Where a version-2 module's field came from in the version-1 module (what moduleToV2 above reads).
const V2_FIELD_SOURCES: Record<string, ReadonlyArray<string | number>> = {
  id: ["_id"],
  hide: ["hide"],
  hideInMenu: ["hideInMenu"],
  menuTitle: ["menuTitle"],
  list: ["properties", "people"],
  items: ["properties", "items"],
  countdownDate: ["properties", "date"],
  maxNumberOfGuests: ["properties", "maxNumberOfPersons"],
  selectNumberOfGuestsText: ["properties", "chooseNumberOfPersonsText"],
  guestIndexTitle: ["properties", "personTitle"],
  // The form's questions come from the custom fields; which one is not kept: the module's properties.
  form: ["properties"],
};
const V2_NESTED_SOURCES: Record<string, Record<string, ReadonlyArray<string>>> = {
  giftRegistry: { items: ["properties", "items"] },
  video: { videoUrl: ["properties", "videoUrl"], autoStart: ["properties", "autoStart"] },
  map: { location: ["properties", "location"] },
};
const V2_SITE_SOURCES: Record<string, ReadonlyArray<string>> = {
  formRecipients: ["mailReceivers"],
  eventLogo: [],
};

/**
 * The field of the version-1 site (wire form: a module by its place, a property by its key) a
 * version-2 document's field was made from, as near as it is known: `siteModules.3.giftRegistry.items.1.link`
 * is `modules.3.properties.items.1.link`.
 */
export function legacySourceOf(v2Path: ReadonlyArray<PropertyKey>): (string | number)[] {
  const path = v2Path.map((segment) => (typeof segment === "number" ? segment : String(segment)));
  const [top, index, field, ...rest] = path;
  if (top === undefined) return [];
  if (top !== "siteModules") {
    const source = V2_SITE_SOURCES[top];
    return source ? [...source] : path;
  }
  if (typeof index !== "number") return ["modules"];
  const module: (string | number)[] = ["modules", index];
  if (field === undefined) return module;
  const nested = V2_NESTED_SOURCES[String(field)];
  if (nested) {
    const [inner, ...more] = rest;
    const source = nested[String(inner)];
    return source ? [...module, ...source, ...more] : [...module, "properties"];
  }
  const source = V2_FIELD_SOURCES[String(field)] ?? ["properties", field];
  return source.length === 1 && source[0] === "properties"
    ? [...module, ...source]
    : [...module, ...source, ...rest];
}

export type LegacyToV2Result =
  | { ok: true; document: SiteDocument }
  | { ok: false; path: (string | number)[]; reason: string };

/**
 * Like legacyToV2Document, but what the version-2 document refuses (a title longer than a version-2
 * title may be, say) is answered with the version-1 field it came from (legacySourceOf) and why.
 */
export function legacyToV2(site: LegacySite): LegacyToV2Result {
  const parsed = siteDocumentSchema.safeParse(unvalidatedV2Document(site));
  if (parsed.success) return { ok: true, document: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, path: legacySourceOf(issue?.path ?? []), reason: issue?.message ?? "not valid" };
}

function unvalidatedV2Document(site: LegacySite): unknown {
  const languages = site.availableLanguages.map((l) => l.languageCode);
  const rsvp = receiversOf(site.mailReceivers.rsvp);
  const speech = receiversOf(site.mailReceivers.speech);
  const formRecipients = site.modules
    .filter((m) => m.module === "RSVP3" || m.module === "Speech2")
    .map((m) => ({ formId: m._id, recipients: m.module === "RSVP3" ? rsvp : speech }))
    .filter((entry) => entry.recipients.length > 0);
  return {
    siteModules: site.modules.map((module) => moduleToV2(module, languages)),
    ...(site.fonts ? { fonts: site.fonts } : {}),
    ...(themeSchema.safeParse(site.theme).success ? { theme: site.theme } : {}),
    ...(site.colorScheme ? { colorScheme: site.colorScheme } : {}),
    ...(site.siteGraphic !== undefined ? { siteGraphic: site.siteGraphic } : {}),
    mostRecentSelectedDesignTemplate: site.mostRecentSelectedDesignTemplate ?? null,
    formRecipients,
    availableLanguages: site.availableLanguages,
    eventLogo: null,
  };
}
