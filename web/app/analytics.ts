// Analytics in the owner app (SPEC §6, §7 Other; core/analytics.ts): track(name, data) calls the
// tracker the page loads (GET /api/events/tracker.js), looking for it again up to 10 times 500 ms
// apart and logging an error when it never comes. Skipped where analytics is off (local development).
// The conversion and the receipt's purchase are the party brand's events only.
import {
  type AnalyticsEventName,
  TRACKER_GLOBAL,
  TRACKER_RETRIES,
  TRACKER_RETRY_MS,
  tracksConversions,
} from "@core/analytics";
import type { Brand, Currency } from "@core/brands";
import { reportError } from "@web/guest/report";
import { appConfig } from "./config";

export type TrackOptions = {
  props?: Record<string, string>;
  revenue?: { amount: number; currency: Currency };
};
type Tracker = (name: string, options: TrackOptions) => unknown;

export type TrackDeps = {
  enabled: boolean;
  findTracker: () => Tracker | undefined;
  wait: (ms: number) => Promise<void>;
  report: (error: Error, info: Record<string, unknown>) => void;
};

function browserDeps(): TrackDeps {
  return {
    enabled: appConfig().analytics,
    findTracker: () => {
      const tracker = (window as unknown as Record<string, unknown>)[TRACKER_GLOBAL];
      return typeof tracker === "function" ? (tracker as Tracker) : undefined;
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    report: (error, info) => reportError(error, { ...info, origin: "analytics" }, 2),
  };
}

/** Sends one event; true when the tracker took it. Never throws: analytics must not stop an owner. */
export async function track(
  name: AnalyticsEventName,
  options: TrackOptions = {},
  deps: TrackDeps = browserDeps(),
): Promise<boolean> {
  if (!deps.enabled) return false;
  for (let attempt = 0; attempt <= TRACKER_RETRIES; attempt++) {
    const tracker = deps.findTracker();
    if (tracker) {
      try {
        await tracker(name, options);
        return true;
      } catch (error) {
        deps.report(error instanceof Error ? error : new Error(String(error)), { event: name });
        return false;
      }
    }
    if (attempt < TRACKER_RETRIES) await deps.wait(TRACKER_RETRY_MS);
  }
  deps.report(new Error("analytics tracker not found"), { event: name, tries: TRACKER_RETRIES + 1 });
  return false;
}

/** A visitor became a customer: the account's first site was created (quick start or the wizard). */
export function trackConversion(
  source: "quick-start" | "wizard",
  brand: Brand = appConfig().brand,
  deps?: TrackDeps,
) {
  if (!tracksConversions(brand)) return Promise.resolve(false);
  return track("conversion", { props: { source } }, deps);
}

const TRACKED_KEY = "tracked-purchases";
const TRACKED_KEEP = 50;

/** The references whose purchase was sent from this browser: a receipt opened again is not a new sale. */
function alreadyTracked(reference: string, storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    const seen = JSON.parse(storage.getItem(TRACKED_KEY) ?? "[]") as unknown;
    const list = Array.isArray(seen) ? seen.filter((item): item is string => typeof item === "string") : [];
    if (list.includes(reference)) return true;
    storage.setItem(TRACKED_KEY, JSON.stringify([...list, reference].slice(-TRACKED_KEEP)));
    return false;
  } catch {
    return false;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A receipt was shown: its purchase, with the amount paid (VAT included) as revenue, once per payment. */
export function trackPurchase(
  receipt: { reference: string; product: string; amountWithVat: number; currency: Currency },
  brand: Brand = appConfig().brand,
  storage: Storage | null = localStorageOrNull(),
  deps?: TrackDeps,
) {
  if (!tracksConversions(brand) || alreadyTracked(receipt.reference, storage)) return Promise.resolve(false);
  return track(
    "purchase",
    {
      props: { product: receipt.product },
      revenue: { amount: receipt.amountWithVat / 100, currency: receipt.currency },
    },
    deps,
  );
}
