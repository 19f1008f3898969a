// Image upload and crop for the editor (SPEC §7): POST /api/sites/{id|quick-start}/upload-image and
// PUT /api/sites/{id|quick-start}/crop-image (legacy body) and /crop-image/v2. The owner variants need
// the site's owner; the quick-start variants are anonymous, limited per client, and their images are
// kept apart until a site created from that quick start claims them (server/images/claim.ts). A quick
// start is known by its cookie (server/images/quick-start-key.ts) and crops only its own uploads.
// Image work is admitted and queued per client and lane (server/images/work-queue.ts): 429 or 503 with
// Retry-After beyond it.
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { scheduleImageCleanup } from "../../images/cleanup";
import { IMAGE_LIMITS } from "../../images/process";
import { quickStartKey } from "../../images/quick-start-key";
import type { ImageOwner } from "../../images/records";
import { cropImage, uploadImage } from "../../images/service";
import { ImageBusyError } from "../../images/work-queue";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const siteParams = z.object({ id: z.string().max(100) });

const cropRectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const sourceImageUrlSchema = z.string().min(1).max(LIMITS.url);

/** x, y, width, height: pixels of the file at sourceImageUrl (react-image-crop's PixelCrop at natural size). */
export const cropV2BodySchema = z.object({
  originalName: z.string().max(LIMITS.shortText).optional(),
  sourceImageUrl: sourceImageUrlSchema,
  crop: cropRectSchema,
});
export const cropLegacyBodySchema = cropRectSchema.extend({
  sourceImageUrl: sourceImageUrlSchema,
  imageBeforeEdit: imageSchema.shape.imageBeforeEdit,
});

// Per client. A quick start needs a handful of photos; an owner filling a gallery may send dozens.
const QUICK_START_UPLOADS = { max: 60, timeWindow: "1 hour" };
const QUICK_START_CROPS = { max: 120, timeWindow: "1 hour" };
const OWNER_UPLOADS = { max: 600, timeWindow: "1 hour" };
const OWNER_CROPS = { max: 600, timeWindow: "1 hour" };

const quickStartOwner = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply): ImageOwner => ({
  kind: "quick-start",
  key: quickStartKey(ctx, request, reply),
});

async function ownerOf(ctx: AppContext, request: FastifyRequest, siteId: string): Promise<ImageOwner> {
  const { site } = await requireOwnedSite(ctx, request, siteId);
  return { kind: "site", siteId: site.id };
}

function cropRoutes(app: FastifyInstance, ctx: AppContext, suffix: "crop-image" | "crop-image/v2") {
  const schema = suffix === "crop-image" ? cropLegacyBodySchema : cropV2BodySchema;
  const crop = (request: FastifyRequest, owner: ImageOwner) => {
    if (suffix === "crop-image/v2") {
      const body = parseInput(cropV2BodySchema, request.body);
      return cropImage(ctx, request, owner, body);
    }
    const { imageBeforeEdit, sourceImageUrl, ...rect } = parseInput(cropLegacyBodySchema, request.body);
    return cropImage(ctx, request, owner, { sourceImageUrl, crop: rect, imageBeforeEdit });
  };
  defineRoute(app, {
    method: "PUT",
    url: `/api/sites/quick-start/${suffix}`,
    summary: "Crop an image stored here into a new quick-start image (pixels of the source file)",
    access: "public",
    bodyParsedInHandler: schema,
    rateLimit: QUICK_START_CROPS,
    handler: ({ request, reply }) => crop(request, quickStartOwner(ctx, request, reply)),
  });
  defineRoute(app, {
    method: "PUT",
    url: `/api/sites/:id/${suffix}`,
    summary: "Crop an image stored here into a new image of the owner's site (pixels of the source file)",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: schema,
    rateLimit: OWNER_CROPS,
    handler: async ({ params, request }) => crop(request, await ownerOf(ctx, request, params.id)),
  });
}

/**
 * One picture a request, within the owners' image limits (the site's images and the invitation cards'
 * photos); a quick-start upload is read within its lower byte cap (server/images/upload.ts).
 */
export const IMAGE_MULTIPART = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: IMAGE_LIMITS.maxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1000,
    parts: 12,
    headerPairs: 100,
  },
};

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  scheduleImageCleanup(app, ctx);
  // Busy answers say when to come back (also for the cards' photos, whose routes come later).
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof ImageBusyError) reply.header("retry-after", String(error.retryAfterSeconds));
  });
  // Multipart only here: every other route keeps refusing it.
  await app.register(async (scope) => {
    await scope.register(multipart, IMAGE_MULTIPART);
    defineRoute(scope, {
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      summary:
        "Upload an image without an account (multipart field 'file'); removed after 7 days unless a site uses it",
      access: "public",
      rateLimit: QUICK_START_UPLOADS,
      handler: ({ request, reply }) => uploadImage(ctx, request, quickStartOwner(ctx, request, reply)),
    });
    defineRoute(scope, {
      method: "POST",
      url: "/api/sites/:id/upload-image",
      summary: "Upload an image for the owner's site (multipart field 'file')",
      access: "owner",
      params: siteParams,
      rateLimit: OWNER_UPLOADS,
      handler: async ({ params, request }) =>
        uploadImage(ctx, request, await ownerOf(ctx, request, params.id)),
    });
    cropRoutes(scope, ctx, "crop-image");
    cropRoutes(scope, ctx, "crop-image/v2");
  });
}
