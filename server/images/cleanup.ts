// Removing images nobody keeps: quick-start uploads no site claimed within UNCLAIMED_IMAGE_DAYS (and
// any image whose site was deleted), their files, and folders an interrupted upload left behind.
// Runs when the server starts listening and then every few hours.
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { and, inArray, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { images } from "../db/schema";
import { schedulePeriodicCleanup } from "../periodic";
import { mediaDir } from "../static";
import { inBucket, mediaStorageOf } from "../storage";
import { INCOMING_FOLDER, QUICK_START_FOLDER } from "./records";

export const UNCLAIMED_IMAGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;
const ID_NAME = /^[0-9a-f]{24}$/;

async function olderThan(path: string, cutoff: Date): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.mtime < cutoff;
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

/** Folders without a row: an upload that failed half-way, or a row removed by hand. */
async function removeOrphanFolders(ctx: AppContext, now: Date, cutoff: Date): Promise<number> {
  const media = mediaDir(ctx);
  let removed = 0;
  const incoming = join(media, INCOMING_FOLDER);
  for (const name of await entries(incoming)) {
    // A day is far longer than any upload takes to process.
    if (await olderThan(join(incoming, name), new Date(now.getTime() - DAY_MS))) {
      await rm(join(incoming, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  const quickStart = join(media, QUICK_START_FOLDER);
  const names = (await entries(quickStart)).filter((name) => ID_NAME.test(name));
  for (let i = 0; i < names.length; i += 500) {
    const batch = names.slice(i, i + 500);
    const known = await ctx.db.select({ id: images.id }).from(images).where(inArray(images.id, batch));
    const knownIds = new Set(known.map((row) => row.id));
    for (const name of batch) {
      if (knownIds.has(name) || !(await olderThan(join(quickStart, name), cutoff))) continue;
      await rm(join(quickStart, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

export async function removeExpiredImages(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_IMAGE_DAYS * DAY_MS);
  const rows = await ctx.db
    .delete(images)
    .where(and(isNull(images.siteId), lt(images.createdAt, cutoff)))
    .returning({ dir: images.dir });
  const media = mediaDir(ctx);
  for (const row of rows) await rm(join(media, row.dir), { recursive: true, force: true });
  if (inBucket(ctx)) for (const row of rows) await mediaStorageOf(ctx).deletePrefix(`${row.dir}/`);
  return { removed: rows.length + (await removeOrphanFolders(ctx, now, cutoff)) };
}

/** Starts the cleanup with the server (not in tests that never listen) and stops it on close. */
export function scheduleImageCleanup(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicCleanup(app, ctx, {
    run: removeExpiredImages,
    everyMs: EVERY_MS,
    removedMessage: "removed unclaimed images",
    failedMessage: "image cleanup failed",
  });
}
