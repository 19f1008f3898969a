// Renders the product's own demo artwork (hand-written SVGs in ./svg) to progressive JPEGs.
//
// Every SVG is rasterised exactly once at its full intrinsic size (librsvg via sharp); the
// smaller widths are resized from that one bitmap. Results are cached: a manifest in outDir
// records a hash of each SVG and of the encoder settings, so a second call with unchanged
// artwork only checks that the files are still there.
//
// Locating the SVGs: by default `new URL('./svg/', import.meta.url)`, i.e. next to this file.
// When this module is bundled (e.g. esbuild → dist/server/main.js) import.meta.url points at the
// bundle, so pass `svgDir` explicitly (for example `path.resolve(rootDir, 'design/artwork/svg')`)
// or copy design/artwork/svg next to the bundle. As a last resort `<cwd>/design/artwork/svg` is tried.

import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

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

/** Extra widths rendered besides the full size (only those ≤ the full width). */
export const DEMO_IMAGE_WIDTHS = [1600, 1200, 800, 600] as const;

export const DEFAULT_DEMO_PUBLIC_PATH = "/media/demo/";

export interface DemoImageSize {
  /** Pixel width of this variant. */
  size: number;
  fileName: string;
}

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
  /** Resized variants, largest first (a variant equal to the full width is a byte copy of it). */
  sizes: DemoImageSize[];
}

export interface RenderDemoImagesOptions {
  /** URL path prefix stored in DemoImage.path. Default `/media/demo/`. */
  publicPath?: string;
  /** Directory holding the `*.svg` artwork. Needed when this module is bundled (see file header). */
  svgDir?: string;
  /** Ignore the cache manifest and re-render everything. */
  force?: boolean;
  /** How many SVGs to rasterise in parallel. Default: min(4, CPU count). */
  concurrency?: number;
}

const JPEG_OPTIONS = {
  quality: 82,
  progressive: true,
  mozjpeg: true,
  chromaSubsampling: "4:2:0",
} as const;

/** Bump when the rendering pipeline changes in a way that alters the output bytes. */
const RENDER_VERSION = 1;
const MANIFEST_FILE = ".demo-images.json";

interface ManifestEntry {
  hash: string;
  width: number;
  height: number;
  files: string[];
}

interface Manifest {
  version: number;
  entries: Record<string, ManifestEntry>;
}

export const ALL_DEMO_ARTWORK: readonly DemoArtworkName[] = [
  ...new Set<DemoArtworkName>([...DEMO_ARTWORK.wedding, ...DEMO_ARTWORK.party, ...DEMO_ARTWORK.event]),
];

function defaultSvgDirs(): string[] {
  const dirs: string[] = [];
  try {
    dirs.push(fileURLToPath(new URL("./svg/", import.meta.url)));
  } catch {
    // import.meta.url is not a file: URL (e.g. some bundlers); fall through to cwd.
  }
  dirs.push(path.resolve(process.cwd(), "design/artwork/svg"));
  return dirs;
}

function resolveSvgDir(explicit: string | undefined): string {
  if (explicit !== undefined) {
    if (!existsSync(path.join(explicit, `${ALL_DEMO_ARTWORK[0]}.svg`))) {
      throw new Error(`renderDemoImages: no demo artwork found in svgDir ${explicit}`);
    }
    return explicit;
  }
  const candidates = defaultSvgDirs();
  const found = candidates.find((dir) => existsSync(path.join(dir, `${ALL_DEMO_ARTWORK[0]}.svg`)));
  if (found === undefined) {
    throw new Error(
      `renderDemoImages: demo artwork not found (looked in ${candidates.join(", ")}); pass options.svgDir`,
    );
  }
  return found;
}

function normalisePublicPath(p: string): string {
  return p.endsWith("/") ? p : `${p}/`;
}

function variantFileName(name: string, width: number): string {
  return `${name}-${width}.jpg`;
}

function variantWidths(fullWidth: number): number[] {
  return DEMO_IMAGE_WIDTHS.filter((w) => w <= fullWidth);
}

