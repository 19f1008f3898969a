// Map images nobody uses are removed after a while: every map asked for is kept on disk (service.ts),
// also those an editor tried and left, and those of quick-start visitors who never saved. A map whose
// key no site document or saved version mentions, and older than KEEP_DAYS (a week: an editor
// draft is saved long before that), is removed with its
// revisions and its meta file; maps of any saved page are kept as long as the page mentions them.
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { sites, siteVersions } from "../db/schema";
import { schedulePeriodicCleanup } from "../periodic";
import { mediaDir } from "../static";

const KEEP_DAYS = 7;
const EVERY_MS = 6 * 3600_000;
/** A half-written file (.tmp) older than this was left by a crash. */
const TEMPORARY_MS = 3600_000;
const KEY_OF_FILE = /^([0-9a-f]{32})(?:-[0-9a-f]{10}-(?:640|420)\.png|\.json)$/;

/** The map keys that saved pages (current documents and versions) mention. */
async function referencedKeys(ctx: AppContext): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const table of [sites, siteVersions]) {
    const rows = await ctx.db
      .selectDistinct({
        key: sql<string>`(regexp_matches(${table.document}::text, '/media/maps/([0-9a-f]{32})-', 'g'))[1]`,
      })
      .from(table)
      .where(like(sql`${table.document}::text`, "%/media/maps/%"));
    for (const row of rows) keys.add(row.key);
  }
  return keys;
}

export async function removeUnusedMaps(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const dir = join(mediaDir(ctx), "maps");
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { removed: 0 };
  }
  const keep = await referencedKeys(ctx);
  const cutoff = now.getTime() - KEEP_DAYS * 86_400_000;
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const key = KEY_OF_FILE.exec(name)?.[1];
    const stale = name.endsWith(".tmp")
      ? info.mtimeMs < now.getTime() - TEMPORARY_MS
      : key !== undefined && !keep.has(key) && info.mtimeMs < cutoff;
    if (!stale) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return { removed };
}

/** Starts the cleanup with the server (not in tests that never listen) and stops it on close. */
export function scheduleMapCleanup(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicCleanup(app, ctx, {
    run: removeUnusedMaps,
    everyMs: EVERY_MS,
    removedMessage: "removed unused map images",
    failedMessage: "map cleanup failed",
  });
}
