// Image URLs for views (no zod, so the guest bundle stays small).
import type { Image } from "./images";

export function imageUrl(image: Pick<Image, "path" | "fileName">, fileName = image.fileName): string {
  const base = image.path.endsWith("/") ? image.path : `${image.path}/`;
  return `${base}${fileName}`;
}

/** srcset from the image's sizes plus the full-size file at 4000w (SPEC §7 Images). */
export function imageSrcSet(image: Image): string {
  const entries = [...image.sizes]
    .sort((a, b) => a.size - b.size)
    .map((s) => `${imageUrl(image, s.fileName)} ${s.size}w`);
  entries.push(`${imageUrl(image)} 4000w`);
  return entries.join(", ");
}

/** The largest resized variant, used as the plain src fallback; the full size if there are none. */
export function imageFallbackUrl(image: Image): string {
  const largest = [...image.sizes].sort((a, b) => b.size - a.size)[0];
  return imageUrl(image, largest ? largest.fileName : image.fileName);
}
