// PUT/DELETE /api/gift-registry/{siteId}/{moduleId}/{itemId}/ (and /v2): reserving with a password,
// cancelling with the same password, quantities enforced by the database under concurrency.
import { createSiteModule } from "@modules/schemas";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftItemCounters, giftReservations, sites } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
let hostCounter = 0;

const MODULE = "CLIENTIDgifts1";

function giftDocument() {
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", MODULE);
  gifts.title = { sv: "Önskelista" };
  gifts.giftRegistry.items = [
    {
      id: "giftRegistryItemKnives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
    {
      id: "giftRegistryItemVase",
      title: { sv: "Vas" },
      description: {},
      link: "",
      reservable: true,
      quantity: 1,
      image: null,
    },
    {
      id: "giftRegistryItemCash",
      title: { sv: "Bidrag" },
      description: {},
      link: "",
      reservable: false,
      quantity: 1,
      image: null,
    },
    {
      id: "giftRegistryItemWine",
      title: { sv: "Vin" },
      description: {},
      link: "",
      reservable: true,
      quantity: null,
      image: null,
    },
  ];
  doc.siteModules.push(gifts);
  return doc;
}

/** An active site with a gift registry; returns its id. */
async function giftSite(options: { activate?: boolean } = {}) {
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, giftDocument());
  hostCounter += 1;
  if (options.activate !== false) await activateSite(t.ctx, id, `presenter-${hostCounter}.se`);
  return id;
}

type Call = { quantity?: unknown; password?: unknown } | string | undefined;

function call(
  method: "PUT" | "DELETE",
  siteId: string,
  itemId: string,
  payload: Call,
  options: { moduleId?: string; v2?: boolean; remoteAddress?: string; cookies?: Record<string, string> } = {},
) {
  const url = `/api/gift-registry/${siteId}/${options.moduleId ?? MODULE}/${itemId}/${options.v2 ? "v2" : ""}`;
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: options.remoteAddress ?? freshClientAddress(),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
}
const reserve = (siteId: string, itemId: string, payload: Call, options = {}) =>
  call("PUT", siteId, itemId, payload, options);
const cancel = (siteId: string, itemId: string, payload: Call, options = {}) =>
  call("DELETE", siteId, itemId, payload, options);

async function counterOf(siteId: string, itemId: string): Promise<number | null> {
  const [row] = await t.ctx.db
    .select({ reserved: giftItemCounters.reserved })
    .from(giftItemCounters)
    .where(and(eq(giftItemCounters.siteId, siteId), eq(giftItemCounters.itemId, itemId)));
  return row?.reserved ?? null;
}
async function rowsOf(siteId: string, itemId: string) {
  return t.ctx.db
    .select({ quantity: giftReservations.quantity, passwordHash: giftReservations.passwordHash })
    .from(giftReservations)
    .where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.itemId, itemId)));
}

