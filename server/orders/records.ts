// Orders of printed cards (issue 13): priced on the server from core/orders/prices, the card copied into
// the order (what is printed is what was ordered, whatever is edited afterwards), the chosen shipment
// method as the shipping provider quoted it. The customer pays the fixed shipping ('Fast frakt 95:-')
// whichever method; the methods differ in carrier and delivery days (docs/decisions.md).

import { lineTitle, orderPrice, SHIPPING_PRICE } from "@core/orders/prices";
import type { CreateOrderBody, Order, ShipmentMethod, ShippingAddress } from "@core/orders/schema";
import {
  type HouseholdCard,
  householdCardsOf,
  type ListedHousehold,
  MAX_HOUSEHOLD_CARDS,
} from "@core/print/households";
import type { PrintDocument } from "@core/print/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { SellerConfig } from "../config";
import type { AppContext } from "../context";
import { households, orderHouseholds, orders, payments } from "../db/schema";
import { ApiError } from "../errors";
import { requireAccount, requireOwnedSite, type SiteRow } from "../guards";
import { ID_PATTERN, newId } from "../ids";
import { receiptDate, receiptSeller } from "../payments/receipt";
import type { PaymentRow } from "../payments/records";
import type { PrintRow } from "../prints/records";
import { parcelOf, type ShippingProvider } from "../shipping/provider";
import { createSendcloudProvider } from "../shipping/sendcloud";
import { createShippingSimulator } from "../shipping/simulator";

export type OrderRow = typeof orders.$inferSelect;

const providers = new WeakMap<AppContext, ShippingProvider>();
export function shippingProviderOf(ctx: AppContext): ShippingProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const shipping = ctx.config.shipping;
    provider =
      shipping.provider === "sendcloud" ? createSendcloudProvider(shipping) : createShippingSimulator();
    providers.set(ctx, provider);
  }
  return provider;
}

/** The methods for this many cards to this address, the cheapest first. */
export async function shipmentMethodsFor(
  ctx: AppContext,
  input: { shippingAddress: ShippingAddress; quantity: number; envelopes: string },
): Promise<ShipmentMethod[]> {
  const methods = await shippingProviderOf(ctx).methods({
    to: input.shippingAddress,
    country: ctx.config.market === "dk" ? "DK" : "SE",
    parcel: parcelOf(input.quantity, input.envelopes !== "none"),
  });
  return [...methods].sort((a, b) => a.price - b.price || a.maxDeliveryDays - b.maxDeliveryDays);
}

/**
 * The cards of one per household the site's guest list gives now: households whose link is on, in
 * list order, with their personal links on the site's address. Refused, nothing stored: 409
 * ADDRESS_REQUIRED while the site has no address (a personal link needs the page's host), 400 when no
 * household has its link on or there are more than an order's 300 cards.
 */
export async function householdCardsFor(ctx: AppContext, site: SiteRow): Promise<HouseholdCard[]> {
  const refuse = (message: string) =>
    new ApiError("INVALID_INPUT", { issues: [{ path: "perHousehold", message }] });
  if (!site.host) throw new ApiError("ADDRESS_REQUIRED");
  const cards = householdCardsOf(await listedHouseholds(ctx, site.id), site.host);
  if (cards.length === 0) throw refuse("no household on the guest list has its personal link on");
  if (cards.length > MAX_HOUSEHOLD_CARDS)
    throw refuse(
      `at most ${MAX_HOUSEHOLD_CARDS} cards in one order; ${cards.length} households have their link on`,
    );
  return cards;
}

/** The site's households (not deleted) in list order, with what a card prints of them. */
export async function listedHouseholds(ctx: AppContext, siteId: string): Promise<ListedHousehold[]> {
  return ctx.db
    .select({
      id: households.id,
      name: households.name,
      code: households.code,
      token: households.token,
      linkEnabled: households.linkEnabled,
      position: households.position,
    })
    .from(households)
    .where(and(eq(households.siteId, siteId), isNull(households.deletedAt)))
    .orderBy(asc(households.position), asc(households.createdAt));
}

/** The households an order printed, in its order (snapshots as they were when it was placed). */
export async function orderHouseholdCards(ctx: AppContext, orderId: string): Promise<HouseholdCard[]> {
  const rows = await ctx.db
    .select()
    .from(orderHouseholds)
    .where(eq(orderHouseholds.orderId, orderId))
    .orderBy(asc(orderHouseholds.position));
  return rows.map((row) => ({ id: row.householdId, name: row.name, code: row.code, url: row.url }));
}

