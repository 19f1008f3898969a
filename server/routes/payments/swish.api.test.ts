// Swish for sites through the simulator, which the real adapter talks to over HTTP on loopback.
import { SWISH_NUMBER_REQUIRED } from "@core/payments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, sites } from "../../db/schema";
import { SIMULATOR_NUMBERS } from "../../payments/swish/simulator";
import { callback, startSwish, swishStatus, wiredSimulator } from "../../payments/test-helpers";
import {
  createTestApp,
  expectError,
  ownerWithSite,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";

const t = testAppForThisFile();
const siteOf = async (siteId: string) => (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0];
const forSubdomain = (payerAlias: string, host: string) => ({
  payerAlias,
  paymentProduct: "subdomain",
  host,
});

/** A new owner who has asked Swish to pay for a subdomain: the owner, the answer and its swishId. */
async function ownerPayingSubdomain(payerAlias: string, host: string, app = t.app) {
  const owner = await ownerWithSite(app);
  const started = await startSwish(app, owner.siteId, owner.cookie, forSubdomain(payerAlias, host));
  return { ...owner, started, swishId: started.json().swishId as string };
}

describe("POST /api/sites/{siteId}/payment/swish", () => {
  it("refuses without a session (401), for someone else's site (403) and bad input (400)", async () => {
    const { siteId } = await ownerWithSite(t.app);
    const body = { payerAlias: "0701234567", paymentProduct: "subdomain", host: "anna-och-erik" };
    expectError(await startSwish(t.app, siteId, undefined, body), 401, "NOT_LOGGED_IN");
    const stranger = await registerAndLogin(t.app);
    expectError(await startSwish(t.app, siteId, stranger.cookie, body), 403, "FORBIDDEN");
    const { cookie } = await ownerWithSite(t.app);
    const own = await ownerWithSite(t.app);
    expectError(await startSwish(t.app, own.siteId, cookie, body), 403, "FORBIDDEN");
    expectError(
      await startSwish(t.app, own.siteId, own.cookie, { ...body, paymentProduct: "gold" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await startSwish(t.app, own.siteId, own.cookie, { ...body, payerAlias: 46 }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await startSwish(t.app, own.siteId, own.cookie, { ...body, host: "a" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await startSwish(t.app, own.siteId, own.cookie, { ...body, host: "www" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await startSwish(t.app, own.siteId, own.cookie, {
        ...body,
        paymentProduct: "domain_name_upgrade_from_subdomain",
        host: "a-och-e.se",
      }),
      409,
      "PAYMENT_PRODUCT_NOT_AVAILABLE",
    );
    expect(await t.ctx.db.select().from(payments).where(eq(payments.siteId, own.siteId))).toEqual([]);
  });

  it("answers 422 with the spec's validationMessage for a missing or impossible payer number", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    const missing = await startSwish(t.app, siteId, cookie, forSubdomain("  + ", "annas"));
    expectError(missing, 422, "SWISH_INVALID_NUMBER");
    expect(missing.json().validationMessage).toBe(SWISH_NUMBER_REQUIRED);
    const letters = await startSwish(t.app, siteId, cookie, forSubdomain("hej", "annas"));
    expectError(letters, 422, "SWISH_INVALID_NUMBER");
    expect(letters.json().validationMessage).toMatch(/giltigt swish-nummer/);
    const notEnrolled = await startSwish(
      t.app,
      siteId,
      cookie,
      forSubdomain(SIMULATOR_NUMBERS.notEnrolled, "annas"),
    );
    expectError(notEnrolled, 422, "SWISH_INVALID_NUMBER");
    expect(notEnrolled.json().validationMessage).toBe("Numret är inte anslutet till Swish.");
  });

  it("pays a subdomain: request to Swish with the server's amount, NOT_SET, callback, PAID, site published", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const started = await startSwish(t.app, siteId, cookie, {
      payerAlias: " +0701234567",
      paymentProduct: "subdomain",
      host: "Anna-och-Erik",
      amount: 1,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { swishId, reference } = started.json();
    expect(swishId).toMatch(/^[0-9A-F]{32}$/);
    expect(reference).toMatch(/^[2-9A-Z]{8}$/);
    expect(simulator.requests.get(swishId)).toMatchObject({
      payerAlias: "46701234567",
      payeeAlias: "1231181189",
      amount: 599,
      currency: "SEK",
      payeePaymentReference: reference,
      callbackUrl: "http://localhost:3000/api/payments/swish/callback",
    });
    expect((await swishStatus(t.app, swishId, cookie)).json()).toEqual({
      status: "NOT_SET",
      errorMessage: null,
      reference,
    });

    const before = Date.now();
    await simulator.settleNow();
    expect((await swishStatus(t.app, swishId, cookie)).json()).toEqual({
      status: "PAID",
      errorMessage: null,
      reference,
    });
    const site = await siteOf(siteId);
    expect(site).toMatchObject({ host: "anna-och-erik.brollopssidan.se", active: true });
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 18);
    expect(Math.abs((site?.activeExpireDate?.getTime() ?? 0) - expected.getTime())).toBeLessThan(60_000);
  });

  it.each([
    ["declined", SIMULATOR_NUMBERS.declined, "DECLINED", null],
    ["error", SIMULATOR_NUMBERS.error, "ERROR", "Signeringen med BankID avbröts."],
    ["cancelled", SIMULATOR_NUMBERS.cancelled, "CANCELLED", null],
  ])("reports a %s payment and publishes nothing", async (_name, payerAlias, status, errorMessage) => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie, swishId } = await ownerPayingSubdomain(payerAlias, `s${status.toLowerCase()}`);
    await simulator.settleNow();
    expect((await swishStatus(t.app, swishId, cookie)).json()).toMatchObject({ status, errorMessage });
    expect(await siteOf(siteId)).toMatchObject({ host: null, active: false });
  });

  it("keeps NOT_SET while the payer never answers (the UI times out after 300 s)", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { cookie, swishId } = await ownerPayingSubdomain(SIMULATOR_NUMBERS.noAnswer, "tyst");
    await simulator.settleNow();
    expect((await swishStatus(t.app, swishId, cookie)).json().status).toBe("NOT_SET");
  });

  it("completes by polling when the callback is lost", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    simulator.deliver = async () => {
      throw new Error("lost on the way");
    };
    const { siteId, cookie, swishId } = await ownerPayingSubdomain("46701112222", "poll");
    await simulator.settleNow();
    expect((await t.ctx.db.select().from(payments).where(eq(payments.providerId, swishId)))[0]?.status).toBe(
      "CREATED",
    );
    expect((await swishStatus(t.app, swishId, cookie)).json().status).toBe("PAID");
    expect((await siteOf(siteId))?.host).toBe("poll.brollopssidan.se");
  });

  it("settles by the simulator's own callback after its delay, with nobody polling", async () => {
    const app = await createTestApp({ env: { SWISH_SIMULATOR_DELAY_MS: "50" } });
    try {
      const { siteId, swishId } = await ownerPayingSubdomain("0701234567", "sjalv", app.app);
      // The callback marks the payment PAID and then applies its effect in a transaction of its own, so
      // wait for the effect, not only the status (on PostgreSQL the two are seen apart).
      let row = (await app.ctx.db.select().from(payments).where(eq(payments.providerId, swishId)))[0];
      for (let i = 0; i < 100 && !row?.effectAppliedAt; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = (await app.ctx.db.select().from(payments).where(eq(payments.providerId, swishId)))[0];
      }
      expect(row?.status).toBe("PAID");
      expect(row?.effectAppliedAt).not.toBeNull();
      expect((await app.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0]?.host).toBe(
        "sjalv.brollopssidan.se",
      );
    } finally {
      await app.close();
    }
  });

  it("refuses Swish in the Danish market", async () => {
    const dk = await createTestApp({ env: { MARKET: "dk" } });
    try {
      const { started } = await ownerPayingSubdomain("0701234567", "anna", dk.app);
      expectError(started, 400, "SWISH_NOT_IN_MARKET");
    } finally {
      await dk.close();
    }
  });
});

describe("GET /api/swishPayments/{swishId} and the callback", () => {
  it("answers only the owner of the payment's site: 401 without a session, 403 otherwise", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { cookie, swishId } = await ownerPayingSubdomain("46701234567", "mine");
    expectError(await swishStatus(t.app, swishId), 401, "NOT_LOGGED_IN");
    const stranger = await registerAndLogin(t.app);
    expectError(await swishStatus(t.app, swishId, stranger.cookie), 403, "FORBIDDEN");
    expectError(await swishStatus(t.app, "0".repeat(32), cookie), 403, "FORBIDDEN");
    expectError(await swishStatus(t.app, "not-an-id", cookie), 403, "FORBIDDEN");
  });

  it("ignores a forged callback: a body saying PAID changes nothing while Swish says CREATED", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { siteId, swishId } = await ownerPayingSubdomain("46701234567", "forged");
    const forged = {
      id: swishId,
      status: "PAID",
      amount: 599,
      currency: "SEK",
      datePaid: new Date().toISOString(),
    };
    expect((await callback(t.app, forged)).statusCode).toBe(200);
    expect((await callback(t.app, { id: "0".repeat(32), status: "PAID" })).statusCode).toBe(200);
    expect((await callback(t.app, ["nonsense"])).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.providerId, swishId));
    expect(row).toMatchObject({ status: "CREATED", effectAppliedAt: null });
    expect(await siteOf(siteId)).toMatchObject({ host: null, active: false });
  });
});
