// What a document needs before it is saved: the editor allows intermediate states that the stored
// document may not hold (SPEC §5: an incomplete show condition is flagged while editing and cleared on
// save), and form recipients of modules that were deleted are dropped.

import { cleanConditions } from "@core/form-conditions";
import type { SiteDocument } from "@core/site";

export function prepareForSave(document: SiteDocument): SiteDocument {
  let changed = false;
  const siteModules = document.siteModules.map((module) => {
    if (module.siteModuleType !== "Rsvp" && module.siteModuleType !== "Form") return module;
    const form = cleanConditions(module.form);
    if (form === module.form) return module;
    changed = true;
    return { ...module, form };
  });
  const ids = new Set(document.siteModules.map((module) => module.id));
  const formRecipients = document.formRecipients.filter((entry) => ids.has(entry.formId));
  if (formRecipients.length !== document.formRecipients.length) changed = true;
  return changed ? { ...document, siteModules, formRecipients } : document;
}
