// PUT /api/sites/{siteId}/password {password}: the owner sets the guests' password (SPEC §5: trimmed,
// required when the option is on; switching it off saves an empty string, which removes it). A change
// ends every guest's access given with the old password.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { presentOwnerSite } from "../../operations/owner-site";
import { setSitePassword } from "../../operations/site-access";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const params = z.object({ siteId: z.string().max(100) });
const body = z.object({ password: z.string().max(200) });

export async function sitePasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/password",
    summary: "Set the password guests must give to see the site; an empty string removes it",
    access: "owner",
    params,
    bodyParsedInHandler: body,
    handler: async ({ params: p, request }) => {
      await requireOwnedSite(ctx, request, p.siteId);
      const input = parseInput(body, request.body);
      return presentOwnerSite(
        ctx,
        await changingSite(ctx, p.siteId, () => setSitePassword(ctx, p.siteId, input.password)),
      );
    },
  });
}
