// Paying an order of printed cards (SPEC §7 Payments; issue 13 item 3), with the site payments' own
// providers, polling and effects (server/payments):
// - POST /api/orders/{orderId}/payment/swish {payerAlias} → {swishId, reference} (then the same
//   GET /api/swishPayments/{swishId} polling as a site's payment);
// - POST /api/orders/{orderId}/payment/stripe (no body; ?locale= for the simulator's card form) →
//   {client_secret, reference, stripe_public_key, card_form_url};
// - GET  /api/orders/{orderId}/payment/stripe/{reference} → {paymentConfirmed, status}.
// The amount is the order's own total, priced on the server when it was made; a paid order is 409.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedOrder } from "../../orders/records";
import { createOrderPayment, findPaymentByReference } from "../../payments/records";
import { cardProviderOf } from "../../payments/stripe";
import { newInstructionId, requestSwish } from "../../payments/swish/service";
import { requirePrintsBrand } from "../../prints/records";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import {
  answerCardPoll,
  type CardPollAnswer,
  type CardStartAnswer,
  startCardIntent,
} from "../payments/stripe";
import { answerSwishStart } from "../payments/swish";

const orderParams = z.object({ orderId: z.string().max(100) });
const pollParams = z.object({ orderId: z.string().max(100), reference: z.string().max(100) });
const swishBody = z.object({ payerAlias: z.string().max(50) });
const cardQuery = z.object({ locale: z.enum(["sv", "en", "da"]).optional() });

export async function orderPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const provider = cardProviderOf(ctx);

  defineRoute(app, {
    method: "POST",
    url: "/api/orders/:orderId/payment/swish",
    summary: "Pay an order of printed cards with Swish: a payment request of the order's total",
    access: "owner",
    params: orderParams,
    bodyParsedInHandler: swishBody,
    rateLimit: { max: 30, timeWindow: "1 hour" },
    handler: async ({ params, request, reply }) => {
      requirePrintsBrand(ctx);
      const order = await requireOwnedOrder(ctx, request, params.orderId);
      if (ctx.config.market !== "se") throw new ApiError("SWISH_NOT_IN_MARKET");
      const input = parseInput(swishBody, request.body);
      if (order.status !== "CREATED") throw new ApiError("ORDER_ALREADY_PAID");
      return answerSwishStart(reply, input.payerAlias, async (payerAlias) =>
        requestSwish(
          ctx,
          await createOrderPayment(ctx, order.id, "swish", new Date(), newInstructionId()),
          payerAlias,
        ),
      );
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/orders/:orderId/payment/stripe",
    summary:
      "Pay an order of printed cards by card: {client_secret, reference, stripe_public_key, card_form_url}",
    access: "owner",
    params: orderParams,
    query: cardQuery,
    rateLimit: { max: 60, timeWindow: "1 hour" },
    handler: async ({ params, query, request }): Promise<CardStartAnswer> => {
      requirePrintsBrand(ctx);
      const order = await requireOwnedOrder(ctx, request, params.orderId);
      const payment = await createOrderPayment(ctx, order.id, "card");
      return startCardIntent(ctx, provider, request, payment, query.locale);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/orders/:orderId/payment/stripe/:reference",
    summary: "Whether the order's card payment is confirmed (polled every 3 s): {paymentConfirmed, status}",
    access: "owner",
    params: pollParams,
    rateLimit: { max: 600, timeWindow: "10 minutes" },
    handler: async ({ params, request }): Promise<CardPollAnswer> => {
      requirePrintsBrand(ctx);
      const order = await requireOwnedOrder(ctx, request, params.orderId);
      const payment = await findPaymentByReference(ctx, params.reference.toUpperCase());
      if (!payment || payment.orderId !== order.id || payment.method !== "card")
        throw new ApiError("NOT_FOUND");
      return answerCardPoll(ctx, provider, request, payment);
    },
  });
}
