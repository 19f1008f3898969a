// What a paid payment does, exactly once (issue 9 item 5): the payment row is claimed with a
// conditional UPDATE (status PAID and effect not yet applied) in the same transaction as the effect,
// so a repeated callback, a callback racing a poll, or a resume after a crash cannot apply it twice,
// and a crash before the commit leaves it unapplied for resumeUnapplied. A payment that cannot deliver
// what it bought (the host went to another site, the order was paid already) changes nothing and is
// paid back (refunds.ts; issue 22). The receipt (or the refund notice) follows, at least once: it is
// marked sent only after the mail provider took it, under a lease so two processes do not both send.
import { isDomainProduct, isOurRegistrarProduct, ORDER_PRODUCT, type PaymentProduct } from "@core/payments";
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Transaction } from "../db/client";
import { customDomains, hostRedirects, orders, paymentHolds, payments, sites } from "../db/schema";
import { rememberOldHost } from "../hosts/redirects";
import { hostUsedByAnotherSite } from "../hosts/taken";
import { recordActivity } from "../operations/members";
import { sendOrderConfirmation } from "../orders/mail";
import { invalidateSite } from "../ssr/page-cache";
import { sendReceiptMail, sendRefundMail } from "./receipt";
import type { PaymentRow } from "./records";
import { type RefundReason, refundPayment, resumeRefunds } from "./refunds";

/** The moment `months` calendar months after `from` (UTC; the 31st becomes the 1st if needed, like activateSite). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const later = (a: Date | null, b: Date): Date => (a && a.getTime() > b.getTime() ? a : b);

/**
 * Puts the site on a host with its new period. Returns 'host_taken' (and changes nothing) when another
 * site has the host by now: the payment is then paid back, never left paid with nothing.
 */
async function publishOn(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  host: string | null,
  expiresAt: (current: Date | null) => Date,
  now: Date,
): Promise<RefundReason | null> {
  const siteId = payment.siteId ?? "";
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) {
    ctx.log.error({ severity: 3, paymentId: payment.id }, "a paid payment's site no longer exists");
    return "site_deleted";
  }
  let newHost = site.host;
  if (host && host !== site.host) {
    if (await hostUsedByAnotherSite(tx, site.id, host)) {
      ctx.log.warn(
        { severity: 2, paymentId: payment.id, host },
        "a paid host was taken by another site meanwhile: the payment is refunded",
      );
      return "host_taken";
    }
    newHost = host;
  }
  // The address it leaves keeps leading guests here for the period paid for it.
  if (newHost !== site.host) await rememberOldHost(tx, site, newHost, now);
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
  return null;
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
    ctx.log.warn(
      { severity: 2, paymentId: payment.id, domain },
      "a paid domain belongs to another site: the payment is refunded",
    );
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

