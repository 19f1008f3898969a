// Starting texts that are instructions to the couple (issue 23 item 3): a new module's "Berätta hur
// gästerna tar sig hit…" tells the owner what to write; it must never reach a guest as it is.
//
// - `isInstructionText(text)`: the text is one of those instructions (any content language, any brand),
//   compared by its words, so markup and spacing the rich-text editor or the sanitizer add do not hide it.
// - `startingTextIssues(modules, languages)`: what is still an instruction, or not translated, per
//   module, field and language, for the editor's marks and the list before publishing.
// - `withoutInstructionTexts(modules)`: the modules as guests get them (server/presenters/site.ts): a
//   language whose text is still an instruction is removed from that field, as if never written, so the
//   guest gets the field's other languages' own text or nothing (core/translation.ts fallbacks).
//
// Only texts that instruct are hidden. Ready-made texts a guest may well read as they are ('OSA',
// 'Kontakta oss', a wedding's RSVP text) are starting texts too: they are published, and only listed
// where the first language was changed and another language still has the starting text.
import type { Brand } from "@core/brands";
import { BRANDS } from "@core/brands";
import { CONTENT_LANGUAGES, contentIn, type NewModuleContent } from "@modules/new-module-content/content";
import type { SiteModule } from "@modules/schemas";
import wizardDa from "./content/wizard.da.json";
import wizardEn from "./content/wizard.en.json";
import wizardSv from "./content/wizard.sv.json";
import { isWritten, normalizeText, type Translation } from "./translation";

type BrandValue = string | readonly string[] | { wedding: unknown; party: unknown; event: unknown };

/**
 * The starting texts that tell the couple what to write (new-module-content/*.json). Ready-made texts
 * addressed to guests are not here. `brands` narrows a pick to the brands whose wording instructs.
 */
