// Reading the uploaded file from a multipart request (field `file`, the first file only) and judging
// it by its content. Every way it can go wrong is a 4xx in the API's error shape.

import { LIMITS } from "@core/limits";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";
import { detectImageFormat, type ImageFormat } from "./detect";
import { IMAGE_LIMITS, type ImageCaps } from "./process";

export type UploadedImage = { buffer: Buffer; originalName: string; format: ImageFormat };

/**
 * Everything that goes wrong while the request's body is read is the body's doing: a limit (4xx), or
 * a body that is no multipart at all, is cut off, or stops because the client went away (busboy's
 * "Unexpected end of form", "Malformed part header", a premature close): 400, never a 500.
 */
function multipartError(error: unknown, caps: ImageCaps): ApiError {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE") return new ApiError(caps.tooLarge, { cause: error });
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new ApiError("IMAGE_MISSING", { cause: error });
  if (statusCode === 413) return new ApiError("BODY_TOO_LARGE", { cause: error });
  if (code === "FST_MP_PREMATURE_CLOSE") return new ApiError("IMAGE_UPLOAD_BROKEN", { cause: error });
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new ApiError("INVALID_INPUT", { cause: error });
  return new ApiError("IMAGE_UPLOAD_BROKEN", { cause: error });
}

/** The name the file had on the visitor's device, without any folders or control characters. */
export function cleanOriginalName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const printable = [...base].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0x1f && code !== 0x7f;
  });
  return printable.join("").trim().slice(0, LIMITS.shortText);
}

/** The file of the request, read within the caps' bytes (the route's multipart limit is the owners'). */
export async function readUploadedImage(
  request: FastifyRequest,
  caps: ImageCaps = IMAGE_LIMITS,
): Promise<UploadedImage> {
  let part: MultipartFile | undefined;
  let buffer: Buffer;
  try {
    part = await request.file({ limits: { fileSize: caps.maxBytes }, throwFileSizeLimit: true });
    if (!part) throw new ApiError("IMAGE_MISSING");
    if (part.fieldname !== "file") {
      part.file.resume();
      throw new ApiError("IMAGE_MISSING", {
        issues: [{ path: "file", message: "the image is sent in the multipart field 'file'" }],
      });
    }
    buffer = await part.toBuffer();
  } catch (error) {
    throw multipartError(error, caps);
  }
  if (buffer.length === 0) throw new ApiError("IMAGE_EMPTY");
  const format = detectImageFormat(buffer);
  if (!format) throw new ApiError("IMAGE_UNSUPPORTED");
  return { buffer, originalName: cleanOriginalName(part.filename), format };
}
