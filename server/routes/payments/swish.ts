// Swish for sites (SPEC §4 Swish, §7 Payments, §8):
// - POST /api/sites/{siteId}/payment/swish {payerAlias, paymentProduct, host?} → {swishId, reference,
//   appUrl} (422 {validationMessage} for a payer number Swish cannot take; Swedish market only); with
//   {onThisPhone: true} and no number instead, Swish's m-commerce: the request waits for the Swish app
//   on the owner's own phone, which appUrl opens (swish://paymentrequest?token=…; the simulator's app
//   page, server/payments/swish/simulator-page.ts, in development);
// - GET  /api/swishPayments/{swishId} → {status NOT_SET|PAID|DECLINED|ERROR|CANCELLED, errorMessage,
//   reference}, for the owner of the payment's site; asks Swish while pending, so a lost callback
//   still completes;
// - POST /api/payments/swish/callback: Swish's callback. Its body only names the payment request;
//   what happened is asked of Swish again (a forged body changes nothing).
import { isOwning } from "@core/members";
import { normalizeSwishNumber, paymentProductSchema } from "@core/payments";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError, errorBody } from "../../errors";
import { requireAccount, requireOwnedSite, siteAndRole } from "../../guards";
import { findPaymentByProviderId, type PaymentRow } from "../../payments/records";
import { refreshSwishRefundById, SWISH_REFUND_CALLBACK_PATH } from "../../payments/refunds";
import { INSTRUCTION_ID_PATTERN } from "../../payments/swish/provider";
import {
  refreshSwishPayment,
  type StartedSwish,
  SWISH_CALLBACK_PATH,
  SwishRefused,
  startSwishPayment,
  swishServiceOf,
} from "../../payments/swish/service";
import { swishSimulatorAppRoutes } from "../../payments/swish/simulator-page";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const startBody = z.object({
  /** Required unless onThisPhone (SPEC §5 'Du måste uppge ditt swish-nummer'). */
  payerAlias: z.string().max(50).optional(),
  /** The owner pays in the Swish app on the phone they are using (m-commerce): no number is sent. */
  onThisPhone: z.boolean().optional(),
  paymentProduct: paymentProductSchema,
  /** The subdomain (label or full host) or domain chosen; not needed for extend_subdomain. */
  host: z.string().max(300).optional(),
});
const statusParams = z.object({ swishId: z.string().max(64) });
/** Only the id is read from a callback; the rest is Swish's to confirm. */
const callbackBody = z.object({ id: z.string().max(64) }).passthrough();

/** The spec's status words: CREATED is NOT_SET (keep polling). */
const uiStatus = (status: string) => (status === "CREATED" ? "NOT_SET" : status);

/**
 * The answer to a request to start a Swish payment: {swishId, reference, appUrl}, or 422 with the text
 * for a payer number Swish cannot take (ours or Swish's own judgement). Shared by sites and orders.
 * `rawPayerAlias` null: no number, the Swish app on this phone (m-commerce); appUrl opens it.
 */
export async function answerSwishStart(
  reply: FastifyReply,
  rawPayerAlias: string | null,
  start: (payerAlias: string | null) => Promise<PaymentRow | StartedSwish>,
) {
  const number = rawPayerAlias === null ? null : normalizeSwishNumber(rawPayerAlias);
  if (number && !number.ok) {
    return reply
      .code(422)
      .send({ ...errorBody("SWISH_INVALID_NUMBER"), validationMessage: number.validationMessage });
  }
  try {
    const payment = await start(number ? number.payerAlias : null);
    return {
      swishId: payment.providerId,
      reference: payment.reference,
      appUrl: "appUrl" in payment ? payment.appUrl : null,
    };
  } catch (error) {
    if (!(error instanceof SwishRefused)) throw error;
    return reply
      .code(422)
      .send({ ...errorBody("SWISH_INVALID_NUMBER"), validationMessage: error.validationMessage });
  }
}

export async function swishRoutes(app: FastifyInstance, ctx: AppContext) {
  // The simulator's stand-in for the Swish app (m-commerce without a phone), only with the simulator.
  if (ctx.config.swish.provider === "simulator")
    await swishSimulatorAppRoutes(app, async () => (await swishServiceOf(ctx)).simulator);

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/payment/swish",
    summary: "Start a Swish payment of a product for the site: a payment request to the payer's Swish app",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: startBody,
    rateLimit: { max: 30, timeWindow: "1 hour" },
    handler: async ({ params, request, reply }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      if (ctx.config.market !== "se") throw new ApiError("SWISH_NOT_IN_MARKET");
      const input = parseInput(startBody, request.body);
      return answerSwishStart(reply, input.onThisPhone ? null : (input.payerAlias ?? ""), (payerAlias) =>
        startSwishPayment(ctx, {
          siteId: site.id,
          accountId: account.id,
          product: input.paymentProduct,
          target: input.host,
          payerAlias,
        }),
      );
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/swishPayments/:swishId",
    summary: "The status of a Swish payment (NOT_SET while waiting for the payer), for the owner of its site",
    access: "owner",
    params: statusParams,
    handler: async ({ params, request }) => {
      const account = await requireAccount(ctx, request);
      // An unknown id answers 403 like someone else's: ids are not probed.
      if (!INSTRUCTION_ID_PATTERN.test(params.swishId)) throw new ApiError("FORBIDDEN");
      const found = await findPaymentByProviderId(ctx, "swish", params.swishId);
      if (!found?.siteId) throw new ApiError("FORBIDDEN");
      // The site's owner or a co-owner (issue 28) follows the payment, whichever of them started it.
      const access = await siteAndRole(ctx, found.siteId, account.id);
      if (!isOwning(access?.role)) throw new ApiError("FORBIDDEN");
      const payment = await refreshSwishPayment(ctx, found);
      return {
        status: uiStatus(payment.status),
        errorMessage: payment.status === "ERROR" ? (payment.errorMessage ?? null) : null,
        reference: payment.reference,
      };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: SWISH_CALLBACK_PATH,
    summary: "Swish's callback when a payment request changes; acted on only as Swish confirms when asked",
    access: "public",
    bodyParsedInHandler: callbackBody,
    rateLimit: { max: 600, timeWindow: "1 minute" },
    handler: async ({ request }) => {
      const parsed = callbackBody.safeParse(request.body);
      // Swish retries a callback that is not answered 200; one we cannot use is not worth a retry.
      if (!parsed.success || !INSTRUCTION_ID_PATTERN.test(parsed.data.id)) return { received: true };
      const payment = await findPaymentByProviderId(ctx, "swish", parsed.data.id);
      if (payment) await refreshSwishPayment(ctx, payment);
      return { received: true };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: SWISH_REFUND_CALLBACK_PATH,
    summary: "Swish's callback when a refund changes; acted on only as Swish confirms when asked",
    access: "public",
    bodyParsedInHandler: callbackBody,
    rateLimit: { max: 600, timeWindow: "1 minute" },
    handler: async ({ request }) => {
      const parsed = callbackBody.safeParse(request.body);
      if (parsed.success && INSTRUCTION_ID_PATTERN.test(parsed.data.id))
        await refreshSwishRefundById(ctx, parsed.data.id);
      return { received: true };
    },
  });
}
