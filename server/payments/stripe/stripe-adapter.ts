// The real card provider: Stripe PaymentIntents through the `stripe` package (PROVIDERS.md, Card). The
// package (some 200 modules) is loaded by the first request that needs it, not at the server's start.
import type Stripe from "stripe";
import {
  type CardProvider,
  CardProviderError,
  type CreatedIntent,
  type CreateIntentInput,
  intentStateOf,
  type RetrievedIntent,
} from "./provider";
import { verifyStripeWebhook } from "./webhook";

export type StripeAdapterOptions = Readonly<{
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (tests point it at a local server); Stripe's own by default. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}>;

/** Stripe's refund status (pending, requires_action, succeeded, failed, canceled) reduced to ours. */
function refundStateOf(status: string | null): "pending" | "succeeded" | "failed" {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

export function stripeCardProvider(options: StripeAdapterOptions): CardProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = (): Promise<Stripe> => {
    if (!client) {
      client = import("stripe").then(
        ({ default: StripeClient }) =>
          new StripeClient(options.secretKey, {
            maxNetworkRetries: 2,
            timeout: 20_000,
            ...(options.api ?? {}),
          }),
      );
    }
    return client;
  };

  const failed = (what: string, error: unknown) =>
    new CardProviderError(`Stripe ${what} failed: ${(error as Error).message}`, { cause: error });

  const retrieveIntent = async (providerId: string): Promise<RetrievedIntent> => {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await (await stripe()).paymentIntents.retrieve(providerId);
    } catch (error) {
      throw failed("retrieve PaymentIntent", error);
    }
    return {
      providerId: intent.id,
      state: intentStateOf(intent.status, intent.last_payment_error),
      amount: intent.amount,
      currency: intent.currency,
      paymentId: intent.metadata?.paymentId ?? null,
      failureMessage: intent.last_payment_error?.message ?? null,
    };
  };

  return {
    kind: "stripe",

    async createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      try {
        const intent = await (await stripe()).paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            metadata: { paymentId: input.paymentId },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error("the intent has no client_secret");
        return {
          clientSecret: intent.client_secret,
          providerId: intent.id,
          publishableKey: options.publishableKey,
        };
      } catch (error) {
        throw failed("create PaymentIntent", error);
      }
    },

    retrieve: retrieveIntent,

    async cancel(providerId: string): Promise<RetrievedIntent> {
      try {
        await (await stripe()).paymentIntents.cancel(providerId);
      } catch (error) {
        // A paid (or already cancelled) intent cannot be cancelled: what it is now is the answer.
        if ((error as { code?: string }).code !== "payment_intent_unexpected_state")
          throw failed("cancel PaymentIntent", error);
      }
      return retrieveIntent(providerId);
    },

    async refund(input) {
      try {
        const refund = await (await stripe()).refunds.create(
          { payment_intent: input.providerId, amount: input.amount },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, state: refundStateOf(refund.status) };
      } catch (error) {
        throw failed("create Refund", error);
      }
    },

    async retrieveRefund(refundId: string) {
      try {
        const refund = await (await stripe()).refunds.retrieve(refundId);
        return { id: refund.id, state: refundStateOf(refund.status) };
      } catch (error) {
        throw failed("retrieve Refund", error);
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret);
    },

    // With real Stripe the browser mounts Stripe Elements (CardElement) with the publishable key.
    cardFormUrl: () => null,
  };
}
