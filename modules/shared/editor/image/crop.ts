// The crop view's arithmetic (SPEC §5 Crop), kept pure so it is tested without a browser. The crop is
// held in percent of the image while the owner drags (react-image-crop's percent crops survive the
// image being shown at another size) and turned into whole source pixels only when it is sent.
import type { PixelCrop } from "../upload";

/** react-image-crop's percent crop, minus what the math does not need. */
export type PercentCrop = { unit: "%"; x: number; y: number; width: number; height: number };

/** The aspect choices in their order in the crop view; `free` has no fixed aspect. */
export const CROP_ASPECTS = [
  { key: "free", value: undefined },
  { key: "16:9", value: 16 / 9 },
  { key: "3:2", value: 3 / 2 },
  { key: "4:3", value: 4 / 3 },
  { key: "3:4", value: 3 / 4 },
  { key: "1:1", value: 1 },
] as const;
export type CropAspectKey = (typeof CROP_ASPECTS)[number]["key"];

export function aspectValue(key: CropAspectKey): number | undefined {
  return CROP_ASPECTS.find((aspect) => aspect.key === key)?.value;
}

/** The share of the image's width the crop starts with (SPEC §6 "Crop start 90% width"). */
const START_SHARE = 0.9;

/**
 * The crop the view starts with: 90 % of the width, centred. With a fixed aspect the height follows
 * from the width; when that would not fit (a portrait aspect on a landscape image) the crop is
 * 90 % of the height instead and the width follows, so the aspect always holds.
 */
export function initialCrop(
  aspect: number | undefined,
  imageWidth: number,
  imageHeight: number,
): PercentCrop {
  let widthPx = imageWidth * START_SHARE;
  let heightPx = aspect ? widthPx / aspect : imageHeight * START_SHARE;
  if (aspect && heightPx > imageHeight) {
    heightPx = imageHeight * START_SHARE;
    widthPx = heightPx * aspect;
  }
  const width = (widthPx / imageWidth) * 100;
  const height = (heightPx / imageHeight) * 100;
  return { unit: "%", x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The percent crop in whole pixels of the source image (its natural size), clamped to the image.
 * The edges are rounded, not the sizes, so x + width never passes the image's right edge.
 */
export function toSourcePixels(crop: PercentCrop, sourceWidth: number, sourceHeight: number): PixelCrop {
  const width = Math.round(sourceWidth);
  const height = Math.round(sourceHeight);
  const left = clamp(Math.round((crop.x / 100) * width), 0, width);
  const top = clamp(Math.round((crop.y / 100) * height), 0, height);
  const right = clamp(Math.round(((crop.x + crop.width) / 100) * width), left, width);
  const bottom = clamp(Math.round(((crop.y + crop.height) / 100) * height), top, height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Save is offered only for a crop with an area (SPEC §5: non-zero width and height). */
export function hasArea(crop: { width: number; height: number } | undefined): boolean {
  return !!crop && crop.width > 0 && crop.height > 0;
}
