// Reading the uploaded file from a multipart request (field `file`, the first file only) and judging
// it by its content. Every way it can go wrong is a 4xx in the API's error shape.

import { LIMITS } from "@core/limits";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";
import { detectImageFormat, type ImageFormat } from "./detect";

export type UploadedImage = { buffer: Buffer; originalName: string; format: ImageFormat };

function multipartError(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE") return new ApiError("IMAGE_TOO_LARGE", { cause: error });
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new ApiError("IMAGE_MISSING", { cause: error });
  if (statusCode === 413) return new ApiError("BODY_TOO_LARGE", { cause: error });
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new ApiError("INVALID_INPUT", { cause: error });
  return error;
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

export async function readUploadedImage(request: FastifyRequest): Promise<UploadedImage> {
  let part: MultipartFile | undefined;
  let buffer: Buffer;
  try {
    part = await request.file();
    if (!part) throw new ApiError("IMAGE_MISSING");
    if (part.fieldname !== "file") {
      part.file.resume();
      throw new ApiError("IMAGE_MISSING", {
        issues: [{ path: "file", message: "the image is sent in the multipart field 'file'" }],
      });
    }
    buffer = await part.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
  if (buffer.length === 0) throw new ApiError("IMAGE_EMPTY");
  const format = detectImageFormat(buffer);
  if (!format) throw new ApiError("IMAGE_UNSUPPORTED");
  return { buffer, originalName: cleanOriginalName(part.filename), format };
}
