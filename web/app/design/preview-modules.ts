// Which modules a design preview shows: the top of the page (its header and the next two modules
// guests see), enough to judge a design by and few enough to render a dozen times. The header's
// image is shown small, so the preview shows the design's colours and type below it, not a photo.
import type { SiteModule } from "@modules/schemas";
import { MODULE_VIEWS } from "@modules/views";

export const PREVIEW_MODULE_COUNT = 3;

export function previewModules(modules: readonly SiteModule[]): SiteModule[] {
  return modules
    .filter((module) => !module.hide && MODULE_VIEWS[module.siteModuleType] !== null)
    .slice(0, PREVIEW_MODULE_COUNT)
    .map((module) =>
      module.siteModuleType === "Header" ? { ...module, userSelectedImageSize: "SMALL" as const } : module,
    );
}
