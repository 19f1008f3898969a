// PUT /api/sites/{siteId}/metaNoindex {metaNoindex}: the owner asks search engines not to index the
// guest page (true) or allows it (false). Like the guests' password it is stored for an unpublished
// site too (docs/decisions.md, 'Mer drawer'): the editor offers it only once the site is published,
// and a value set before takes effect on publication.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { setMetaNoindex } from "../../operations/meta-noindex";
import { presentOwnerSite } from "../../operations/owner-site";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const params = z.object({ siteId: z.string().max(100) });
const body = z.object({ metaNoindex: z.boolean() });

export async function siteMetaNoindexRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/metaNoindex",
    summary: "Hide the guest page from search engines (true: robots noindex) or show it (false)",
    access: "owner",
    params,
    bodyParsedInHandler: body,
    handler: async ({ params: p, request }) => {
      // Ownership first: a stranger learns nothing from how the body is judged.
      await requireOwnedSite(ctx, request, p.siteId);
      const input = parseInput(body, request.body);
      return presentOwnerSite(
        ctx,
        await changingSite(ctx, p.siteId, () => setMetaNoindex(ctx, p.siteId, input.metaNoindex)),
      );
    },
  });
}
