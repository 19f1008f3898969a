// A clean-up that runs when the server starts listening and then every few hours (unclaimed images,
// unused maps). Never in tests that do not listen; stopped when the server closes; a failure is logged
// and the next run tries again.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";

export function schedulePeriodicCleanup(
  app: FastifyInstance,
  ctx: AppContext,
  cleanup: {
    run: (ctx: AppContext) => Promise<{ removed: number }>;
    everyMs: number;
    /** Log messages: what was removed, and what failed. */
    removedMessage: string;
    failedMessage: string;
  },
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    cleanup
      .run(ctx)
      .then(({ removed }) => {
        if (removed > 0) ctx.log.info({ removed }, cleanup.removedMessage);
      })
      .catch((error: unknown) => ctx.log.error({ err: error, severity: 3 }, cleanup.failedMessage));
  app.addHook("onListen", async () => {
    void run();
    timer = setInterval(run, cleanup.everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

/** How often the reminders' scheduler looks for due reminders (and once when the server starts). */
export const REMINDERS_EVERY_MS = 60_000;

/**
 * The reminders' scheduler (issue 26, operations/reminders.ts runDueReminders): every minute and at
 * start, each instance; which one makes a reminder is settled in the database (once per reminder).
 */
export function scheduleReminders(
  app: FastifyInstance,
  ctx: AppContext,
  run: (ctx: AppContext, now: Date) => Promise<{ sent: number; skipped: number }>,
): void {
  schedulePeriodicCleanup(app, ctx, {
    run: async (runCtx) => ({ removed: (await run(runCtx, new Date())).sent }),
    everyMs: REMINDERS_EVERY_MS,
    removedMessage: "reminders sent",
    failedMessage: "the reminders' scheduler failed; it runs again in a minute",
  });
}
