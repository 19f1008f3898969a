// Image URLs for views (no zod, so the guest bundle stays small), and the contract between whoever
// stores pictures (server/images for uploads and crops, design/artwork for demo pictures) and the
// views that name them:
// - a stored picture is a JPEG `{stem}.jpg` at full size plus `{stem}-{width}.jpg` for each width of
//   STORED_IMAGE_WIDTHS below its own width (Image.sizes lists them);
// - beside every one of those JPEGs lies a twin in each format of Image.formats, named by
//   twinFileName (`{stem}-{width}.avif`, `.webp`); views offer a format only when the image says its
//   twins exist, so a picture stored before a format was added is never named in a missing file;
// - our uploads from before Image.formats existed have WebP twins only (hasWebpTwins).
import type { Image } from "./images";

/** Formats stored beside the JPEGs, best first: the order of the <source> elements. */
export const TWIN_FORMATS = ["avif", "webp"] as const;
export type TwinFormat = (typeof TWIN_FORMATS)[number];

/**
 * Widths stored below the full size. 2400 serves a cover-cropped header on a 3× phone or a 2×
 * laptop without sending a 4000 px original; 600 is the smallest any module shows at 2×.
 */
export const STORED_IMAGE_WIDTHS = [2400, 1600, 1200, 800, 600] as const;

/** Label of the full-size file in a srcset (SPEC §7: 4000w); it is always the largest candidate. */
const FULL_SIZE_WIDTH = 4000;

export function imageUrl(image: Pick<Image, "path" | "fileName">, fileName = image.fileName): string {
  const base = image.path.endsWith("/") ? image.path : `${image.path}/`;
  return `${base}${fileName}`;
}

function srcSet(image: Image, name: (fileName: string) => string): string {
  const entries = [...image.sizes]
    .sort((a, b) => a.size - b.size)
    .map((s) => `${imageUrl(image, name(s.fileName))} ${s.size}w`);
  entries.push(`${imageUrl(image, name(image.fileName))} ${FULL_SIZE_WIDTH}w`);
  return entries.join(", ");
}

/** srcset from the image's sizes plus the full-size file at 4000w (SPEC §7 Images). */
export function imageSrcSet(image: Image): string {
  return srcSet(image, (fileName) => fileName);
}

/** The largest resized variant, used as the plain src fallback; the full size if there are none. */
export function imageFallbackUrl(image: Image): string {
  const largest = [...image.sizes].sort((a, b) => b.size - a.size)[0];
  return imageUrl(image, largest ? largest.fileName : image.fileName);
}

// Only folders this product writes qualify: an imported image marked cdn elsewhere has no twins, and
// a <source> pointing at a missing file would leave the guest with a broken image.
const OWN_IMAGE_PATH = /^\/media\/(uploads|quick-start)\//;
const DEMO_IMAGE_PATH = /^\/media\/demo\//;
const JPEG_NAME = /\.jpg$/;

/** The name of a stored JPEG's twin in another format. */
export function twinFileName(jpegFileName: string, format: TwinFormat): string {
  return jpegFileName.replace(JPEG_NAME, `.${format}`);
}

/** The WebP twin's name of one of our stored JPEG files. */
export function webpFileName(jpegFileName: string): string {
  return twinFileName(jpegFileName, "webp");
}

function allJpeg(image: Image): boolean {
  return JPEG_NAME.test(image.fileName) && image.sizes.every((s) => JPEG_NAME.test(s.fileName));
}

/** Whether the image is one of our uploads, all of which have a WebP twin of every file. */
export function hasWebpTwins(image: Image): boolean {
  return image.cdn === true && OWN_IMAGE_PATH.test(image.path) && allJpeg(image);
}

