// Crop rectangles. The client sends react-image-crop's PixelCrop scaled to the natural size of the
// file it showed (the image at sourceImageUrl): x, y, width and height in that file's pixels, never
// percent. The server crops the full-size file, so a rectangle given on a smaller variant is scaled
// up first; then it is clamped to the image, and what is left must be at least one pixel each way.

export type CropRect = { x: number; y: number; width: number; height: number };
/** sharp's extract region: whole pixels inside the image. */
export type Region = { left: number; top: number; width: number; height: number };

export function scaleCrop(crop: CropRect, factor: number): CropRect {
  return { x: crop.x * factor, y: crop.y * factor, width: crop.width * factor, height: crop.height * factor };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The part of the rectangle inside a width × height image, or null when it is empty or outside. */
export function clampCrop(crop: CropRect, imageWidth: number, imageHeight: number): Region | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite) || crop.width <= 0 || crop.height <= 0) return null;
  const left = Math.round(clamp(crop.x, 0, imageWidth));
  const top = Math.round(clamp(crop.y, 0, imageHeight));
  const right = Math.round(clamp(crop.x + crop.width, 0, imageWidth));
  const bottom = Math.round(clamp(crop.y + crop.height, 0, imageHeight));
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
}
