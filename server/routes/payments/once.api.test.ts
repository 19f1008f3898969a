// One payment per thing bought (issue 22 items 1 and 2): a host is held by the payment that is buying
// it, a repeated or concurrent start gets the open payment back, whatever the method; and a payment
// that is paid but cannot deliver is paid back through its provider, with the owner told. Each race is
// driven concurrently through the HTTP layer (PGlite here, PostgreSQL in CI's second run).
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, sites } from "../../db/schema";
import { readMailbox } from "../../mail/mailbox";
import { activateSite } from "../../operations/sites";
import { ownerWithCard, placeOrder, postAs } from "../../orders/test-helpers";
import { cardProviderOf, isCardSimulator } from "../../payments/stripe";
import { simulatorDeliveries } from "../../payments/stripe/simulator-routes";
import { startSwish, swishStatus, wiredSimulator } from "../../payments/test-helpers";
import { expectError, freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
const siteOf = async (siteId: string) => (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0];
const paymentsOf = (siteId: string) => t.ctx.db.select().from(payments).where(eq(payments.siteId, siteId));
const subjectsTo = (mail: string) =>
  readMailbox(join(t.ctx.config.dataDir, "mail"))
    .filter((m) => m.to.includes(mail))
    .map((m) => m.subject);

const startCard = (siteId: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/payment/stripe`,
    payload: payload as object,
    remoteAddress: freshClientAddress(),
    cookies: { session: cookie },
  });

function cardSimulator() {
  const provider = cardProviderOf(t.ctx);
  if (!isCardSimulator(provider)) throw new Error("expected the card simulator");
  return provider;
}

const pay = (clientSecret: string, number = "4242424242424242") =>
  t.app.inject({
    method: "POST",
    url: "/payment-simulator/card/confirm",
    payload: { client_secret: clientSecret, number, expiry: "12/34", cvc: "123" },
    remoteAddress: freshClientAddress(),
  });

describe("a host is held by the payment buying it", () => {
  it("two sites paying for one subdomain at once: one goes ahead, the other is told at once (409)", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const a = await ownerWithSite(t.app);
    const b = await ownerWithSite(t.app);
    const payload = { payerAlias: "46701234567", paymentProduct: "subdomain", host: "samma-adress" };
    const [first, second] = await Promise.all([
      startSwish(t.app, a.siteId, a.cookie, payload),
      startSwish(t.app, b.siteId, b.cookie, payload),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [a, b] : [b, a];
    expectError(first.statusCode === 409 ? first : second, 409, "HOST_HELD");
    expect(await paymentsOf(loser.siteId)).toHaveLength(0);

    await simulator.settleNow();
    expect(await siteOf(winner.siteId)).toMatchObject({
      active: true,
      host: "samma-adress.brollopssidan.se",
    });
    expect(await siteOf(loser.siteId)).toMatchObject({ active: false, host: null });
    // Once delivered the address is the winner's: the other site is refused as before.
    expectError(await startSwish(t.app, loser.siteId, loser.cookie, payload), 409, "HOST_TAKEN");
  });

  it("a card start for a host another site is paying for by Swish is 409, and free once that payment ends", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const a = await ownerWithSite(t.app);
    const b = await ownerWithSite(t.app);
    // 46700000001: the payer declines in the app.
    const started = await startSwish(t.app, a.siteId, a.cookie, {
      payerAlias: "46700000001",
      paymentProduct: "subdomain",
      host: "nekad-adress",
    });
    expect(started.statusCode, started.body).toBe(200);
    const payload = { paymentProduct: "subdomain", host: "nekad-adress" };
    expectError(await startCard(b.siteId, b.cookie, payload), 409, "HOST_HELD");
    await simulator.settleNow();
    expect((await swishStatus(t.app, started.json().swishId, a.cookie)).json().status).toBe("DECLINED");
    expect((await startCard(b.siteId, b.cookie, payload)).statusCode).toBe(200);
  });
});

describe("a repeated start gets the open payment", () => {
  it("two Swish starts at once for the same product: one request, one extension, one receipt", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie, mail } = await ownerWithSite(t.app);
    await activateSite(t.ctx, siteId, "dubbelklick.brollopssidan.se");
    const expires = (await siteOf(siteId))?.activeExpireDate?.getTime() ?? 0;
    const payload = { payerAlias: "46701234567", paymentProduct: "extend_subdomain" };
    const requestsBefore = simulator.requests.size;
    const answers = await Promise.all([1, 2, 3].map(() => startSwish(t.app, siteId, cookie, payload)));
    // One payment request reached Swish, whichever start came first.
    expect(simulator.requests.size - requestsBefore).toBe(1);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().swishId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(await paymentsOf(siteId)).toHaveLength(1);

    await simulator.settleNow();
    const after = (await siteOf(siteId))?.activeExpireDate;
    const months = after
      ? (after.getUTCFullYear() - new Date(expires).getUTCFullYear()) * 12 +
        after.getUTCMonth() -
        new Date(expires).getUTCMonth()
      : 0;
    expect(months).toBe(18);
    expect(subjectsTo(mail).filter((s) => s.startsWith("Kvitto"))).toHaveLength(1);
  });

  it("two card starts at once get the same intent; a Swish start then cancels it and goes ahead", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    const payload = { paymentProduct: "subdomain", host: "kort-sedan-swish" };
    const [one, two] = await Promise.all([
      startCard(siteId, cookie, payload),
      startCard(siteId, cookie, payload),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().client_secret).toBe(one.json().client_secret);
    expect(two.json().reference).toBe(one.json().reference);

    await wiredSimulator(t.app, t.ctx);
    const swish = await startSwish(t.app, siteId, cookie, { payerAlias: "46701234567", ...payload });
    expect(swish.statusCode, swish.body).toBe(200);
    const rows = await paymentsOf(siteId);
    expect(rows.map((r) => [r.method, r.status]).sort()).toEqual([
      ["card", "CANCELLED"],
      ["swish", "CREATED"],
    ]);
    // The card form can no longer pay the cancelled intent.
    expectError(await pay(one.json().client_secret), 409, "CARD_PAYMENT_CLOSED");
  });

  it("a card start while a Swish request waits in the app is 409 PAYMENT_IN_PROGRESS", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const payload = { paymentProduct: "subdomain", host: "swish-sedan-kort" };
    expect(
      (await startSwish(t.app, siteId, cookie, { payerAlias: "46701234567", ...payload })).statusCode,
    ).toBe(200);
    expectError(await startCard(siteId, cookie, payload), 409, "PAYMENT_IN_PROGRESS");
    expect(await paymentsOf(siteId)).toHaveLength(1);
  });

  it("an order: concurrent card and Swish starts make one payment, and one confirmation", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const who = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, who);
    const card = () =>
      t.app.inject({
        method: "POST",
        url: `/api/orders/${orderId}/payment/stripe`,
        remoteAddress: freshClientAddress(),
        cookies: { session: who.cookie },
      });
    const [c1, c2] = await Promise.all([card(), card()]);
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c2.json().reference).toBe(c1.json().reference);
    expect((await pay(c1.json().client_secret)).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);
    // Paid: a Swish start for the same order is refused, and nothing reaches the payer's app.
    const requestsBefore = simulator.requests.size;
    const swish = await postAs(
      t.app,
      `/api/orders/${orderId}/payment/swish`,
      { payerAlias: "46701234567" },
      who.cookie,
    );
    expectError(swish, 409, "ORDER_ALREADY_PAID");
    expect(simulator.requests.size).toBe(requestsBefore);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((r) => r.status)).toEqual(["PAID"]);
  });
});

describe("a payment that cannot deliver is paid back", () => {
  it("Swish: the host went to another site meanwhile: nothing changes on the site, the money is refunded, the owner is told", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie, mail } = await ownerWithSite(t.app);
    const started = await startSwish(t.app, siteId, cookie, {
      payerAlias: "46701234567",
      paymentProduct: "subdomain",
      host: "forlorad-adress",
    });
    expect(started.statusCode, started.body).toBe(200);
    // Support publishes another site on the address by hand (npm run admin -- activate) meanwhile.
    const other = await ownerWithSite(t.app);
    await activateSite(t.ctx, other.siteId, "forlorad-adress.brollopssidan.se");

    await simulator.settleNow();
    expect(await siteOf(siteId)).toMatchObject({ active: false, host: null });
    const [payment] = await paymentsOf(siteId);
    expect(payment).toMatchObject({ status: "PAID", refundStatus: "REQUESTED", refundReason: "host_taken" });
    const refund = [...simulator.refunds.values()].find((r) => r.id === payment?.refundProviderId);
    expect(refund).toMatchObject({ amount: 599, payerAlias: t.ctx.config.swish.payeeAlias });

    // A forged callback saying the refund is paid changes nothing: Swish is asked, and says CREATED.
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/payments/swish/refund-callback",
      payload: { ...refund, status: "PAID" },
    });
    expect(forged.statusCode).toBe(200);
    expect((await paymentsOf(siteId))[0]).toMatchObject({ refundStatus: "REQUESTED" });
    // Swish pays the refund and calls back; the callback is checked with Swish.
    await simulator.settleNow();
    const [after] = await paymentsOf(siteId);
    expect(after).toMatchObject({ refundStatus: "REFUNDED" });
    expect(after?.refundedAt).toBeInstanceOf(Date);

    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/payment/receipt/${started.json().reference}`,
      cookies: { session: cookie },
    });
    expect(receipt.json().refund).toEqual({ reason: "host_taken", status: "REFUNDED" });
    const subjects = subjectsTo(mail);
    expect(subjects.filter((s) => s.startsWith("Återbetalning"))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith("Kvitto"))).toHaveLength(0);
    // Another address asks for a payment of its own, as nothing was bought (no paid host to move).
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/sites/${siteId}/host`,
        payload: { host: "annan-adress" },
        cookies: { session: cookie },
      }),
      402,
      "PAYMENT_REQUIRED",
    );
  });

  it("card: a second payment of a paid order is refunded; a refund the provider refuses is FAILED and logged for support", async () => {
    const who = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, who);
    const start = () =>
      t.app.inject({
        method: "POST",
        url: `/api/orders/${orderId}/payment/stripe`,
        remoteAddress: freshClientAddress(),
        cookies: { session: who.cookie },
      });
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    // A second intent for the same order, as an old browser tab or a double payment at the provider:
    // made at the provider directly, bypassing our start (which would have answered the open one).
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    if (!row) throw new Error("no payment");
    await t.ctx.db.update(payments).set({ status: "CANCELLED" }).where(eq(payments.id, row.id));
    const second = await start();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().reference).not.toBe(first.json().reference);
    // Both are paid at the provider (the first with the card whose refunds fail).
    await t.ctx.db.update(payments).set({ status: "CREATED" }).where(eq(payments.id, row.id));
    expect((await pay(second.json().client_secret)).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);
    expect((await pay(first.json().client_secret, "4000000000005126")).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);

    const rows = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    const late = rows.find((r) => r.reference === first.json().reference);
    expect(late).toMatchObject({ status: "PAID", refundStatus: "FAILED", refundReason: "order_paid" });
    const kept = rows.find((r) => r.reference === second.json().reference);
    expect(kept).toMatchObject({ status: "PAID", refundStatus: null });
  });

  it("card: a refund the provider takes is REFUNDED at once", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const a = await ownerWithSite(t.app);
    const card = await startCard(a.siteId, a.cookie, {
      paymentProduct: "subdomain",
      host: "kort-aterbetald",
    });
    expect(card.statusCode, card.body).toBe(200);
    const b = await ownerWithSite(t.app);
    await activateSite(t.ctx, b.siteId, "kort-aterbetald.brollopssidan.se");
    expect((await pay(card.json().client_secret)).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.siteId, a.siteId), eq(payments.method, "card")));
    expect(payment).toMatchObject({ status: "PAID", refundStatus: "REFUNDED", refundReason: "host_taken" });
    expect(await siteOf(a.siteId)).toMatchObject({ active: false, host: null });
    expect(subjectsTo(a.mail).filter((s) => s.startsWith("Återbetalning"))).toHaveLength(1);
    void simulator;
  });
});
