// GET /api/sites/{siteId}/account/: the account page's data, for the site's owner only.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { accountOfSite } from "../../operations/account-page";
import { defineRoute } from "../define";

export async function siteAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/account/",
    summary: "Account and site facts for the account page: mail, registration, visitor count, publication",
    access: "owner",
    params: z.object({ siteId: z.string().max(100) }),
    handler: async ({ params, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return accountOfSite(ctx, account, site);
    },
  });
}
