// Printed invitation cards (SPEC §7 Invitations and orders; issue 13), wedding brand only:
// - POST /api/prints/ {print, site} → {id}; PUT /api/prints/{id} {print} → Print; GET /api/prints/{id};
//   GET /api/sites/{siteId}/prints/ → {prints} (newest first): the owner's, 401 without a session, 403
//   for another's site or card (unknown ids too);
// - GET /api/prints/{id}/serverAccess/{key} → {print, site}: for the print renderer, with the card's
//   own key and no session; any other key is a 404; with ?order= of an order of one card per household
//   (issue 25) also {households}: its households in order, each with name, code, link and QR code;
// - POST /api/prints/{id}/image-upload (multipart 'file') and PUT /api/prints/{id}/image-crop: photos
//   for the card, stored as the site's images (server/images), checked by content.
import { LIMITS } from "@core/limits";
import multipart from "@fastify/multipart";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { prints } from "../../db/schema";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { cropImage, uploadImage } from "../../images/service";
import { findSiteById } from "../../operations/sites";
import { orderedDocument, orderHouseholdCards } from "../../orders/records";
import { withQrCodes } from "../../prints/household-qr";
import {
  createPrint,
  listPrints,
  parsePrintDocument,
  presentPrint,
  printByAccessKey,
  requireOwnedPrint,
  requirePrintsBrand,
  updatePrint,
} from "../../prints/records";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { IMAGE_MULTIPART } from "../images";

/** Cards a site may keep: more than a couple ever needs, few enough that no one fills the table. */
export const MAX_PRINTS_PER_SITE = 50;

const printParams = z.object({ id: z.string().max(100) });
const createBody = z.object({ print: z.unknown(), site: z.string().max(100) });
const updateBody = z.object({ print: z.unknown() });
const accessParams = z.object({ id: z.string().max(100), key: z.string().max(200) });
/** ?order=: the card as that order of it was placed (what is printed is what was ordered). */
const accessQuery = z.object({ order: z.string().max(100).optional() });
const cropBody = z.object({
  originalName: z.string().max(LIMITS.shortText).optional(),
  sourceImageUrl: z.string().min(1).max(LIMITS.url),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

export async function printRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "POST",
    url: "/api/prints/",
    summary: "Create an invitation card for the owner's site (wedding brand)",
    access: "owner",
    bodyParsedInHandler: createBody,
    rateLimit: { max: 120, timeWindow: "1 hour" },
    handler: async ({ request }) => {
      requirePrintsBrand(ctx);
      const body = parseInput(createBody, request.body);
      const { site } = await requireOwnedSite(ctx, request, body.site);
      const document = await parsePrintDocument(ctx, body.print, site.id);
      const [stored] = await ctx.db.select({ n: count() }).from(prints).where(eq(prints.siteId, site.id));
      if ((stored?.n ?? 0) >= MAX_PRINTS_PER_SITE)
        throw new ApiError("INVALID_INPUT", {
          issues: [{ path: "site", message: `a site keeps at most ${MAX_PRINTS_PER_SITE} cards` }],
        });
      return { id: (await createPrint(ctx, site.id, document)).id };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/prints/:id",
    summary: "Save the owner's invitation card",
    access: "owner",
    params: printParams,
    bodyParsedInHandler: updateBody,
    handler: async ({ params, request }) => {
      const { print, site } = await requireOwnedPrint(ctx, request, params.id);
      const body = parseInput(updateBody, request.body);
      return presentPrint(await updatePrint(ctx, print, await parsePrintDocument(ctx, body.print, site.id)));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/prints/:id",
    summary: "The owner's invitation card",
    access: "owner",
    params: printParams,
    handler: async ({ params, request }) =>
      presentPrint((await requireOwnedPrint(ctx, request, params.id)).print),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/prints/",
    summary: "The invitation cards of the owner's site, newest first",
    access: "owner",
    params: z.object({ siteId: z.string().max(100) }),
    handler: async ({ params, request }) => {
      requirePrintsBrand(ctx);
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { prints: (await listPrints(ctx, site.id)).map(presentPrint) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/prints/:id/serverAccess/:key",
    summary:
      "A card for its print renderer, with the card's own access key (no session); ?order= gives the card as that order of it was placed",
    access: "public",
    params: accessParams,
    query: accessQuery,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ params, query, reply }) => {
      requirePrintsBrand(ctx);
      const current = await printByAccessKey(ctx, params.id, params.key);
      if (!current) throw new ApiError("NOT_FOUND");
      const ordered = query.order ? await orderedDocument(ctx, current.id, query.order) : null;
      if (query.order && !ordered) throw new ApiError("NOT_FOUND");
      // An order of one card per household: its households as it keeps them, each card's QR code drawn.
      const households =
        query.order && ordered?.perHousehold
          ? await withQrCodes(await orderHouseholdCards(ctx, query.order))
          : null;
      const print = ordered ? { ...current, document: ordered.document } : current;
      const site = await findSiteById(ctx, print.siteId);
      if (!site) throw new ApiError("NOT_FOUND");
      reply.header("cache-control", "no-store");
      const languages = site.document.availableLanguages.map((l) => l.languageCode);
      return {
        print: presentPrint(print),
        site: { host: site.host, siteUrl: site.host ? `https://${site.host}` : null, languages },
        ...(households ? { households } : {}),
      };
    },
  });

  // Multipart only here, as for the site's images (routes/images).
  await app.register(async (scope) => {
    await scope.register(multipart, IMAGE_MULTIPART);
    defineRoute(scope, {
      method: "POST",
      url: "/api/prints/:id/image-upload",
      summary: "Upload a photo for the owner's card (multipart field 'file')",
      access: "owner",
      params: printParams,
      rateLimit: { max: 600, timeWindow: "1 hour" },
      handler: async ({ params, request }) => {
        const { site } = await requireOwnedPrint(ctx, request, params.id);
        return uploadImage(ctx, request, { kind: "site", siteId: site.id });
      },
    });
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/prints/:id/image-crop",
    summary: "Crop a photo stored here into a new photo for the owner's card (pixels of the source file)",
    access: "owner",
    params: printParams,
    bodyParsedInHandler: cropBody,
    rateLimit: { max: 600, timeWindow: "1 hour" },
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedPrint(ctx, request, params.id);
      const { sourceImageUrl, originalName, ...crop } = parseInput(cropBody, request.body);
      return cropImage(
        ctx,
        request,
        { kind: "site", siteId: site.id },
        { sourceImageUrl, originalName, crop },
      );
    },
  });
}
