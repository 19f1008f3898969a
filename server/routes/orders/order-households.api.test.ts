// Printed cards meet the guest list (issue 25): an order of one card per household has the households
// with their link on as its count, keeps them (name, code, personal link) in list order, and the print
// renderer's data lists them with their QR codes; a later change to the list changes nothing of it.
// Refused without an address, without households, and for a stranger; nothing of guests in the log.
import type { Order } from "@core/orders/schema";
import type { PrintedHouseholdCard } from "@core/print/households";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { orderHouseholds, orders, prints, sites } from "../../db/schema";
import {
  TEST_ADDRESS as address,
  type CardOwner,
  ownerWithCard,
  postAs,
  shipmentMethodsOf,
} from "../../orders/test-helpers";
import { expectError, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();

type Listed = { id: string; name: string; code: string; token: string };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function addHousehold(who: CardOwner, name: string): Promise<Listed> {
  const made = await call("POST", `/api/sites/${who.siteId}/households`, who.cookie, {
    name,
    guests: [{ name: `${name.split(" ").at(-1)} Gäst` }],
  });
  expect(made.statusCode, made.body).toBe(200);
  const body = made.json() as { household?: Listed } & Listed;
  return body.household ?? body;
}

const publish = (who: CardOwner, host: string) =>
  t.ctx.db.update(sites).set({ host }).where(eq(sites.id, who.siteId));

async function orderPerHousehold(who: CardOwner, extra: Record<string, unknown> = {}) {
  const [cheapest] = await shipmentMethodsOf(t.app, who);
  return postAs(
    t.app,
    "/api/orders/",
    {
      print: who.printId,
      site: who.siteId,
      envelopes: "standard",
      perHousehold: true,
      shipmentMethodUid: cheapest?.shipmentMethodUid,
      shipmentMethodName: cheapest?.name,
      shippingAddress: address,
      ...extra,
    },
    who.cookie,
  );
}

async function renderData(who: CardOwner, orderId?: string) {
  const [print] = await t.ctx.db.select().from(prints).where(eq(prints.id, who.printId));
  const response = await call(
    "GET",
    `/api/prints/${who.printId}/serverAccess/${encodeURIComponent(print?.serverAccessKey ?? "")}${
      orderId ? `?order=${orderId}` : ""
    }`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { households?: PrintedHouseholdCard[]; site: { host: string | null } };
}

let owner: CardOwner;
let lind: Listed;
let berg: Listed;
let holm: Listed;

beforeAll(async () => {
  owner = await ownerWithCard(t.app);
  lind = await addHousehold(owner, "Familjen Lind");
  berg = await addHousehold(owner, "Familjen Berg");
  holm = await addHousehold(owner, "Ove Holm");
  // Holm's link is off: a turned-off link opens nothing, so no card.
  const off = await call("POST", `/api/sites/${owner.siteId}/households/${holm.id}/link`, owner.cookie, {
    action: "disable",
  });
  expect(off.statusCode, off.body).toBe(200);
});

describe("one card per household from the guest list", () => {
  it("is refused while the page has no address (a personal link needs the page's host)", async () => {
    const before = await t.ctx.db.select().from(orders).where(eq(orders.siteId, owner.siteId));
    const refused = await orderPerHousehold(owner);
    expectError(refused, 409, "ADDRESS_REQUIRED");
    expect(await t.ctx.db.select().from(orders).where(eq(orders.siteId, owner.siteId))).toHaveLength(
      before.length,
    );
  });

  it("orders as many cards as households with their link on, priced on the server, kept in list order", async () => {
    await publish(owner, "lind-och-berg.brollopssidan.se");

    // A count sent by the browser is not read.
    const response = await orderPerHousehold(owner, { quantity: 300 });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().id as string;
    const read = await call("GET", `/api/orders/${id}`, owner.cookie);
    const order = read.json() as Order;
    expect(order).toMatchObject({
      quantity: 2,
      perHousehold: true,
      households: [
        { id: lind.id, name: "Familjen Lind", code: lind.code },
        { id: berg.id, name: "Familjen Berg", code: berg.code },
      ],
      // 2 × (15 kr + 3 kr) + 95 kr
      totalInclVat: 2 * 1500 + 2 * 300 + 9500,
    });
    expect(order.items.map((item) => item.title)).toContain("2 inbjudningskort, A6");

    // The print renderer's data: the households in order with their personal links and QR codes.
    const data = await renderData(owner, id);
    expect(
      data.households?.map(({ id: household, name, code, url }) => ({ household, name, code, url })),
    ).toEqual([
      {
        household: lind.id,
        name: "Familjen Lind",
        code: lind.code,
        url: `https://lind-och-berg.brollopssidan.se/i/${lind.token}`,
      },
      {
        household: berg.id,
        name: "Familjen Berg",
        code: berg.code,
        url: `https://lind-och-berg.brollopssidan.se/i/${berg.token}`,
      },
    ]);
    for (const card of data.households ?? []) {
      const { modules } = QRCode.create(card.url, { errorCorrectionLevel: "M" });
      expect(card.qr.size).toBe(modules.size);
      expect(card.qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    }
    // The card alone (no order), and an order of tens, have no households.
    expect((await renderData(owner)).households).toBeUndefined();

    // A later change to the list does not change the order: renamed, deleted, a new household.
    const renamed = await call("PUT", `/api/sites/${owner.siteId}/households/${lind.id}`, owner.cookie, {
      name: "Familjen Lind-Ek",
      guests: [{ name: "Lind Gäst" }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (await call("DELETE", `/api/sites/${owner.siteId}/households/${berg.id}`, owner.cookie)).statusCode,
    ).toBe(200);
    await addHousehold(owner, "Familjen Sist");
    const again = await renderData(owner, id);
    expect(again.households?.map((card) => card.name)).toEqual(["Familjen Lind", "Familjen Berg"]);
    expect((await call("GET", `/api/orders/${id}`, owner.cookie)).json().quantity).toBe(2);
    // A new order takes the list as it is now: Lind-Ek and Sist.
    const next = await orderPerHousehold(owner);
    expect(next.statusCode, next.body).toBe(200);
    const nextOrder = (await call("GET", `/api/orders/${next.json().id}`, owner.cookie)).json() as Order;
    expect(nextOrder.households?.map((h) => h.name)).toEqual(["Familjen Lind-Ek", "Familjen Sist"]);
    expect(nextOrder.quantity).toBe(2);
    // Restore Berg for the next tests.
    await call("POST", `/api/sites/${owner.siteId}/households/${berg.id}/restore`, owner.cookie);
  });

  it("an order of tens stays one: a count not in tens is refused, and it prints no households", async () => {
    const [cheapest] = await shipmentMethodsOf(t.app, owner);
    const body = {
      print: owner.printId,
      site: owner.siteId,
      envelopes: "none",
      shipmentMethodUid: cheapest?.shipmentMethodUid,
      shippingAddress: address,
    };
    expectError(
      await postAs(t.app, "/api/orders/", { ...body, quantity: 3 }, owner.cookie),
      400,
      "INVALID_INPUT",
    );
    expectError(await postAs(t.app, "/api/orders/", body, owner.cookie), 400, "INVALID_INPUT");
    const ok = await postAs(t.app, "/api/orders/", { ...body, quantity: 10 }, owner.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().id as string;
    expect((await call("GET", `/api/orders/${id}`, owner.cookie)).json()).toMatchObject({
      quantity: 10,
      perHousehold: false,
      households: [],
    });
    expect((await renderData(owner, id)).households).toBeUndefined();
  });

  it("is refused when no household has its link on", async () => {
    const empty = await ownerWithCard(t.app);
    await publish(empty, "tom-lista.brollopssidan.se");
    const refused = await orderPerHousehold(empty);
    expectError(refused, 400, "INVALID_INPUT");
    expect(refused.body).toContain("no household");
  });

  it("is the owner's only: 401 without a session, 403 for a stranger; the print data only with the card's key", async () => {
    const stranger = await ownerWithCard(t.app);
    const mine = await orderPerHousehold(owner);
    expect(mine.statusCode, mine.body).toBe(200);
    const id = mine.json().id as string;
    expectError(await call("GET", `/api/orders/${id}`), 401, "NOT_LOGGED_IN");
    expectError(await call("GET", `/api/orders/${id}`, stranger.cookie), 403, "FORBIDDEN");
    expectError(
      await call("GET", `/api/prints/${owner.printId}/serverAccess/${"x".repeat(43)}?order=${id}`),
      404,
      "NOT_FOUND",
    );
    // The stranger's card with the owner's order: not that card's order.
    const [theirs] = await t.ctx.db.select().from(prints).where(eq(prints.id, stranger.printId));
    expectError(
      await call(
        "GET",
        `/api/prints/${stranger.printId}/serverAccess/${encodeURIComponent(theirs?.serverAccessKey ?? "")}?order=${id}`,
      ),
      404,
      "NOT_FOUND",
    );
    expectError(
      await postAs(t.app, "/api/orders/", {
        print: owner.printId,
        site: owner.siteId,
        perHousehold: true,
        envelopes: "none",
        shipmentMethodUid: "x",
        shippingAddress: address,
      }),
      401,
      "NOT_LOGGED_IN",
    );
    // A stranger's card on the owner's site, or the owner's card as the stranger: refused.
    expectError(
      await postAs(
        t.app,
        "/api/orders/",
        {
          print: owner.printId,
          site: owner.siteId,
          perHousehold: true,
          envelopes: "none",
          shipmentMethodUid: "x",
          shippingAddress: address,
        },
        stranger.cookie,
      ),
      403,
      "FORBIDDEN",
    );
  });

  it("the households it printed go with the site", async () => {
    const who = await ownerWithCard(t.app);
    await addHousehold(who, "Familjen Ek");
    await publish(who, "ek.brollopssidan.se");
    const response = await orderPerHousehold(who);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().id as string;
    expect(await t.ctx.db.select().from(orderHouseholds).where(eq(orderHouseholds.orderId, id))).toHaveLength(
      1,
    );
    await t.ctx.db.delete(sites).where(eq(sites.id, who.siteId));
    expect(await t.ctx.db.select().from(orderHouseholds).where(eq(orderHouseholds.orderId, id))).toHaveLength(
      0,
    );
  });
});
