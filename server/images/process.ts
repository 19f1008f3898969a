// Decoding and re-encoding with sharp. Every stored image is made from decoded pixels, never copied
// from the upload: rotated by its EXIF orientation first, flattened onto white (a JPEG has no
// transparency, and the twins beside it must look the same), converted to sRGB, and written without
// any metadata (sharp keeps none unless asked), so camera, GPS and editing data never reach guests.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { STORED_IMAGE_WIDTHS, TWIN_FORMATS, twinFileName } from "@core/image-urls";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { ApiError } from "../errors";
import type { Region } from "./crop";
import type { ImageFormat } from "./detect";

export const IMAGE_LIMITS = {
  /** Bytes of one upload. */
  maxBytes: 25 * 1024 * 1024,
  /** Pixels of one image: a few kilobytes of PNG can declare gigapixels (a decompression bomb). */
  maxPixels: 40_000_000,
} as const;

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

// Two cores: more images at once would only queue inside libvips and hold more decoded pixels.
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function decodeError(error: unknown, format: ImageFormat | null): ApiError {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return new ApiError("IMAGE_TOO_MANY_PIXELS", { cause: error });
  // HEIC is recognised but only decodable when libvips was built with an HEVC decoder.
  if (format === "heic") return new ApiError("IMAGE_UNSUPPORTED", { cause: error });
  return new ApiError("IMAGE_UNREADABLE", { cause: error });
}

type Raw = { data: Buffer; info: OutputInfo };

/** The decoded, upright, opaque sRGB pixels (cropped to region when given). */
async function decode(input: Buffer | string, format: ImageFormat | null, region?: Region): Promise<Raw> {
  const options = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: "error" } as const;
  try {
    // The header alone tells the size: refuse a bomb before a single pixel is decoded.
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) throw new ApiError("IMAGE_UNREADABLE");
    if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) throw new ApiError("IMAGE_TOO_MANY_PIXELS");
    const upright = sharp(input, options)
      .autoOrient()
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb");
    const raw = await upright.raw().toBuffer({ resolveWithObject: true });
    if (!region) return raw;
    return await rawImage(raw).extract(region).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw decodeError(error, format);
  }
}

const rawImage = ({ data, info }: Raw): Sharp =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** The pixels at a width (none: full size), scaled down to fit a format's largest side when needed. */
function pixels(raw: Raw, width: number | undefined, maxSide: number): Sharp {
  if (width) return rawImage(raw).resize({ width });
  if (raw.info.width <= maxSide && raw.info.height <= maxSide) return rawImage(raw);
  return rawImage(raw).resize({ width: maxSide, height: maxSide, fit: "inside" });
}

async function encode(raw: Raw, dir: string, jpegName: string, width?: number): Promise<number> {
  const files: [string, Promise<Buffer>][] = [
    [jpegName, pixels(raw, width, Number.POSITIVE_INFINITY).jpeg(JPEG).toBuffer()],
    [twinFileName(jpegName, "webp"), pixels(raw, width, WEBP_MAX_DIMENSION).webp(WEBP).toBuffer()],
    [twinFileName(jpegName, "avif"), pixels(raw, width, AVIF_MAX_DIMENSION).avif(AVIF).toBuffer()],
  ];
  const buffers = await Promise.all(files.map(([, data]) => data));
  await Promise.all(files.map(([name], i) => writeFile(join(dir, name), buffers[i] as Buffer)));
  return buffers.reduce((sum, b) => sum + b.length, 0);
}

/**
 * Writes the full-size image as {stem}.jpg and each served width smaller than it as {stem}-{width}.jpg,
 * each with an AVIF and a WebP twin ({name}.avif, {name}.webp), into dir (which must exist).
 */
export function writeImageFiles(
  input: Buffer | string,
  dir: string,
  stem: string,
  options: { format?: ImageFormat | null; region?: Region } = {},
): Promise<StoredFiles> {
  return inTurn(async () => {
    const raw = await decode(input, options.format ?? null, options.region);
    const { width, height } = raw.info;
    const fileName = `${stem}.jpg`;
    const sizes = STORED_IMAGE_WIDTHS.filter((w) => w < width).map((size) => ({
      size,
      fileName: `${stem}-${size}.jpg`,
    }));
    const written = await Promise.all([
      encode(raw, dir, fileName),
      ...sizes.map((s) => encode(raw, dir, s.fileName, s.size)),
    ]);
    return {
      fileName,
      sizes,
      formats: [...TWIN_FORMATS],
      width,
      height,
      bytes: written.reduce((a, b) => a + b, 0),
    };
  });
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