const INSTRUCTIONS: readonly { pick: (c: NewModuleContent) => BrandValue | undefined; brands?: Brand[] }[] = [
  { pick: (c) => c.Text.text },
  { pick: (c) => c.ImageAndText.text },
  { pick: (c) => c.TextAndImageList.text },
  { pick: (c) => c.TextAndImageList.items[0]?.text },
  { pick: (c) => c.TextAndImageList.items[1]?.text },
  { pick: (c) => c.PeopleList.text },
  { pick: (c) => c.PeopleList.people[1]?.text, brands: ["event"] },
  { pick: (c) => c.Location.text },
  { pick: (c) => c.GiftRegistry.gift.description },
  // Issue 27: the programme's, FAQ's and travel module's words to the couple (their example items'
  // times, titles and questions are ready for guests).
  { pick: (c) => c.Programme.text },
  { pick: (c) => c.Faq.text },
  ...[0, 1, 2, 3].map((index) => ({ pick: (c: NewModuleContent) => c.Faq.items[index]?.answer })),
  { pick: (c) => c.Travel.text },
  ...[0, 1, 2, 3].map((index) => ({ pick: (c: NewModuleContent) => c.Travel.items[index]?.text })),
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A text's words: tags dropped, the common entities read, white space collapsed, lower case. */
export function wordsOf(text: string): string {
  return normalizeText(text)
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<\/p>\s*<p[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Every wording of a brand value: one string, paragraphs (joined as the rich text would be), per brand. */
function wordings(value: BrandValue | undefined, brands: readonly Brand[]): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return [value.map((line) => `<p>${line}</p>`).join("")];
  const perBrand = value as Record<Brand, BrandValue>;
  return brands.flatMap((brand) => wordings(perBrand[brand], [brand]));
}

function wordSet(texts: string[]): ReadonlySet<string> {
  return new Set(texts.map(wordsOf).filter((words) => words !== ""));
}

const INSTRUCTION_WORDS = wordSet(
  CONTENT_LANGUAGES.flatMap((language) =>
    INSTRUCTIONS.flatMap(({ pick, brands }) => wordings(pick(contentIn(language)), brands ?? BRANDS)),
  ),
);

/** Every string of a content file: plain texts, and paragraph lists as one rich text. */
function allTexts(value: unknown): string[] {
  if (typeof value === "string") return value.includes("{") ? [] : [value];
  if (Array.isArray(value)) {
    return value.every((line) => typeof line === "string")
      ? [value.map((line) => `<p>${line}</p>`).join("")]
      : value.flatMap(allTexts);
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(allTexts);
  return [];
}

/** Every ready-made text of new modules and of the wizard (instructions included), in sv, en and da. */
const STARTING_WORDS = wordSet([
  ...CONTENT_LANGUAGES.flatMap((language) => allTexts(contentIn(language))),
  ...[wizardSv, wizardEn, wizardDa].flatMap(allTexts),
]);

// A quick look at a text's first words before reading all of it (every text of a page is looked at
// when a guest page is rendered, issue 24): the words of its first characters begin as its own words
// do, as long as they are well longer than the part compared (a tag or entity cut off at the end of
// the slice only changes the end). When the first words are no instruction's, the text is none.
const HEAD_CHARS = 24;
const SLICE_CHARS = 320;
const INSTRUCTION_HEADS = new Set([...INSTRUCTION_WORDS].map((words) => words.slice(0, HEAD_CHARS)));

// Reading a text's words never makes it more than twice as long (only lower-casing a few letters, such
// as 'İ', adds a character): a text under half the shortest instruction is none (titles, names).
const SHORTEST_INSTRUCTION = Math.min(...[...INSTRUCTION_WORDS].map((words) => words.length));

// Quicker still: the first few letters after the leading tags, when they hold no tag or entity, are
// where the words begin (white space collapsed, lower case); no instruction begins with them, no text
// is one. Most texts of a page are ruled out here without a regular expression over their HTML.
const START_CHARS = 12;
const INSTRUCTION_STARTS = new Set([...INSTRUCTION_WORDS].map((words) => words.slice(0, START_CHARS)));

/** The text's first START_CHARS letters as its words begin, or null when that needs the full reading. */
function startOf(text: string): string | null {
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === 60 /* < */) {
      const end = text.indexOf(">", at);
      if (end < 0) return null;
      at = end + 1;
    } else if (code <= 32 || code === 160) at += 1;
    else break;
  }
  const part = text.slice(at, at + 2 * START_CHARS);
  if (part.includes("<") || part.includes("&")) return null;
  const start = part.replace(/\s+/g, " ").trimStart().toLowerCase().slice(0, START_CHARS);
  return start.length === START_CHARS ? start : null;
}

function mayBeInstruction(text: string): boolean {
  if (text.length * 2 < SHORTEST_INSTRUCTION) return false;
  const start = startOf(text);
  if (start !== null && !INSTRUCTION_STARTS.has(start)) return false;
  if (text.length <= SLICE_CHARS) return true;
  const head = wordsOf(text.slice(0, SLICE_CHARS));
  return head.length < HEAD_CHARS + 40 || INSTRUCTION_HEADS.has(head.slice(0, HEAD_CHARS));
}

/** Whether `text` is a starting text that tells the couple what to write (never shown to guests). */
export function isInstructionText(text: string | undefined | null): boolean {
  return !!text && mayBeInstruction(text) && INSTRUCTION_WORDS.has(wordsOf(text));
}

/** Whether `text` is any ready-made starting text (an instruction or a text a guest may read). */
export function isStartingText(text: string | undefined | null): boolean {
  return !!text && STARTING_WORDS.has(wordsOf(text));
}

/** A translation object: an object whose keys are all language codes and whose values are all text. */
function isTranslation(value: unknown): value is Translation {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 && entries.every(([key, text]) => /^[a-z]{2,3}$/.test(key) && typeof text === "string")
  );
}

export type FieldPath = readonly (string | number)[];

/** Every translation object in a module (its title, texts, items', questions' and options' texts). */
export function translationFields(module: SiteModule): { path: FieldPath; value: Translation }[] {
  const found: { path: FieldPath; value: Translation }[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (isTranslation(value)) {
      found.push({ path, value });
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        // The menu title is the owner's short name for the menu, not a text of the module.
        if (path.length === 0 && key === "menuTitle") continue;
        walk(inner, [...path, key]);
      }
    }
  };
  walk(module, []);
  return found;
}

