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
  z.union([value, z.object({ wedding: value, party: value, event: value }).strict()]);

/** Plain text, the same for every brand or one per brand. */
const text = perBrand(z.string().min(1));
/** Rich text as its paragraphs (HTML allowed inside: strong, em, u, a, br). */
const paragraphs = perBrand(z.array(z.string().min(1)).min(1));
type BrandText = z.infer<typeof text>;
type BrandParagraphs = z.infer<typeof paragraphs>;

const titleAndText = { title: text, text: paragraphs };

const contentSchema = z
  .object({
    words: z
      .object({
        yes: z.string().min(1),
        no: z.string().min(1),
        firstName: z.string().min(1),
        lastName: z.string().min(1),
        email: z.string().min(1),
        phone: z.string().min(1),
      })
      .strict(),
    Header: z.object({ title: text }).strict(),
    Text: z.object(titleAndText).strict(),
    ImageAndText: z.object(titleAndText).strict(),
    TextAndImageList: z
      .object({ ...titleAndText, items: z.array(z.object(titleAndText).strict()).min(1).max(2) })
      .strict(),
    PeopleList: z
      .object({
        ...titleAndText,
        people: z
          .array(z.object({ name: z.string().min(1), ...titleAndText }).strict())
          .min(1)
          .max(2),
      })
      .strict(),
    ImageGallery: z.object(titleAndText).strict(),
    Video: z.object(titleAndText).strict(),
    Location: z.object(titleAndText).strict(),
    Countdown: z.object({ title: text }).strict(),
    GiftRegistry: z
      .object({
        ...titleAndText,
        showGiftRegistryButton: text,
        reserveButton: text,
        cancelReservationButton: text,
        gift: z.object({ title: text, description: paragraphs }).strict(),
      })
      .strict(),
    Rsvp: z
      .object({
        ...titleAndText,
        showFormButton: text,
        selectNumberOfGuestsText: text,
        oneGuestRsvpButton: text,
        guestIndexTitle: text,
        sendButton: text,
        confirmationTitle: text,
        confirmationText: paragraphs,
        questions: z
          .object({
            attending: text,
            food: text,
            foodOptions: z.object({ meat: text, fish: text, vegetarian: text }).strict(),
            allergies: text,
            message: text,
          })
          .strict(),
      })
      .strict(),
    Form: z
      .object({
        ...titleAndText,
        showFormButton: text,
        sendButton: text,
        confirmationTitle: text,
        confirmationText: paragraphs,
        message: text,
      })
      .strict(),
  })
  .strict();
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
  z.object({ days: z.string(), hours: z.string(), minutes: z.string(), seconds: z.string() }).strict(),
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