function toDemoImage(name: string, width: number, height: number, publicPath: string): DemoImage {
  return {
    id: `demo-${name}`,
    path: publicPath,
    fileName: `${name}.jpg`,
    originalName: `${name}.jpg`,
    isDemoImage: true,
    temporary: false,
    width,
    height,
    sizes: variantWidths(width).map((size) => ({ size, fileName: variantFileName(name, size) })),
  };
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(outDir, MANIFEST_FILE), "utf8"));
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "version" in parsed &&
      parsed.version === RENDER_VERSION &&
      "entries" in parsed &&
      typeof parsed.entries === "object" &&
      parsed.entries !== null
    ) {
      return { version: RENDER_VERSION, entries: parsed.entries as Record<string, ManifestEntry> };
    }
  } catch {
    // missing or unreadable manifest: render everything
  }
  return { version: RENDER_VERSION, entries: {} };
}

async function allFilesExist(outDir: string, files: readonly string[]): Promise<boolean> {
  const checks = await Promise.all(
    files.map((f) =>
      stat(path.join(outDir, f)).then(
        (s) => s.isFile() && s.size > 0,
        () => false,
      ),
    ),
  );
  return checks.every(Boolean);
}

/** Write via a temp file + rename so a server never serves a half-written JPEG. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

async function renderOne(svg: Buffer, name: string, outDir: string): Promise<ManifestEntry> {
  // Rasterise once at the SVG's intrinsic pixel size (density 72 → 1 user unit = 1 px).
  const { data, info } = await sharp(svg, { density: 72 })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const full = await sharp(data, { raw }).jpeg(JPEG_OPTIONS).toBuffer();
  const files: string[] = [`${name}.jpg`];
  await writeAtomic(path.join(outDir, `${name}.jpg`), full);

  for (const w of variantWidths(info.width)) {
    const buf =
      w === info.width
        ? full
        : await sharp(data, { raw }).resize({ width: w, kernel: "lanczos3" }).jpeg(JPEG_OPTIONS).toBuffer();
    const fileName = variantFileName(name, w);
    await writeAtomic(path.join(outDir, fileName), buf);
    files.push(fileName);
  }
  return { hash: "", width: info.width, height: info.height, files };
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Render every demo SVG to JPEG (full size + the DEMO_IMAGE_WIDTHS not wider than it) into outDir.
 * Returns one DemoImage per artwork name (keys as in DEMO_ARTWORK). Unchanged artwork whose
 * files are present is not rendered again.
 */
export async function renderDemoImages(
  outDir: string,
  options: RenderDemoImagesOptions = {},
): Promise<Record<string, DemoImage>> {
  const svgDir = resolveSvgDir(options.svgDir);
  const publicPath = normalisePublicPath(options.publicPath ?? DEFAULT_DEMO_PUBLIC_PATH);
  const concurrency = options.concurrency ?? Math.min(4, availableParallelism());
  await mkdir(outDir, { recursive: true });

  const manifest = options.force ? { version: RENDER_VERSION, entries: {} } : await readManifest(outDir);
  const settingsKey = JSON.stringify({ v: RENDER_VERSION, JPEG_OPTIONS, DEMO_IMAGE_WIDTHS });

  const entries = await mapLimit(ALL_DEMO_ARTWORK, concurrency, async (name) => {
    const svg = await readFile(path.join(svgDir, `${name}.svg`));
    const hash = createHash("sha256").update(settingsKey).update(svg).digest("hex");
    const cached = manifest.entries[name];
    if (cached && cached.hash === hash && (await allFilesExist(outDir, cached.files))) {
      return [name, cached] as const;
    }
    const rendered = await renderOne(svg, name, outDir);
    return [name, { ...rendered, hash }] as const;
  });

  const next: Manifest = { version: RENDER_VERSION, entries: Object.fromEntries(entries) };
  if (JSON.stringify(next) !== JSON.stringify(manifest)) {
    await writeAtomic(path.join(outDir, MANIFEST_FILE), Buffer.from(JSON.stringify(next, null, 2)));
  }

  const images: Record<string, DemoImage> = {};
  for (const [name, entry] of entries) {
    images[name] = toDemoImage(name, entry.width, entry.height, publicPath);
  }
  return images;
}
