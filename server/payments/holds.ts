// One payment per thing bought (issue 22 item 1 and 2; docs/decisions.md). Starting a payment holds
// what it buys, in the same transaction that stores the payment:
//   thing:{siteId}:{product}:{target}   or   order:{orderId}    (what is bought)
//   host:{host}                                                 (the address, for subdomain and domain products)
// A second start of the same thing while its hold is live gets the open payment back (same method) or
// a clear refusal; a start for a host another site's payment holds is 409 HOST_TAKEN. The holds are rows
// with a primary key, so two concurrent starts on PostgreSQL meet in the index: the second waits for the
// first to commit, then finds its hold (INSERT … ON CONFLICT DO NOTHING never aborts the transaction).
import type { PaymentMethod } from "@core/payments";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Transaction } from "../db/client";
import { paymentHolds, payments } from "../db/schema";
import type { PaymentRow } from "./records";

/**
 * How long a hold lasts while its payment is open. Swish ends a payment request after 3 minutes in the
 * app; a card intent may be paid while its form is open (and is cancelled when its hold is taken over).
 */
export const HOLD_MS: Record<PaymentMethod, number> = {
  swish: 5 * 60_000,
  card: 60 * 60_000,
  free: 60_000,
};

export type HoldKeys = { thing: string; host: string | null };

export function holdKeysOf(payment: {
  siteId: string | null;
  orderId: string | null;
  product: string;
  target: string | null;
}): HoldKeys {
  if (payment.orderId) return { thing: `order:${payment.orderId}`, host: null };
  return {
    thing: `thing:${payment.siteId ?? ""}:${payment.product}:${payment.target ?? ""}`,
    host: payment.target ? `host:${payment.target}` : null,
  };
}

/** Whether a hold still keeps others out: its payment may still be paid, or is paid and not yet delivered. */
export function holdIsLive(payment: PaymentRow, expiresAt: Date, now: Date): boolean {
  if (payment.status === "PAID") return payment.effectAppliedAt === null;
  if (expiresAt.getTime() <= now.getTime()) return false;
  if (payment.status === "CREATED") return true;
  // A declined card may be tried again with another card on the same intent.
  return payment.method === "card" && payment.status === "DECLINED";
}

/** A live hold of one of the keys by another payment: the start does not go ahead. */
export class HoldTaken extends Error {
  constructor(
    readonly kind: "thing" | "host",
    readonly holder: PaymentRow,
  ) {
    super(`${kind} held by payment ${holder.id}`);
  }
}

/**
 * Holds the keys for the new payment (already inserted in this transaction). Throws HoldTaken when a
 * key is held live by another payment; returns the payments whose expired holds were taken over.
 */
export async function claimHolds(
  tx: Transaction,
  keys: HoldKeys,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow[]> {
  const expiresAt = new Date(now.getTime() + HOLD_MS[payment.method as PaymentMethod]);
  const replaced: PaymentRow[] = [];
  const order: Array<["thing" | "host", string]> = [["thing", keys.thing]];
  if (keys.host) order.push(["host", keys.host]);
  for (const [kind, key] of order) {
    const [inserted] = await tx
      .insert(paymentHolds)
      .values({ key, paymentId: payment.id, expiresAt })
      .onConflictDoNothing()
      .returning({ key: paymentHolds.key });
    if (inserted) continue;
    const [held] = await tx
      .select({ hold: paymentHolds, payment: payments })
      .from(paymentHolds)
      .innerJoin(payments, eq(payments.id, paymentHolds.paymentId))
      .where(eq(paymentHolds.key, key))
      .for("update", { of: paymentHolds });
    if (held && holdIsLive(held.payment, held.hold.expiresAt, now)) throw new HoldTaken(kind, held.payment);
    await tx.update(paymentHolds).set({ paymentId: payment.id, expiresAt }).where(eq(paymentHolds.key, key));
    if (held && held.payment.id !== payment.id) replaced.push(held.payment);
  }
  return replaced;
}

/** Ends a payment's holds (its effect is applied, or it ended without being paid). */
export async function releaseHolds(ctx: AppContext | { db: Transaction }, paymentId: string): Promise<void> {
  await ctx.db.delete(paymentHolds).where(eq(paymentHolds.paymentId, paymentId));
}
