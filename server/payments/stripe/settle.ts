// What our payment becomes when the card provider says something about its intent: the webhook and the
// poll both come here, and both ask the provider (a webhook body is signed, but the intent's state
// right now is the provider's to say). setStatus and applyPaidPayment are conditional updates, so a
// replayed webhook, a webhook racing a poll, or a poll after a crash applies the payment once.
import type { AppContext } from "../../context";
import { applyPaidPayment } from "../effects";
import { findPaymentById, findPaymentByProviderId, type PaymentRow, setStatus } from "../records";
import type { CardProvider, RetrievedIntent } from "./provider";

/** The payment an intent belongs to: by its provider id, else by the intent's metadata.paymentId. */
async function paymentOfIntent(ctx: AppContext, intent: RetrievedIntent): Promise<PaymentRow | null> {
  const byProvider = await findPaymentByProviderId(ctx, "card", intent.providerId);
  if (byProvider) return byProvider;
  // The server may have been killed between creating the intent and storing its id on the payment.
  if (!intent.paymentId) return null;
  const byMetadata = await findPaymentById(ctx, intent.paymentId);
  return byMetadata && byMetadata.method === "card" && !byMetadata.providerId ? byMetadata : null;
}

export type SettleResult = { payment: PaymentRow | null; intent: RetrievedIntent };

/** Asks the provider about the intent and moves the payment forward accordingly. */
export async function settleIntent(
  ctx: AppContext,
  provider: CardProvider,
  providerId: string,
): Promise<SettleResult> {
  const intent = await provider.retrieve(providerId);
  const payment = await paymentOfIntent(ctx, intent);
  if (!payment) {
    ctx.log.warn({ severity: 2, providerId }, "a card intent that is no payment of ours");
    return { payment: null, intent };
  }
  // The amount is the server's; an intent of another amount or currency never pays for this payment.
  if (intent.amount !== payment.amount || intent.currency.toUpperCase() !== payment.currency.toUpperCase()) {
    ctx.log.error(
      { severity: 3, paymentId: payment.id, providerId, amount: intent.amount, currency: intent.currency },
      "a card intent's amount differs from its payment's",
    );
    return { payment, intent };
  }
  if (intent.state === "succeeded") {
    await setStatus(ctx, payment.id, "PAID", { providerId });
    // Called even when the status was PAID already: a crash after setStatus left it unapplied.
    await applyPaidPayment(ctx, payment.id);
  } else if (intent.state === "failed") {
    await setStatus(ctx, payment.id, "DECLINED", { providerId, errorMessage: intent.failureMessage });
  } else if (intent.state === "canceled") {
    await setStatus(ctx, payment.id, "CANCELLED", { providerId });
  }
  return { payment: await findPaymentById(ctx, payment.id), intent };
}
