// Payment records (issue 9): created with the server's price, moved forward by what the provider
// says, never back. Providers (Swish, card) call setStatus with what they were told by the provider
// itself, and then effects.ts applyPaidPayment.
import { randomInt } from "node:crypto";
import {
  checkDomainName,
  checkSubdomainLabel,
  subdomainHost,
  subdomainLabelFromInput,
  subdomainLabelOf,
} from "@core/hosts";
import {
  isDomainProduct,
  isOurRegistrarProduct,
  ORDER_PRODUCT,
  type PaymentMethod,
  type PaymentProduct,
  type PaymentStatus,
  type PriceFacts,
  priceFor,
} from "@core/payments";
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database, Transaction } from "../db/client";
import { customDomains, orders, payments, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { hostUsedByAnotherSite } from "../hosts/taken";
import { newId } from "../ids";
import { countPayment } from "../ops/metrics";
import { applyPaidPayment } from "./effects";
import { claimHolds, HoldTaken, holdKeysOf } from "./holds";
import { cardProviderOf } from "./stripe";

export type PaymentRow = typeof payments.$inferSelect;
type Db = Database | Transaction;

// No 0/O or 1/I/L: a reference is read aloud to support and typed from a printed receipt.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

export function newReference(): string {
  let reference = "";
  for (let i = 0; i < 8; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** The site's price facts (core/payments.ts PriceFacts) at this moment, for the target asked for. */
export async function siteFactsOf(
  db: Db,
  brandDomain: string,
  site: SiteRow,
  target: string | null,
  now: Date = new Date(),
): Promise<PriceFacts> {
  const hasActiveSubdomain =
    site.active &&
    site.host !== null &&
    subdomainLabelOf(site.host, brandDomain) !== null &&
    site.activeExpireDate !== null &&
    site.activeExpireDate.getTime() > now.getTime();
  let domainAlreadyRegistered = false;
  if (target) {
    const [own] = await db
      .select({ id: customDomains.id })
      .from(customDomains)
      .where(
        and(
          eq(customDomains.siteId, site.id),
          eq(customDomains.domain, target),
          gt(customDomains.expiresAt, now),
        ),
      )
      .limit(1);
    domainAlreadyRegistered = own !== undefined;
  }
  return {
    hasActiveSubdomain,
    customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
    domainAlreadyRegistered,
  };
}

// A domain the couple owns elsewhere may have any top-level domain; one we register must be offered.
const ANY_DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The normalised target of a product: a full subdomain host, a domain, or null (extend_subdomain). */
export function targetOf(
  product: PaymentProduct,
  raw: string | undefined,
  brandDomain: string,
  site: SiteRow,
): string {
  if (product === "extend_subdomain") {
    if (!site.host || subdomainLabelOf(site.host, brandDomain) === null || !site.activeDate) {
      throw new ApiError("PAYMENT_PRODUCT_NOT_AVAILABLE");
    }
    return site.host;
  }
  const input = (raw ?? "").trim().toLowerCase();
  if (!input)
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "host", message: "host is required" }] });
  if (product === "subdomain") {
    const checked = checkSubdomainLabel(subdomainLabelFromInput(input, brandDomain));
    if (!checked.ok)
      throw new ApiError("INVALID_INPUT", { issues: [{ path: "host", message: checked.reason }] });
    return subdomainHost(checked.label, brandDomain);
  }
  if (isOurRegistrarProduct(product)) {
    const checked = checkDomainName(input);
    if (!checked.ok)
      throw new ApiError("INVALID_INPUT", { issues: [{ path: "host", message: checked.reason }] });
    return checked.domain;
  }
  const domain = input.replace(/\.$/, "").replace(/^www\./, "");
  if (!ANY_DOMAIN.test(domain) || domain.endsWith(`.${brandDomain}`) || domain === brandDomain) {
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "host", message: "not a domain name" }] });
  }
  return domain;
}

