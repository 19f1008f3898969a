// Paying an order of printed cards (issue 13 item 3): Swish and card through the simulators, with the
// order's own server-priced total; the order becomes PAID once, its confirmation with the receipt is
// mailed once; a paid order is not paid again; bad input changes nothing; 401 and 403 for strangers.
import { join } from "node:path";
import type { Order } from "@core/orders/schema";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { readMailbox } from "../../mail/mailbox";
import { ownerWithCard, placeOrder, postAs, TEST_ADDRESS } from "../../orders/test-helpers";
import { cardProviderOf, isCardSimulator } from "../../payments/stripe";
import { SIMULATOR_NUMBERS } from "../../payments/swish/simulator";
import { callback, swishStatus, wiredSimulator } from "../../payments/test-helpers";
import { expectError, freshClientAddress, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
beforeAll(() => {
  if (!isCardSimulator(cardProviderOf(t.ctx))) throw new Error("the tests expect the card simulator");
});

const orderOf = async (orderId: string, cookie: string) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/orders/${orderId}`,
    cookies: { session: cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
};
const mailsTo = (mail: string) =>
  readMailbox(join(t.ctx.config.dataDir, "mail"))
    .filter((stored) => stored.to.split(/,\s*/).includes(mail))
    .map((stored) => `${stored.subject}\n${stored.text}`);
const paymentsOfOrder = async (orderId: string) =>
  t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
const storedPayments = async () => (await t.ctx.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

const payWithSwish = (orderId: string, payerAlias: unknown, cookie?: string) =>
  postAs(t.app, `/api/orders/${orderId}/payment/swish`, { payerAlias }, cookie);
const startCard = (orderId: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/payment/stripe?locale=sv`,
    remoteAddress: freshClientAddress(),
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });
const pollCard = (orderId: string, reference: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/orders/${orderId}/payment/stripe/${reference}`,
    remoteAddress: freshClientAddress(),
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

describe("paying an order of printed cards", () => {
  it("pays 20 cards with premium envelopes with Swish: 495 kr, the order PAID once, one confirmation", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const owner = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, owner, {
      shippingAddress: { ...TEST_ADDRESS, email: `kort-${owner.mail}` },
    });
    const started = await payWithSwish(orderId, "070-123 45 67", owner.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { swishId, reference } = started.json();
    expect(simulator.requests.get(swishId)).toMatchObject({ amount: 495, payerAlias: "46701234567" });
    expect((await swishStatus(t.app, swishId, owner.cookie)).json().status).toBe("NOT_SET");
    expect(await orderOf(orderId, owner.cookie)).toMatchObject({ status: "CREATED", receipt: null });

    await simulator.settleNow();
    expect((await swishStatus(t.app, swishId, owner.cookie)).json()).toMatchObject({
      status: "PAID",
      reference,
    });
    const paid = await orderOf(orderId, owner.cookie);
    expect(paid.status).toBe("PAID");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.receipt).toEqual({
      reference,
      paymentMethod: "swish",
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      // No SELLER_* in tests: the placeholder company (server/config.ts).
      seller: {
        name: "PLACEHOLDER Seller AB (set SELLER_NAME)",
        orgNumber: "000000-0000",
        vatNumber: "SE000000000001",
        address: "Placeholder Street 1, 000 00 Nowhere (set SELLER_ADDRESS)",
      },
    });

    // A repeated callback and another poll change nothing and mail nothing more.
    await callback(t.app, { id: swishId, status: "PAID" });
    await swishStatus(t.app, swishId, owner.cookie);
    expect((await orderOf(orderId, owner.cookie)).paidAt).toBe(paid.paidAt);
    for (const mail of [owner.mail, `kort-${owner.mail}`]) {
      const confirmations = mailsTo(mail).filter((text) => text.includes(reference));
      expect(confirmations, mail).toHaveLength(1);
      expect(confirmations[0]).toContain("20 inbjudningskort, A6");
      expect(confirmations[0]).toContain("20 kuvert (premium)");
      expect(confirmations[0]).toContain(`/inbjudningar/bekraftelse/${orderId}`);
      expect(confirmations[0]?.replace(/\s/g, " ")).toMatch(/Totalt inkl\. moms: 495,00 kr/);
      // The VAT as customers expect it, the order by its short reference only, and the seller.
      const lines = confirmations[0]?.replace(/\u00a0/g, " ").split(/\r?\n/) ?? [];
      expect(lines).toContain("Moms 25 %: 99,00 kr");
      expect(lines).toContain(`Beställning ${reference}`);
      expect(lines.filter((line) => line.includes(orderId) && !line.includes("/bekraftelse/"))).toEqual([]);
      expect(lines).toContain("Säljare: PLACEHOLDER Seller AB (set SELLER_NAME)");
      expect(lines).toContain("Org.nr 000000-0000, Momsreg.nr SE000000000001");
    }

    // Paid is paid: neither method starts another payment of it.
    expectError(await payWithSwish(orderId, "0701234567", owner.cookie), 409, "ORDER_ALREADY_PAID");
    expectError(await startCard(orderId, owner.cookie), 409, "ORDER_ALREADY_PAID");
    expect(await paymentsOfOrder(orderId)).toHaveLength(1);
  });

  it("pays by card: the intent is the order's total and the poll confirms it", async () => {
    const owner = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, owner, { quantity: 50, envelopes: "standard" });
    const started = await startCard(orderId, owner.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { client_secret, reference, card_form_url } = started.json();
    expect(card_form_url).toMatch(/^\/payment-simulator\//);
    const [payment] = await paymentsOfOrder(orderId);
    expect(payment).toMatchObject({
      amount: 50 * 1500 + 50 * 300 + 9500,
      product: "print_order",
      method: "card",
    });

    expect((await pollCard(orderId, reference, owner.cookie)).json()).toEqual({
      paymentConfirmed: false,
      status: "CREATED",
    });
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/payment-simulator/card/confirm",
      payload: { client_secret, number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
      remoteAddress: freshClientAddress(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await pollCard(orderId, reference, owner.cookie)).json()).toMatchObject({
      paymentConfirmed: true,
    });
    expect((await orderOf(orderId, owner.cookie)).status).toBe("PAID");
    expect(mailsTo(owner.mail).filter((text) => text.includes(reference))).toHaveLength(1);
  });

  it("refuses a bad payer number or body with nothing stored, and Swish's own refusal as 422", async () => {
    const owner = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, owner);
    const before = await storedPayments();
    expectError(await payWithSwish(orderId, "12", owner.cookie), 422, "SWISH_INVALID_NUMBER");
    expectError(await payWithSwish(orderId, 46701234567, owner.cookie), 400, "INVALID_INPUT");
    expectError(
      await postAs(t.app, `/api/orders/${orderId}/payment/swish`, {}, owner.cookie),
      400,
      "INVALID_INPUT",
    );
    expect(await storedPayments()).toBe(before);
    const refused = expectError(
      await payWithSwish(orderId, SIMULATOR_NUMBERS.notEnrolled, owner.cookie),
      422,
      "SWISH_INVALID_NUMBER",
    );
    expect(refused).toMatchObject({ validationMessage: expect.stringContaining("Swish") });
    expect((await orderOf(orderId, owner.cookie)).status).toBe("CREATED");
  });

  it("answers 401 without a session, 403 for another's order and 404 for another order's payment", async () => {
    const owner = await ownerWithCard(t.app);
    const stranger = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, owner);
    const strangersOrder = await placeOrder(t.app, stranger);
    const before = await storedPayments();
    expectError(await payWithSwish(orderId, "0701234567"), 401, "NOT_LOGGED_IN");
    expectError(await startCard(orderId), 401, "NOT_LOGGED_IN");
    expectError(await payWithSwish(orderId, "0701234567", stranger.cookie), 403, "FORBIDDEN");
    expectError(await startCard(orderId, stranger.cookie), 403, "FORBIDDEN");
    expectError(await startCard("0123456789abcdef01234567", owner.cookie), 403, "FORBIDDEN");
    expect(await storedPayments()).toBe(before);

    const { reference } = (await startCard(strangersOrder, stranger.cookie)).json();
    expectError(await pollCard(orderId, reference, owner.cookie), 404, "NOT_FOUND");
    expectError(await pollCard(strangersOrder, reference, owner.cookie), 403, "FORBIDDEN");
    expectError(await pollCard(strangersOrder, reference), 401, "NOT_LOGGED_IN");
  });
});
