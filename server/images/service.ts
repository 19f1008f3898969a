// Upload and crop, as the routes call them: read or find the source, store the new image, answer the
// spec's image fields.
import type { Image } from "@core/images";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { type CropRect, clampCrop, scaleCrop } from "./crop";
import { type ImageOwner, presentImage, storeImage } from "./records";
import { type CropSource, resolveCropSource } from "./source";
import { readUploadedImage } from "./upload";

export async function uploadImage(
  ctx: AppContext,
  request: FastifyRequest,
  owner: ImageOwner,
): Promise<Image> {
  const upload = await readUploadedImage(request);
  const row = await storeImage(ctx, owner, upload.buffer, {
    originalName: upload.originalName,
    format: upload.format,
  });
  return presentImage(row);
}

/** Hosts a sourceImageUrl may name: this server as configured, and as the browser reached it. */
function ownHosts(ctx: AppContext, request: FastifyRequest): string[] {
  return [new URL(ctx.config.publicUrl).host.toLowerCase(), request.host.toLowerCase()];
}

export async function cropImage(
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
  const source = await resolveCropSource(ctx, input.sourceImageUrl, ownHosts(ctx, request));
  const region = clampCrop(scaleCrop(input.crop, source.scale), source.width, source.height);
  if (!region) throw new ApiError("CROP_OUTSIDE_IMAGE");
  const row = await storeImage(ctx, owner, source.file, {
    originalName: input.originalName || source.originalName,
    format: "jpeg",
    region,
    croppedFrom: source.croppedFrom,
  });
  // The legacy body names the image to revert to itself (it may be an earlier original); v2 reverts to the source.
  return { ...presentImage(row), imageBeforeEdit: input.imageBeforeEdit ?? source.before };
}
