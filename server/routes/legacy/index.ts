// Version-1 sites' routes (SPEC §7 legacy; issue 14): the old guest endpoints (RSVP v3, speech v2),
// and the owner's legacy answers view (list, delete one, osa.xlsx). The owner routes answer 401
// without a session and 403 for another's site before anything is read.
import { EXPORTS, sheetNameFor } from "@core/answers";
import { UI_LANGUAGES } from "@core/languages";
import { legacyWireSiteSchema } from "@core/legacy/schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { answersXlsx } from "../../export/answers-xlsx";
import { requireOwnedSite } from "../../guards";
import { deleteLegacyViewRsvp, legacyAsStored, legacyViewRsvps } from "../../legacy/answers";
import { saveLegacySite, upgradeLegacySite } from "../../legacy/owner";
import {
  legacyRsvpBodySchema,
  legacySpeechBodySchema,
  submitLegacyRsvp,
  submitLegacySpeech,
} from "../../legacy/submissions";
import { presentOwnerSite } from "../../operations/owner-site";
import { sendXlsx } from "../answers";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().min(1).max(100) });
const rsvpParams = siteParams.extend({
  rsvpId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "an answer id holds letters, digits, '-' and '_' only"),
});
const SUBMIT_LIMIT = { max: 30, timeWindow: "1 minute" };

export async function legacyRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId",
    summary:
      "Save a version-1 site with the old editor's format (modules with ids and properties, mailReceivers); keeps a version",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: legacyWireSiteSchema,
    rateLimit: { max: 600, timeWindow: "1 hour" },
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return presentOwnerSite(ctx, await saveLegacySite(ctx, site, request.body));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/upgrade",
    summary:
      "Make a version-1 site a version-2 site: its page as it is shown, its old answers as answers of its RSVP, the old site kept in its versions",
    access: "owner",
    params: siteParams,
    rateLimit: { max: 30, timeWindow: "1 hour" },
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const upgraded = await upgradeLegacySite(ctx, site);
      return { site: await presentOwnerSite(ctx, upgraded.site), answers: upgraded.answers };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/rsvps/:siteId/v3/",
    summary:
      "Send an RSVP to a version-1 site's RSVP3 form (persons, postKey, source); invertedSuccess true means spam",
    access: "public",
    params: siteParams,
    body: legacyRsvpBodySchema,
    rateLimit: SUBMIT_LIMIT,
    handler: ({ params, body, request }) => submitLegacyRsvp(ctx, request, params.siteId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/speeches/:siteId/v2",
    summary: "Sign up for a speech on a version-1 site ('Anmälan av tal'); invertedSuccess true means spam",
    access: "public",
    params: siteParams,
    body: legacySpeechBodySchema,
    rateLimit: SUBMIT_LIMIT,
    handler: ({ params, body, request }) => submitLegacySpeech(ctx, request, params.siteId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rsvps/:siteId",
    summary:
      "A version-1 site's RSVP answers in the old view's shape, newest first: those collected before it came here and those sent since: {data}",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { data: await legacyViewRsvps(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/rsvps/:siteId/:rsvpId",
    summary: "Delete one of a version-1 site's old RSVP answers; 404 when there is no such answer",
    access: "owner",
    params: rsvpParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      await deleteLegacyViewRsvp(ctx, site.id, params.rsvpId);
      return { _id: params.rsvpId, deleted: true };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rsvps/:siteId/osa.xlsx",
    summary: "A version-1 site's old RSVP answers as a spreadsheet (osa.xlsx)",
    access: "owner",
    params: siteParams,
    query: z.object({ language: z.enum(UI_LANGUAGES).default("sv") }),
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const title = sheetNameFor("rsvp", query.language);
      const rows = (await legacyViewRsvps(ctx, site.id)).map((row) =>
        legacyAsStored(row, query.language, title),
      );
      const file = await answersXlsx(rows, query.language, title);
      return sendXlsx(reply, file, EXPORTS.rsvp.fileName);
    },
  });
}
