// Browser log entries are kept LOG_RETENTION_DAYS (30 by default) and then deleted, by the periodic
// clean-up (server/periodic.ts) a few times a day. The logs_created_idx index makes the delete cheap.

import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { logs } from "../../db/schema";
import { schedulePeriodicCleanup } from "../../periodic";

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes the entries older than the retention; returns how many. */
export async function removeOldLogs(ctx: AppContext, now: Date = new Date()): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - ctx.config.logRetentionDays * DAY_MS);
  const rows = await ctx.db.delete(logs).where(lt(logs.createdAt, cutoff)).returning({ id: logs.id });
  return { removed: rows.length };
}

export function scheduleLogRetention(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicCleanup(app, ctx, {
    run: removeOldLogs,
    everyMs: EVERY_MS,
    removedMessage: "removed old browser log entries",
    failedMessage: "browser log clean-up failed",
  });
}