export async function createOrder(
  ctx: AppContext,
  accountId: string,
  print: PrintRow,
  site: SiteRow,
  parsed: CreateOrderBody,
): Promise<OrderRow> {
  const document = print.document as PrintDocument;
  // One card per household: the snapshot of the list now, its length the count (never the browser's).
  const cards = parsed.perHousehold ? await householdCardsFor(ctx, site) : null;
  const body = { ...parsed, quantity: cards ? cards.length : (parsed.quantity as number) };
  const methods = await shipmentMethodsFor(ctx, body);
  const method = methods.find((m) => m.shipmentMethodUid === body.shipmentMethodUid);
  if (!method)
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "shipmentMethodUid", message: "not one of the shipment methods for this address" }],
    });
  const price = orderPrice({ quantity: body.quantity, envelopes: body.envelopes, trim: document.trim });
  const items = price.lines
    .filter((line) => line.kind !== "shipping")
    .map((line) => ({
      print: print.id,
      title: lineTitle(line, body.envelopes, "sv"),
      quantity: line.quantity,
      priceInclVat: line.total,
    }));
  const id = newId();
  const values = {
    id,
    siteId: print.siteId,
    accountId,
    printId: print.id,
    printDocument: document,
    quantity: body.quantity,
    envelopes: body.envelopes,
    trim: document.trim,
    totalInclVat: price.totalInclVat,
    totalVat: price.totalVat,
    items,
    shipment: {
      shipmentMethodUid: method.shipmentMethodUid,
      name: method.name,
      carrier: method.carrier,
      type: method.type,
      priceInclVat: SHIPPING_PRICE,
      minDeliveryDays: method.minDeliveryDays,
      maxDeliveryDays: method.maxDeliveryDays,
    },
    shippingAddress: body.shippingAddress,
    perHousehold: cards !== null,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx.insert(orders).values(values).returning();
    if (cards)
      for (let i = 0; i < cards.length; i += 500)
        await tx.insert(orderHouseholds).values(
          cards.slice(i, i + 500).map((card, offset) => ({
            orderId: id,
            siteId: print.siteId,
            position: i + offset,
            householdId: card.id,
            name: card.name,
            code: card.code,
            url: card.url,
          })),
        );
    return stored;
  });
  if (!row) throw new Error("the order was not stored");
  return row;
}

/** The card as this order of it was placed; null when the order is not of that card. */
export async function orderedDocument(
  ctx: AppContext,
  printId: string,
  orderId: string,
): Promise<{ document: Record<string, unknown>; perHousehold: boolean } | null> {
  if (!ID_PATTERN.test(orderId)) return null;
  const [row] = await ctx.db
    .select({
      printId: orders.printId,
      printDocument: orders.printDocument,
      perHousehold: orders.perHousehold,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.printId === printId ? { document: row.printDocument, perHousehold: row.perHousehold } : null;
}

/** The order, when its site is the session's: 401 without a session, 403 otherwise (unknown ids too). */
export async function requireOwnedOrder(
  ctx: AppContext,
  request: FastifyRequest,
  orderId: string,
): Promise<OrderRow> {
  const [row] = ID_PATTERN.test(orderId)
    ? await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
    : [];
  if (!row?.siteId) {
    await requireAccount(ctx, request);
    throw new ApiError("FORBIDDEN");
  }
  await requireOwnedSite(ctx, request, row.siteId);
  return row;
}

/** The order with its paid payment's receipt, as GET /api/orders/{id} answers. */
export async function presentOrderWithReceipt(ctx: AppContext, row: OrderRow): Promise<Order> {
  const [paid] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.status, "PAID")))
    .orderBy(asc(payments.paidAt))
    .limit(1);
  const order = presentOrder(row, paid ? { paid, seller: ctx.config.seller } : null);
  if (!row.perHousehold) return { ...order, households: [] };
  const cards = await orderHouseholdCards(ctx, row.id);
  return { ...order, households: cards.map(({ id, name, code }) => ({ id, name, code })) };
}

/** The order as GET /api/orders/{id} answers; its receipt when given the paid payment and the seller. */
export function presentOrder(
  row: OrderRow,
  receipt: { paid: PaymentRow; seller: SellerConfig } | null = null,
): Order {
  return {
    _id: row.id,
    status: row.status as Order["status"],
    site: row.siteId,
    print: row.printId,
    quantity: row.quantity,
    perHousehold: row.perHousehold,
    envelopes: row.envelopes as Order["envelopes"],
    trim: row.trim as Order["trim"],
    totalInclVat: row.totalInclVat,
    totalVat: row.totalVat,
    items: row.items as Order["items"],
    shipment: row.shipment as Order["shipment"],
    shippingAddress: row.shippingAddress as ShippingAddress,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    sentToPrintAt: row.sentToPrintAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    shipmentReference: row.shipmentReference,
    receipt: receipt
      ? {
          reference: receipt.paid.reference,
          paymentMethod: receipt.paid.method,
          date: receiptDate(receipt.paid.paidAt ?? receipt.paid.createdAt),
          seller: receiptSeller(receipt.seller),
        }
      : null,
  };
}