/** A paid order is PAID, once: a second payment of the same order (two methods paid at once) is refunded. */
async function markOrderPaid(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<RefundReason | null> {
  const [paid] = await tx
    .update(orders)
    .set({ status: "PAID", paidAt: now })
    .where(and(eq(orders.id, payment.orderId ?? ""), eq(orders.status, "CREATED")))
    .returning({ id: orders.id });
  if (paid) return null;
  ctx.log.warn(
    { severity: 2, paymentId: payment.id, orderId: payment.orderId },
    "an order was paid again or no longer exists: the payment is refunded",
  );
  return "order_paid";
}

/** Does what the payment bought; returns why it could not (nothing changed), or null when done. */
async function applyEffect(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<RefundReason | null> {
  if (payment.product === ORDER_PRODUCT) return markOrderPaid(ctx, tx, payment, now);
  const product = payment.product as PaymentProduct;
  if (product === "subdomain" || product === "extend_subdomain") {
    const host = product === "subdomain" ? payment.target : null;
    return publishOn(
      ctx,
      tx,
      payment,
      host,
      (current) => addMonths(later(current, now), payment.months),
      now,
    );
  }
  if (isDomainProduct(product)) {
    // Checked first, so a refused payment writes no domain row either.
    if (payment.target && (await hostUsedByAnotherSite(tx, payment.siteId ?? "", payment.target)))
      return "host_taken";
    const domainExpires = await recordDomain(ctx, tx, payment, now);
    if (!domainExpires) return "host_taken";
    // The page stays visible at least as long as its own domain is paid for.
    return publishOn(ctx, tx, payment, payment.target, (current) => later(current, domainExpires), now);
  }
  return null;
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
    const undeliverable = await applyEffect(ctx, tx, claimed, now);
    if (undeliverable) {
      // Nothing was bought: the payment is paid back (after the commit, by its provider).
      await tx
        .update(payments)
        .set({ refundStatus: "PENDING", refundReason: undeliverable })
        .where(eq(payments.id, claimed.id));
    }
    // Delivered or refunded: what it held is free again.
    await tx.delete(paymentHolds).where(eq(paymentHolds.paymentId, claimed.id));
    return { ...claimed, refundStatus: undeliverable ? "PENDING" : null };
  });
  if (!applied) return false;
  if (applied.refundStatus) {
    ctx.log.info({ paymentId, product: applied.product, siteId: applied.siteId }, "payment to be refunded");
    await refundPayment(ctx, paymentId);
  } else {
    // Published, moved or extended: the guest page and its host change (ssr/page-cache.ts).
    if (applied.product !== ORDER_PRODUCT) invalidateSite(ctx, applied.siteId);
    ctx.log.info({ paymentId, product: applied.product, siteId: applied.siteId }, "payment applied");
    // The owners' activity list (issue 28): who paid, and a page put on a host is published. Notes
    // that cannot be written are logged and never undo the payment (recordActivity).
    if (applied.siteId) {
      await recordActivity(ctx, applied.siteId, applied.accountId, "paid", {
        product: applied.product,
        amount: applied.amount,
        currency: applied.currency,
      });
      if (applied.product !== ORDER_PRODUCT && applied.target)
        await recordActivity(ctx, applied.siteId, applied.accountId, "published", { host: applied.target });
    }
  }
  await mailReceiptOnce(ctx, paymentId);
  return true;
}

/**
 * The registrar refused a paid domain (someone registered it between the availability check and the
 * payment): the payment is paid back, its unregistered domain row goes, and the site returns to the
 * subdomain it had bought before (if no other site has it by now), or is unpublished if it had none.
 * The owner gets a refund notice (receipt_sent_at is cleared, so the notice goes out as receipts do).
 */
export async function refundRefusedDomain(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const domain = payment.target ?? "";
  const siteId = payment.siteId ?? "";
  const refunded = await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(payments)
      .set({
        refundStatus: "PENDING",
        refundReason: "domain_refused",
        receiptSentAt: null,
        receiptLeaseUntil: null,
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.refundStatus)))
      .returning({ id: payments.id });
    if (!marked) return false;
    await tx
      .delete(customDomains)
      .where(
        and(
          eq(customDomains.siteId, siteId),
          eq(customDomains.domain, domain),
          isNull(customDomains.registeredAt),
        ),
      );
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
    if (site?.host === domain) {
      const [previous] = await tx
        .select({ target: payments.target })
        .from(payments)
        .where(
          and(
            eq(payments.siteId, siteId),
            eq(payments.product, "subdomain"),
            eq(payments.status, "PAID"),
            isNotNull(payments.effectAppliedAt),
            isNull(payments.refundStatus),
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
      const back =
        previous?.target && !(await hostUsedByAnotherSite(tx, siteId, previous.target))
          ? previous.target
          : null;
      if (back) await tx.delete(hostRedirects).where(eq(hostRedirects.host, back));
      await tx
        .update(sites)
        .set({ host: back, active: back !== null, updatedAt: new Date() })
        .where(eq(sites.id, siteId));
    }
    return true;
  });
  if (!refunded) return;
  invalidateSite(ctx, siteId);
  ctx.log.warn(
    { severity: 2, paymentId: payment.id, domain },
    "the registrar refused a paid domain: refunded",
  );
  await refundPayment(ctx, payment.id);
  await mailReceiptOnce(ctx, payment.id);
}

