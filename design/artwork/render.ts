// Renders the product's own demo artwork (hand-written SVGs in ./svg) to the files a stored picture
// has (core/image-urls.ts): `{name}.jpg` at full size, `{name}-{width}.jpg` for each stored width not
// wider than the artwork, and an AVIF and a WebP twin beside each JPEG.
//
// One file at a time, straight from the vector: a 600 px variant is rasterised at 600 px instead of
// being resized from a full-size bitmap, so a file asked for on its own costs only its own pixels.
// Which files exist, and when, is the caller's business (server/seed/demo-images.ts renders each
// one on its first request and keeps it on disk).

import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseStoredFileName, STORED_IMAGE_WIDTHS, TWIN_FORMATS, type TwinFormat } from "@core/image-urls";

// Pictures several brands' demo pages share: gallery pictures, illustrated portraits.
const GALLERY_SHARED = ["gallery-toast", "gallery-dancefloor", "gallery-bouquet"] as const;
const PORTRAITS = ["portrait-1", "portrait-2", "portrait-3", "portrait-4"] as const;

/** Artwork names per brand (file names without extension in ./svg); a name may serve several brands. */
export const DEMO_ARTWORK = {
  wedding: [
    "wedding-hero",
    "wedding-venue",
    "wedding-dinner",
    "wedding-rings",
    "gallery-cake",
    ...GALLERY_SHARED,
    ...PORTRAITS,
    "wedding-map",
  ],
  party: [
    "party-hero",
    "party-food",
    "party-garden",
    ...GALLERY_SHARED,
    "gallery-city",
    ...PORTRAITS,
    "party-map",
  ],
  event: [
    "event-hero",
    "event-venue",
    "event-network",
    "gallery-toast",
    "gallery-workshop",
    "gallery-city",
    ...PORTRAITS,
    "event-map",
  ],
} as const;

export type DemoBrand = keyof typeof DEMO_ARTWORK;
export type DemoArtworkName = (typeof DEMO_ARTWORK)[DemoBrand][number];

export const ALL_DEMO_ARTWORK: readonly DemoArtworkName[] = [
  ...new Set<DemoArtworkName>([...DEMO_ARTWORK.wedding, ...DEMO_ARTWORK.party, ...DEMO_ARTWORK.event]),
];

/**
 * Widths rendered besides the full size: the stored widths not wider than the artwork. A width equal
 * to the full width is kept (the same pixels under a second name), because pages and tests name
 * e.g. `wedding-map-800.jpg` and `portrait-1-800.jpg`.
 */
export const DEMO_IMAGE_WIDTHS = STORED_IMAGE_WIDTHS;

export const DEFAULT_DEMO_PUBLIC_PATH = "/media/demo/";

export type DemoFormat = "jpg" | TwinFormat;

export interface DemoImage {
  /** Stable id, e.g. `demo-wedding-hero`. */
  id: string;
  /** URL path prefix the files are served under (always ends with `/`). */
  path: string;
  /** Full-size file, e.g. `wedding-hero.jpg`. */
  fileName: string;
  originalName: string;
  isDemoImage: true;
  temporary: false;
  /** Full-size dimensions in pixels. */
  width: number;
  height: number;
  /** Resized variants, largest first. */
  sizes: { size: number; fileName: string }[];
  /** Twins beside every JPEG (core/image-urls.ts). */
  formats: TwinFormat[];
}

// The same encoder settings as uploads (server/images/process.ts), so demo pictures look and weigh
// like the owner's own.
const JPEG = { quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;
const WEBP = { quality: 78, effort: 3 } as const;
const AVIF = { quality: 50, effort: 0, chromaSubsampling: "4:2:0" } as const;

/** Changes whenever the output bytes would: part of every rendered file's cache key. */
export const RENDER_SETTINGS = JSON.stringify({ v: 2, JPEG, WEBP, AVIF, DEMO_IMAGE_WIDTHS });

export function isDemoArtwork(name: string): name is DemoArtworkName {
  return (ALL_DEMO_ARTWORK as readonly string[]).includes(name);
}

export function demoWidths(fullWidth: number): number[] {
  return DEMO_IMAGE_WIDTHS.filter((w) => w <= fullWidth);
}

export function demoFileName(name: string, width: number | null, format: DemoFormat = "jpg"): string {
  return width === null ? `${name}.${format}` : `${name}-${width}.${format}`;
}

/** The pixel size an SVG declares on its root element (`width`/`height`, else its viewBox). */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root)?.[1]);
  let width = attribute("width");
  let height = attribute("height");
  if (!(width > 0 && height > 0)) {
    const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
    width = Number(box?.[1]);
    height = Number(box?.[2]);
  }
  if (!(width > 0 && height > 0)) throw new Error("demo artwork: the SVG declares no size");
  return { width: Math.round(width), height: Math.round(height) };
}

export function demoImage(
  name: string,
  size: { width: number; height: number },
  publicPath = DEFAULT_DEMO_PUBLIC_PATH,
): DemoImage {
  return {
    id: `demo-${name}`,
    path: publicPath.endsWith("/") ? publicPath : `${publicPath}/`,
    fileName: demoFileName(name, null),
    originalName: demoFileName(name, null),
    isDemoImage: true,
    temporary: false,
    width: size.width,
    height: size.height,
    sizes: demoWidths(size.width)
      .sort((a, b) => b - a)
      .map((w) => ({ size: w, fileName: demoFileName(name, w) })),
    formats: [...TWIN_FORMATS],
  };
}

/**
 * Which demo file a name asks for, or null when it is none: an artwork name, a width it is rendered
 * at (checked against its size by the caller) and a format.
 */
export function parseDemoFileName(
  fileName: string,
): { name: DemoArtworkName; width: number | null; format: DemoFormat } | null {
  const parsed = parseStoredFileName(fileName);
  if (!parsed || !isDemoArtwork(parsed.stem)) return null;
  return { name: parsed.stem, width: parsed.width, format: parsed.format };
}

export async function readArtwork(svgDir: string, name: DemoArtworkName): Promise<Buffer> {
  return readFile(path.join(svgDir, `${name}.svg`));
}

/**
 * One file of one artwork: rasterised at the asked width (density 72 is 1 user unit per pixel),
 * flattened onto white, encoded without metadata. sharp is imported here, on the first render, so a
 * server that never renders a picture never loads libvips for it.
 */
export async function renderDemoFile(
  svg: Buffer,
  fullWidth: number,
  width: number | null,
  format: DemoFormat,
): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const density = width === null ? 72 : (72 * width) / fullWidth;
  let image = sharp(svg, { density }).flatten({ background: "#ffffff" }).removeAlpha().toColourspace("srgb");
  // Rasterising at a fractional density can land a pixel off; the file must be exactly its width.
  if (width !== null) image = image.resize({ width });
  if (format === "avif") return image.avif(AVIF).toBuffer();
  if (format === "webp") return image.webp(WEBP).toBuffer();
  return image.jpeg(JPEG).toBuffer();
}