/** The formats whose twins exist for every file of the image, best first. */
export function imageTwinFormats(image: Image): TwinFormat[] {
  if (!allJpeg(image)) return [];
  const ours = (image.cdn === true && OWN_IMAGE_PATH.test(image.path)) || DEMO_IMAGE_PATH.test(image.path);
  if (!ours) return [];
  const declared = new Set<TwinFormat>(image.formats ?? []);
  if (hasWebpTwins(image)) declared.add("webp");
  return TWIN_FORMATS.filter((format) => declared.has(format));
}

/** The srcset of one format's twins, for a <source type="image/{format}">. */
export function imageTwinSrcSet(image: Image, format: TwinFormat): string {
  return srcSet(image, (fileName) => twinFileName(fileName, format));
}

/** The srcset of the WebP twins, for a <source type="image/webp">. */
export function imageWebpSrcSet(image: Image): string {
  return imageTwinSrcSet(image, "webp");
}

const STORED_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-(\d{3,5}))?\.(jpg|avif|webp)$/;

/**
 * What a stored file's name says: its stem, its width (null: the full size) and its format. For
 * whoever makes files on request (e.g. demo pictures rendered when first asked for): a name this
 * refuses, or a width not in STORED_IMAGE_WIDTHS, is not a file of ours.
 */
export function parseStoredFileName(
  fileName: string,
): { stem: string; width: number | null; format: "jpg" | TwinFormat } | null {
  const match = STORED_FILE.exec(fileName);
  if (!match?.[1] || !match[3]) return null;
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(STORED_IMAGE_WIDTHS as readonly number[]).includes(width)) {
    // '{stem}-2023.jpg' is a full-size picture whose name ends in a number, not a variant.
    return { stem: `${match[1]}-${match[2]}`, width: null, format: match[3] as "jpg" | TwinFormat };
  }
  return { stem: match[1], width, format: match[3] as "jpg" | TwinFormat };
}

// Portrait crops (issue 11: the header sharp on a phone without sending the whole landscape picture).
// A full-width header on a phone is a tall box the picture covers: only a centred band of its width shows.
// A crop of that band, at PORTRAIT_ASPECT and the picture's full height, is made from the full-size JPEG
// on first request (server/images/portrait.ts) as `{stem}-p{width}.{jpg|avif|webp}`.

/** Width / height of a portrait crop: wider than any box it is used for (modules/shared/image-sizes.ts). */
export const PORTRAIT_ASPECT = 3 / 4;
/** The crop widths offered; a crop is never wider than the picture's full height allows. */
export const PORTRAIT_WIDTHS = [480, 720, 960, 1280, 1600] as const;
export type PortraitFormat = "jpg" | TwinFormat;

const PORTRAIT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-p(\d{3,4})\.(jpg|avif|webp)$/;

export function portraitFileName(
  image: Pick<Image, "fileName">,
  width: number,
  format: PortraitFormat,
): string {
  return `${image.fileName.replace(JPEG_NAME, "")}-p${width}.${format}`;
}

/** What a portrait crop's file name says; null for any other name or an width not offered. */
export function parsePortraitFileName(
  fileName: string,
): { stem: string; width: number; format: PortraitFormat } | null {
  const match = PORTRAIT_FILE.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const width = Number(match[2]);
  if (!(PORTRAIT_WIDTHS as readonly number[]).includes(width)) return null;
  return { stem: match[1], width, format: match[3] as PortraitFormat };
}

/** Whether portrait crops can be made of the image: one of our stored pictures, a full-size JPEG. */
export function hasPortraitCrops(image: Image): boolean {
  return imageTwinFormats(image).length > 0 && (!image.width || !image.height || image.width > image.height);
}

/** The srcset of the image's portrait crops in one format, up to what its full height allows. */
export function portraitSrcSet(image: Image, format: PortraitFormat): string {
  const widest = image.height ? Math.round(image.height * PORTRAIT_ASPECT) : Number.POSITIVE_INFINITY;
  const widths = PORTRAIT_WIDTHS.filter((width, index) => index === 0 || width <= widest);
  return widths
    .map((width) => `${imageUrl(image, portraitFileName(image, width, format))} ${width}w`)
    .join(", ");
}
