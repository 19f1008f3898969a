// What the simulator does with a card, by the test numbers Stripe documents for test mode
// (docs.stripe.com/testing): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined
// (card_declined), 4000 0000 0000 9995 is declined for insufficient funds. As in Stripe's test mode a
// real (Luhn-valid) number is declined too, and a number, expiry or CVC that cannot be a card's is an
// input error caught before anything is charged. 4000 0000 0000 5126 pays, but a refund of it fails
// (Stripe's "refund fails" test card).

import { luhnValid } from "@core/luhn";

export type CardInput = Readonly<{ number: string; expiry: string; cvc: string }>;

export type CardOutcome =
  | { kind: "succeeded"; refundFails?: boolean }
  /** The bank said no: the intent gets last_payment_error and payment_intent.payment_failed is sent. */
  | { kind: "declined"; declineCode: "generic_decline" | "insufficient_funds" | "test_mode_live_card" }
  /** Stripe Elements would not even submit this: nothing happens to the intent. */
  | { kind: "invalid"; field: "number" | "expiry" | "cvc" };

export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  refundFails: "4000000000005126",
} as const;

export { luhnValid };

/** MM/YY or MM / YY (as the form writes it); valid through the last day of that month. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  // The first moment after the card's last valid month, in UTC (a day of leeway is Stripe's problem).
  return now.getTime() < Date.UTC(year, month, 1);
}

export function decideCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return { kind: "invalid", field: "number" };
  if (!expiryValid(card.expiry, now)) return { kind: "invalid", field: "expiry" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: "invalid", field: "cvc" };
  if (number === TEST_CARDS.succeeds) return { kind: "succeeded" };
  if (number === TEST_CARDS.refundFails) return { kind: "succeeded", refundFails: true };
  if (number === TEST_CARDS.declined) return { kind: "declined", declineCode: "generic_decline" };
  if (number === TEST_CARDS.insufficientFunds) return { kind: "declined", declineCode: "insufficient_funds" };
  return { kind: "declined", declineCode: "test_mode_live_card" };
}
