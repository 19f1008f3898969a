// What the bench sends as a site document: the saved fields of a V2 site (core/site.ts
// siteDocumentSchema; SPEC §3 "Saved fields on V2"), named here because the bench imports no product
// module (its shape may change under it).
export const SAVED_FIELDS = [
  "siteModules",
  "fonts",
  "theme",
  "colorScheme",
  "siteGraphic",
  "mostRecentSelectedDesignTemplate",
  "availableLanguages",
  "eventLogo",
] as const;

/** The saved fields of a site as the public API answers it (fields it does not have are left out). */
export function savedFieldsOf(site: Record<string, unknown>): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const field of SAVED_FIELDS) if (site[field] !== undefined) document[field] = site[field];
  return document;
}
