// New modules for the add-module dialog (SPEC §2 Editor screens): which kinds it offers and a new
// module of a kind. Apart from module-ops.ts because a new module needs every kind's schema (zod) and
// starting texts: the add-module dialog loads this with itself, not the editor's first load (issue 24).
import type { Brand } from "@core/brands";
import { newSiteModule } from "@modules/new-module";
import { SITE_MODULE_TYPES, type SiteModule, type SiteModuleType } from "@modules/schemas";

/** The kinds the add-module dialog offers: every kind, but no gift registry for the event brand. */
export function addableKinds(brand: Brand): SiteModuleType[] {
  return SITE_MODULE_TYPES.filter((kind) => !(brand === "event" && kind === "GiftRegistry"));
}

/** A new module of `kind` with a fresh id and starting texts in each of the site's languages. */
export function makeModule(kind: SiteModuleType, languages: string[], brand: Brand): SiteModule {
  return newSiteModule(kind, languages, brand);
}
