// Payments of sites (SPEC §7 Payments, issue 9): the receipt, products that cost nothing, Swish
// (swish.ts), and the job that finishes payments a stopped server left half done. Card payments are
// registered by stripe.ts.
import { paymentProductSchema } from "@core/payments";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { applyPaidPayment, resumeUnapplied } from "../../payments/effects";
import { payerOf, presentReceipt } from "../../payments/receipt";
import { createPayment, findPaymentByReference, setStatus } from "../../payments/records";
import {
  closeSwishService,
  refreshOpenSwishPayments,
  setSimulatorCallbackDelivery,
} from "../../payments/swish/service";
import { schedulePeriodicCleanup } from "../../periodic";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { swishRoutes } from "./swish";

const siteParams = z.object({ siteId: z.string().max(100) });
const receiptParams = z.object({ siteId: z.string().max(100), paymentReference: z.string().max(40) });
const freeBody = z.object({ paymentProduct: paymentProductSchema, host: z.string().max(300).optional() });

const followUps = new WeakMap<AppContext, NodeJS.Timeout>();

/**
 * Finishes what a stopped server left: paid but not applied, refunds, receipts not sent, Swish never
 * called back. A receipt still leased by another process (killed while sending, perhaps) is looked at
 * again as soon as its lease ends, not at the next five-minute run.
 */
export async function finishPayments(ctx: AppContext): Promise<{ removed: number }> {
  const { removed, leaseEndsAt } = await resumeUnapplied(ctx);
  const settled = await refreshOpenSwishPayments(ctx);
  if (leaseEndsAt && !followUps.has(ctx)) {
    const timer = setTimeout(
      () => {
        followUps.delete(ctx);
        finishPayments(ctx).catch((error: unknown) =>
          ctx.log.error({ err: error, severity: 3 }, "finishing payments failed"),
        );
      },
      Math.max(0, leaseEndsAt.getTime() - Date.now()) + 250,
    );
    timer.unref();
    followUps.set(ctx, timer);
  }
  return { removed: removed + settled };
}

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/payment/receipt/:paymentReference",
    summary:
      "The receipt of a paid payment of the site: product, amounts with and without VAT, method, date, reference",
    access: "owner",
    params: receiptParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const payment = await findPaymentByReference(ctx, params.paymentReference.toUpperCase());
      if (!payment || payment.siteId !== site.id || payment.status !== "PAID")
        throw new ApiError("NOT_FOUND");
      // A co-owner's payment names its payer (issue 28).
      return presentReceipt(payment, ctx.config.seller, await payerOf(ctx, payment));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/payment/free",
    summary:
      "Take a product that costs the site nothing (a subdomain already bought, a free domain registration)",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: freeBody,
    rateLimit: { max: 30, timeWindow: "1 hour" },
    handler: async ({ params, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      const input = parseInput(freeBody, request.body);
      const payment = await createPayment(ctx, {
        siteId: site.id,
        accountId: account.id,
        product: input.paymentProduct,
        method: "free",
        target: input.host,
      });
      await setStatus(ctx, payment.id, "PAID");
      await applyPaidPayment(ctx, payment.id);
      return { reference: payment.reference };
    },
  });

  await swishRoutes(app, ctx);
  setSimulatorCallbackDelivery(ctx, async (callbackUrl, body) => {
    const response = await app.inject({
      method: "POST",
      url: new URL(callbackUrl).pathname,
      payload: body as object,
    });
    if (response.statusCode !== 200) throw new Error(`the Swish callback answered ${response.statusCode}`);
  });

  schedulePeriodicCleanup(app, ctx, {
    run: finishPayments,
    everyMs: 5 * 60_000,
    removedMessage: "payments finished after a restart or a lost callback",
    failedMessage: "finishing payments failed",
  });
  app.addHook("onClose", async () => {
    clearTimeout(followUps.get(ctx));
    followUps.delete(ctx);
    await closeSwishService(ctx);
  });
}
