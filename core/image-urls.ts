// Image URLs for views (no zod, so the guest bundle stays small).
import type { Image } from "./images";

export function imageUrl(image: Pick<Image, "path" | "fileName">, fileName = image.fileName): string {
  const base = image.path.endsWith("/") ? image.path : `${image.path}/`;
  return `${base}${fileName}`;
}

function srcSet(image: Image, name: (fileName: string) => string): string {
  const entries = [...image.sizes]
    .sort((a, b) => a.size - b.size)
    .map((s) => `${imageUrl(image, name(s.fileName))} ${s.size}w`);
  entries.push(`${imageUrl(image, name(image.fileName))} 4000w`);
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

// Images this product stored (server/images): beside every JPEG lies a WebP of the same name ending in
// .webp. Only those folders qualify: an imported image marked cdn elsewhere has no WebP twin, and a
// <source> pointing at a missing file would leave the guest with a broken image.
const OWN_IMAGE_PATH = /^\/media\/(uploads|quick-start)\//;
const JPEG_NAME = /\.jpg$/;

/** The WebP twin's name of one of our stored JPEG files. */
export function webpFileName(jpegFileName: string): string {
  return jpegFileName.replace(JPEG_NAME, ".webp");
}

/** Whether the image is one of ours with a WebP twin of every file. */
export function hasWebpTwins(image: Image): boolean {
  return (
    image.cdn === true &&
    OWN_IMAGE_PATH.test(image.path) &&
    JPEG_NAME.test(image.fileName) &&
    image.sizes.every((s) => JPEG_NAME.test(s.fileName))
  );
}

/** The srcset of the WebP twins, for a <source type="image/webp">. */
export function imageWebpSrcSet(image: Image): string {
  return srcSet(image, webpFileName);
}
