// Paying back a payment that could not deliver what it bought (issue 22 item 1): the host went to
// another site, the order had been paid another way, the domain belongs to another site. The payment
// stays PAID (the money did move) and gets refund_status:
//   PENDING    decided; the provider is still to be asked (a crash or an unreachable provider leaves
//              it here, and finishPayments asks again)
//   REQUESTED  the provider has the refund (Swish settles it a moment later and calls back)
//   REFUNDED   the money is back with the payer
//   FAILED     the provider refused: support pays it back by hand (logged with severity 3)
// Each refund is idempotent at the provider: Stripe's idempotency key and Swish's instruction id are
// made from the payment's id, so asking twice (two processes, a retry after a crash) refunds once.
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { payments } from "../db/schema";
import type { PaymentRow } from "./records";
import { cardProviderOf } from "./stripe";
import type { CardRefund } from "./stripe/provider";
import { swishServiceOf } from "./swish/service";

export const REFUND_REASONS = ["host_taken", "order_paid", "site_deleted", "domain_refused"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type RefundStatus = "PENDING" | "REQUESTED" | "REFUNDED" | "FAILED";

export const SWISH_REFUND_CALLBACK_PATH = "/api/payments/swish/refund-callback";

/** The Swish refund's instruction id: 32 upper-case hex characters, the same for the same payment. */
export const swishRefundId = (paymentId: string): string =>
  createHash("sha256").update(`refund:${paymentId}`).digest("hex").slice(0, 32).toUpperCase();

async function setRefund(
  ctx: AppContext,
  payment: PaymentRow,
  status: RefundStatus,
  providerId: string | null = payment.refundProviderId,
): Promise<void> {
  await ctx.db
    .update(payments)
    .set({
      refundStatus: status,
      refundProviderId: providerId,
      ...(status === "REFUNDED" ? { refundedAt: new Date() } : {}),
    })
    .where(eq(payments.id, payment.id));
  if (status === "FAILED") {
    ctx.log.error(
      { severity: 3, paymentId: payment.id, reference: payment.reference, amount: payment.amount },
      "a refund was refused by the provider: pay it back by hand",
    );
  } else if (status === "REFUNDED") {
    ctx.log.info({ paymentId: payment.id, reference: payment.reference }, "payment refunded");
  }
}

const cardStatus = (refund: CardRefund): RefundStatus =>
  refund.state === "succeeded" ? "REFUNDED" : refund.state === "failed" ? "FAILED" : "REQUESTED";

/** Asks the provider to pay a PENDING refund back. A provider that cannot be reached leaves it PENDING. */
export async function refundPayment(ctx: AppContext, paymentId: string): Promise<void> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, "PENDING")))
    .limit(1);
  if (!payment) return;
  try {
    if (payment.method === "free" || payment.amount === 0) {
      await setRefund(ctx, payment, "REFUNDED");
    } else if (payment.method === "card" && payment.providerId) {
      const refund = await cardProviderOf(ctx).refund({
        providerId: payment.providerId,
        amount: payment.amount,
        idempotencyKey: `refund-${payment.id}`,
      });
      await setRefund(ctx, payment, cardStatus(refund), refund.id);
    } else if (payment.method === "swish" && payment.providerId) {
      const { provider } = await swishServiceOf(ctx);
      const original = await provider.getPaymentRequest(payment.providerId);
      if (!original?.paymentReference) {
        await setRefund(ctx, payment, "FAILED");
        return;
      }
      const instructionId = swishRefundId(payment.id);
      const result = await provider.createRefund({
        instructionId,
        originalPaymentReference: original.paymentReference,
        amount: payment.amount,
        currency: "SEK",
        message: `${ctx.config.brandDefinition.displayName} ${payment.reference}`.slice(0, 50),
        callbackUrl: `${ctx.config.publicUrl}${SWISH_REFUND_CALLBACK_PATH}`,
      });
      if (!result.ok) {
        ctx.log.warn({ paymentId: payment.id, errors: result.errors }, "Swish refused a refund");
        await setRefund(ctx, payment, "FAILED", instructionId);
        return;
      }
      await setRefund(ctx, payment, "REQUESTED", instructionId);
    } else {
      await setRefund(ctx, payment, "FAILED");
    }
  } catch (error) {
    ctx.log.warn(
      { err: error, severity: 2, paymentId },
      "the refund could not be asked for now: tried again later",
    );
  }
}

/** Brings a REQUESTED refund up to date with what its provider says (a callback, or the periodic job). */
export async function refreshRefund(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (payment.refundStatus !== "REQUESTED" || !payment.refundProviderId) return;
  try {
    if (payment.method === "card") {
      const refund = await cardProviderOf(ctx).retrieveRefund(payment.refundProviderId);
      const status = cardStatus(refund);
      if (status !== "REQUESTED") await setRefund(ctx, payment, status);
      return;
    }
    const { provider } = await swishServiceOf(ctx);
    const refund = await provider.getRefund(payment.refundProviderId);
    if (refund?.status === "PAID") await setRefund(ctx, payment, "REFUNDED");
    else if (refund?.status === "ERROR") await setRefund(ctx, payment, "FAILED");
  } catch (error) {
    ctx.log.warn({ err: error, severity: 2, paymentId: payment.id }, "a refund's status could not be asked");
  }
}

/** PENDING refunds asked for again, REQUESTED ones brought up to date (finishPayments, periodically). */
export async function resumeRefunds(ctx: AppContext): Promise<void> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(inArray(payments.refundStatus, ["PENDING", "REQUESTED"]))
    .limit(200);
  for (const payment of open) {
    if (payment.refundStatus === "PENDING") await refundPayment(ctx, payment.id);
    else await refreshRefund(ctx, payment);
  }
}

/** The refund a Swish refund callback names, looked up at Swish (the body is never trusted). */
export async function refreshSwishRefundById(ctx: AppContext, instructionId: string): Promise<void> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.method, "swish"), eq(payments.refundProviderId, instructionId)))
    .limit(1);
  if (payment) await refreshRefund(ctx, payment);
}