describe("reserving a gift", () => {
  it("reserves, answers the whole site's reservations, and the public site carries them", async () => {
    const id = await giftSite();
    const first = await reserve(id, "giftRegistryItemKnives", { quantity: 2, password: "kaka" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: "giftRegistryItemKnives", quantityReserved: 2 }],
    });
    const second = await reserve(
      id,
      "giftRegistryItemVase",
      { quantity: 1, password: "bulle" },
      { v2: true },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().giftRegistryReservations).toEqual([
      { giftRegistryId: "giftRegistryItemKnives", quantityReserved: 2 },
      { giftRegistryId: "giftRegistryItemVase", quantityReserved: 1 },
    ]);
    const site = (await t.app.inject({ method: "GET", url: `/api/sites/public/${id}` })).json();
    expect(site.giftRegistryReservations).toEqual(second.json().giftRegistryReservations);
    // The password is stored as a scrypt hash, never as given.
    const [row] = await rowsOf(id, "giftRegistryItemVase");
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("bulle");
  });

  it("refuses more than is left, changing nothing", async () => {
    const id = await giftSite();
    expect((await reserve(id, "giftRegistryItemKnives", { quantity: 2, password: "a" })).statusCode).toBe(
      200,
    );
    expectError(
      await reserve(id, "giftRegistryItemKnives", { quantity: 2, password: "b" }),
      409,
      "GIFT_NOT_ENOUGH_LEFT",
    );
    expectError(
      await reserve(id, "giftRegistryItemKnives", { quantity: 4, password: "b" }),
      409,
      "GIFT_NOT_ENOUGH_LEFT",
    );
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(2);
    expect(await rowsOf(id, "giftRegistryItemKnives")).toHaveLength(1);
    expect((await reserve(id, "giftRegistryItemKnives", { quantity: 1, password: "b" })).statusCode).toBe(
      200,
    );
    expectError(
      await reserve(id, "giftRegistryItemKnives", { quantity: 1, password: "c" }),
      409,
      "GIFT_NOT_ENOUGH_LEFT",
    );
  });

  it("has no limit for an item without quantity", async () => {
    const id = await giftSite();
    for (const quantity of [5, 20]) {
      expect((await reserve(id, "giftRegistryItemWine", { quantity, password: "skål" })).statusCode).toBe(
        200,
      );
    }
    expect(await counterOf(id, "giftRegistryItemWine")).toBe(25);
  });

  it("refuses an item that is not reservable", async () => {
    const id = await giftSite();
    expectError(
      await reserve(id, "giftRegistryItemCash", { quantity: 1, password: "a" }),
      409,
      "GIFT_NOT_RESERVABLE",
    );
    expect(await counterOf(id, "giftRegistryItemCash")).toBeNull();
  });

  it("gives exactly 3 of 50 simultaneous guests the 3 units, enforced by the database", async () => {
    const id = await giftSite();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(id, "giftRegistryItemKnives", { quantity: 1, password: `gäst-${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe("GIFT_NOT_ENOUGH_LEFT");
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(3);
    expect(await rowsOf(id, "giftRegistryItemKnives")).toHaveLength(3);
  });

  it("answers 404 for unknown sites, modules and items, and for sites that are not published", async () => {
    const id = await giftSite();
    const body = { quantity: 1, password: "a" };
    expectError(await reserve("0123456789abcdef01234567", "giftRegistryItemVase", body), 404, "NOT_FOUND");
    expectError(await reserve("nope", "giftRegistryItemVase", body), 404, "NOT_FOUND");
    expectError(
      await reserve(id, "giftRegistryItemVase", body, { moduleId: "CLIENTIDnothere" }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await reserve(id, "giftRegistryItemVase", body, { moduleId: "CLIENTIDtext1" }),
      404,
      "NOT_FOUND",
    );
    expectError(await reserve(id, "giftRegistryItemNothing", body), 404, "NOT_FOUND");
    expectError(await cancel(id, "giftRegistryItemNothing", body), 404, "NOT_FOUND");

    const unpublished = await giftSite({ activate: false });
    expectError(await reserve(unpublished, "giftRegistryItemVase", body), 404, "NOT_FOUND");
    const quickStart = await giftSite();
    await t.ctx.db.update(sites).set({ quickStart: true }).where(eq(sites.id, quickStart));
    expectError(await reserve(quickStart, "giftRegistryItemVase", body), 404, "NOT_FOUND");
    expect(await counterOf(unpublished, "giftRegistryItemVase")).toBeNull();
  });

  it.each<[string, Call]>([
    ["no body", undefined],
    ["an empty object", {}],
    ["no password", { quantity: 1 }],
    ["an empty password", { quantity: 1, password: "   " }],
    ["a password that is not a string", { quantity: 1, password: 1234 }],
    ["an over-long password", { quantity: 1, password: "x".repeat(201) }],
    ["no quantity", { password: "a" }],
    ["quantity 0", { quantity: 0, password: "a" }],
    ["a negative quantity", { quantity: -1, password: "a" }],
    ["a fractional quantity", { quantity: 1.5, password: "a" }],
    ["a quantity as text", { quantity: "1", password: "a" }],
    ["a huge quantity", { quantity: 1e9, password: "a" }],
    ["not JSON", "quantity=1"],
  ])("refuses %s with 400 on both methods", async (_name, payload) => {
    const id = await giftSite();
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await call(method, id, "giftRegistryItemKnives", payload);
      expect(response.statusCode, response.body).toBe(typeof payload === "string" ? 415 : 400);
      expect(response.json().isErrorResponse).toBe(true);
    }
    expect(await counterOf(id, "giftRegistryItemKnives")).toBeNull();
  });

  it("refuses ids with characters no id has", async () => {
    const id = await giftSite();
    const response = await reserve(id, "gift%20item", { quantity: 1, password: "a" });
    expectError(response, 400, "INVALID_INPUT");
  });
});

describe("cancelling a reservation", () => {
  it("with a wrong password changes nothing; with the right one removes the units", async () => {
    const id = await giftSite();
    expect(
      (await reserve(id, "giftRegistryItemKnives", { quantity: 2, password: "mitt-lösen" })).statusCode,
    ).toBe(200);
    expect(
      (await reserve(id, "giftRegistryItemKnives", { quantity: 1, password: "någon-annans" })).statusCode,
    ).toBe(200);

    expectError(
      await cancel(id, "giftRegistryItemKnives", { quantity: 1, password: "fel" }),
      403,
      "GIFT_WRONG_PASSWORD",
    );
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(3);
    expect((await rowsOf(id, "giftRegistryItemKnives")).map((r) => r.quantity).sort()).toEqual([1, 2]);

    // More than this password reserved: 409, nothing changed.
    expectError(
      await cancel(id, "giftRegistryItemKnives", { quantity: 3, password: "mitt-lösen" }),
      409,
      "GIFT_NOT_ENOUGH_RESERVED",
    );
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(3);

    const partly = await cancel(id, "giftRegistryItemKnives", { quantity: 1, password: "mitt-lösen" });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: "giftRegistryItemKnives", quantityReserved: 2 }],
    });
    const rest = await cancel(
      id,
      "giftRegistryItemKnives",
      { quantity: 1, password: "mitt-lösen" },
      { v2: true },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(1);
    expect((await rowsOf(id, "giftRegistryItemKnives")).map((r) => r.quantity)).toEqual([1]);
    // The other guest's reservation is untouched; with its password it goes too.
    const other = await cancel(id, "giftRegistryItemKnives", { quantity: 1, password: "någon-annans" });
    expect(other.json()).toEqual({ giftRegistryReservations: [] });
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(0);
  });

  it("cancels across several reservations made with the same password", async () => {
    const id = await giftSite();
    for (const quantity of [1, 1, 1]) {
      expect((await reserve(id, "giftRegistryItemKnives", { quantity, password: "samma" })).statusCode).toBe(
        200,
      );
    }
    const response = await cancel(id, "giftRegistryItemKnives", { quantity: 3, password: "samma" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(0);
    expect(await rowsOf(id, "giftRegistryItemKnives")).toHaveLength(0);
  });

  it("keeps counter and reservations in step when the same guest cancels several times at once", async () => {
    const id = await giftSite();
    expect(
      (await reserve(id, "giftRegistryItemKnives", { quantity: 2, password: "dubbel" })).statusCode,
    ).toBe(200);
    expect((await reserve(id, "giftRegistryItemKnives", { quantity: 1, password: "annan" })).statusCode).toBe(
      200,
    );
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        cancel(id, "giftRegistryItemKnives", { quantity: 1, password: "dubbel" }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.every((s) => s === 200 || s === 403 || s === 409)).toBe(true);
    const rows = await rowsOf(id, "giftRegistryItemKnives");
    expect(rows.map((r) => r.quantity)).toEqual([1]);
    expect(await counterOf(id, "giftRegistryItemKnives")).toBe(1);
  });

  it("answers 403 when there is nothing reserved", async () => {
    const id = await giftSite();
    expectError(
      await cancel(id, "giftRegistryItemVase", { quantity: 1, password: "a" }),
      403,
      "GIFT_WRONG_PASSWORD",
    );
  });

  it("limits wrong cancel passwords per client", async () => {
    const id = await giftSite();
    expect((await reserve(id, "giftRegistryItemVase", { quantity: 1, password: "rätt" })).statusCode).toBe(
      200,
    );
    const guesser = freshClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await cancel(
        id,
        "giftRegistryItemVase",
        { quantity: 1, password: `gissning-${i}` },
        { remoteAddress: guesser },
      );
      expect(response.statusCode).toBe(403);
    }
    expectError(
      await cancel(id, "giftRegistryItemVase", { quantity: 1, password: "rätt" }, { remoteAddress: guesser }),
      429,
      "TOO_MANY_REQUESTS",
    );
    expect(await counterOf(id, "giftRegistryItemVase")).toBe(1);
    // Someone else can still cancel with the right password.
    expect((await cancel(id, "giftRegistryItemVase", { quantity: 1, password: "rätt" })).statusCode).toBe(
      200,
    );
  });

  it("closes an item to guessers from many addresses, but not to the guest who reserved it", async () => {
    const id = await giftSite();
    const item = "giftRegistryItemVase";
    expect((await reserve(id, item, { quantity: 1, password: "vår-hemlis" })).statusCode).toBe(200);
    const swarm = Array.from({ length: 30 }, () => freshClientAddress());
    for (const [i, address] of swarm.entries()) {
      const wrong = await cancel(
        id,
        item,
        { quantity: 1, password: `svärm-${i}` },
        { remoteAddress: address },
      );
      expect(wrong.statusCode).toBe(403);
    }
    // A guesser who already failed is stopped, even with the right password...
    expectError(
      await cancel(id, item, { quantity: 1, password: "vår-hemlis" }, { remoteAddress: swarm[0] }),
      429,
      "TOO_MANY_REQUESTS",
    );
    expect(await counterOf(id, item)).toBe(1);
    // ...while the guest who reserved (no wrong guess) still cancels.
    const guest = freshClientAddress();
    expect(
      (await cancel(id, item, { quantity: 1, password: "vår-hemlis" }, { remoteAddress: guest })).statusCode,
    ).toBe(200);
    expect(await counterOf(id, item)).toBe(0);
  });
});
