// Translation objects: the site content's per-language texts (SPEC §1), e.g. { sv: 'Välkommen', en: 'Welcome' }.
// Pure (no zod) so the guest bundle can use it; the schema is in translation-schema.ts.
//
// A key tells written from never written (docs/decisions.md, "Intentional empties"):
//  - key absent: never written in that language; the lookup falls back (language, en, sv, first).
//  - key present with '': the owner emptied the field in that language on purpose; it stays empty
//    there (a cleared second line must not show the English one).
// So nothing may add '' keys for languages nobody wrote in (adding a language adds no keys).

export type Translation = Record<string, string>;

// The languages tried after the current one, in the spec's order.
const FALLBACK_LANGUAGES = ["en", "sv"] as const;

/** What the rich-text editor leaves when everything is deleted: the same as nothing. */
const EMPTY_RICH_TEXT = /^(<p>(\s|<br\s*\/?>)*<\/p>)+$/;

/** A stored text as shown: an empty rich-text paragraph counts as ''. */
export function normalizeText(value: string): string {
  return EMPTY_RICH_TEXT.test(value.trim()) ? "" : value;
}

const own = (t: Translation, language: string): string | undefined =>
  Object.hasOwn(t, language) ? t[language] : undefined;

/**
 * Text for `language` when written there (an on-purpose '' included); else the first non-empty of
 * en, sv, then any language. Fallbacks skip empties: another language emptied on purpose says nothing
 * about this one, so a guest gets a text there is one.
 */
export function translate(t: Translation | undefined | null, language: string): string {
  if (!t) return "";
  const written = own(t, language);
  if (written !== undefined) return normalizeText(written);
  return fallbackText(t, language);
}

/** What `language` would show if it had never been written: the fallbacks of translate(). */
export function fallbackText(t: Translation | undefined | null, language: string): string {
  const key = fallbackLanguage(t, language);
  return t && key !== null ? (t[key] as string) : "";
}

/** Which language's text fallbackText() shows: the first non-empty of en, sv, then any; null for none. */
export function fallbackLanguage(t: Translation | undefined | null, language: string): string | null {
  if (!t) return null;
  for (const candidate of FALLBACK_LANGUAGES) {
    if (candidate === language) continue;
    const value = own(t, candidate);
    if (value !== undefined && normalizeText(value) !== "") return candidate;
  }
  for (const [candidate, value] of Object.entries(t)) {
    if (candidate !== language && normalizeText(value) !== "") return candidate;
  }
  return null;
}

/** Whether the owner wrote `language` (a text or an on-purpose empty). */
export function isWritten(t: Translation | undefined | null, language: string): boolean {
  return !!t && Object.hasOwn(t, language);
}

/**
 * A copy of `t` with `language` set to `text` (rich text's empty paragraph stored as ''); `t` itself is
 * left untouched. '' is kept as a key: it is the owner's on-purpose empty.
 */
export function setTranslation(
  t: Translation | undefined | null,
  language: string,
  text: string,
): Translation {
  return { ...(t ?? {}), [language]: normalizeText(text) };
}

/** A copy of `t` without `language`: the field falls back again as if never written there. */
export function clearTranslation(t: Translation | undefined | null, language: string): Translation {
  const { [language]: _removed, ...rest } = t ?? {};
  return rest;
}
