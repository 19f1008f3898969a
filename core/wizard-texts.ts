// The wizard's ready-made texts (SPEC §4 Wizard): written in sv, en and da in core/content/wizard.<lang>.json,
// all of one shape, checked against the schema below when loaded. Rich texts are stored as their
// paragraphs, with only the markup a site's rich text allows. Other site languages get the English text
// to translate (docs/decisions.md).
import { z } from "zod";
import da from "./content/wizard.da.json";
import en from "./content/wizard.en.json";
import sv from "./content/wizard.sv.json";

export const DRESS_CODES = [
  "WHITE_TIE",
  "BLACK_TIE",
  "FORMAL",
  "COCKTAIL",
  "CASUAL",
  "OTHER",
  "NOT_DECIDED",
] as const;
export type DressCode = (typeof DRESS_CODES)[number];
export const CHILDREN_OPTIONS = [
  "NO_CHILDREN",
  "CHILDREN_ALLOWED_ON_CEREMONY",
  "CHILDREN_WELCOME",
  "OTHER",
  "NOT_DECIDED",
] as const;
export type ChildrenOption = (typeof CHILDREN_OPTIONS)[number];
export const GIFT_OPTIONS = ["MONEY", "GIFTS", "GUEST_FEE", "NO_GIFTS", "OTHER", "NOT_DECIDED"] as const;
export type GiftOption = (typeof GIFT_OPTIONS)[number];

const line = z.string().min(1);
const paragraphs = z.array(line).min(1);
const each = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, paragraphs])) as Record<K, typeof paragraphs>);

/** Examples in the generated gift registry; their ids and quantities are in GIFT_EXAMPLES below. */
const GIFT_EXAMPLE_NAMES = ["glasses", "board", "honeymoon"] as const;

const wizardContentSchema = z.strictObject({
  titles: z.strictObject({ home: line, welcome: line, dressCode: line, children: line, gifts: line }),
  /** {date}, {place} and {names} are filled in, escaped, by welcomeText. */
  welcome: z.strictObject({ withDate: line, withoutDate: line, more: line, signOff: line }),
  dressCode: each(["WHITE_TIE", "BLACK_TIE", "FORMAL", "COCKTAIL", "CASUAL"] as const),
  children: each(["NO_CHILDREN", "CHILDREN_ALLOWED_ON_CEREMONY", "CHILDREN_WELCOME"] as const),
  gifts: each(["MONEY", "GIFTS", "GUEST_FEE", "NO_GIFTS"] as const),
  giftExamples: z.strictObject(
    Object.fromEntries(
      GIFT_EXAMPLE_NAMES.map((name) => [name, z.strictObject({ title: line, description: paragraphs })]),
    ) as Record<
      (typeof GIFT_EXAMPLE_NAMES)[number],
      z.ZodObject<{ title: typeof line; description: typeof paragraphs }>
    >,
  ),
});
type WizardContent = z.infer<typeof wizardContentSchema>;

export const TEXT_LANGUAGES = ["sv", "en", "da"] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export type WizardText = Record<TextLanguage, string>;

const CONTENT: Record<TextLanguage, WizardContent> = {
  sv: wizardContentSchema.parse(sv),
  en: wizardContentSchema.parse(en),
  da: wizardContentSchema.parse(da),
};

const paragraphsHtml = (lines: readonly string[]) => lines.map((l) => `<p>${l}</p>`).join("");

/** One text in the three languages, picked from each language's content. */
const inAll = (pick: (content: WizardContent) => string): WizardText => ({
  sv: pick(CONTENT.sv),
  en: pick(CONTENT.en),
  da: pick(CONTENT.da),
});

function byKey<K extends string>(
  pick: (content: WizardContent) => Record<K, string[]>,
): Record<K, WizardText> {
  const keys = Object.keys(pick(CONTENT.sv)) as K[];
  return Object.fromEntries(keys.map((key) => [key, inAll((c) => paragraphsHtml(pick(c)[key]))])) as Record<
    K,
    WizardText
  >;
}

export const WIZARD_TITLES: Record<keyof WizardContent["titles"], WizardText> = {
  home: inAll((c) => c.titles.home),
  welcome: inAll((c) => c.titles.welcome),
  dressCode: inAll((c) => c.titles.dressCode),
  children: inAll((c) => c.titles.children),
  gifts: inAll((c) => c.titles.gifts),
};

/** The page text for each dress code; OTHER and NOT_DECIDED use the COCKTAIL text (SPEC §4). */
export const DRESS_CODE_TEXTS = byKey((c) => c.dressCode);
/** The page text for each children option; OTHER and NOT_DECIDED have none (no module is made). */
export const CHILDREN_TEXTS = byKey((c) => c.children);
/** The page text for each gift option; OTHER and NOT_DECIDED use the GIFTS text (SPEC §4). */
export const GIFT_TEXTS = byKey((c) => c.gifts);

const EXAMPLE_QUANTITIES: Record<(typeof GIFT_EXAMPLE_NAMES)[number], number> = {
  glasses: 6,
  board: 1,
  honeymoon: 1,
};

/** Example wishes in the generated gift registry, for the couple to replace with their own. */
export const GIFT_EXAMPLES: readonly {
  id: string;
  title: WizardText;
  description: WizardText;
  quantity: number;
}[] = GIFT_EXAMPLE_NAMES.map((name, index) => ({
  id: `giftRegistryItemWizard${index + 1}`,
  title: inAll((c) => c.giftExamples[name].title),
  description: inAll((c) => paragraphsHtml(c.giftExamples[name].description)),
  quantity: EXAMPLE_QUANTITIES[name],
}));

export const dressCodeText = (dressCode: DressCode): WizardText =>
  DRESS_CODE_TEXTS[dressCode === "OTHER" || dressCode === "NOT_DECIDED" ? "COCKTAIL" : dressCode];
export const giftText = (gifts: GiftOption): WizardText =>
  GIFT_TEXTS[gifts === "OTHER" || gifts === "NOT_DECIDED" ? "GIFTS" : gifts];
export const childrenText = (children: ChildrenOption): WizardText | null =>
  children === "OTHER" || children === "NOT_DECIDED" ? null : CHILDREN_TEXTS[children];

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The welcome text with what the couple typed filled in, escaped: it goes inside rich text. */
export function welcomeText(
  language: TextLanguage,
  { names, location, date }: { names: string; location: string; date: string | null },
): string {
  const { welcome } = CONTENT[language];
  const fill = (template: string) =>
    template.replace(/\{(date|place|names)\}/g, (_, key: string) =>
      escapeHtml(key === "date" ? (date ?? "") : key === "place" ? location : names),
    );
  return paragraphsHtml(
    [date ? welcome.withDate : welcome.withoutDate, welcome.more, welcome.signOff].map(fill),
  );
}
