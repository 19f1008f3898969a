// Module management on the draft's module list (SPEC §2 Editor screens): add before a module or at the
// end, delete, hide/show, move one step (clamped). Pure: each returns a new list and leaves its input
// untouched, so the draft's history can keep the old one. Making a new module is in new-modules.ts:
// it needs every kind's schema and starting texts, which the editor's first load does without (issue 24).
import type { SiteModule } from "@modules/schemas";

/** `module` inserted at `index` (clamped; the end when past it). */
export function insertModule(
  modules: readonly SiteModule[],
  index: number,
  module: SiteModule,
): SiteModule[] {
  const at = Math.min(Math.max(index, 0), modules.length);
  return [...modules.slice(0, at), module, ...modules.slice(at)];
}

export function removeModule(modules: readonly SiteModule[], id: string): SiteModule[] {
  return modules.filter((module) => module.id !== id);
}

/** Hidden modules are left out of the guest page and its menu; the editor still shows them, marked. */
export function setModuleHidden(modules: readonly SiteModule[], id: string, hide: boolean): SiteModule[] {
  return modules.map((module) => (module.id === id ? { ...module, hide } : module));
}

/** One step up or down, clamped at the ends (the same list back when nothing moves). */
export function moveModule(modules: SiteModule[], index: number, step: -1 | 1): SiteModule[] {
  const target = Math.min(Math.max(index + step, 0), modules.length - 1);
  if (target === index) return modules;
  const next = [...modules];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}
