// The local analytics provider: our own table, read by `npm run admin -- events` (admin/commands.ts).
import type { AnalyticsEvent } from "@core/analytics";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";
import type { AnalyticsProvider } from "./provider";

export function localAnalytics(db: Database): AnalyticsProvider {
  return {
    name: "local",
    async record(event: AnalyticsEvent) {
      await db.insert(analyticsEvents).values({
        name: event.name,
        url: event.url,
        props: event.props,
        revenueAmount: event.revenue ? Math.round(event.revenue.amount * 100) : null,
        revenueCurrency: event.revenue?.currency ?? null,
      });
    },
  };
}
