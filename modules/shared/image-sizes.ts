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

/** Box heights of the full-width header (min-height in guest.css; theme6 and theme9 differ). */
const FULL_WIDTH_HEIGHTS: Record<string, Record<HeaderSize, string>> = {
  default: {
    SMALL: "clamp(16rem, 40vh, 24rem)",
    MEDIUM: "clamp(22rem, 62vh, 40rem)",
    LARGE: "clamp(26rem, 86vh, 60rem)",
  },
  theme6: {
    SMALL: "clamp(16rem, 40vh, 24rem)",
    MEDIUM: "clamp(22rem, 62vh, 40rem)",
    LARGE: "clamp(24rem, 78vh, 52rem)",
  },
  theme9: {
    SMALL: "clamp(20rem, 55vh, 36rem)",
    MEDIUM: "clamp(26rem, 88vh, 64rem)",
    LARGE: "clamp(26rem, 88vh, 64rem)",
  },
};

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
  const heights = FULL_WIDTH_HEIGHTS[theme ?? ""] ?? FULL_WIDTH_HEIGHTS.default;
  const height = heights?.[size] ?? "100vh";
  // A browser that cannot read max() in sizes skips the entry and takes the plain 100vw after it.
  return `max(100vw, ${height} * ${n(pictureAspect)}), 100vw`;
}
