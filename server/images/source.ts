// The image a crop starts from. Only images this product stored can be cropped: the cropping owner's
// own uploads and crops (a row in `images` of their site, or of their quick start), or a demo picture
// under /media/demo/. Anyone else's upload is refused like a missing one (its name is never told). The URL is matched against those exact
// shapes and then looked up; nothing is ever fetched from it, so another host, a path outside /media,
// '..', percent-encoding or a query cannot lead anywhere else.
import { access } from "node:fs/promises";
import { join } from "node:path";
import { STORED_IMAGE_WIDTHS } from "@core/image-urls";
import { parseDemoFileName } from "@design/artwork/render";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { demoArtworkFor } from "../seed/demo-images";
import { mediaDir } from "../static";
import { inBucket, mediaStorageOf } from "../storage";
import { isQuickStartImageOf } from "./quick-start-key";
import {
  findImage,
  type ImageOwner,
  type ImageRow,
  imagePath,
  QUICK_START_FOLDER,
  UPLOADS_FOLDER,
} from "./records";
import { loadSharp } from "./sharp";

export type CropSource = {
  /** The full-size JPEG on disk, which is what gets cropped. */
  /** The full-size JPEG: a path on disk, or its bytes when it lives in a bucket. */
  file: string | Buffer;
  width: number;
  height: number;
  /** From the pixels of the file the client showed (sourceImageUrl) to the full-size file's. */
  scale: number;
  /** What the editor reverts to (SPEC §3 imageBeforeEdit). */
  before: { path: string; fileName: string; sizes: { size: number; fileName: string }[] };
  originalName: string;
  /** For the new row: the source image's id, or the demo picture's path. */
  croppedFrom: string;
};

const OWN_FILE = new RegExp(
  `^/media/(${UPLOADS_FOLDER}/[0-9a-f]{24}|${QUICK_START_FOLDER})/([0-9a-f]{24})/([a-z0-9-]+)\\.(jpg|webp|avif)$`,
);
const DEMO_FILE = /^\/media\/demo\/([a-z0-9-]+)\.jpg$/;
const DEMO_VARIANT = /^(.+)-(\d{3,4})$/;

const refused = () => new ApiError("CROP_SOURCE_REFUSED");

/** A plain path: segments of letters, digits, '_', '-' and '.', none starting with '.'. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * The path on this server that sourceImageUrl names: a '/media/…' path, or a URL of this server.
 * Normalised before any other check: anything percent-encoded (%2e%2e, %2f), a backslash, a dot
 * segment, a query, a fragment, white space or a control character refuses it outright.
 */
export function mediaPathOf(sourceImageUrl: string, ownHosts: readonly string[]): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\%?#\s\u0000-\u001f\u007f]|\.\.|\/\.(?:\/|$)/.test(sourceImageUrl)) return null;
  let path: string;
  if (sourceImageUrl.startsWith("/")) {
    path = sourceImageUrl;
  } else {
    let url: URL;
    try {
      url = new URL(sourceImageUrl);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password || !ownHosts.includes(url.host.toLowerCase())) return null;
    path = url.pathname;
  }
  return PLAIN_PATH.test(path) ? path : null;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Whether the crop's owner may start from this image: a site's owner from their site's images (also
 * the quick-start ones their site claimed), a quick start from its own unclaimed uploads and crops.
 */
function mayCrop(owner: ImageOwner, row: ImageRow): boolean {
  if (owner.kind === "site") return row.siteId === owner.siteId;
  return row.quickStart && row.siteId === null && isQuickStartImageOf(row.id, owner.key);
}

async function uploadedSource(
  ctx: AppContext,
  owner: ImageOwner,
  folder: string,
  id: string,
  stem: string,
): Promise<CropSource> {
  // A quick start's own ids are known without a lookup; anyone else's are refused before one.
  if (owner.kind === "quick-start" && !isQuickStartImageOf(id, owner.key)) throw refused();
  const row = await findImage(ctx, id);
  if (!row || row.dir !== `${folder}/${id}` || !mayCrop(owner, row)) throw refused();
  const jpegName = `${stem}.jpg`;
  const shownWidth =
    jpegName === row.fileName ? row.width : row.sizes.find((s) => s.fileName === jpegName)?.size;
  if (!shownWidth) throw refused();
  const key = `${row.dir}/${row.fileName}`;
  const file = inBucket(ctx)
    ? await mediaStorageOf(ctx).read(key)
    : join(mediaDir(ctx), row.dir, row.fileName);
  if (!file) throw refused();
  return {
    file,
    width: row.width,
    height: row.height,
    scale: row.width / shownWidth,
    before: { path: imagePath(row.dir), fileName: row.fileName, sizes: row.sizes },
    originalName: row.originalName,
    croppedFrom: row.id,
  };
}

async function demoSource(ctx: AppContext, name: string): Promise<CropSource> {
  // Demo pictures are made when first asked for: make sure this artwork's JPEGs are on disk.
  const artwork = parseDemoFileName(`${name}.jpg`);
  if (artwork) await demoArtworkFor(ctx).jpegs(artwork.name);
  const dir = join(mediaDir(ctx), "demo");
  const variant = DEMO_VARIANT.exec(name);
  const variantWidth = variant ? Number(variant[2]) : null;
  const isVariant =
    variantWidth !== null && (STORED_IMAGE_WIDTHS as readonly number[]).includes(variantWidth);
  const stem = isVariant && variant?.[1] ? variant[1] : name;
  const fileName = `${stem}.jpg`;
  const file = join(dir, fileName);
  if (!(await exists(file)) || !(await exists(join(dir, `${name}.jpg`)))) throw refused();
  const { width, height } = await (await loadSharp())(file).metadata();
  if (!width || !height) throw refused();
  const sizes: CropSource["before"]["sizes"] = [];
  for (const size of STORED_IMAGE_WIDTHS) {
    if (await exists(join(dir, `${stem}-${size}.jpg`))) sizes.push({ size, fileName: `${stem}-${size}.jpg` });
  }
  return {
    file,
    width,
    height,
    scale: isVariant && variantWidth ? width / variantWidth : 1,
    before: { path: "/media/demo/", fileName, sizes },
    originalName: fileName,
    croppedFrom: `/media/demo/${fileName}`,
  };
}

/** The image a crop of `owner` starts from: its own upload or crop, or a demo picture; else refused. */
export async function resolveCropSource(
  ctx: AppContext,
  sourceImageUrl: string,
  ownHosts: readonly string[],
  owner: ImageOwner,
): Promise<CropSource> {
  const path = mediaPathOf(sourceImageUrl, ownHosts);
  if (!path) throw refused();
  const own = OWN_FILE.exec(path);
  if (own?.[1] && own[2] && own[3]) return uploadedSource(ctx, owner, own[1], own[2], own[3]);
  const demo = DEMO_FILE.exec(path);
  if (demo?.[1]) return demoSource(ctx, demo[1]);
  throw refused();
}
