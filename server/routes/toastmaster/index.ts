// The toastmaster's part of a site (issue 28), for the toastmaster and the owners:
//   GET /api/sites/{siteId}/toastmaster                  → the guest list's names and groups only, the
//                                                         shared forms' sign-ups, the Programme modules
//   PUT /api/sites/{siteId}/modules/{moduleId}           → a Programme module saved as a new version
//                                                         (x-site-version: 409 on a stale one)
//   POST /api/sites/{siteId}/toastmaster/message        { channel, text, preview? } → a message (a send
//                                                         of kind 'message') to the households of the
//                                                         sign-ups only; preview: who would get it, by name
// Access is checked on every request (guards.ts requireSiteRole); a caterer or a stranger is 403.
// operations/toastmaster.ts holds what is read and how a programme is saved.
import type { SiteRole } from "@core/members";
import { SEND_CHANNELS, SEND_TEXT_MAX } from "@core/sends";
import { headerTitle, siteLanguages } from "@core/site";
import { programmeSchema } from "@modules/programme/schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireSiteRole } from "../../guards";
import { savedOnVersion } from "../../operations/save-site";
import { createSend, previewSend } from "../../operations/sends";
import { wakeSends } from "../../operations/sends-outbox";
import { saveProgrammeModule, speakerHouseholds, toastmasterView } from "../../operations/toastmaster";
import { defineRoute } from "../define";

export const TOASTMASTER_ROLES: readonly SiteRole[] = ["primary", "owner", "toastmaster"];

const siteParams = z.object({ siteId: z.string().max(100) });
export const toastmasterMessageSchema = z
  .object({
    channel: z.enum(SEND_CHANNELS),
    text: z.string().trim().min(1).max(SEND_TEXT_MAX.mail),
    /** Only who would get it (names), nothing stored or sent. */
    preview: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.text.length <= SEND_TEXT_MAX[body.channel], {
    path: ["text"],
    message: "too long for this channel",
  });

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
      return saveProgrammeModule(
        ctx,
        params.siteId,
        params.moduleId,
        request.body,
        account.id,
        savedOnVersion(request),
      );
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/toastmaster/message",
    summary:
      "A message to the guests who signed up in a shared form (their households, matched by name), or its preview: names only",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: toastmasterMessageSchema,
    rateLimit: { max: 30, timeWindow: "10 minutes" },
    handler: async ({ params, request, reply }) => {
      const { site, account } = await requireSiteRole(ctx, request, params.siteId, TOASTMASTER_ROLES);
      const input = toastmasterMessageSchema.safeParse(request.body);
      if (!input.success)
        throw new ApiError("INVALID_INPUT", {
          issues: input.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
        });
      const { ids, unmatched } = speakerHouseholds(await toastmasterView(ctx, site));
      if (ids.length === 0) throw new ApiError("SEND_NO_RECIPIENTS");
      const send = {
        channel: input.data.channel,
        households: ids,
        kind: "message" as const,
        text: input.data.text,
      };
      if (input.data.preview) {
        // Names only: the preview's addresses and its sample (a personal link) are not the toastmaster's.
        const preview = await previewSend(ctx, site, account, send);
        return {
          recipients: preview.recipients.map(({ householdId, name }) => ({ householdId, name })),
          skipped: preview.skipped,
          unmatched,
        };
      }
      const made = await createSend(ctx, site, account, send);
      wakeSends(ctx);
      return reply.code(202).send({ ...made, households: ids.length, unmatched });
    },
  });
}
