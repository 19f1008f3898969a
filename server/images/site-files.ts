// Removing every image of one site, rows and files, at once (an account deleted with everything of it,
// issue 12). The periodic cleanup (cleanup.ts) would only take them days later, and only the rows a
// deleted site left without a site id: here the site's own rows say which folders to remove.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { images } from "../db/schema";
import { mediaDir } from "../static";
import { inBucket, mediaStorageOf } from "../storage";
import { UPLOADS_FOLDER } from "./records";

/** Deletes the site's image rows and every file of them (claimed quick-start images too); the count. */
export async function removeSiteImages(ctx: AppContext, siteId: string): Promise<number> {
  const rows = await ctx.db.delete(images).where(eq(images.siteId, siteId)).returning({ dir: images.dir });
  const media = mediaDir(ctx);
  for (const row of rows) await rm(join(media, row.dir), { recursive: true, force: true });
  // The site's uploads folder, with anything an interrupted upload or crop left in it.
  await rm(join(media, UPLOADS_FOLDER, siteId), { recursive: true, force: true });
  if (inBucket(ctx)) {
    const storage = mediaStorageOf(ctx);
    for (const row of rows) await storage.deletePrefix(`${row.dir}/`);
    await storage.deletePrefix(`${UPLOADS_FOLDER}/${siteId}/`);
  }
  return rows.length;
}