export type CreatePaymentInput = {
  siteId: string;
  accountId: string;
  product: PaymentProduct;
  method: PaymentMethod;
  /** The host (subdomain products) or domain (domain products) the owner chose; ignored for extend_subdomain. */
  target?: string | undefined;
  /**
   * The provider's id, when we make it ourselves (a Swish instruction id): stored with the payment, so a
   * concurrent start that gets this payment back can answer with it before Swish has been asked.
   */
  providerId?: string | undefined;
};

/** A started payment: a new one, or the open one of the same thing (a repeated start, a double click). */
export type StartedPayment = PaymentRow & { reused: boolean };

/**
 * An open card payment of the same thing, when the owner now wants to pay another way: its intent is
 * cancelled at the provider, so the card form can no longer pay it. True when it is cancelled; false
 * when it could not be (paid meanwhile: then it is applied; the provider unreachable; no intent yet).
 */
async function closeCardPayment(ctx: AppContext, payment: PaymentRow): Promise<boolean> {
  if (!payment.providerId) return false;
  try {
    const intent = await cardProviderOf(ctx).cancel(payment.providerId);
    if (intent.state === "canceled") {
      await setStatus(ctx, payment.id, "CANCELLED");
      return true;
    }
    if (intent.state === "succeeded" && intent.amount === payment.amount) {
      await setStatus(ctx, payment.id, "PAID", { providerId: intent.providerId });
      await applyPaidPayment(ctx, payment.id);
    }
  } catch (error) {
    ctx.log.warn(
      { err: error, severity: 2, paymentId: payment.id },
      "an open card payment could not be cancelled",
    );
  }
  return false;
}

/**
 * Stores a new payment with its holds (holds.ts), or answers the open payment of the same thing: the
 * same method gets it back (the same Swish request, the same card intent), an open card payment is
 * cancelled for another method, an open Swish request (which the payer may be confirming right now,
 * and which Swish ends within 3 minutes) is 409 PAYMENT_IN_PROGRESS; a host held by another site's
 * payment is 409 HOST_HELD.
 */
async function insertHeld(
  ctx: AppContext,
  values: typeof payments.$inferInsert,
  now: Date,
): Promise<StartedPayment> {
  const keys = holdKeysOf({
    siteId: values.siteId ?? null,
    orderId: values.orderId ?? null,
    product: values.product,
    target: values.target ?? null,
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const { row, replaced } = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(payments).values(values).returning();
        if (!row) throw new Error("inserting a payment returned no row");
        return { row, replaced: await claimHolds(tx, keys, row, now) };
      });
      // A card payment whose hold ran out is closed, so an old card form cannot pay it as well.
      for (const old of replaced) {
        if (old.method === "card" && (old.status === "CREATED" || old.status === "DECLINED"))
          await closeCardPayment(ctx, old);
      }
      return { ...row, reused: false };
    } catch (error) {
      if (!(error instanceof HoldTaken)) throw error;
      const holder = error.holder;
      if (error.kind === "host") throw new ApiError("HOST_HELD");
      if (holder.status === "PAID")
        throw new ApiError(values.orderId ? "ORDER_ALREADY_PAID" : "PAYMENT_IN_PROGRESS");
      if (holder.method === values.method && values.method !== "free") return { ...holder, reused: true };
      if (holder.method === "card" && (await closeCardPayment(ctx, holder))) continue;
      throw new ApiError("PAYMENT_IN_PROGRESS");
    }
  }
  throw new ApiError("PAYMENT_IN_PROGRESS");
}

/**
 * A new CREATED payment for the site, priced by the server, or the open one of the same product and
 * target (insertHeld). A price of 0 is only for method 'free' (and 'free' only for a price of 0): no
 * provider is asked to move zero kronor.
 */
