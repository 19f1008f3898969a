// Decoding and re-encoding with sharp. Every stored image is made from decoded pixels, never copied
// from the upload: rotated by its EXIF orientation first, flattened onto white (a JPEG has no
// transparency, and the twins beside it must look the same), converted to sRGB, and written without
// any metadata (sharp keeps none unless asked), so camera, GPS and editing data never reach guests.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { STORED_IMAGE_WIDTHS, TWIN_FORMATS, twinFileName } from "@core/image-urls";
import type { OutputInfo, Sharp } from "sharp";
import { ApiError, type ErrorCode } from "../errors";
import type { Region } from "./crop";
import type { ImageFormat } from "./detect";
import { loadSharp, sharpNow } from "./sharp";

/** What one upload may be, and the error answered beyond it. */
export type ImageCaps = {
  /** Bytes of one upload. */
  maxBytes: number;
  /** Pixels of one image: a few kilobytes of PNG can declare gigapixels (a decompression bomb). */
  maxPixels: number;
  tooLarge: Extract<ErrorCode, "IMAGE_TOO_LARGE" | "QUICK_START_IMAGE_TOO_LARGE">;
  tooManyPixels: Extract<ErrorCode, "IMAGE_TOO_MANY_PIXELS" | "QUICK_START_IMAGE_TOO_MANY_PIXELS">;
};

/** A site owner's uploads and crops (and their cards' photos). */
export const IMAGE_LIMITS: ImageCaps = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 40_000_000,
  tooLarge: "IMAGE_TOO_LARGE",
  tooManyPixels: "IMAGE_TOO_MANY_PIXELS",
};

/**
 * Anonymous quick-start uploads: any phone photo (a 12–24 MP camera, a few MB) fits; a 40-megapixel
 * noisy file (~38 s of CPU, >1 GB) does not. 24 MP is ~14 s of CPU at most (measured, noisy JPEG).
 */
export const QUICK_START_IMAGE_LIMITS: ImageCaps = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 24_000_000,
  tooLarge: "QUICK_START_IMAGE_TOO_LARGE",
  tooManyPixels: "QUICK_START_IMAGE_TOO_MANY_PIXELS",
};

/** Above this many pixels the full-size formats are encoded one after another, not at once (memory). */
const ENCODE_ONE_AT_A_TIME_PIXELS = 12_000_000;

/** WebP cannot be wider or taller than this; a larger full-size WebP is scaled down to fit. */
const WEBP_MAX_DIMENSION = 16_383;
/** AVIF (libheif) refuses more than this per side; a larger full-size AVIF is scaled down to fit. */
const AVIF_MAX_DIMENSION = 16_384;
export const JPEG = { quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;
// Effort 3 of 6: about half the time of the default on a 12-megapixel photo, a few percent larger.
export const WEBP = { quality: 78, effort: 3 } as const;
// AVIF effort 0: measured on this machine (docs/decisions.md, images) about as fast as the WebP above;
// effort 2 gave the same bytes at 2–4× the time, the default 4 took 20–30× the time for 15–25 % fewer
// bytes, too slow for an upload the owner waits for. Quality 42: half the bytes of 50 on the demo
// header (71 vs 158 KB at 2400 px), the difference being film grain, invisible at 2–3× density where
// the large variants are shown.
export const AVIF = { quality: 42, effort: 0, chromaSubsampling: "4:2:0" } as const;

export type StoredFiles = {
  fileName: string;
  /** Largest first; only widths smaller than the image (nothing is enlarged). */
  sizes: { size: number; fileName: string }[];
  /** The formats written beside every JPEG. */
  formats: (typeof TWIN_FORMATS)[number][];
  width: number;
  height: number;
  bytes: number;
};

function decodeError(error: unknown, format: ImageFormat | null, caps: ImageCaps): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return new ApiError(caps.tooManyPixels, { cause: error });
  // HEIC is recognised but only decodable when libvips was built with an HEVC decoder.
  if (format === "heic") return new ApiError("IMAGE_UNSUPPORTED", { cause: error });
  return new ApiError("IMAGE_UNREADABLE", { cause: error });
}

type Raw = { data: Buffer; info: OutputInfo };

const decodeOptions = (caps: ImageCaps) => ({ limitInputPixels: caps.maxPixels, failOn: "error" }) as const;

/**
 * The header alone tells the size: refuses a bomb, or an image over the caps, before a single pixel
 * is decoded (milliseconds, whatever the file).
 */
