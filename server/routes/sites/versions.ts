// /api/sites/{id}/versions/*: the owner's saved versions (SPEC §2 Versions, §7): the list, one version's
// document for the preview, and restoring one as the site's page.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { presentOwnerSite } from "../../operations/owner-site";
import { getVersion } from "../../operations/sites";
import { listSiteVersions, restoreVersion } from "../../operations/versions";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const siteParams = z.object({ id: z.string().max(100) });
/** The site id is judged by requireOwnedSite first (403), so a stranger learns nothing from a bad version id. */
const versionParams = z.object({
  versionId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "a version id is a positive whole number")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "no such version"),
});

export async function versionRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:id/versions",
    summary: "The site's saved versions, newest first, with latest and current marked",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.id);
      return { versions: await listSiteVersions(ctx, site) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:id/versions/:versionId",
    summary: "One saved version's document",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      await requireOwnedSite(ctx, request, params.id);
      const { versionId } = parseInput(versionParams, request.params);
      return { site: await getVersion(ctx, params.id, versionId) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:id/versions/:versionId/restore",
    summary:
      "Make a saved version the site's page (editor and guests); it becomes current, the newest stays latest",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      await requireOwnedSite(ctx, request, params.id);
      const { versionId } = parseInput(versionParams, request.params);
      return presentOwnerSite(
        ctx,
        await changingSite(ctx, params.id, () => restoreVersion(ctx, params.id, versionId)),
      );
    },
  });
}
