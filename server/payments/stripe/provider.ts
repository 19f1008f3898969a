// Card payments behind one interface (PROVIDERS.md, Card: Stripe PaymentIntents). Two adapters: the real
// Stripe one (stripe-adapter.ts, chosen when STRIPE_* keys are configured) and the default local
// simulator (simulator.ts) that plays Stripe's part for our server: intents, client secrets of Stripe's
// shape, a card form on this server, declines, and webhooks signed with Stripe's scheme.

export type CreateIntentInput = Readonly<{
  /** Minor units (öre, øre), from the server's price table: never from the browser. */
  amount: number;
  /** ISO 4217, lower or upper case (Stripe wants lower). */
  currency: string;
  /** Our payment's id, stored on the intent as metadata so a webhook can be traced back. */
  paymentId: string;
  /** The same key for the same payment makes a retried create return the same intent. */
  idempotencyKey: string;
}>;

export type CreatedIntent = Readonly<{
  clientSecret: string;
  /** The PaymentIntent id (pi_…), kept as the payment's provider id. */
  providerId: string;
  publishableKey: string;
}>;

/**
 * Where an intent stands, reduced to what our payment needs. `failed` is Stripe's
 * requires_payment_method after an attempt was refused (last_payment_error set); before any attempt
 * the intent is `pending`.
 */
export type IntentState = "pending" | "succeeded" | "failed" | "canceled";

export type RetrievedIntent = Readonly<{
  providerId: string;
  state: IntentState;
  amount: number;
  currency: string;
  /** metadata.paymentId, or null when the intent was not made by us. */
  paymentId: string | null;
  /** The provider's message for the last refused attempt (its language), or null. */
  failureMessage: string | null;
}>;

export type CardWebhookEvent = Readonly<{
  id: string;
  /** Only these two change a payment; every other event is acknowledged and ignored. */
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "other";
  /** The intent the event is about (null for events about other objects). */
  providerId: string | null;
}>;

/** A refund as the provider reports it: Stripe's refund status reduced to three. */
export type CardRefund = Readonly<{ id: string; state: "pending" | "succeeded" | "failed" }>;

export interface CardProvider {
  /**
   * Cancels an intent that has not been paid (the card form can no longer pay it); answers the intent
   * as it is afterwards (succeeded if it was paid first). Throws CardProviderError when it cannot ask.
   */
  cancel(providerId: string): Promise<RetrievedIntent>;
  /** Pays a succeeded intent back in full (POST /v1/refunds, one idempotency key per refund). */
  refund(input: { providerId: string; amount: number; idempotencyKey: string }): Promise<CardRefund>;
  /** A refund's state now (a pending one settles later). */
  retrieveRefund(refundId: string): Promise<CardRefund>;
  readonly kind: "stripe" | "simulator";
  createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent as the provider sees it now; throws CardProviderError when it cannot be asked. */
  retrieve(providerId: string): Promise<RetrievedIntent>;
  /** Checks `Stripe-Signature` over the raw body; rejects with WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<CardWebhookEvent>;
  /**
   * The card form to embed (simulator only): its URL for this client secret, or null when the browser
   * uses Stripe.js with the publishable key instead.
   */
  cardFormUrl(clientSecret: string, locale: "sv" | "en" | "da"): string | null;
}

/** The provider could not be reached or refused the request (network, 5xx, bad key). Logged; 502. */
export class CardProviderError extends Error {
  override name = "CardProviderError";
}

/** A webhook whose signature is missing, wrong or too old: refused with 400 and changes nothing. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** Stripe's PaymentIntent status (and its last error) as our IntentState. */
export function intentStateOf(status: string, lastPaymentError: unknown): IntentState {
  if (status === "succeeded") return "succeeded";
  if (status === "canceled") return "canceled";
  if (status === "requires_payment_method" && lastPaymentError) return "failed";
  return "pending";
}
