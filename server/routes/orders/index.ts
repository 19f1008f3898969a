// Orders of printed cards (SPEC §7 Invitations and orders; issue 13), wedding brand, the owner's only:
// - POST /api/orders/shipmentMethods/ {shippingAddress, print, quantity, envelopes} → {shipmentMethods}
//   (the shipping provider's methods for that parcel and address, the cheapest first);
// - POST /api/orders/ {print, site, quantity, envelopes, shipmentMethodUid, shipmentMethodName,
//   shippingAddress, perHousehold?} → {id}: priced on the server, the card copied into the order; with
//   perHousehold one card per household of the guest list whose link is on (issue 25), the households
//   copied into the order as they are now (name, code, personal link);
// - GET /api/orders/{id} → the order.
// 401 without a session; 403 for another's site, card or order (unknown ids too), or a card of another
// site than the order's.
import { createOrderBodySchema, shipmentMethodsBodySchema } from "@core/orders/schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import {
  createOrder,
  presentOrderWithReceipt,
  requireOwnedOrder,
  shipmentMethodsFor,
} from "../../orders/records";
import { requireOwnedPrint, requirePrintsBrand } from "../../prints/records";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { orderPaymentRoutes } from "./payment";

const printIdOf = (body: unknown): string => {
  const print = (body as { print?: unknown } | null)?.print;
  return typeof print === "string" ? print : "";
};

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "POST",
    url: "/api/orders/shipmentMethods/",
    summary: "The shipment methods for a card order to an address, the cheapest first",
    access: "owner",
    bodyParsedInHandler: shipmentMethodsBodySchema,
    rateLimit: { max: 120, timeWindow: "1 hour" },
    handler: async ({ request }) => {
      // Whose card first: a stranger learns nothing from how the body is judged.
      await requireOwnedPrint(ctx, request, printIdOf(request.body));
      const body = parseInput(shipmentMethodsBodySchema, request.body);
      return { shipmentMethods: await shipmentMethodsFor(ctx, body) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/orders/",
    summary: "Order printed cards of the owner's card; priced on the server",
    access: "owner",
    bodyParsedInHandler: createOrderBodySchema,
    rateLimit: { max: 60, timeWindow: "1 hour" },
    handler: async ({ request }) => {
      // The card's owner is the order's; a site that is not the card's is refused like another's.
      const { print, site, account } = await requireOwnedPrint(ctx, request, printIdOf(request.body));
      const body = parseInput(createOrderBodySchema, request.body);
      if (body.site !== print.siteId) throw new ApiError("FORBIDDEN");
      return { id: (await createOrder(ctx, account.id, print, site, body)).id };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/orders/:id",
    summary: "The owner's order of printed cards",
    access: "owner",
    params: z.object({ id: z.string().max(100) }),
    handler: async ({ params, request }) => {
      requirePrintsBrand(ctx);
      return presentOrderWithReceipt(ctx, await requireOwnedOrder(ctx, request, params.id));
    },
  });

  await orderPaymentRoutes(app, ctx);
}
