// Storing an image: files first (in a private folder, moved into place whole), then its row. The JSON
// the editor gets (SPEC §3 Image) is made from the row.
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { TWIN_FORMATS } from "@core/image-urls";
import type { Image } from "@core/images";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { images } from "../db/schema";
import { newId } from "../ids";
import { mediaDir } from "../static";
import { inBucket, mediaStorageOf } from "../storage";
import type { Region } from "./crop";
import type { ImageFormat } from "./detect";
import { fileStem, type ImageCaps, writeImageFiles } from "./process";
import { quickStartImageId } from "./quick-start-key";

export type ImageRow = typeof images.$inferSelect;

/**
 * Whose image it is: a site's owner, or an anonymous quick-start visitor (kept apart, removed later),
 * known by the key in its cookie (./quick-start-key.ts), which its images' ids carry.
 */
export type ImageOwner = { kind: "site"; siteId: string } | { kind: "quick-start"; key: string };

/** Folders under DATA_DIR/media; the URL path is /media/{folder}/. */
export const UPLOADS_FOLDER = "uploads";
export const QUICK_START_FOLDER = "quick-start";
/** Files being written; moved into place only when complete, so /media never serves half an image. */
export const INCOMING_FOLDER = ".incoming";

function folderOf(owner: ImageOwner, id: string): string {
  return owner.kind === "site" ? `${UPLOADS_FOLDER}/${owner.siteId}/${id}` : `${QUICK_START_FOLDER}/${id}`;
}

export async function storeImage(
  ctx: AppContext,
  owner: ImageOwner,
  input: Buffer | string,
  options: {
    originalName: string;
    format?: ImageFormat | null;
    region?: Region;
    croppedFrom?: string;
    caps?: ImageCaps;
  },
): Promise<ImageRow> {
  const id = owner.kind === "quick-start" ? quickStartImageId(owner.key) : newId();
  const media = mediaDir(ctx);
  const incoming = join(media, INCOMING_FOLDER, id);
  const dir = folderOf(owner, id);
  const target = join(media, dir);
  await mkdir(incoming, { recursive: true });
  try {
    const files = await writeImageFiles(input, incoming, fileStem(options.originalName), options);
    await mkdir(dirname(target), { recursive: true });
    await rename(incoming, target);
    // In a bucket (S3_*): every file put there, then the local folder goes (it was only the workbench).
    if (inBucket(ctx)) await moveToBucket(ctx, target, dir);
    const [row] = await ctx.db
      .insert(images)
      .values({
        id,
        siteId: owner.kind === "site" ? owner.siteId : null,
        quickStart: owner.kind === "quick-start",
        dir,
        fileName: files.fileName,
        sizes: files.sizes,
        originalName: options.originalName,
        width: files.width,
        height: files.height,
        bytes: files.bytes,
        croppedFrom: options.croppedFrom ?? null,
      })
      .returning();
    if (!row) throw new Error("inserting an image returned no row");
    return row;
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    await rm(target, { recursive: true, force: true });
    if (inBucket(ctx)) await mediaStorageOf(ctx).deletePrefix(`${dir}/`);
    throw error;
  }
}

async function moveToBucket(ctx: AppContext, folder: string, dir: string): Promise<void> {
  const storage = mediaStorageOf(ctx);
  for (const name of await readdir(folder))
    await storage.put(`${dir}/${name}`, await readFile(join(folder, name)));
  await rm(folder, { recursive: true, force: true });
}

export async function findImage(ctx: AppContext, id: string): Promise<ImageRow | null> {
  const [row] = await ctx.db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

export const imagePath = (dir: string): string => `/media/${dir}/`;

/** SPEC §3 Image. temporary: a quick-start image no site has claimed yet (removed after a few days). */
export function presentImage(row: ImageRow): Image {
  return {
    id: row.id,
    path: imagePath(row.dir),
    fileName: row.fileName,
    sizes: row.sizes,
    originalName: row.originalName,
    temporary: row.siteId === null,
    cdn: true,
    // Every image stored since AVIF twins were added has them (server/images/process.ts); older rows
    // are never presented again (a crop makes a new row), their documents keep WebP only.
    formats: [...TWIN_FORMATS],
    width: row.width,
    height: row.height,
  };
}
