// Two owners editing at once (issue 28): when a save is refused because the other saved first
// (SAVE_CONFLICT), the editor merges three documents: the one both started from (`base`, what this
// editor last loaded or saved), this editor's draft (`mine`) and what is stored now (`theirs`).
// - A page setting (design, fonts, languages, recipients…): whoever changed it wins; both → mine.
// - Modules, by id: one changed by only one side is that side's; added by either is kept; removed by
//   one side and untouched by the other is removed (removed by one and changed by the other: kept,
//   as a conflict); changed by both → mine, and named as a conflict (the owner sees what to check). The order is mine, with their new modules after the module
//   they follow in theirs.
// Nothing is lost silently: the merge is one undoable step and the conflicts are listed.
import type { SiteDocument } from "@core/site";
import { SAVED_SITE_FIELDS } from "@core/site-helpers";
import type { SiteModule } from "@modules/schemas";

export type MergeResult = {
  document: SiteDocument;
  /** Modules both changed (mine kept), by id. */
  conflictModules: string[];
  /** Page settings both changed (mine kept). */
  conflictFields: string[];
  /** Whether anything of theirs came in. */
  tookTheirs: boolean;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function mergeDocuments(base: SiteDocument, mine: SiteDocument, theirs: SiteDocument): MergeResult {
  const merged = { ...mine } as Record<string, unknown>;
  const conflictFields: string[] = [];
  let tookTheirs = false;
  for (const field of SAVED_SITE_FIELDS) {
    if (field === "siteModules") continue;
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    if (same(m, b)) {
      if (!same(t, b)) tookTheirs = true;
      merged[field] = t;
    } else if (!same(t, b) && !same(t, m)) conflictFields.push(field);
  }

  const byId = (modules: readonly SiteModule[]) => new Map(modules.map((module) => [module.id, module]));
  const baseModules = byId(base.siteModules);
  const mineModules = byId(mine.siteModules);
  const theirModules = byId(theirs.siteModules);
  const conflictModules: string[] = [];
  const result: SiteModule[] = [];
  for (const module of mine.siteModules) {
    const before = baseModules.get(module.id);
    const their = theirModules.get(module.id);
    if (!before) {
      result.push(module); // mine, new
      continue;
    }
    if (!their) {
      // They removed it: gone, unless I changed it since (then mine stays, as a conflict).
      if (same(module, before)) tookTheirs = true;
      else {
        conflictModules.push(module.id);
        result.push(module);
      }
      continue;
    }
    if (same(module, before)) {
      if (!same(their, before)) tookTheirs = true;
      result.push(their);
    } else {
      if (!same(their, before) && !same(their, module)) conflictModules.push(module.id);
      result.push(module);
    }
  }
  // Their new modules, and those I removed that they changed (kept, as a conflict), after the module
  // they follow in their order (first when none does).
  theirs.siteModules.forEach((module, index) => {
    if (mineModules.has(module.id)) return;
    const before = baseModules.get(module.id);
    if (before) {
      if (same(module, before)) return; // my removal stands
      conflictModules.push(module.id);
    }
    tookTheirs = true;
    let at = 0;
    for (let back = index - 1; back >= 0; back--) {
      const previous = theirs.siteModules[back];
      const found = previous ? result.findIndex((m) => m.id === previous.id) : -1;
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    result.splice(at, 0, module);
  });
  merged.siteModules = result;
  return { document: merged as SiteDocument, conflictModules, conflictFields, tookTheirs };
}
