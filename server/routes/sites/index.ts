// /api/sites/*: create, read, save, versions and the public read of a site.
import { siteDocumentSchema } from "@core/site";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ANY_ROLE, requireAccount, requireSiteRole, type SiteRow } from "../../guards";
import { compressBody, MIN_COMPRESS_BYTES } from "../../http/compression";
import { sendEncoded } from "../../http/encoded-body";
import { markSentEncoded } from "../../http/etag";
import { chooseCoding, varyWithAcceptEncoding } from "../../http/negotiate";
import { presentOwnerSite } from "../../operations/owner-site";
import { savedOnVersion, saveOwnedSite } from "../../operations/save-site";
import { createSite, createSiteInputSchema } from "../../operations/sites";
import { pruneVersions } from "../../operations/versions";
import { presentSite } from "../../presenters/site";
import { JSON_TYPE, publicSiteAnswer } from "../../ssr/api-cache";
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
    summary:
      "The site, to its owner and every member (co-owner, toastmaster, caterer), with the asker's role",
    access: "owner",
    params: siteParams,
    // Own domain, answers and gift reservations come from their own tables (operations/owner-site.ts);
    // `role` is the asker's (core/members.ts SiteRole: 'primary' for the site's owner).
    handler: async ({ params, request }) => {
      const { site, role } = await requireSiteRole(ctx, request, params.id, ANY_ROLE);
      return { ...(await presentOwnerSite(ctx, site)), role, version: site.currentVersionId };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/V2/:id",
    summary: "Save the V2 fields of the owner's site; keeps a version",
    access: "owner",
    bodyParsedInHandler: siteDocumentSchema,
    params: siteParams,
    handler: async ({ params, request, reply }) => {
      // Ownership, the document and its version, and the owner's facts in one round trip; modules
      // unchanged since an earlier save are not parsed again; the guest pages are invalidated
      // (operations/save-site.ts).
      // x-site-version: the version the editor's document was made from; an older one is 409.
      const base = savedOnVersion(request);
      const { row, facts, json, pruneDue, role } = await saveOwnedSite(
        ctx,
        request,
        params.id,
        request.body,
        base,
      );
      // Each save adds a version; the oldest beyond the retention rule go (operations/versions.ts),
      // looked into only once the site has more than the rule keeps in any case, and then on one save
      // in PRUNE_EVERY (operations/save-site.ts), not on every one.
      if (pruneDue) await pruneVersions(ctx, params.id);
      // Who saved, in the owners' activity list (one "saved" line per person per 10 minutes, issue 28),
      // is written by the save's own statement, with the saver's account it has already read.
      // The owner's Site JSON (presentSite: the document's fields, then the row's and the facts'),
      // written around the document's JSON, which the save made already, instead of serialising the
      // ~30 KB again. The same bytes: the fields after the document are none of its own.
      const rest = JSON.stringify({
        ...presentSite({ ...row, document: {} as SiteRow["document"] }, facts),
        role,
        version: row.currentVersionId,
      });
      reply.type("application/json; charset=utf-8");
      const answer = Buffer.from(`${json.slice(0, -1)},${rest.slice(1)}`);
      // The answer is this save's alone, never sent again: compressed here at the quick level (brotli
      // 3, gzip 3: about a third of the CPU of brotli 5 for some 12 % more bytes), and not kept in the
      // compression hook's memo of bodies sent again and again (compression.ts), which each save's
      // ~30 KB answer would only churn.
      const coding =
        answer.length >= MIN_COMPRESS_BYTES ? chooseCoding(request.headers["accept-encoding"]) : null;
      reply.header("vary", varyWithAcceptEncoding(reply.getHeader("vary")));
      if (!coding) return answer;
      markSentEncoded(reply);
      reply.header("content-encoding", coding);
      return compressBody(answer, coding, true);
    },
  });

  // The version list, a version for the preview, and restoring one (routes/sites/versions.ts).
  await versionRoutes(app, ctx);
}
