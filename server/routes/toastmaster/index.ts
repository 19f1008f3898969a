// The toastmaster's part of a site (issue 28), for the toastmaster and the owners:
//   GET /api/sites/{siteId}/toastmaster                  → the guest list's names and groups only, the
//                                                         shared forms' sign-ups, the Programme modules
//   PUT /api/sites/{siteId}/modules/{moduleId}           → a Programme module saved as a new version
//                                                         (x-site-version: 409 on a stale one)
// Access is checked on every request (guards.ts requireSiteRole); a caterer or a stranger is 403.
// operations/toastmaster.ts holds what is read and how a programme is saved.
import type { SiteRole } from "@core/members";
import { headerTitle, siteLanguages } from "@core/site";
import { programmeSchema } from "@modules/programme/schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireSiteRole } from "../../guards";
import { saveProgrammeModule, toastmasterView } from "../../operations/toastmaster";
import { defineRoute } from "../define";

export const TOASTMASTER_ROLES: readonly SiteRole[] = ["primary", "owner", "toastmaster"];

const siteParams = z.object({ siteId: z.string().max(100) });
const moduleParams = siteParams.extend({ moduleId: z.string().min(1).max(100) });

export async function toastmasterRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/toastmaster",
    summary:
      "The toastmaster's view: guests' names and groups (no contact details), shared forms' sign-ups, the programme",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site, role } = await requireSiteRole(ctx, request, params.siteId, TOASTMASTER_ROLES);
      return {
        ...(await toastmasterView(ctx, site)),
        role,
        version: site.currentVersionId,
        // For the screen: the language the programme is edited in first, and the page's name.
        languages: siteLanguages(site.document),
        pageName: headerTitle(site.document, siteLanguages(site.document)[0] ?? "sv"),
      };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/modules/:moduleId",
    summary: "Save a Programme module as a new version of the site (the toastmaster and the owners)",
    access: "owner",
    params: moduleParams,
    bodyParsedInHandler: programmeSchema,
    handler: async ({ params, request }) => {
      // Access first: a stranger learns nothing from how the body is judged.
      const { account } = await requireSiteRole(ctx, request, params.siteId, TOASTMASTER_ROLES);
      const header = request.headers["x-site-version"];
      const base = typeof header === "string" && /^\d{1,10}$/.test(header) ? Number(header) : null;
      return saveProgrammeModule(ctx, params.siteId, params.moduleId, request.body, account.id, base);
    },
  });
}
