// GET /api/sites/quick-start/{id} (SPEC §7 Sites): a copy of a demo site for an anonymous visitor to
// edit in the browser. Only demo sites can be copied; the copy is never stored and the demo site
// itself is never changed (a quick-start save creates the visitor's own site with POST /api/sites/V2).
import type { Site } from "@core/site";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { accountOfSession, sessionToken } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { ID_PATTERN } from "../../ids";
import { siteIdOfAccount } from "../../operations/accounts";
import { findSiteById } from "../../operations/sites";
import { presentSite } from "../../presenters/site";
import { defineRoute } from "../define";

const quickStartParams = z.object({
  id: z.string().regex(ID_PATTERN, "a site id is 24 hexadecimal characters"),
});

export type QuickStartResponse = { site: Site; loggedInUsersSiteId: string | null };

export async function quickStartRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/quick-start/:id",
    summary: "A copy of a demo site to edit without an account; and the caller's own site id, if logged in",
    access: "public",
    params: quickStartParams,
    handler: async ({ params, request }): Promise<QuickStartResponse> => {
      const row = await findSiteById(ctx, params.id);
      if (!row?.isDemo) throw new ApiError("NOT_FOUND");
      const account = await accountOfSession(ctx.db, sessionToken(request));
      const loggedInUsersSiteId = account ? await siteIdOfAccount(ctx, account.id) : null;
      const site: Site = {
        ...presentSite(row),
        // The copy belongs to nobody: nothing of the demo site's publication or owner data comes along.
        host: null,
        active: false,
        activeDate: null,
        activeExpireDate: null,
        password: null,
        metaNoindex: false,
        quickStart: true,
        wizardData: null,
        formRecipients: [],
        giftRegistryReservations: [],
      };
      return { site, loggedInUsersSiteId };
    },
  });
}
