// Ordering printed cards (issue 13 item 3, server side): shipment methods for the owner's card, an
// order priced on the server with the card copied into it, read back by its owner; bad input refused
// with 400 and nothing stored; 401 without a session, 403 for another's card, site or order.
import type { Order } from "@core/orders/schema";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import {
  TEST_ADDRESS as address,
  type CardOwner,
  testCard as card,
  ownerWithCard,
  postAs,
  shipmentMethodsOf,
} from "../../orders/test-helpers";
import { createTestApp, expectError, type TestApp } from "../../test/harness";

let t: TestApp;
let owner: CardOwner;
let stranger: CardOwner;

const withCard = (trim: "none" | "rounded" = "none") => ownerWithCard(t.app, trim);

beforeAll(async () => {
  t = await createTestApp();
  owner = await withCard();
  stranger = await withCard();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookie?: string) => postAs(t.app, url, payload, cookie);
const storedOrders = async () => (await t.ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const methodsFor = (who = owner) => shipmentMethodsOf(t.app, who);

describe("ordering printed cards", () => {
  it("offers the four carriers' methods, the cheapest first", async () => {
    const methods = await methodsFor();
    expect(new Set(methods.map((m) => m.carrier))).toEqual(
      new Set(["postnord", "dbschenker", "dhl", "dhl_express"]),
    );
    expect(methods.map((m) => m.price)).toEqual([...methods.map((m) => m.price)].sort((a, b) => a - b));
    for (const method of methods) {
      expect(["express", "normal", "pick_up"]).toContain(method.type);
      expect(method.minDeliveryDays).toBeLessThanOrEqual(method.maxDeliveryDays);
    }
  });

  it("orders 20 cards with premium envelopes for 495 kr incl. 99 kr VAT, priced on the server", async () => {
    const [cheapest] = await methodsFor();
    const response = await post(
      "/api/orders/",
      {
        print: owner.printId,
        site: owner.siteId,
        quantity: 20,
        envelopes: "premium",
        shipmentMethodUid: cheapest?.shipmentMethodUid,
        shipmentMethodName: cheapest?.name,
        shippingAddress: address,
        // Whatever the browser says a price is, it is not read.
        totalInclVat: 1,
        price: 1,
      },
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().id as string;
    const read = await t.app.inject({
      method: "GET",
      url: `/api/orders/${id}`,
      cookies: { session: owner.cookie },
    });
    expect(read.statusCode).toBe(200);
    const order = read.json() as Order;
    expect(order).toMatchObject({
      _id: id,
      status: "CREATED",
      site: owner.siteId,
      print: owner.printId,
      quantity: 20,
      envelopes: "premium",
      trim: "none",
      totalInclVat: 49_500,
      totalVat: 9_900,
      shippingAddress: address,
      paidAt: null,
    });
    expect(order.items.map((i) => [i.title, i.priceInclVat])).toEqual([
      ["20 inbjudningskort, A6", 30_000],
      ["20 kuvert (premium)", 10_000],
    ]);
    expect(order.shipment).toMatchObject({
      shipmentMethodUid: cheapest?.shipmentMethodUid,
      priceInclVat: 9_500,
    });
  });

  it("prices rounded corners from the card itself", async () => {
    const rounded = await withCard("rounded");
    const [method] = await methodsFor(rounded);
    const response = await post(
      "/api/orders/",
      {
        print: rounded.printId,
        site: rounded.siteId,
        quantity: 10,
        envelopes: "none",
        shipmentMethodUid: method?.shipmentMethodUid,
        shippingAddress: address,
      },
      rounded.cookie,
    );
    const order = (
      await t.app.inject({
        method: "GET",
        url: `/api/orders/${response.json().id}`,
        cookies: { session: rounded.cookie },
      })
    ).json() as Order;
    expect(order.totalInclVat).toBe(10 * 1500 + 10 * 200 + 9500);
    expect(order.trim).toBe("rounded");
  });

  it("refuses what is not an order, storing nothing", async () => {
    const [method] = await methodsFor();
    const good = {
      print: owner.printId,
      site: owner.siteId,
      quantity: 20,
      envelopes: "standard",
      shipmentMethodUid: method?.shipmentMethodUid,
      shippingAddress: address,
    };
    const before = await storedOrders();
    for (const bad of [
      { ...good, quantity: 5 },
      { ...good, quantity: 310 },
      { ...good, quantity: 15 },
      { ...good, quantity: "20" },
      { ...good, envelopes: "gold" },
      { ...good, shipmentMethodUid: "postnord:teleport" },
      { ...good, shippingAddress: { ...address, email: "inte-en-adress" } },
      { ...good, shippingAddress: { ...address, city: "  " } },
      { ...good, shippingAddress: { ...address, phone: "ring mig" } },
      { ...good, shippingAddress: { firstName: "Anna" } },
    ]) {
      expectError(await post("/api/orders/", bad, owner.cookie), 400, "INVALID_INPUT");
    }
    expectError(
      await post(
        "/api/orders/shipmentMethods/",
        { shippingAddress: address, print: owner.printId, quantity: 5, envelopes: "none" },
        owner.cookie,
      ),
      400,
      "INVALID_INPUT",
    );
    expect(await storedOrders()).toBe(before);
  });

  it("answers 401 without a session and 403 for another's card, site or order", async () => {
    const [method] = await methodsFor();
    const order = {
      print: owner.printId,
      site: owner.siteId,
      quantity: 10,
      envelopes: "none",
      shipmentMethodUid: method?.shipmentMethodUid,
      shippingAddress: address,
    };
    expectError(await post("/api/orders/", order), 401, "NOT_LOGGED_IN");
    expectError(
      await post("/api/orders/shipmentMethods/", {
        shippingAddress: address,
        print: owner.printId,
        quantity: 10,
        envelopes: "none",
      }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(await post("/api/orders/", order, stranger.cookie), 403, "FORBIDDEN");
    // The stranger's own site with the owner's card, and the owner's site with the stranger's card.
    expectError(
      await post("/api/orders/", { ...order, site: stranger.siteId }, stranger.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(
      await post("/api/orders/", { ...order, print: stranger.printId }, owner.cookie),
      403,
      "FORBIDDEN",
    );

    const id = (await post("/api/orders/", order, owner.cookie)).json().id as string;
    expectError(await t.app.inject({ method: "GET", url: `/api/orders/${id}` }), 401, "NOT_LOGGED_IN");
    expectError(
      await t.app.inject({ method: "GET", url: `/api/orders/${id}`, cookies: { session: stranger.cookie } }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await t.app.inject({
        method: "GET",
        url: "/api/orders/0123456789abcdef01234567",
        cookies: { session: owner.cookie },
      }),
      403,
      "FORBIDDEN",
    );
  });

  it("keeps the card as it was ordered when it is edited afterwards", async () => {
    const [method] = await methodsFor();
    const id = (
      await post(
        "/api/orders/",
        {
          print: owner.printId,
          site: owner.siteId,
          quantity: 10,
          envelopes: "none",
          shipmentMethodUid: method?.shipmentMethodUid,
          shippingAddress: address,
        },
        owner.cookie,
      )
    ).json().id as string;
    const changed = { ...card(), trim: "rounded" };
    await t.app.inject({
      method: "PUT",
      url: `/api/prints/${owner.printId}`,
      payload: { print: changed },
      cookies: { session: owner.cookie },
    });
    const [row] = await t.ctx.db.query.orders.findMany({ where: (o, { eq }) => eq(o.id, id) });
    expect((row?.printDocument as { trim: string } | undefined)?.trim).toBe("none");
  });
});
