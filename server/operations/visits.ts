// Visitor count (SPEC §2 Account page): guest page views per site and day, nothing else. No cookie,
// no address, no user agent is stored; HEAD requests and obvious robots are not counted.
//
// A view is counted in memory and written in batches (issue 11 item 5): every FLUSH_EVERY_MS, when
// the server closes, and before the count is read. A batch is one upsert of all its (site, day)
// rows; when it fails its views go back into the next batch. A crash (no close) loses at most the
// views since the last written batch: FLUSH_EVERY_MS of views, more only while the database refuses.
import { calendarDay } from "@core/dates";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { siteVisits } from "../db/schema";

export const FLUSH_EVERY_MS = 5000;
// Rows per statement: far below PostgreSQL's parameter limit (3 parameters a row).
const ROWS_PER_STATEMENT = 500;
const ROBOT = /bot|crawler|spider|preview/i;

/** Whether a request for a guest page counts as a visit: a GET from something that is not a robot. */
export function countsAsVisit(request: Pick<FastifyRequest, "method" | "headers">): boolean {
  if (request.method !== "GET") return false;
  return !ROBOT.test(request.headers["user-agent"] ?? "");
}

/** The calendar day in the markets' time zone (Sweden and Denmark share it), YYYY-MM-DD. */
export function visitDay(now: Date = new Date()): string {
  return calendarDay(now);
}

type VisitRow = { siteId: string; day: string; views: number };

type Counter = {
  pending: Map<string, VisitRow>;
  timer: NodeJS.Timeout | null;
  // The batch being written, if any: flushes run one after the other, never side by side.
  writing: Promise<void>;
  closed: boolean;
};

const counters = new WeakMap<AppContext, Counter>();

function counterOf(ctx: AppContext): Counter {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = { pending: new Map(), timer: null, writing: Promise.resolve(), closed: false };
    counters.set(ctx, counter);
  }
  return counter;
}

function add(counter: Counter, row: VisitRow): void {
  const key = `${row.siteId}\n${row.day}`;
  const known = counter.pending.get(key);
  if (known) known.views += row.views;
  else counter.pending.set(key, { ...row });
}

function schedule(ctx: AppContext, counter: Counter): void {
  if (counter.timer || counter.closed || counter.pending.size === 0) return;
  counter.timer = setTimeout(() => {
    counter.timer = null;
    void flushVisits(ctx);
  }, FLUSH_EVERY_MS);
  // A pending flush does not keep a finished process alive; closing flushes anyway.
  counter.timer.unref();
}

// The day of the current minute, remembered: a view must not cost an Intl formatting. Days in the
// markets' time zone begin on a whole minute, so one minute never spans two days.
let lastMinute = { minute: Number.NaN, day: "" };

function dayOfMinute(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) lastMinute = { minute, day: visitDay(now) };
  return lastMinute.day;
}

/** One more view of the site on the day of `now`, in memory until the next flush. */
export function recordVisit(ctx: AppContext, siteId: string, now: Date = new Date()): void {
  const counter = counterOf(ctx);
  add(counter, { siteId, day: dayOfMinute(now), views: 1 });
  schedule(ctx, counter);
}

async function writeRows(ctx: AppContext, rows: VisitRow[]): Promise<void> {
  await ctx.db
    .insert(siteVisits)
    .values(rows)
    .onConflictDoUpdate({
      target: [siteVisits.siteId, siteVisits.day],
      set: { views: sql`${siteVisits.views} + excluded.views` },
    });
}

/**
 * Writes the views counted so far. A failure is logged and the views not yet written stay counted
 * for the next flush (scheduled again); it never reaches a page request.
 */
export function flushVisits(ctx: AppContext): Promise<void> {
  const counter = counterOf(ctx);
  counter.writing = counter.writing.then(async () => {
    const rows = [...counter.pending.values()];
    counter.pending = new Map();
    // Each statement is all-or-nothing: the rows of a failed one (and the ones after) are kept.
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      try {
        await writeRows(ctx, rows.slice(start, start + ROWS_PER_STATEMENT));
      } catch (error) {
        for (const row of rows.slice(start)) add(counter, row);
        ctx.log.error({ err: error, severity: 3 }, "visit count failed; retried at the next flush");
        schedule(ctx, counter);
        return;
      }
    }
  });
  return counter.writing;
}

/** Writes what is counted when the app closes (before the database closes) and stops the timer. */
export function flushVisitsOnClose(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onClose", async () => {
    const counter = counterOf(ctx);
    counter.closed = true;
    if (counter.timer) clearTimeout(counter.timer);
    counter.timer = null;
    await flushVisits(ctx);
    if (counter.pending.size > 0) {
      const views = [...counter.pending.values()].reduce((sum, row) => sum + row.views, 0);
      ctx.log.error({ severity: 3, views }, "visits could not be written before closing");
    }
  });
}

/** Counts the request as a visit when it is one. In memory: it cannot fail or slow the page. */
export function countGuestPageView(ctx: AppContext, request: FastifyRequest, siteId: string): void {
  if (countsAsVisit(request)) recordVisit(ctx, siteId);
}

/** All views of the site: the counted ones are written first, so the owner sees every view so far. */
export async function visitorCount(ctx: AppContext, siteId: string): Promise<number> {
  await flushVisits(ctx);
  const [row] = await ctx.db
    .select({ total: sql<string | number | null>`sum(${siteVisits.views})` })
    .from(siteVisits)
    .where(eq(siteVisits.siteId, siteId));
  return Number(row?.total ?? 0);
}
