// Portrait crops of our stored pictures, made on first request (core/image-urls.ts: `{stem}-p{width}.*`):
// the centred band of the full-size JPEG at PORTRAIT_ASPECT and its full height, scaled to the asked
// width (never enlarged), in the asked format. A full-width header on a phone held upright shows exactly
// that band, so the phone loads a third of the pixels (issue 11: LCP). Written atomically next to its
// source, and made again when the source is newer (a demo picture rendered afresh).
import { stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PORTRAIT_ASPECT, type PortraitFormat, parsePortraitFileName } from "@core/image-urls";
import type { FastifyInstance } from "fastify";
import { oneAtATime, writeFileAtomically } from "../files";
import type { DemoArtworkFiles } from "../seed/demo-images";
import type { MediaStorage } from "../storage/provider";
import { AVIF, JPEG, WEBP } from "./process";
import { loadSharp } from "./sharp";

// Only the folders this product writes pictures into, and names of its own making.
const CROP_URL =
  /^\/media\/((?:uploads|quick-start|demo)(?:\/[A-Za-z0-9_-]+)*)\/([a-z0-9-]+\.(?:jpg|avif|webp))(?:[?#]|$)/;

async function mtime(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.size > 0 ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

/** The crop of `source` `width` wide (at most its full-height band) in `format`. */
export async function portraitCrop(
  source: string | Buffer,
  width: number,
  format: PortraitFormat,
): Promise<Buffer> {
  const image = (await loadSharp())(source);
  const { width: sourceWidth = 0, height: sourceHeight = 0 } = await image.metadata();
  const bandWidth = Math.min(sourceWidth, Math.round(sourceHeight * PORTRAIT_ASPECT));
  const bandHeight = Math.min(sourceHeight, Math.round(bandWidth / PORTRAIT_ASPECT));
  const band = image.extract({
    left: Math.floor((sourceWidth - bandWidth) / 2),
    top: Math.floor((sourceHeight - bandHeight) / 2),
    width: bandWidth,
    height: bandHeight,
  });
  const sized = width < bandWidth ? band.resize({ width }) : band;
  if (format === "avif") return sized.avif(AVIF).toBuffer();
  if (format === "webp") return sized.webp(WEBP).toBuffer();
  return sized.jpeg(JPEG).toBuffer();
}

/**
 * Makes a requested portrait crop before the static files route serves it (a root hook, like the demo
 * pictures'). Anything else, or a crop whose source does not exist, is left to that route (404).
 */
export function servePortraitCrops(
  app: FastifyInstance,
  mediaRoot: string,
  demo: DemoArtworkFiles,
  /** Where uploads live when not on disk (S3_*): their crops are made from and kept in the bucket. */
  bucket: MediaStorage | null = null,
): void {
  const shared = oneAtATime<void>();
  const make = async (folder: string, fileName: string) => {
    const wanted = parsePortraitFileName(fileName);
    if (!wanted) return;
    const dir = join(mediaRoot, folder);
    if (relative(mediaRoot, dir).split(sep).includes("..")) return;
    const sourceName = `${wanted.stem}.jpg`;
    if (bucket && folder !== "demo") {
      // Sources in a bucket never change (a new picture is a new folder): a crop once made stays.
      if (await bucket.exists(`${folder}/${fileName}`)) return;
      const source = await bucket.read(`${folder}/${sourceName}`);
      if (!source) return;
      await bucket.put(`${folder}/${fileName}`, await portraitCrop(source, wanted.width, wanted.format));
      return;
    }
    if (folder === "demo") await demo.file(sourceName);
    const source = join(dir, sourceName);
    const target = join(dir, fileName);
    const sourceTime = await mtime(source);
    if (sourceTime === null) return;
    const targetTime = await mtime(target);
    if (targetTime !== null && targetTime >= sourceTime) return;
    await writeFileAtomically(target, await portraitCrop(source, wanted.width, wanted.format));
  };
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const match = CROP_URL.exec(request.url);
    if (!match?.[1] || !match[2] || !parsePortraitFileName(match[2])) return;
    const [folder, fileName] = [match[1], match[2]];
    await shared(`${folder}/${fileName}`, () => make(folder, fileName));
  });
}
