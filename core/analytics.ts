// Analytics events (SPEC §6, §7 Other): the owner app calls a tracker with an event's name and data.
// The tracker is our own small script (GET /api/events/tracker.js), which hands each event to POST /api/events/;
// the server passes it to its analytics provider (server/analytics): the local store by default, or
// Plausible's Events API. Events carry no personal data: no mail, no name, no site id, and the page
// address with its ids replaced (anonymousUrl).
import { z } from "zod";
import type { Brand, Currency } from "./brands";

/** The events the product sends, and what each is for. */
export const ANALYTICS_EVENTS = {
  /** A visitor became a customer: the account and its first site were created (sign-up). */
  conversion: "conversion",
  /** A payment's receipt was shown: the purchase, with its amount as revenue. */
  purchase: "purchase",
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The conversion and the receipt's purchase event are the party brand's only (SPEC §6). */
export function tracksConversions(brand: Brand): boolean {
  return brand === "party";
}

/** The owner app looks for the tracker this many more times, this far apart, then logs an error (SPEC §7). */
export const TRACKER_RETRIES = 10;
export const TRACKER_RETRY_MS = 500;

/** The global function the tracker script defines. */
export const TRACKER_GLOBAL = "eventsidaTracker";

// Plausible's limits for a custom event (30 properties, keys 300 bytes, values 2000 bytes, all strings).
const MAX_PROPS = 30;

export const analyticsEventSchema = z.object({
  name: z.enum([ANALYTICS_EVENTS.conversion, ANALYTICS_EVENTS.purchase]),
  url: z.string().url().max(2000),
  props: z
    .record(z.string().min(1).max(100), z.string().max(500))
    .refine((props) => Object.keys(props).length <= MAX_PROPS, `at most ${MAX_PROPS} properties`)
    .default({}),
  revenue: z
    .object({
      /** In the currency's major unit (kronor), as Plausible takes it. */
      amount: z.number().finite().min(0).max(1_000_000),
      currency: z.enum(["SEK", "DKK"] satisfies Currency[]),
    })
    .optional(),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

// A path segment that names one thing (a site id, a payment reference, an order id, a reset token):
// long enough, with a digit in it. Words of our paths (redigera, bekraftelse, subdoman) have none.
const ID_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{6,}$/;

/** The address without what could tell who it was: origin and path, ids as ':id', no query or hash. */
export function anonymousUrl(address: string): string {
  const url = new URL(address);
  const path = url.pathname
    .split("/")
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
    .join("/");
  return `${url.origin}${path}`;
}
