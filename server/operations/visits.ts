// Visitor count (SPEC §2 Account page): guest page views per site and day, nothing else. No cookie,
// no address, no user agent is stored; HEAD requests and obvious robots are not counted.
import { calendarDay } from "@core/dates";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { siteVisits } from "../db/schema";

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

/** One more view of the site today: a single atomic upsert, safe under simultaneous views. */
export async function recordVisit(ctx: AppContext, siteId: string, now: Date = new Date()): Promise<void> {
  await ctx.db
    .insert(siteVisits)
    .values({ siteId, day: visitDay(now), views: 1 })
    .onConflictDoUpdate({
      target: [siteVisits.siteId, siteVisits.day],
      set: { views: sql`${siteVisits.views} + 1` },
    });
}

/** Counts the request as a visit when it is one; a failure is logged and never breaks the page. */
export async function countGuestPageView(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<void> {
  if (!countsAsVisit(request)) return;
  try {
    await recordVisit(ctx, siteId);
  } catch (error) {
    ctx.log.error({ err: error, severity: 3 }, "visit count failed");
  }
}

export async function visitorCount(ctx: AppContext, siteId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string | number | null>`sum(${siteVisits.views})` })
    .from(siteVisits)
    .where(eq(siteVisits.siteId, siteId));
  return Number(row?.total ?? 0);
}
