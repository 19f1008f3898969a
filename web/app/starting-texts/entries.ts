// The list of what is still a starting text or untranslated (issue 23 item 3), as the editor and the
// address screen show it: one entry per module and language, naming its fields, each entry a link that
// opens that module's editor in that language (`?modul=…&sprak=…`, read by the editor shell).
import { type FieldPath, type StartingTextIssue, startingTextIssues } from "@core/starting-texts";
import type { SiteModule } from "@modules/schemas";

/** The editor's query that opens a module's editor in a language (links.ts). */
export { OPEN_LANGUAGE_PARAM, OPEN_MODULE_PARAM, openModuleHref } from "./links";

export type StartingTextEntry = {
  module: SiteModule;
  language: string;
  fields: { path: FieldPath; kind: StartingTextIssue["kind"] }[];
};

/** The issues of the page grouped by module and language, in page order, then the site's language order. */
export function startingTextEntries(
  modules: readonly SiteModule[],
  languages: readonly string[],
): StartingTextEntry[] {
  const entries: StartingTextEntry[] = [];
  for (const issue of startingTextIssues(modules, languages)) {
    const last = entries.at(-1);
    if (last && last.module.id === issue.moduleId && last.language === issue.language) {
      last.fields.push({ path: issue.path, kind: issue.kind });
      continue;
    }
    const module = modules.find((m) => m.id === issue.moduleId);
    if (module)
      entries.push({ module, language: issue.language, fields: [{ path: issue.path, kind: issue.kind }] });
  }
  return entries;
}

/** How many texts the entries name. */
export const countTexts = (entries: readonly StartingTextEntry[]): number =>
  entries.reduce((sum, entry) => sum + entry.fields.length, 0);

const FIELD_KEYS: Record<string, string> = {
  title: "title",
  secondTitle: "secondTitle",
  secondLine: "secondLine",
  text: "text",
  description: "description",
  label: "label",
  // Issue 27: a FAQ's question and answer, a programme item's 'for whom'.
  question: "label",
  answer: "answer",
  part: "part",
  days: "unit",
  hours: "unit",
  minutes: "unit",
  seconds: "unit",
};

export type FieldLabel = { key: string; values?: Record<string, string | number>; within?: FieldLabel };

/**
 * A field's name as message keys under app:startingTexts: 'Text', 'Rad 2: Rubrik', 'Fråga 3: Frågan',
 * 'Fråga 3: Svarsalternativ 1'.
 */
export function fieldLabel(path: FieldPath): FieldLabel {
  const name = path.at(-1);
  const own = (): FieldLabel => {
    if (typeof name !== "string") return { key: "fields.other" };
    if (name === "text" && path.at(-3) === "options")
      return { key: "fields.option", values: { number: Number(path.at(-2)) + 1 } };
    if (FIELD_KEYS[name]) return { key: `fields.${FIELD_KEYS[name]}` };
    if (/Button$/.test(name)) return { key: "fields.button" };
    if (/^confirmation/.test(name)) return { key: "fields.confirmation" };
    return { key: "fields.other" };
  };
  const field = own();
  const questionAt = path.indexOf("formElements");
  if (questionAt >= 0 && typeof path[questionAt + 1] === "number")
    return { key: "question", values: { number: (path[questionAt + 1] as number) + 1 }, within: field };
  const index = path.find((step): step is number => typeof step === "number");
  if (index !== undefined) return { key: "item", values: { number: index + 1 }, within: field };
  return field;
}
