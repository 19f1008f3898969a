// /api/sites/*: create, read, save, versions and the public read of a site.
import { siteDocumentSchema } from "@core/site";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireAccount, requireOwnedSite } from "../../guards";
import { sendEncoded } from "../../http/encoded-body";
import { presentOwnerSite } from "../../operations/owner-site";
import { ownerFactsForSave } from "../../operations/save-site";
import { parseSavedDocument } from "../../operations/save-site-document";
import { createSite, createSiteInputSchema, saveSite } from "../../operations/sites";
import { pruneVersions } from "../../operations/versions";
import { presentSite } from "../../presenters/site";
import { JSON_TYPE, publicSiteAnswer } from "../../ssr/api-cache";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { versionRoutes } from "./versions";

const siteParams = z.object({ id: z.string().max(100) });

export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "POST",
    url: "/api/sites/V2",
    summary: "Create the logged-in account's site from a V2 document",
    access: "account",
    bodyParsedInHandler: createSiteInputSchema,
    handler: async ({ request }) => {
      // Logged in first: a stranger learns nothing from how the body is judged.
      const account = await requireAccount(ctx, request);
      const input = parseInput(createSiteInputSchema, request.body);
      return { site: presentSite(await createSite(ctx, account.id, input)) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/public/:id",
    summary: "A published (or demo) site as guests see it",
    access: "public",
    params: siteParams,
    handler: async ({ params, request, reply }) => {
      // Serialised once per site, version and access state until the site changes (ssr/api-cache.ts);
      // 404 for a site guests cannot see, 401 without a protected site's password.
      const { answer, hit, recount } = await publicSiteAnswer(ctx, request, params.id);
      reply.header("x-cache", hit ? "hit" : "miss");
      // Its kept brotli or gzip bytes, an ETag from them and 304 on revalidation, as for guest pages.
      return sendEncoded(request, reply, JSON_TYPE, answer, recount);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:id",
    summary: "The owner's site",
    access: "owner",
    params: siteParams,
    // Own domain, answers and gift reservations come from their own tables (operations/owner-site.ts).
    handler: async ({ params, request }) =>
      presentOwnerSite(ctx, (await requireOwnedSite(ctx, request, params.id)).site),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/V2/:id",
    summary: "Save the V2 fields of the owner's site; keeps a version",
    access: "owner",
    bodyParsedInHandler: siteDocumentSchema,
    params: siteParams,
    handler: async ({ params, request }) => {
      // Ownership first, with the owner's facts the answer carries (the save does not change them).
      const facts = await ownerFactsForSave(ctx, request, params.id); // the old document is not read
      // Modules unchanged since an earlier save of this site are not parsed again (save-site-document.ts).
      const document = parseSavedDocument(params.id, request.body);
      const json = JSON.stringify(document);
      // The guest page shows the saved document from now on (ssr/page-cache.ts).
      const saved = await changingSite(ctx, params.id, () => saveSite(ctx, params.id, document, json));
      // Each save adds a version; the oldest beyond the retention rule go (operations/versions.ts),
      // looked into only once the site has more than the rule keeps in any case (saveSite says so).
      if (saved.pruneDue) await pruneVersions(ctx, params.id);
      const { pruneDue: _pruneDue, ...row } = saved;
      return presentSite(row, facts);
    },
  });

  // The version list, a version for the preview, and restoring one (routes/sites/versions.ts).
  await versionRoutes(app, ctx);
}
