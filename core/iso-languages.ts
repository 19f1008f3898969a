// Page languages (SPEC §9): any ISO 639-1 language, named from our own table in the owner app's
// languages (./language-table: browsers' Intl data lacks many of these names) and by Intl otherwise.
// Zod-free. Guest code imports the Intl names from ./language-names directly, which keeps this list and
// the table out of the guest bundle.

import * as intl from "./language-names";
import { LANGUAGE_NAMES } from "./language-table";

/** Every ISO 639-1 two-letter language code (the retired 'bh', 'in', 'iw', 'ji', 'jw', 'mo', 'sh' left out). */
// biome-ignore format: one line per initial letter is easier to check against the standard
export const ISO_LANGUAGES = [
  "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az",
  "ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs",
  "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy",
  "da", "de", "dv", "dz",
  "ee", "el", "en", "eo", "es", "et", "eu",
  "fa", "ff", "fi", "fj", "fo", "fr", "fy",
  "ga", "gd", "gl", "gn", "gu", "gv",
  "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
  "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu",
  "ja", "jv",
  "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky",
  "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv",
  "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my",
  "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny",
  "oc", "oj", "om", "or", "os",
  "pa", "pi", "pl", "ps", "pt",
  "qu",
  "rm", "rn", "ro", "ru", "rw",
  "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw",
  "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty",
  "ug", "uk", "ur", "uz",
  "ve", "vi", "vo",
  "wa", "wo",
  "xh",
  "yi", "yo",
  "za", "zh", "zu",
] as const;

export type IsoLanguage = (typeof ISO_LANGUAGES)[number];

export const isIsoLanguage = (code: unknown): code is IsoLanguage =>
  typeof code === "string" && (ISO_LANGUAGES as readonly string[]).includes(code);

const UI_COLUMN: Readonly<Record<string, 0 | 1 | 2>> = { sv: 0, en: 1, da: 2 };

/**
 * The language's name in the UI language ('de' in sv → 'tyska', in en → 'German'), or in the language
 * itself when given the code twice ('de', 'de' → 'Deutsch'): from the table for every ISO code, from
 * Intl for anything else; the code in upper case only when neither knows it.
 */
export function languageName(code: string, uiLanguage: string): string {
  const row = LANGUAGE_NAMES[code];
  const column = UI_COLUMN[uiLanguage];
  if (row && column !== undefined) return row[column];
  if (row?.[3] && uiLanguage === code) return row[3];
  return intl.languageName(code, uiLanguage);
}

/** The name as a list item starts: 'Tyska', 'Deutsch', 'Dansk'. */
export function languageLabel(code: string, uiLanguage: string): string {
  return capitalised(languageName(code, uiLanguage), uiLanguage);
}

function capitalised(name: string, uiLanguage: string): string {
  let first: string;
  try {
    first = name.charAt(0).toLocaleUpperCase(uiLanguage);
  } catch {
    first = name.charAt(0).toUpperCase();
  }
  return first + name.slice(1);
}

/**
 * The languages most pages here add, besides the quick picks: the Nordic and Baltic neighbours, the
 * big European languages and those many guests in Sweden and Denmark speak at home. Listed first.
 */
// biome-ignore format: a list of codes
export const COMMON_LANGUAGES = [
  "sv", "en", "da", "no", "fi", "is", "de", "fr", "es", "it", "nl", "pl", "pt", "et", "lv", "lt",
  "ru", "uk", "el", "tr", "ar", "fa", "so", "ti", "bs", "hr", "sr", "zh",
] as const satisfies readonly IsoLanguage[];

export type LanguageOption = { code: string; label: string };

/**
 * The languages a page can add, named in the UI language with their own name beside it when that
 * differs ('Tyska (Deutsch)'): the common ones first, then every other, each group in the UI
 * language's alphabetical order; no name twice.
 */
export function languageOptions(
  uiLanguage: string,
  exclude: readonly string[],
): { common: LanguageOption[]; others: LanguageOption[] } {
  const seen = new Set<string>();
  const option = (code: string): LanguageOption | null => {
    const name = languageName(code, uiLanguage);
    const own = LANGUAGE_NAMES[code]?.[3];
    const label =
      own && own.toLocaleLowerCase() !== name.toLocaleLowerCase()
        ? `${capitalised(name, uiLanguage)} (${own})`
        : capitalised(name, uiLanguage);
    const key = label.toLocaleLowerCase();
    if (seen.has(key)) return null;
    seen.add(key);
    return { code, label };
  };
  const byName = (a: LanguageOption, b: LanguageOption) => a.label.localeCompare(b.label, uiLanguage);
  const list = (codes: readonly string[]) =>
    codes
      .filter((code) => !exclude.includes(code))
      .map(option)
      .filter((o): o is LanguageOption => o !== null)
      .sort(byName);
  const common = list(COMMON_LANGUAGES);
  const others = list(
    ISO_LANGUAGES.filter((code) => !(COMMON_LANGUAGES as readonly string[]).includes(code)),
  );
  return { common, others };
}
