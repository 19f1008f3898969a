// Upload and crop, as the routes call them: admitted to the image work queue, read or find the source,
// store the new image in turn, answer the spec's image fields.
import type { Image } from "@core/images";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { clientKeyOf } from "../routes/client-key";
import { type CropRect, clampCrop, scaleCrop } from "./crop";
import { checkImageHeader, IMAGE_LIMITS, type ImageCaps, QUICK_START_IMAGE_LIMITS } from "./process";
import { type ImageOwner, presentImage, storeImage } from "./records";
import { type CropSource, resolveCropSource } from "./source";
import { readUploadedImage } from "./upload";
import { imageWorkOf, type Lane, type WorkTicket } from "./work-queue";

const laneOf = (owner: ImageOwner): Lane => (owner.kind === "quick-start" ? "quick-start" : "owner");

export const capsOf = (owner: ImageOwner): ImageCaps =>
  owner.kind === "quick-start" ? QUICK_START_IMAGE_LIMITS : IMAGE_LIMITS;

/** Admitted (or refused 429/503) before anything is read; the place is held until the answer. */
async function admitted<T>(
  ctx: AppContext,
  request: FastifyRequest,
  owner: ImageOwner,
  work: (ticket: WorkTicket) => Promise<T>,
): Promise<T> {
  const ticket = imageWorkOf(ctx).admit(laneOf(owner), clientKeyOf(request.ip));
  try {
    return await work(ticket);
  } finally {
    ticket.release();
  }
}

export function uploadImage(ctx: AppContext, request: FastifyRequest, owner: ImageOwner): Promise<Image> {
  const caps = capsOf(owner);
  return admitted(ctx, request, owner, async (ticket) => {
    const upload = await readUploadedImage(request, caps);
    // Refused by its header (bytes, pixels) before it waits for a slot or any pixel is decoded.
    await checkImageHeader(upload.buffer, upload.format, caps);
    const row = await ticket.run(() =>
      storeImage(ctx, owner, upload.buffer, {
        originalName: upload.originalName,
        format: upload.format,
        caps,
      }),
    );
    return presentImage(row);
  });
}

/** Hosts a sourceImageUrl may name: this server as configured, and as the browser reached it. */
function ownHosts(ctx: AppContext, request: FastifyRequest): string[] {
  return [new URL(ctx.config.publicUrl).host.toLowerCase(), request.host.toLowerCase()];
}

export function cropImage(
  ctx: AppContext,
  request: FastifyRequest,
  owner: ImageOwner,
  input: {
    sourceImageUrl: string;
    crop: CropRect;
    originalName?: string | undefined;
    imageBeforeEdit?: CropSource["before"] | undefined;
  },
): Promise<Image> {
  return admitted(ctx, request, owner, async (ticket) => {
    const source = await resolveCropSource(ctx, input.sourceImageUrl, ownHosts(ctx, request), owner);
    const region = clampCrop(scaleCrop(input.crop, source.scale), source.width, source.height);
    if (!region) throw new ApiError("CROP_OUTSIDE_IMAGE");
    // The source was stored here within the caps (or is a demo picture): an owner's caps bound the decode.
    const row = await ticket.run(() =>
      storeImage(ctx, owner, source.file, {
        originalName: input.originalName || source.originalName,
        format: "jpeg",
        region,
        croppedFrom: source.croppedFrom,
      }),
    );
    // The legacy body names the image to revert to itself (it may be an earlier original); v2 reverts to the source.
    return { ...presentImage(row), imageBeforeEdit: input.imageBeforeEdit ?? source.before };
  });
}
