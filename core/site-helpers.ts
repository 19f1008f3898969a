// The site document's pure helpers (no zod): the saved fields' names, the page's name and languages.
// They live apart from the schemas (core/site.ts, which re-exports them) so that code needing only these,
// like the editor's first load (issue 24), does not load and evaluate zod and every module's schema.
import type { SiteDocument } from "./site";
import { translate } from "./translation";

/**
 * The fields saved by PUT /api/sites/V2/{id} (SPEC §3 "Saved fields on V2"): the keys of
 * siteDocumentSchema, in its order (core/site.test.ts holds the two together).
 */
export const SAVED_SITE_FIELDS = [
  "siteModules",
  "fonts",
  "theme",
  "colorScheme",
  "siteGraphic",
  "mostRecentSelectedDesignTemplate",
  "formRecipients",
  "availableLanguages",
  "eventLogo",
] as const satisfies readonly (keyof SiteDocument)[];

/** The page's name: its first Header module's title in the language ('' when there is none). */
export function headerTitle(site: Pick<SiteDocument, "siteModules">, language: string): string {
  const header = site.siteModules.find((module) => module.siteModuleType === "Header");
  return translate(header?.title, language);
}

export function siteLanguages(site: Pick<SiteDocument, "availableLanguages">): string[] {
  return site.availableLanguages.map((l) => l.languageCode);
}
