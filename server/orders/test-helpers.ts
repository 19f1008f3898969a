// Shared by the order API tests: an owner with a site and a card of it, a shipping address, and an
// order of that card placed through the API with the cheapest shipment method.
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { DEFAULT_FONTS } from "@core/fonts";
import type { ShipmentMethod } from "@core/orders/schema";
import { newPrint } from "@core/print/layouts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { freshClientAddress, ownerWithSite } from "../test/harness";

export const TEST_ADDRESS = {
  firstName: "Anna",
  lastName: "Svensson",
  addressLine1: "Storgatan 1",
  postCode: "621 55",
  city: "Visby",
  email: "anna@example.se",
  phone: "+46700000000",
};

export const testCard = () =>
  newPrint(
    { colorScheme: DEFAULT_COLOR_SCHEME, fonts: DEFAULT_FONTS, siteGraphic: null, eventLogo: null },
    { names: "Anna & Johan", dateText: "12 juni 2027", placeText: "Visby", siteUrl: null, language: "sv" },
  );

export type CardOwner = { cookie: string; siteId: string; mail: string; printId: string };

/** A new owner with a site and a saved card of it. */
export async function ownerWithCard(
  app: FastifyInstance,
  trim: "none" | "rounded" = "none",
): Promise<CardOwner> {
  const who = await ownerWithSite(app);
  const made = await app.inject({
    method: "POST",
    url: "/api/prints/",
    payload: { print: { ...testCard(), trim }, site: who.siteId },
    cookies: { session: who.cookie },
  });
  expect(made.statusCode, made.body).toBe(200);
  return { ...who, printId: made.json().id as string };
}

export const postAs = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: freshClientAddress(),
    cookies: cookie ? { session: cookie } : {},
  });

/** The shipment methods for 20 cards with premium envelopes to TEST_ADDRESS. */
export async function shipmentMethodsOf(app: FastifyInstance, who: CardOwner): Promise<ShipmentMethod[]> {
  const response = await postAs(
    app,
    "/api/orders/shipmentMethods/",
    { shippingAddress: TEST_ADDRESS, print: who.printId, quantity: 20, envelopes: "premium" },
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().shipmentMethods;
}

/** Orders the owner's card (20 with premium envelopes unless told) with the cheapest method; the order id. */
export async function placeOrder(
  app: FastifyInstance,
  who: CardOwner,
  order: { quantity?: number; envelopes?: string; shippingAddress?: typeof TEST_ADDRESS } = {},
): Promise<string> {
  const [cheapest] = await shipmentMethodsOf(app, who);
  const response = await postAs(
    app,
    "/api/orders/",
    {
      print: who.printId,
      site: who.siteId,
      quantity: order.quantity ?? 20,
      envelopes: order.envelopes ?? "premium",
      shipmentMethodUid: cheapest?.shipmentMethodUid,
      shipmentMethodName: cheapest?.name,
      shippingAddress: order.shippingAddress ?? TEST_ADDRESS,
    },
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}