export async function createPayment(
  ctx: AppContext,
  input: CreatePaymentInput,
  now = new Date(),
): Promise<StartedPayment> {
  const [site] = await ctx.db.select().from(sites).where(eq(sites.id, input.siteId)).limit(1);
  if (!site) throw new ApiError("NOT_FOUND");
  const { brand, market, domain: brandDomain } = ctx.config.brandDefinition;
  const target = targetOf(input.product, input.target, brandDomain, site);
  if (input.product !== "extend_subdomain" && (await hostUsedByAnotherSite(ctx.db, site.id, target)))
    throw new ApiError("HOST_TAKEN");
  const facts = await siteFactsOf(
    ctx.db,
    brandDomain,
    site,
    isDomainProduct(input.product) ? target : null,
    now,
  );
  const priced = priceFor({ brand, market, product: input.product, facts });
  if (!priced.ok) throw new ApiError("PAYMENT_PRODUCT_NOT_AVAILABLE");
  const { quote } = priced;
  if ((quote.amount === 0) !== (input.method === "free")) {
    throw new ApiError(quote.amount === 0 ? "PAYMENT_NOT_NEEDED" : "PAYMENT_REQUIRED");
  }
  return insertHeld(
    ctx,
    {
      id: newId(),
      reference: newReference(),
      siteId: site.id,
      accountId: input.accountId,
      product: input.product,
      method: input.method,
      amount: quote.amount,
      currency: quote.currency,
      vat: quote.amountVat,
      months: quote.months,
      target: input.product === "extend_subdomain" ? null : target,
      providerId: input.providerId ?? null,
      createdAt: now,
    },
    now,
  );
}

/**
 * A new CREATED payment of an order of printed cards: the order's own total (priced on the server when
 * the order was made). Only an order still waiting for its payment can be paid: a paid one is 409.
 */
export async function createOrderPayment(
  ctx: AppContext,
  orderId: string,
  method: Exclude<PaymentMethod, "free">,
  now = new Date(),
  providerId: string | null = null,
): Promise<StartedPayment> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new ApiError("NOT_FOUND");
  if (order.status !== "CREATED") throw new ApiError("ORDER_ALREADY_PAID");
  return insertHeld(
    ctx,
    {
      id: newId(),
      reference: newReference(),
      siteId: order.siteId,
      accountId: order.accountId,
      orderId: order.id,
      product: ORDER_PRODUCT,
      method,
      amount: order.totalInclVat,
      currency: order.currency,
      vat: order.totalVat,
      months: 0,
      target: null,
      providerId,
      createdAt: now,
    },
    now,
  );
}

// PAID and CANCELLED are final. DECLINED and ERROR may still become PAID: a card payment can be tried
// again with another card on the same PaymentIntent.
const OPEN_STATUSES: PaymentStatus[] = ["CREATED", "DECLINED", "ERROR"];

/**
 * Moves a payment to the status its provider reported, only from an open status. Returns the row
 * when this call changed it, null when it did not (already final, same status, unknown id).
 */
export async function setStatus(
  ctx: AppContext,
  id: string,
  status: PaymentStatus,
  details: { providerId?: string; errorMessage?: string | null } = {},
  now = new Date(),
): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .update(payments)
    .set({
      status,
      ...(details.providerId !== undefined ? { providerId: details.providerId } : {}),
      errorMessage: status === "ERROR" ? (details.errorMessage ?? null) : null,
      ...(status === "PAID" ? { paidAt: now } : {}),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, OPEN_STATUSES), ne(payments.status, status)))
    .returning();
  if (row) countPayment(row.method, status);
  return row ?? null;
}

/** Records the provider's id of a payment (Swish instruction id, PaymentIntent id) once it exists. */
export async function setProviderId(ctx: AppContext, id: string, providerId: string): Promise<void> {
  await ctx.db.update(payments).set({ providerId }).where(eq(payments.id, id));
}

export async function findPaymentById(ctx: AppContext, id: string): Promise<PaymentRow | null> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentByReference(ctx: AppContext, reference: string): Promise<PaymentRow | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const [row] = await ctx.db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

export async function findPaymentByProviderId(
  ctx: AppContext,
  method: PaymentMethod,
  providerId: string,
): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

/** Whether the site has a PAID payment of one of the products for the target (the hosts' register route). */
export async function findPaidPayment(
  ctx: AppContext,
  siteId: string,
  products: readonly PaymentProduct[],
  target: string,
): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.siteId, siteId),
        eq(payments.status, "PAID"),
        // A payment paid back bought nothing.
        isNull(payments.refundStatus),
        eq(payments.target, target),
        inArray(payments.product, [...products]),
      ),
    )
    .limit(1);
  return row ?? null;
}
