// Analytics events (SPEC §7 Other; core/analytics.ts): where the owner app's events go. The local
// provider keeps them in our own table (the default, offline); the Plausible adapter sends them to
// Plausible's Events API. With ANALYTICS=off (local development) nothing is sent or kept.
import type { AnalyticsEvent } from "@core/analytics";
import type { AppContext } from "../context";
import { localAnalytics } from "./local";
import { plausibleAnalytics } from "./plausible";

/** Who sent the event, as a provider may need it to count unique visitors; never stored by us. */
export type EventSender = { userAgent: string; ip: string };

export interface AnalyticsProvider {
  readonly name: string;
  /** Records one event; throws when the service refused it or could not be reached. */
  record(event: AnalyticsEvent, sender: EventSender): Promise<void>;
}

const providers = new WeakMap<AppContext, AnalyticsProvider | null>();

/** The configured provider, or null when analytics is off. */
export function analyticsProviderOf(ctx: AppContext): AnalyticsProvider | null {
  if (providers.has(ctx)) return providers.get(ctx) ?? null;
  const config = ctx.config.analytics;
  const provider =
    config.provider === "off"
      ? null
      : config.provider === "local"
        ? localAnalytics(ctx.db)
        : plausibleAnalytics(config);
  providers.set(ctx, provider);
  return provider;
}
