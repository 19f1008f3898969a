// Cancelling a gift reservation checks the guest's password against stored scrypt hashes. Each check
// is deliberately slow (tens of milliseconds of the thread pool), so a cancel must not check the
// password against every reservation of a popular item: with a few hundred guests on an item without
// a quantity, every cancel (and every wrong guess) would cost seconds and starve the server.
import { createSiteModule } from "@modules/schemas";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../auth/passwords";
import { giftItemCounters, giftReservations } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../auth/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../auth/passwords")>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      verifications.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

const t = testAppForThisFile();
const MODULE = "CLIENTIDgifts1";
const WINE = "giftRegistryItemWine";

async function wineSite(): Promise<string> {
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", MODULE);
  gifts.giftRegistry.items = [
    {
      id: WINE,
      title: { sv: "Vin" },
      description: {},
      link: "",
      reservable: true,
      quantity: null,
      image: null,
    },
  ];
  doc.siteModules.push(gifts);
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, doc);
  await activateSite(t.ctx, id, `wine-${id.slice(0, 8)}.se`);
  return id;
}

const call = (method: "PUT" | "DELETE", siteId: string, payload: { quantity: number; password: string }) =>
  t.app.inject({
    method,
    url: `/api/gift-registry/${siteId}/${MODULE}/${WINE}/`,
    payload,
    remoteAddress: freshClientAddress(),
  });

async function counter(siteId: string): Promise<number | undefined> {
  const [row] = await t.ctx.db
    .select({ reserved: giftItemCounters.reserved })
    .from(giftItemCounters)
    .where(and(eq(giftItemCounters.siteId, siteId), eq(giftItemCounters.itemId, WINE)));
  return row?.reserved;
}

describe("cancelling on an item with many reservations", () => {
  const GUESTS = 40;
  let siteId: string;
  beforeEach(async () => {
    siteId = await wineSite();
    for (let guest = 0; guest < GUESTS; guest += 1) {
      const response = await call("PUT", siteId, { quantity: 1, password: `gäst-${guest}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    verifications.count = 0;
  });

  it("checks only a few stored hashes, for a right and for a wrong password", async () => {
    const right = await call("DELETE", siteId, { quantity: 1, password: "gäst-17" });
    expect(right.statusCode, right.body).toBe(200);
    expect(await counter(siteId)).toBe(GUESTS - 1);
    expect(verifications.count).toBeLessThanOrEqual(6);

    verifications.count = 0;
    expectError(
      await call("DELETE", siteId, { quantity: 1, password: "gissning" }),
      403,
      "GIFT_WRONG_PASSWORD",
    );
    expect(verifications.count).toBeLessThanOrEqual(6);
    expect(await counter(siteId)).toBe(GUESTS - 1);
  }, 60_000);

  it("still cancels a reservation stored before hashes carried a lookup tag", async () => {
    await t.ctx.db.insert(giftReservations).values({
      siteId,
      moduleId: MODULE,
      itemId: WINE,
      quantity: 2,
      passwordHash: await hashPassword("gammal"),
    });
    await t.ctx.db
      .update(giftItemCounters)
      .set({ reserved: GUESTS + 2 })
      .where(and(eq(giftItemCounters.siteId, siteId), eq(giftItemCounters.itemId, WINE)));
    const response = await call("DELETE", siteId, { quantity: 2, password: "gammal" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await counter(siteId)).toBe(GUESTS);
  }, 60_000);
});
