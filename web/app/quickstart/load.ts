// What quick start edits (SPEC §2): a copy of the brand's demo site, or the page the wizard's answers
// make (with the demo copy's header picture). Shared by the quick-start editor and its invitations.
import type { Site } from "@core/site";
import { generateWizardSite } from "@core/wizard";
import { api } from "../api";
import type { QuickStartPath } from "../config";
import { readWizardData } from "../wizard/storage";

export type QuickStartResponse = { site: Site; loggedInUsersSiteId: string | null };

export async function loadQuickStart(
  path: QuickStartPath,
  demoSiteId: string | null,
): Promise<QuickStartResponse> {
  if (path.kind === "demo") {
    return api.get<QuickStartResponse>(`/api/sites/quick-start/${demoSiteId}`);
  }
  // The wizard's page: generated here from the answers; the demo copy lends its header picture and
  // tells whether the visitor is logged in. Without it the page is still made, only plainer.
  const copy = demoSiteId
    ? await api.get<QuickStartResponse>(`/api/sites/quick-start/${demoSiteId}`).catch(() => null)
    : null;
  const header = copy?.site.siteModules.find((m) => m.siteModuleType === "Header");
  const headerImage = header && "image" in header ? header.image : null;
  return {
    site: generateWizardSite(readWizardData(), { headerImage }),
    loggedInUsersSiteId: copy?.loggedInUsersSiteId ?? null,
  };
}