export type StartingTextIssue = {
  moduleId: string;
  moduleType: SiteModule["siteModuleType"];
  /** Where the text is in the module: ['text'], ['items', 0, 'title'], ['form', 'formElements', 2, 'label']. */
  path: FieldPath;
  language: string;
  /**
   * 'instruction': still the starting text that tells the couple what to write (guests never see it);
   * 'untranslated': written in the first language (not a starting text there), but in this language
   * still a starting text, or never written (guests get another language's text).
   */
  kind: "instruction" | "untranslated";
};

/** The issues of one field in each of the site's languages. */
export function fieldIssues(
  value: Translation,
  languages: readonly string[],
): { language: string; kind: StartingTextIssue["kind"] }[] {
  const [first] = languages;
  const firstText = first !== undefined && isWritten(value, first) ? normalizeText(value[first] ?? "") : "";
  const firstIsOwn = firstText !== "" && !isStartingText(firstText);
  const issues: { language: string; kind: StartingTextIssue["kind"] }[] = [];
  for (const language of languages) {
    const written = isWritten(value, language);
    const text = written ? normalizeText(value[language] ?? "") : "";
    if (isInstructionText(text)) issues.push({ language, kind: "instruction" });
    else if (language !== first && firstIsOwn && (!written || isStartingText(text)))
      issues.push({ language, kind: "untranslated" });
  }
  return issues;
}

/**
 * What is still a starting text that instructs, or untranslated, in each of `languages` (the first is
 * the page's main language), module by module in page order, each language's issues together.
 * Hidden modules are left out: guests never see them.
 */
export function startingTextIssues(
  modules: readonly SiteModule[],
  languages: readonly string[],
): StartingTextIssue[] {
  const issues: StartingTextIssue[] = [];
  for (const module of modules) {
    if (module.hide) continue;
    const fields = translationFields(module);
    for (const language of languages) {
      for (const { path, value } of fields) {
        for (const issue of fieldIssues(value, languages)) {
          if (issue.language !== language) continue;
          issues.push({ moduleId: module.id, moduleType: module.siteModuleType, path, ...issue });
        }
      }
    }
  }
  return issues;
}

/** A copy of `t` without the languages whose text is still an instruction; `t` itself when none is. */
export function withoutInstructions(t: Translation): Translation {
  let kept: Translation | null = null;
  for (const language in t) {
    if (!isInstructionText(t[language])) continue;
    kept ??= { ...t };
    delete kept[language];
  }
  return kept ?? t;
}

const LANGUAGE_KEY = /^[a-z]{2,3}$/;

/** isTranslation without the entries arrays: every guest page render walks every module with it. */
function isTranslationObject(value: object): value is Translation {
  let any = false;
  for (const key in value) {
    if (!LANGUAGE_KEY.test(key) || typeof (value as Record<string, unknown>)[key] !== "string") return false;
    any = true;
  }
  return any;
}

/**
 * The modules as guests get them: every text still equal to an instruction is removed from its field
 * (that language falls back to the field's other texts, or shows nothing). Unchanged modules are the
 * same objects; an object is copied only when something inside it changed.
 */
export function withoutInstructionTexts<M extends SiteModule>(modules: readonly M[]): M[] {
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      let items: unknown[] | null = null;
      for (let index = 0; index < value.length; index++) {
        const next = strip(value[index]);
        if (next !== value[index]) {
          items ??= value.slice();
          items[index] = next;
        }
      }
      return items ?? value;
    }
    if (Object.getPrototypeOf(value) === Object.prototype && isTranslationObject(value))
      return withoutInstructions(value);
    let copy: Record<string, unknown> | null = null;
    for (const key in value) {
      const inner = (value as Record<string, unknown>)[key];
      const next = strip(inner);
      if (next !== inner) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = next;
      }
    }
    return copy ?? value;
  };
  return modules.map((module) => strip(module) as M);
}
