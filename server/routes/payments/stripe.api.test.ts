// Card payments through the simulator, end to end on the server: start (server-priced), the card form's
// confirm with Stripe's test cards, the signed webhook, the poll, and the exactly-once guarantees
// (replayed webhook, webhook racing polls, lost webhook), forged webhooks, and access.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, sites } from "../../db/schema";
import { cardProviderOf, isCardSimulator } from "../../payments/stripe";
import type { CardSimulator } from "../../payments/stripe/simulator";
import { simulatorDeliveries } from "../../payments/stripe/simulator-routes";
import { signStripeWebhook } from "../../payments/stripe/webhook";
import { expectError, freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
let simulator: CardSimulator;
beforeAll(() => {
  const provider = cardProviderOf(t.ctx);
  if (!isCardSimulator(provider)) throw new Error("the tests expect the card simulator");
  simulator = provider;
});

const GOOD = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
const label = () => `kort-${randomBytes(4).toString("hex")}`;

const owner = () => ownerWithSite(t.app);

function start(siteId: string, cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/payment/stripe`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    payload: body,
    remoteAddress: freshClientAddress(),
  });
}
function poll(siteId: string, cookie: string | null, reference: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/sites/${siteId}/payment/stripe/${reference}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    remoteAddress: freshClientAddress(),
  });
}
function confirm(clientSecret: string, card: { number: string; expiry: string; cvc: string }) {
  return t.app.inject({
    method: "POST",
    url: "/payment-simulator/card/confirm",
    payload: { client_secret: clientSecret, ...card },
    remoteAddress: freshClientAddress(),
  });
}
function webhook(body: string, signature: string | null) {
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload: body,
  });
}
async function paymentOf(reference: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}
async function siteOf(siteId: string) {
  const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
  if (!row) throw new Error(`no site ${siteId}`);
  return row;
}
async function startSubdomain(siteId: string, cookie: string) {
  const response = await start(siteId, cookie, { paymentProduct: "subdomain", host: label() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    client_secret: string;
    reference: string;
    stripe_public_key: string;
    card_form_url: string;
  };
}

describe("starting a card payment", () => {
  it("answers a Stripe-shaped client secret and a reference, priced by the server", async () => {
    const { cookie, siteId } = await owner();
    const host = label();
    const response = await start(siteId, cookie, { paymentProduct: "subdomain", host, amount: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.client_secret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
    expect(body.reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(body.stripe_public_key).toMatch(/^pk_test_/);
    expect(body.card_form_url).toBe(
      `/payment-simulator/card?client_secret=${encodeURIComponent(body.client_secret)}&locale=sv`,
    );
    const row = await paymentOf(body.reference);
    // The wedding brand's subdomain in Sweden (SPEC §9), not the 100 the browser sent.
    expect(row).toMatchObject({
      method: "card",
      amount: 59900,
      currency: "SEK",
      status: "CREATED",
      months: 18,
    });
    expect(row.providerId).toBe(body.client_secret.split("_secret_")[0]);
    expect((await simulator.retrieve(row.providerId as string)).amount).toBe(59900);

    const first = await poll(siteId, cookie, body.reference);
    expect(first.json()).toEqual({ paymentConfirmed: false, status: "CREATED" });
  });

  it("refuses a bad product, a missing host, no session and another owner's site", async () => {
    const { cookie, siteId } = await owner();
    const stranger = await owner();
    expectError(await start(siteId, cookie, { paymentProduct: "everything" }), 400, "INVALID_INPUT");
    expectError(await start(siteId, cookie, { paymentProduct: "subdomain" }), 400, "INVALID_INPUT");
    expectError(
      await start(siteId, cookie, { paymentProduct: "subdomain", host: "www" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await start(siteId, null, { paymentProduct: "subdomain", host: label() }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await start(siteId, stranger.cookie, { paymentProduct: "subdomain", host: label() }),
      403,
      "FORBIDDEN",
    );
    const { reference } = await startSubdomain(siteId, cookie);
    expectError(await poll(siteId, null, reference), 401, "NOT_LOGGED_IN");
    expectError(await poll(siteId, stranger.cookie, reference), 403, "FORBIDDEN");
    // Another owner's reference on one's own site is not found, and neither is nonsense.
    expectError(await poll(stranger.siteId, stranger.cookie, reference), 404, "NOT_FOUND");
    expectError(await poll(siteId, cookie, "NOPE"), 404, "NOT_FOUND");
  });
});

describe("paying with the simulator's test cards", () => {
  it("succeeds with 4242…: the signed webhook marks it paid and publishes the site", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    const paid = await confirm(client_secret, GOOD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "succeeded" });
    // The database changes only when the webhook arrives (a moment later), not with the form's answer.
    expect((await paymentOf(reference)).status).toBe("CREATED");
    await simulatorDeliveries(t.ctx);
    const row = await paymentOf(reference);
    expect(row.status).toBe("PAID");
    expect(row.effectAppliedAt).not.toBeNull();
    const site = await siteOf(siteId);
    expect(site).toMatchObject({ active: true, host: row.target });
    expect((await poll(siteId, cookie, reference)).json()).toEqual({
      paymentConfirmed: true,
      status: "PAID",
    });
    // A second click on the finished form changes nothing and still says succeeded.
    expect((await confirm(client_secret, GOOD)).json()).toMatchObject({ status: "succeeded" });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message, and a retry with a good card on the same intent pays", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    const declined = expectError(
      await confirm(client_secret, { ...GOOD, number: "4000 0000 0000 0002" }),
      402,
      "CARD_DECLINED",
    );
    expect(declined.errorDescription.sv).toBe("Ditt kort nekades.");
    await simulatorDeliveries(t.ctx);
    expect((await paymentOf(reference)).status).toBe("DECLINED");
    expect((await poll(siteId, cookie, reference)).json()).toEqual({
      paymentConfirmed: false,
      status: "DECLINED",
    });
    expect((await siteOf(siteId)).active).toBe(false);

    expect((await confirm(client_secret, GOOD)).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);
    expect((await poll(siteId, cookie, reference)).json()).toEqual({
      paymentConfirmed: true,
      status: "PAID",
    });
  });

  it("declines 4000 0000 0000 9995 for insufficient funds, and other real cards as test mode does", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    expectError(
      await confirm(client_secret, { ...GOOD, number: "4000000000009995" }),
      402,
      "CARD_INSUFFICIENT_FUNDS",
    );
    expectError(
      await confirm(client_secret, { ...GOOD, number: "5555 5555 5555 4444" }),
      402,
      "CARD_TEST_MODE_LIVE_CARD",
    );
    await simulatorDeliveries(t.ctx);
    expect((await paymentOf(reference)).status).toBe("DECLINED");
  });

  it("refuses an invalid number, expiry or CVC before anything happens (no webhook, no status change)", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    const invalid = expectError(
      await confirm(client_secret, { ...GOOD, number: "4242 4242 4242 4241" }),
      422,
      "CARD_NUMBER_INVALID",
    );
    expect(invalid.errorDescription.sv).toBe("Kortnumret är ogiltigt.");
    expectError(await confirm(client_secret, { ...GOOD, expiry: "01 / 20" }), 422, "CARD_EXPIRY_INVALID");
    expectError(await confirm(client_secret, { ...GOOD, cvc: "1" }), 422, "CARD_CVC_INVALID");
    await simulatorDeliveries(t.ctx);
    expect((await paymentOf(reference)).status).toBe("CREATED");
    expect((await simulator.retrieve((await paymentOf(reference)).providerId as string)).state).toBe(
      "pending",
    );
    // Another last character than the one it has (a fixed "x" is the secret itself one time in 62).
    const altered = `${client_secret.slice(0, -1)}${client_secret.endsWith("x") ? "y" : "x"}`;
    expectError(await confirm(altered, GOOD), 404, "NOT_FOUND");
    expectError(await confirm(client_secret, { number: 4242 } as never), 400, "INVALID_INPUT");
  });
});

describe("the webhook", () => {
  it("refuses forged, unsigned, altered and stale events with 400 and changes nothing; the genuine one applies once", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    // Paid at the simulator, but its webhook not delivered: only the events below can tell us.
    const result = simulator.confirm(client_secret, GOOD);
    const event = result?.event;
    if (!event) throw new Error("expected an event");

    const forged = signStripeWebhook(event.body, "whsec_not_the_secret");
    expectError(await webhook(event.body, forged), 400, "WEBHOOK_SIGNATURE_INVALID");
    expectError(await webhook(event.body, null), 400, "WEBHOOK_SIGNATURE_INVALID");
    expectError(
      await webhook(event.body.replace('"livemode":false', '"livemode":true'), event.signature),
      400,
      "WEBHOOK_SIGNATURE_INVALID",
    );
    const stale = signStripeWebhook(event.body, simulator.webhookSecret, Math.floor(Date.now() / 1000) - 600);
    expectError(await webhook(event.body, stale), 400, "WEBHOOK_SIGNATURE_INVALID");
    expectError(await webhook("{", event.signature), 400, "WEBHOOK_SIGNATURE_INVALID");
    expect((await paymentOf(reference)).status).toBe("CREATED");

    expect((await webhook(event.body, event.signature)).json()).toEqual({ received: true });
    const paid = await paymentOf(reference);
    expect(paid.status).toBe("PAID");
    const expiry = (await siteOf(siteId)).activeExpireDate?.getTime();
    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    expect(
      (await webhook(event.body, signStripeWebhook(event.body, simulator.webhookSecret))).statusCode,
    ).toBe(200);
    expect((await siteOf(siteId)).activeExpireDate?.getTime()).toBe(expiry);
    expect((await paymentOf(reference)).effectAppliedAt?.getTime()).toBe(paid.effectAppliedAt?.getTime());
  });

  it("acknowledges events about other things without acting", async () => {
    const body = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    expect((await webhook(body, signStripeWebhook(body, simulator.webhookSecret))).json()).toEqual({
      received: true,
    });
  });

  it("a webhook racing polls extends the site once", async () => {
    const { cookie, siteId } = await owner();
    const first = await startSubdomain(siteId, cookie);
    expect((await confirm(first.client_secret, GOOD)).statusCode).toBe(200);
    await simulatorDeliveries(t.ctx);
    const before = (await siteOf(siteId)).activeExpireDate as Date;

    const extend = await start(siteId, cookie, { paymentProduct: "extend_subdomain" });
    expect(extend.statusCode, extend.body).toBe(200);
    const { client_secret, reference } = extend.json();
    const event = simulator.confirm(client_secret, GOOD)?.event;
    if (!event) throw new Error("expected an event");
    const answers = await Promise.all([
      webhook(event.body, event.signature),
      poll(siteId, cookie, reference),
      webhook(event.body, event.signature),
      poll(siteId, cookie, reference),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (await siteOf(siteId)).activeExpireDate as Date;
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 18);
    expect(after.toISOString()).toBe(expected.toISOString());
  });

  it("a lost webhook: the poll asks the provider and completes the payment", async () => {
    const { cookie, siteId } = await owner();
    const { client_secret, reference } = await startSubdomain(siteId, cookie);
    expect(simulator.confirm(client_secret, GOOD)?.intent.status).toBe("succeeded");
    expect((await poll(siteId, cookie, reference)).json()).toEqual({
      paymentConfirmed: true,
      status: "PAID",
    });
    expect((await siteOf(siteId)).active).toBe(true);
  });
});

describe("the simulator's card form", () => {
  it("serves a page in the asked language under the CSP, with its script from our origin", async () => {
    const { cookie, siteId } = await owner();
    const { card_form_url } = await startSubdomain(siteId, cookie);
    const sv = await t.app.inject({ method: "GET", url: card_form_url });
    expect(sv.statusCode).toBe(200);
    expect(sv.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(sv.body).toContain('<label for="card-number">Kortnummer</label>');
    expect(sv.body).toContain("599,00");
    expect(sv.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const en = await t.app.inject({ method: "GET", url: card_form_url.replace("locale=sv", "locale=en") });
    expect(en.body).toContain('<label for="card-expiry">Expiry date (MM/YY)</label>');
    const da = await t.app.inject({ method: "GET", url: card_form_url.replace("locale=sv", "locale=da") });
    expect(da.body).toContain("Udløbsdato");
    const script = await t.app.inject({ method: "GET", url: "/payment-simulator/card.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("card-payment-result");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/payment-simulator/card?client_secret=pi_x_secret_y",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Betalningslänken är ogiltig");
  });
});
