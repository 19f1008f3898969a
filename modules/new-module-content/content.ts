// The starting texts of a newly added module (SPEC §2 'Välj modul', issue 8): one JSON file per
// language, all of one shape, checked against the schema below when loaded so a missing or misspelt
// key fails at start-up and in the tests rather than showing an empty field to a guest. A text is one
// string, or one per brand where the wording differs (a wedding's 'bröllop', a party's 'fest').
//
// Languages without a file (no, fi, de, ...) get the English text: the owner translates it in the
// editor, and English is also what translate() falls back to (docs/decisions.md, "Starting texts").
import type { Brand } from "@core/brands";
import type { Translation } from "@core/translation";
import { z } from "zod";
import countdownUnitsJson from "./countdown-units.json";
import da from "./da.json";
import en from "./en.json";
import sv from "./sv.json";

const perBrand = <T extends z.ZodType>(value: T) =>
  z.union([value, z.strictObject({ wedding: value, party: value, event: value })]);

/** Plain text, the same for every brand or one per brand. */
const text = perBrand(z.string().min(1));
/** Rich text as its paragraphs (HTML allowed inside: strong, em, u, a, br). */
const paragraphs = perBrand(z.array(z.string().min(1)).min(1));
type BrandText = z.infer<typeof text>;
type BrandParagraphs = z.infer<typeof paragraphs>;

const titleAndText = { title: text, text: paragraphs };

const contentSchema = z.strictObject({
  words: z.strictObject({
    yes: z.string().min(1),
    no: z.string().min(1),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    email: z.string().min(1),
    phone: z.string().min(1),
  }),
  Header: z.strictObject({ title: text }),
  Text: z.strictObject(titleAndText),
  ImageAndText: z.strictObject(titleAndText),
  TextAndImageList: z.strictObject({
    ...titleAndText,
    items: z.array(z.strictObject(titleAndText)).min(1).max(2),
  }),
  PeopleList: z.strictObject({
    ...titleAndText,
    people: z
      .array(z.strictObject({ name: z.string().min(1), ...titleAndText }))
      .min(1)
      .max(2),
  }),
  ImageGallery: z.strictObject(titleAndText),
  Video: z.strictObject(titleAndText),
  Location: z.strictObject(titleAndText),
  Countdown: z.strictObject({ title: text }),
  /** Issue 27: a programme's example items (their times per brand), questions and places. */
  Programme: z.strictObject({
    ...titleAndText,
    items: z
      .array(z.strictObject({ time: perBrand(z.string().regex(/^\d{2}:\d{2}$/)), ...titleAndText }))
      .min(1)
      .max(4),
  }),
  Faq: z.strictObject({
    ...titleAndText,
    items: z
      .array(z.strictObject({ question: text, answer: paragraphs }))
      .min(1)
      .max(4),
  }),
  Travel: z.strictObject({
    ...titleAndText,
    items: z
      .array(z.strictObject({ kind: z.enum(["STAY", "PARKING", "TRANSPORT", "OTHER"]), ...titleAndText }))
      .min(1)
      .max(4),
  }),
  GiftRegistry: z.strictObject({
    ...titleAndText,
    showGiftRegistryButton: text,
    reserveButton: text,
    cancelReservationButton: text,
    gift: z.strictObject({ title: text, description: paragraphs }),
  }),
  Rsvp: z.strictObject({
    ...titleAndText,
    showFormButton: text,
    selectNumberOfGuestsText: text,
    oneGuestRsvpButton: text,
    guestIndexTitle: text,
    sendButton: text,
    confirmationTitle: text,
    confirmationText: paragraphs,
    /** Shown instead when every guest answered No to 'will you come' (modules/rsvp/decline.ts). */
    confirmationTitleNo: text,
    confirmationTextNo: paragraphs,
    /** The same two confirmations for a reply of several guests ('fira med er!', issue 23 item 10). */
    confirmationTitleMany: text,
    confirmationTextMany: paragraphs,
    confirmationTitleNoMany: text,
    confirmationTextNoMany: paragraphs,
    questions: z.strictObject({
      attending: text,
      food: text,
      foodOptions: z.strictObject({ meat: text, fish: text, vegetarian: text }),
      allergies: text,
      message: text,
    }),
  }),
  Form: z.strictObject({
    ...titleAndText,
    showFormButton: text,
    sendButton: text,
    confirmationTitle: text,
    confirmationText: paragraphs,
    message: text,
  }),
});
export type NewModuleContent = z.infer<typeof contentSchema>;

export const CONTENT_LANGUAGES = ["sv", "en", "da"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const CONTENT: Record<ContentLanguage, NewModuleContent> = {
  sv: contentSchema.parse(sv),
  en: contentSchema.parse(en),
  da: contentSchema.parse(da),
};

const unitsSchema = z.record(
  z.string().regex(/^[a-z]{2,3}$/),
  z.strictObject({ days: z.string(), hours: z.string(), minutes: z.string(), seconds: z.string() }),
);
export type CountdownUnit = "days" | "hours" | "minutes" | "seconds";
/** Countdown unit words in many languages (SPEC §9: they cover far more languages than the texts). */
export const COUNTDOWN_UNITS = unitsSchema.parse(countdownUnitsJson);

/** The content written in `language`, else the English content. */
export const contentIn = (language: string): NewModuleContent =>
  CONTENT[(CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : "en"];

function forBrand<T>(value: T | { wedding: T; party: T; event: T }, brand: Brand): T {
  return value !== null && typeof value === "object" && "wedding" in value ? value[brand] : (value as T);
}

const toHtml = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

/** Translation objects for the site's languages, each from that language's content (else English). */
export function siteTexts(languages: readonly string[], brand: Brand) {
  const each = (value: (language: string) => string): Translation =>
    Object.fromEntries(languages.map((language) => [language, value(language)]));
  return {
    plain: (pick: (content: NewModuleContent) => BrandText) =>
      each((language) => forBrand(pick(contentIn(language)), brand)),
    rich: (pick: (content: NewModuleContent) => BrandParagraphs) =>
      each((language) => toHtml(forBrand(pick(contentIn(language)), brand))),
    /** A plain text that is not translated (a person's name): the first language's. */
    single: (pick: (content: NewModuleContent) => string) => pick(contentIn(languages[0] ?? "en")),
    /** The positions of a list of examples, as many as the first language has. */
    indexes: (pick: (content: NewModuleContent) => readonly unknown[]) =>
      pick(contentIn(languages[0] ?? "en")).map((_, index) => index),
    countdownUnit: (unit: CountdownUnit) =>
      each((language) => (COUNTDOWN_UNITS[language] ?? COUNTDOWN_UNITS.en)?.[unit] ?? unit),
  };
}
export type SiteTexts = ReturnType<typeof siteTexts>;