/**
 * A receipt being sent is leased to its process for this long, and the lease is renewed every quarter
 * of it while the send goes on: a slow SMTP server is not sent to twice by two processes, and a process
 * killed mid-send gives the receipt up within this time (then finishPayments sends it).
 */
export const RECEIPT_LEASE_MS = 20_000;

/**
 * Mails the receipt (an order's confirmation, or the refund notice of a payment that could not
 * deliver) if it has not been. Marked sent only once the mail provider has taken it: a failed or
 * hanging send, or a process killed meanwhile, leaves it for the next run (at least once).
 */
export async function mailReceiptOnce(ctx: AppContext, paymentId: string, now = new Date()): Promise<void> {
  const [claimed] = await ctx.db
    .update(payments)
    // From the moment of the claim: a resume's `now` may be long past when it reaches this receipt.
    .set({ receiptLeaseUntil: new Date(Math.max(now.getTime(), Date.now()) + RECEIPT_LEASE_MS) })
    .where(
      and(
        eq(payments.id, paymentId),
        isNotNull(payments.effectAppliedAt),
        isNull(payments.receiptSentAt),
        or(isNull(payments.receiptLeaseUntil), lte(payments.receiptLeaseUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return;
  const renew = setInterval(() => {
    ctx.db
      .update(payments)
      .set({ receiptLeaseUntil: new Date(Date.now() + RECEIPT_LEASE_MS) })
      .where(and(eq(payments.id, paymentId), isNull(payments.receiptSentAt)))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, paymentId }, "a receipt's lease could not be renewed"),
      );
  }, RECEIPT_LEASE_MS / 4);
  renew.unref();
  try {
    if (claimed.refundStatus) await sendRefundMail(ctx, claimed);
    // An order's confirmation carries its receipt.
    else if (claimed.orderId) await sendOrderConfirmation(ctx, claimed);
    else await sendReceiptMail(ctx, claimed);
  } catch (error) {
    clearInterval(renew);
    ctx.log.error({ err: error, severity: 3, paymentId }, "the receipt mail could not be sent");
    await ctx.db.update(payments).set({ receiptLeaseUntil: null }).where(eq(payments.id, paymentId));
    return;
  }
  clearInterval(renew);
  await ctx.db
    .update(payments)
    .set({ receiptSentAt: new Date(), receiptLeaseUntil: null })
    .where(eq(payments.id, paymentId));
}

/**
 * At start and periodically: paid payments whose effect never ran (the server stopped between the
 * provider's PAID and the effect) are applied, refunds are asked for or followed, and receipts that
 * failed are sent again. `leaseEndsAt`: when the first receipt still leased by another (perhaps
 * killed) process may be taken over, so the caller can come back then rather than in five minutes.
 */
export async function resumeUnapplied(
  ctx: AppContext,
  now = new Date(),
): Promise<{ removed: number; leaseEndsAt: Date | null }> {
  const unapplied = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "PAID"), isNull(payments.effectAppliedAt)))
    .limit(500);
  let count = 0;
  for (const { id } of unapplied) {
    if (await applyPaidPayment(ctx, id)) count += 1;
  }
  await resumeRefunds(ctx);
  const unsent = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.effectAppliedAt),
        isNull(payments.receiptSentAt),
        or(isNull(payments.receiptLeaseUntil), lte(payments.receiptLeaseUntil, now)),
      ),
    )
    .limit(500);
  for (const { id } of unsent) await mailReceiptOnce(ctx, id, now);
  const [leased] = await ctx.db
    .select({ until: payments.receiptLeaseUntil })
    .from(payments)
    .where(
      and(
        isNotNull(payments.effectAppliedAt),
        isNull(payments.receiptSentAt),
        gt(payments.receiptLeaseUntil, now),
      ),
    )
    .orderBy(payments.receiptLeaseUntil)
    .limit(1);
  // Named 'removed' for schedulePeriodicCleanup's log: here it counts payments applied.
  return { removed: count, leaseEndsAt: leased?.until ?? null };
}
