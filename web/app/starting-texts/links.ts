// The editor's query that opens a module's editor in a language (`?modul=…&sprak=…`), apart from the
// starting-text lists (entries.ts, which re-exports these): the editor reads it on its first load, and
// the lists' content (every module kind's starting texts) waits until the page is drawn (issue 24).

export const OPEN_MODULE_PARAM = "modul";
export const OPEN_LANGUAGE_PARAM = "sprak";

/** `base` (the editor's path) with the query that opens `moduleId` in `language`. */
export function openModuleHref(base: string, moduleId: string, language: string): string {
  const query = new URLSearchParams({ [OPEN_MODULE_PARAM]: moduleId, [OPEN_LANGUAGE_PARAM]: language });
  return `${base}?${query.toString()}`;
}
