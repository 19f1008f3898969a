// Translation objects: the site content's per-language texts (SPEC §1), e.g. { sv: 'Välkommen', en: 'Welcome' }.
// Pure (no zod) so the guest bundle can use it; the schema is in translation-schema.ts.

export type Translation = Record<string, string>;

// The languages tried after the current one, in the spec's order.
const FALLBACK_LANGUAGES = ["en", "sv"] as const;

// An empty string counts as missing: the editor stores '' when an owner clears a field or adds a
// language without translating yet, and a guest is better served by the text in another language
// than by a blank heading or menu entry.
const hasText = (value: string | undefined): value is string => value !== undefined && value !== "";

/** Text for `language`, else en, else sv, else the first non-empty key; '' when there is none. */
export function translate(t: Translation | undefined | null, language: string): string {
  if (!t) return "";
  for (const candidate of [language, ...FALLBACK_LANGUAGES]) {
    const value = Object.hasOwn(t, candidate) ? t[candidate] : undefined;
    if (hasText(value)) return value;
  }
  return Object.values(t).find(hasText) ?? "";
}

/** A copy of `t` with `language` set to `text`; `t` itself is left untouched. */
export function setTranslation(
  t: Translation | undefined | null,
  language: string,
  text: string,
): Translation {
  return { ...(t ?? {}), [language]: text };
}
