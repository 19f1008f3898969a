// The sizes attribute of a header picture, per theme and header size: the width in CSS pixels the
// browser must fetch so the picture is sharp in its box (the browser multiplies by the device pixel
// ratio itself). The header picture covers its box (object-fit: cover): when the box is taller than
// the picture's own proportions, the picture is scaled to the box's height and its sides are cut off,
// so the width needed is the box height times the picture's aspect ratio, which on a phone is often
// twice the viewport's width. The boxes mirror design/guest.css and design/themes/*.css (header).
import type { Image, ImageSizeName } from "@core/images";

type HeaderSize = ImageSizeName;

/** Aspect ratio (width / height) assumed for a picture that does not say its size: a landscape photo. */
const DEFAULT_ASPECT = 3 / 2;

/** Box heights of the full-width header: clamp(min rem, vh % of the viewport, max rem) (min-height in
 * guest.css; theme6 and theme9 differ). */
type BoxHeight = { min: number; vh: number; max: number };
const FULL_WIDTH_HEIGHTS: Record<string, Record<HeaderSize, BoxHeight>> = {
  default: {
    SMALL: { min: 16, vh: 40, max: 24 },
    MEDIUM: { min: 22, vh: 62, max: 40 },
    LARGE: { min: 26, vh: 86, max: 60 },
  },
  theme6: {
    SMALL: { min: 16, vh: 40, max: 24 },
    MEDIUM: { min: 22, vh: 62, max: 40 },
    LARGE: { min: 24, vh: 78, max: 52 },
  },
  theme9: {
    SMALL: { min: 20, vh: 55, max: 36 },
    MEDIUM: { min: 26, vh: 88, max: 64 },
    LARGE: { min: 26, vh: 88, max: 64 },
  },
};

const clampCss = (box: BoxHeight) => `clamp(${box.min}rem, ${box.vh}vh, ${box.max}rem)`;

function fullWidthBox(theme: string | null | undefined, size: HeaderSize): BoxHeight | null {
  if (theme === "theme10" || theme === "theme12") return null;
  return (FULL_WIDTH_HEIGHTS[theme ?? ""] ?? FULL_WIDTH_HEIGHTS.default)?.[size] ?? null;
}

/** theme10: the picture in a framed box under the title, a fixed aspect ratio (4:3 up to 600 px). */
const THEME10_RATIO: Record<HeaderSize, number> = { SMALL: 16 / 5, MEDIUM: 16 / 8, LARGE: 4 / 3 };
const THEME10_WIDTH = "min(100vw - 2 * clamp(1.25rem, 5vw, 3rem), 68rem)";
const THEME10_PHONE_WIDTH = "(100vw - 2 * clamp(1.25rem, 5vw, 3rem))";

/** theme12: an arch at 4:5 of a set width. */
const THEME12_WIDTH: Record<HeaderSize, string> = { SMALL: "22rem", MEDIUM: "30rem", LARGE: "38rem" };
const THEME12_RATIO = 4 / 5;

export function imageAspect(image: Pick<Image, "width" | "height">): number {
  return image.width && image.height ? image.width / image.height : DEFAULT_ASPECT;
}

/** Three decimals: enough for a pixel, short in the attribute. */
const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** The width a box of a fixed aspect ratio needs of a picture covering it, as a factor of its width. */
const coverFactor = (pictureAspect: number, boxRatio: number) => Math.max(1, pictureAspect / boxRatio);

export function headerImageSizes(
  theme: string | null | undefined,
  size: HeaderSize,
  pictureAspect: number,
): string {
  if (theme === "theme10") {
    const phone = coverFactor(pictureAspect, 4 / 3);
    const wide = coverFactor(pictureAspect, THEME10_RATIO[size]);
    return `(max-width: 600px) calc(${THEME10_PHONE_WIDTH} * ${n(phone)}), calc(${THEME10_WIDTH} * ${n(wide)})`;
  }
  if (theme === "theme12") {
    return `calc(min(100vw - 2.5rem, ${THEME12_WIDTH[size]}) * ${n(coverFactor(pictureAspect, THEME12_RATIO))})`;
  }
  const box = fullWidthBox(theme, size);
  const height = box ? clampCss(box) : "100vh";
  // A browser that cannot read max() in sizes skips the entry and takes the plain 100vw after it.
  return `max(100vw, ${height} * ${n(pictureAspect)}), 100vw`;
}

/**
 * Where a full-width header may show the picture's portrait crop (core/image-urls.ts) instead of the
 * picture: only where its box is certainly narrower than the crop (width / height ≤ PORTRAIT_ASPECT),
 * so the crop is scaled to the box's height and shows exactly the band the whole picture would. With
 * the box clamp(min, vh, max) that holds when the viewport's aspect is at most PORTRAIT_ASPECT × vh and
 * its width at most PORTRAIT_ASPECT × max: a phone held upright. Null where no crop is used.
 */
export function headerPortrait(
  theme: string | null | undefined,
  size: HeaderSize,
  aspect: number,
): { media: string; sizes: string } | null {
  const box = fullWidthBox(theme, size);
  if (!box) return null;
  const maxAspect = Math.floor(aspect * (box.vh / 100) * 1000) / 1000;
  const maxWidth = Math.floor(aspect * box.max * 100) / 100;
  // A box this short is never a tall band on a phone (SMALL headers): the whole picture is right there.
  if (maxAspect < 0.4) return null;
  return {
    media: `(max-width: ${maxWidth}rem) and (max-aspect-ratio: ${maxAspect})`,
    sizes: `calc(${clampCss(box)} * ${n(aspect)})`,
  };
}
