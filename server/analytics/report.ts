// `npm run admin -- events [days]`: what the local analytics provider kept, per day and event, with
// the revenue of purchases (admin/commands.ts). With Plausible the figures are in its dashboard.
import { gte, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { analyticsEvents } from "../db/schema";

export type EventDay = { day: string; name: string; count: number; revenue: number; currency: string | null };

export async function eventsByDay(ctx: AppContext, days: number, now = new Date()): Promise<EventDay[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'Europe/Stockholm', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      day,
      name: analyticsEvents.name,
      currency: analyticsEvents.revenueCurrency,
      count: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${analyticsEvents.revenueAmount}), 0)::int`,
    })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(day, analyticsEvents.name, analyticsEvents.revenueCurrency)
    .orderBy(day, analyticsEvents.name);
  return rows.map((row) => ({ ...row, count: Number(row.count), revenue: Number(row.revenue) }));
}

export async function eventsCommand(ctx: AppContext, daysArg?: string) {
  const days = daysArg ? Number(daysArg) : 30;
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    return { ok: false, output: `Days must be a whole number from 1 to 3660, not ${daysArg}` };
  }
  const provider = ctx.config.analytics.provider;
  if (provider !== "local") {
    return {
      ok: true,
      output:
        provider === "off"
          ? "Analytics is off (ANALYTICS=off): no events are kept."
          : "Events go to Plausible (ANALYTICS=plausible): see its dashboard.",
    };
  }
  const rows = await eventsByDay(ctx, days);
  const lines = rows.map((row) =>
    [
      row.day,
      row.name.padEnd(12),
      String(row.count).padStart(6),
      row.currency ? `${(row.revenue / 100).toFixed(2)} ${row.currency}`.padStart(14) : "",
    ]
      .join("  ")
      .trimEnd(),
  );
  return {
    ok: true,
    output: [`Analytics events of the last ${days} days (day, event, count, revenue)`, ...lines].join("\n"),
  };
}