export async function checkImageHeader(
  input: Buffer | string,
  format: ImageFormat | null,
  caps: ImageCaps,
): Promise<void> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, decodeOptions(caps)).metadata();
    if (!meta.width || !meta.height) throw new ApiError("IMAGE_UNREADABLE");
    if (meta.width * meta.height > caps.maxPixels) throw new ApiError(caps.tooManyPixels);
  } catch (error) {
    throw decodeError(error, format, caps);
  }
}

/** The decoded, upright, opaque sRGB pixels (cropped to region when given). */
async function decode(
  input: Buffer | string,
  format: ImageFormat | null,
  caps: ImageCaps,
  region?: Region,
): Promise<Raw> {
  await checkImageHeader(input, format, caps);
  const sharp = sharpNow();
  try {
    const upright = sharp(input, decodeOptions(caps))
      .autoOrient()
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb");
    const raw = await upright.raw().toBuffer({ resolveWithObject: true });
    if (!region) return raw;
    return await rawImage(raw).extract(region).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error, format, caps);
  }
}

const rawImage = ({ data, info }: Raw): Sharp =>
  sharpNow()(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** The pixels at a width (none: full size), scaled down to fit a format's largest side when needed. */
function pixels(raw: Raw, width: number | undefined, maxSide: number): Sharp {
  if (width) return rawImage(raw).resize({ width });
  if (raw.info.width <= maxSide && raw.info.height <= maxSide) return rawImage(raw);
  return rawImage(raw).resize({ width: maxSide, height: maxSide, fit: "inside" });
}

async function encode(
  raw: Raw,
  dir: string,
  jpegName: string,
  width?: number,
  twins = true,
): Promise<number> {
  const files: [string, () => Promise<Buffer>][] = [
    [jpegName, () => pixels(raw, width, Number.POSITIVE_INFINITY).jpeg(JPEG).toBuffer()],
    ...(twins
      ? ([
          [
            twinFileName(jpegName, "webp"),
            () => pixels(raw, width, WEBP_MAX_DIMENSION).webp(WEBP).toBuffer(),
          ],
          [
            twinFileName(jpegName, "avif"),
            () => pixels(raw, width, AVIF_MAX_DIMENSION).avif(AVIF).toBuffer(),
          ],
        ] as [string, () => Promise<Buffer>][])
      : []),
  ];
  // A large full size: each encoder holds hundreds of MB (AVIF ~500 MB at 24 MP), so one at a time.
  const oneAtATime = !width && raw.info.width * raw.info.height > ENCODE_ONE_AT_A_TIME_PIXELS;
  const buffers: Buffer[] = [];
  if (oneAtATime) for (const [, make] of files) buffers.push(await make());
  else buffers.push(...(await Promise.all(files.map(([, make]) => make()))));
  await Promise.all(files.map(([name], i) => writeFile(join(dir, name), buffers[i] as Buffer)));
  return buffers.reduce((sum, b) => sum + b.length, 0);
}

/**
 * Writes the full-size image as {stem}.jpg and each served width smaller than it as {stem}-{width}.jpg,
 * each with an AVIF and a WebP twin ({name}.avif, {name}.webp), into dir (which must exist). Callers
 * run it through the image work queue (./work-queue.ts), which bounds how many run at once.
 */
export async function writeImageFiles(
  input: Buffer | string,
  dir: string,
  stem: string,
  options: {
    format?: ImageFormat | null;
    region?: Region;
    caps?: ImageCaps;
    /** Widths below the full size (default STORED_IMAGE_WIDTHS); JPEG only without twins (guests' photos). */
    widths?: readonly number[];
    twins?: boolean;
  } = {},
): Promise<StoredFiles> {
  const raw = await decode(input, options.format ?? null, options.caps ?? IMAGE_LIMITS, options.region);
  const { width, height } = raw.info;
  const fileName = `${stem}.jpg`;
  const twins = options.twins ?? true;
  const sizes = (options.widths ?? STORED_IMAGE_WIDTHS)
    .filter((w) => w < width)
    .map((size) => ({
      size,
      fileName: `${stem}-${size}.jpg`,
    }));
  // The full size first (on its own when large), then the smaller widths together.
  const full = await encode(raw, dir, fileName, undefined, twins);
  const smaller = await Promise.all(sizes.map((s) => encode(raw, dir, s.fileName, s.size, twins)));
  return {
    fileName,
    sizes,
    formats: twins ? [...TWIN_FORMATS] : [],
    width,
    height,
    bytes: smaller.reduce((a, b) => a + b, full),
  };
}

/** A file-name stem from the uploaded file's name: ASCII letters, digits and '-', else 'image'. */
export function fileStem(originalName: string): string {
  const stem = originalName
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
  return stem || "image";
}
