// After the card was confirmed with the provider, the server is asked every 3 s whether it has seen
// the payment (GET .../payment/stripe/{reference} → paymentConfirmed), for at most 150 s (SPEC §9).
export const CARD_POLL_INTERVAL_MS = 3000;
export const CARD_TIMEOUT_MS = 150_000;

export type CardPollDeps = {
  check: () => Promise<boolean>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Stops the loop when the owner leaves. */
  cancelled?: () => boolean;
};

export type CardPollOutcome = "confirmed" | "timeout" | "cancelled";

/** Checks at once, then every 3 s; a failed check throws (the caller shows and logs it, SPEC §8). */
export async function pollCardPayment({
  check,
  sleep,
  now,
  cancelled,
}: CardPollDeps): Promise<CardPollOutcome> {
  const startedAt = now();
  for (;;) {
    if (cancelled?.()) return "cancelled";
    if (await check()) return "confirmed";
    if (now() - startedAt >= CARD_TIMEOUT_MS) return "timeout";
    await sleep(CARD_POLL_INTERVAL_MS);
  }
}

/** Stripe.js is used only with a real publishable key; anything else is our local simulator. */
export const isRealStripeKey = (key: string): boolean => /^pk_(live|test)_/.test(key);
