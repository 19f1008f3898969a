// What a paid payment does, exactly once (issue 9 item 5): the payment row is claimed with a
// conditional UPDATE (status PAID and effect not yet applied) in the same transaction as the effect,
// so a repeated callback, a callback racing a poll, or a resume after a crash cannot apply it twice,
// and a crash before the commit leaves it unapplied for resumeUnapplied. The receipt mail follows,
// once (receipt_sent_at is claimed the same way).
import { isDomainProduct, isOurRegistrarProduct, ORDER_PRODUCT, type PaymentProduct } from "@core/payments";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Transaction } from "../db/client";
import { customDomains, orders, payments, sites } from "../db/schema";
import { sendOrderConfirmation } from "../orders/mail";
import { invalidateSite } from "../ssr/page-cache";
import { sendReceiptMail } from "./receipt";
import type { PaymentRow } from "./records";

/** The moment `months` calendar months after `from` (UTC; the 31st becomes the 1st if needed, like activateSite). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const later = (a: Date | null, b: Date): Date => (a && a.getTime() > b.getTime() ? a : b);

/** Puts the site on a host, unless another site has it by now (then the period is still added). */
async function publishOn(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  host: string | null,
  expiresAt: (current: Date | null) => Date,
  now: Date,
): Promise<void> {
  const siteId = payment.siteId ?? "";
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) {
    ctx.log.error({ severity: 3, paymentId: payment.id }, "a paid payment's site no longer exists");
    return;
  }
  let newHost = site.host;
  if (host && host !== site.host) {
    const [taken] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.host, host), ne(sites.id, site.id)))
      .limit(1);
    if (taken) {
      ctx.log.error(
        { severity: 3, paymentId: payment.id, host },
        "a paid host was taken by another site meanwhile",
      );
    } else {
      newHost = host;
    }
  }
  await tx
    .update(sites)
    .set({
      host: newHost,
      active: true,
      activeDate: site.activeDate ?? now,
      activeExpireDate: expiresAt(site.activeExpireDate),
      quickStart: false,
      updatedAt: now,
    })
    .where(eq(sites.id, site.id));
}

/** The custom_domains row of a paid domain product: new, or a year more for the site's own. */
async function recordDomain(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<Date | null> {
  const domain = payment.target ?? "";
  const siteId = payment.siteId ?? "";
  const [existing] = await tx
    .select()
    .from(customDomains)
    .where(eq(customDomains.domain, domain))
    .for("update");
  if (existing && existing.siteId !== siteId) {
    ctx.log.error({ severity: 3, paymentId: payment.id, domain }, "a paid domain belongs to another site");
    return null;
  }
  const expiresAt = addMonths(later(existing?.expiresAt ?? null, now), payment.months);
  if (existing) {
    await tx
      .update(customDomains)
      .set({ expiresAt, paymentId: payment.id })
      .where(eq(customDomains.id, existing.id));
  } else {
    await tx.insert(customDomains).values({
      siteId,
      domain,
      registrar: isOurRegistrarProduct(payment.product as PaymentProduct) ? "ours" : "other",
      expiresAt,
      paymentId: payment.id,
    });
  }
  // A free registration (price 0 from customDomainRegistrationsAvailable) is used up.
  if (payment.amount === 0) {
    await tx
      .update(sites)
      .set({ customDomainRegistrationsAvailable: sql`${sites.customDomainRegistrationsAvailable} - 1` })
      .where(and(eq(sites.id, siteId), gt(sites.customDomainRegistrationsAvailable, 0)));
  }
  return expiresAt;
}

/** A paid order is PAID, once: a second payment of the same order (two methods paid at once) is logged. */
async function markOrderPaid(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ status: "PAID", paidAt: now })
    .where(and(eq(orders.id, payment.orderId ?? ""), eq(orders.status, "CREATED")))
    .returning({ id: orders.id });
  if (!paid) {
    ctx.log.error(
      { severity: 3, paymentId: payment.id, orderId: payment.orderId },
      "an order was paid again or no longer exists: refund this payment",
    );
  }
}

async function applyEffect(ctx: AppContext, tx: Transaction, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.product === ORDER_PRODUCT) {
    await markOrderPaid(ctx, tx, payment, now);
    return;
  }
  const product = payment.product as PaymentProduct;
  if (product === "subdomain" || product === "extend_subdomain") {
    const host = product === "subdomain" ? payment.target : null;
    await publishOn(ctx, tx, payment, host, (current) => addMonths(later(current, now), payment.months), now);
    return;
  }
  if (isDomainProduct(product)) {
    const domainExpires = await recordDomain(ctx, tx, payment, now);
    if (!domainExpires) return;
    // The page stays visible at least as long as its own domain is paid for.
    await publishOn(ctx, tx, payment, payment.target, (current) => later(current, domainExpires), now);
  }
}

/**
 * Applies a PAID payment's effect if nobody has yet. Returns true when this call applied it. The
 * receipt is mailed afterwards (a mail failure is logged; the effect stays applied).
 */
export async function applyPaidPayment(
  ctx: AppContext,
  paymentId: string,
  now = new Date(),
): Promise<boolean> {
  const applied = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ effectAppliedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "PAID"), isNull(payments.effectAppliedAt)))
      .returning();
    if (!claimed) return null;
    await applyEffect(ctx, tx, claimed, now);
    return claimed;
  });
  if (!applied) return false;
  // Published, moved or extended: the guest page and its host change (ssr/page-cache.ts).
  if (applied.product !== ORDER_PRODUCT) invalidateSite(ctx, applied.siteId);
  ctx.log.info({ paymentId, product: applied.product, siteId: applied.siteId }, "payment applied");
  await mailReceiptOnce(ctx, paymentId);
  return true;
}

/** Mails the receipt if it has not been; a failed send is released so the next resume tries again. */
export async function mailReceiptOnce(ctx: AppContext, paymentId: string): Promise<void> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ receiptSentAt: new Date() })
    .where(
      and(eq(payments.id, paymentId), isNotNull(payments.effectAppliedAt), isNull(payments.receiptSentAt)),
    )
    .returning();
  if (!claimed) return;
  try {
    // An order's confirmation carries its receipt.
    await (claimed.orderId ? sendOrderConfirmation(ctx, claimed) : sendReceiptMail(ctx, claimed));
  } catch (error) {
    ctx.log.error({ err: error, severity: 3, paymentId }, "the receipt mail could not be sent");
    await ctx.db.update(payments).set({ receiptSentAt: null }).where(eq(payments.id, paymentId));
  }
}

/**
 * At start and periodically: paid payments whose effect never ran (the server stopped between the
 * provider's PAID and the effect) are applied, and receipts that failed are sent again.
 */
export async function resumeUnapplied(ctx: AppContext): Promise<{ removed: number }> {
  const unapplied = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "PAID"), isNull(payments.effectAppliedAt)))
    .limit(500);
  let count = 0;
  for (const { id } of unapplied) {
    if (await applyPaidPayment(ctx, id)) count += 1;
  }
  const unsent = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(isNotNull(payments.effectAppliedAt), isNull(payments.receiptSentAt)))
    .limit(500);
  for (const { id } of unsent) await mailReceiptOnce(ctx, id);
  // Named 'removed' for schedulePeriodicCleanup's log: here it counts payments applied.
  return { removed: count };
}
