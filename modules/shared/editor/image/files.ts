// What the image dialog and the gallery upload accept, how the dropzone's refusals are worded, and the
// small rules about an image (may it be cropped, what reverting a crop restores, its thumbnail).
import { imageUrl } from "@core/image-urls";
import type { Image } from "@core/images";

/**
 * The picker and the drop accept the formats the server decodes. HEIC is left out on purpose: iOS
 * converts a photo to JPEG when the page does not list HEIC, so iPhone photos still arrive.
 */
export const IMAGE_ACCEPT = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/gif": [".gif"],
  "image/avif": [".avif"],
} as const;

/** The server's upload limit (issue 8: 25 MB); the dropzone refuses bigger files before sending. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/**
 * Quick start's upload limit (no account yet): the server caps anonymous uploads lower
 * (server/images/process.ts QUICK_START_IMAGE_LIMITS), so the picker refuses bigger files before sending
 * them rather than after 15 MB have gone up a phone's connection.
 */
export const QUICK_START_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MIN_IMAGE_BYTES = 1;

/** The most an upload may weigh where the editor runs: quick start's lower cap, else the owner's. */
export function maxImageBytes(quickStart: boolean): number {
  return quickStart ? QUICK_START_MAX_IMAGE_BYTES : MAX_IMAGE_BYTES;
}

/** Whole megabytes for messages ('högst 15 MB'). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/** The accept attribute of a plain file input: the same types and extensions. */
export const IMAGE_ACCEPT_ATTRIBUTE = Object.entries(IMAGE_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

/** Why a file picked outside the dropzone (the gallery's own input) is not uploaded: its rules. */
export type FileRefusal = "notImage" | "tooLarge" | "empty";

export function fileRefusal(file: File, maxBytes: number = MAX_IMAGE_BYTES): FileRefusal | null {
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? "";
  const known = Object.entries(IMAGE_ACCEPT).some(
    ([type, extensions]) =>
      file.type === type || (file.type === "" && (extensions as readonly string[]).includes(extension)),
  );
  if (!known) return "notImage";
  if (file.size < MIN_IMAGE_BYTES) return "empty";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}

/** react-dropzone's refusal codes that have a message of their own. */
export const REJECTION_CODES = [
  "file-invalid-type",
  "file-too-large",
  "file-too-small",
  "too-many-files",
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/**
 * The distinct refusal reasons of a drop, in a stable order, for one message each: dropping five
 * files says "one at a time" once, not five times. Unknown codes (a future validator) count as a
 * wrong type, the closest message the owner can act on.
 */
export function rejectionCodes(
  rejections: readonly { errors: readonly { code: string }[] }[],
): RejectionCode[] {
  const found = new Set<RejectionCode>();
  for (const rejection of rejections)
    for (const error of rejection.errors)
      found.add(
        (REJECTION_CODES as readonly string[]).includes(error.code)
          ? (error.code as RejectionCode)
          : "file-invalid-type",
      );
  return REJECTION_CODES.filter((code) => found.has(code));
}

/**
 * Only images this product stores can be cropped (SPEC §4: crop only for cdn images): the server
 * refuses any other crop source. Demo images are ours too, served from /media/.
 */
export function canCrop(image: Image): boolean {
  return image.cdn === true || image.isDemoImage === true || image.path.startsWith("/media/");
}

/** The image as it was before its last crop; the crop's own files are left for the server to clean. */
export function revertCrop(image: Image): Image {
  const before = image.imageBeforeEdit;
  if (!before) return image;
  // id, width and height described the cropped file; the original's are not kept, so they are left
  // out rather than wrong (views then let the browser measure; the path names the original's files).
  // formats too: the original may be older than its crop's AVIF twins.
  const {
    imageBeforeEdit: _before,
    id: _id,
    width: _width,
    height: _height,
    formats: _formats,
    ...rest
  } = image;
  return { ...rest, path: before.path, sizes: before.sizes, fileName: before.fileName };
}

/** The smallest stored file that is still at least `minWidth` wide, for thumbnails and previews. */
export function previewUrl(image: Image, minWidth: number): string {
  const sizes = [...image.sizes].sort((a, b) => a.size - b.size);
  const fitting = sizes.find((s) => s.size >= minWidth) ?? sizes.at(-1);
  return imageUrl(image, fitting ? fitting.fileName : image.fileName);
}
