// A module's data for one page language (issue 11: a guest page carries only the current language's
// texts). Every translation object is cut down to the one key translate() would read for that language,
// so a view shows exactly what it shows with the whole object, and the other languages stay on the server.
import { fallbackLanguage, type Translation } from "./translation";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** A translation object: non-empty, every key one of the site's languages and every value a string. */
function isTranslation(value: Record<string, unknown>, languages: ReadonlySet<string>): value is Translation {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => languages.has(key) && typeof text === "string");
}

/**
 * `t` with only the key translate(t, language) reads: the language's own (an on-purpose '' included),
 * else the one it falls back to; {} when there is none. Code reading t[language] directly still sees
 * undefined where the owner never wrote that language.
 */
export function localizeTranslation(t: Translation, language: string): Translation {
  const key = Object.hasOwn(t, language) ? language : fallbackLanguage(t, language);
  return key === null ? {} : { [key]: t[key] as string };
}

/**
 * A deep copy of `value` with every translation object localized to `language`. `languages` are the
 * site's languages: only objects keyed by them count as translations, so ids and settings stay whole.
 */
export function localizeTexts<T>(value: T, language: string, languages: readonly string[]): T {
  const known = new Set(languages);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    if (isTranslation(node, known)) return localizeTranslation(node, language);
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) copy[key] = walk(child);
    return copy;
  };
  return walk(value) as T;
}
