// Card payments (SPEC §7 Payments, §4 Card; PROVIDERS.md Card: Stripe PaymentIntents):
// - POST /api/sites/{siteId}/payment/stripe {paymentProduct, host?, locale?} → {client_secret, reference,
//   stripe_public_key, card_form_url}: a payment priced by the server and its PaymentIntent;
// - GET  /api/sites/{siteId}/payment/stripe/{reference} → {paymentConfirmed, status}: the database,
//   brought up to date from the provider when the webhook has not arrived (a lost webhook still pays);
// - POST /api/stripe/webhook: Stripe's events, verified over the raw body (Stripe-Signature).
// The simulator's card form and confirm (server/payments/stripe/simulator-routes.ts) join them when no
// STRIPE_* keys are configured.
import { paymentProductSchema } from "@core/payments";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { applyPaidPayment } from "../../payments/effects";
import {
  createPayment,
  findPaymentByReference,
  type PaymentRow,
  setProviderId,
  setStatus,
} from "../../payments/records";
import { cardProviderOf, isCardSimulator } from "../../payments/stripe";
import { type CardProvider, CardProviderError, WebhookSignatureError } from "../../payments/stripe/provider";
import { settleIntent } from "../../payments/stripe/settle";
import { cardSimulatorRoutes, WEBHOOK_PATH } from "../../payments/stripe/simulator-routes";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const pollParams = z.object({ siteId: z.string().max(100), reference: z.string().max(100) });
const startBody = z.object({
  paymentProduct: paymentProductSchema,
  /** The subdomain (label or full host) or domain the payment is for; not used by extend_subdomain. */
  host: z.string().max(253).optional(),
  /** The card form's language (simulator). */
  locale: z.enum(["sv", "en", "da"]).optional(),
});
const webhookDoc = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.object({}) }) });

export type CardStartAnswer = {
  client_secret: string;
  reference: string;
  stripe_public_key: string;
  /** The simulator's card form to embed in an iframe; null with real Stripe (mount CardElement). */
  card_form_url: string | null;
};
export type CardPollAnswer = { paymentConfirmed: boolean; status: string };

/** Creates the PaymentIntent of a CREATED card payment (a site product's or an order's) and answers the form's keys. */
export async function startCardIntent(
  ctx: AppContext,
  provider: CardProvider,
  request: FastifyRequest,
  payment: PaymentRow,
  locale: "sv" | "en" | "da" | undefined,
): Promise<CardStartAnswer> {
  try {
    const intent = await provider.createPaymentIntent({
      amount: payment.amount,
      currency: payment.currency,
      paymentId: payment.id,
      idempotencyKey: `payment-${payment.id}`,
    });
    await setProviderId(ctx, payment.id, intent.providerId);
    return {
      client_secret: intent.clientSecret,
      reference: payment.reference,
      stripe_public_key: intent.publishableKey,
      card_form_url: provider.cardFormUrl(intent.clientSecret, locale ?? "sv"),
    };
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    request.log.error({ err: error, severity: 3, paymentId: payment.id }, "card payment could not start");
    await setStatus(ctx, payment.id, "ERROR", { errorMessage: error.message });
    throw new ApiError("CARD_FAILED", { cause: error });
  }
}

/** Whether a card payment is confirmed, asking the provider when the webhook has not told us yet. */
export async function answerCardPoll(
  ctx: AppContext,
  provider: CardProvider,
  request: FastifyRequest,
  found: PaymentRow,
): Promise<CardPollAnswer> {
  let payment = found;
  if (payment.status === "PAID") {
    // Cheap when applied (one conditional update); completes a payment a crash left unapplied.
    await applyPaidPayment(ctx, payment.id);
  } else if (payment.status !== "CANCELLED" && payment.providerId) {
    try {
      payment = (await settleIntent(ctx, provider, payment.providerId)).payment ?? payment;
    } catch (error) {
      // The provider is unreachable: answer what we know; the next poll (or the webhook) catches up.
      request.log.warn(
        { err: error, severity: 2, paymentId: payment.id },
        "card intent could not be retrieved",
      );
    }
  }
  return { paymentConfirmed: payment.status === "PAID", status: payment.status };
}

export async function stripeRoutes(app: FastifyInstance, ctx: AppContext) {
  const provider = cardProviderOf(ctx);
  if (isCardSimulator(provider)) {
    if (ctx.config.nodeEnv === "production") {
      ctx.log.warn(
        { severity: 2 },
        "Card payments use the local simulator: set the STRIPE_* keys to take real payments",
      );
    }
    await cardSimulatorRoutes(app, ctx, provider);
  }

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/payment/stripe",
    summary:
      "Start a card payment for a product (the amount is the server's price): {client_secret, reference, stripe_public_key, card_form_url}",
    access: "owner",
    params: siteParams,
    body: startBody,
    rateLimit: { max: 60, timeWindow: "1 hour" },
    handler: async ({ params, body, request }): Promise<CardStartAnswer> => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      const payment = await createPayment(ctx, {
        siteId: site.id,
        accountId: account.id,
        product: body.paymentProduct,
        method: "card",
        target: body.host,
      });
      return startCardIntent(ctx, provider, request, payment, body.locale);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/payment/stripe/:reference",
    summary: "Whether the card payment is confirmed (polled every 3 s): {paymentConfirmed, status}",
    access: "owner",
    params: pollParams,
    rateLimit: { max: 600, timeWindow: "10 minutes" },
    handler: async ({ params, request }): Promise<CardPollAnswer> => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const payment = await findPaymentByReference(ctx, params.reference);
      if (!payment || payment.siteId !== site.id || payment.method !== "card" || payment.orderId)
        throw new ApiError("NOT_FOUND");
      return answerCardPoll(ctx, provider, request, payment);
    },
  });

  // Stripe signs the exact bytes it sent, so this route (alone) keeps the body raw: its own scope with
  // a Buffer parser instead of the app's JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    defineRoute(scope, {
      method: "POST",
      url: WEBHOOK_PATH,
      summary:
        "Stripe webhook (payment_intent.succeeded, payment_intent.payment_failed), verified with Stripe-Signature over the raw body; 400 when the signature does not hold",
      access: "public",
      bodyParsedInHandler: webhookDoc,
      handler: async ({ request }) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new ApiError("WEBHOOK_SIGNATURE_INVALID");
        const header = request.headers["stripe-signature"];
        let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
        try {
          event = await provider.verifyWebhook(raw, typeof header === "string" ? header : undefined);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ severity: 2, reason: error.message }, "card webhook refused");
          throw new ApiError("WEBHOOK_SIGNATURE_INVALID");
        }
        if (event.type === "other" || !event.providerId) return { received: true };
        try {
          await settleIntent(ctx, provider, event.providerId);
        } catch (error) {
          if (!(error instanceof CardProviderError)) throw error;
          // A 5xx makes Stripe send the event again later, when the intent can be asked about.
          request.log.error(
            { err: error, severity: 3, event: event.id },
            "card webhook: intent not retrievable",
          );
          throw new ApiError("CARD_FAILED", { cause: error });
        }
        return { received: true };
      },
    });
  });
}
