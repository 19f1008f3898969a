// Plausible's Events API (PROVIDERS-style adapter): POST {apiUrl}/api/event with the visitor's
// User-Agent and X-Forwarded-For (Plausible counts unique visitors from them, and keeps neither),
// and the body {name, url, domain, props, revenue}. Plausible answers 202.
import type { AnalyticsEvent } from "@core/analytics";
import type { AnalyticsProvider, EventSender } from "./provider";

const TIMEOUT_MS = 5_000;

export function plausibleAnalytics(config: { apiUrl: string; domain: string }): AnalyticsProvider {
  return {
    name: "plausible",
    async record(event: AnalyticsEvent, sender: EventSender) {
      const response = await fetch(`${config.apiUrl}/api/event`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": sender.userAgent || "unknown",
          "x-forwarded-for": sender.ip,
        },
        body: JSON.stringify({
          name: event.name,
          url: event.url,
          domain: config.domain,
          props: event.props,
          ...(event.revenue
            ? { revenue: { amount: event.revenue.amount.toFixed(2), currency: event.revenue.currency } }
            : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(
          `Plausible refused the event: ${response.status} ${(await response.text()).slice(0, 200)}`,
        );
      }
    },
  };
}
