// The card simulator's webhooks, as Stripe's: an event is kept (a file under DATA_DIR/card-simulator/
// events) until our webhook has taken it, a refused one is sent again with exponential backoff, and a
// restarted server sends what the stopped one never delivered, so a card paid right before a crash
// is applied without anyone polling.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, sites } from "../db/schema";
import { mailDirOf } from "../mail/config";
import { readMailbox } from "../mail/mailbox";
import { ownerWithSite, restartableApps, type TestApp } from "../test/harness";
import { cardProviderOf, isCardSimulator } from "./stripe";
import { CardProviderError } from "./stripe/provider";
import { webhookRetryDelayMs } from "./stripe/simulator-routes";

const CARD = { number: "4242424242424242", expiry: "12/34", cvc: "123" };

function simulatorOf(t: TestApp) {
  const provider = cardProviderOf(t.ctx);
  if (!isCardSimulator(provider)) throw new Error("expected the card simulator");
  return provider;
}

async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startCard(t: TestApp, label: string) {
  const owner = await ownerWithSite(t.app);
  const started = await t.app.inject({
    method: "POST",
    url: `/api/sites/${owner.siteId}/payment/stripe`,
    cookies: { session: owner.cookie },
    payload: { paymentProduct: "subdomain", host: label },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { client_secret: clientSecret, reference } = started.json() as {
    client_secret: string;
    reference: string;
  };
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) throw new Error("no payment row");
  return { ...owner, clientSecret, reference, paymentId: payment.id };
}

const paymentOf = async (t: TestApp, id: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0];
const siteOf = async (t: TestApp, id: string) =>
  (await t.ctx.db.select().from(sites).where(eq(sites.id, id)))[0];

describe("the simulator's retry schedule", () => {
  it("doubles from one second, at most an hour apart", () => {
    expect([1, 2, 3, 4, 5].map(webhookRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(webhookRetryDelayMs(12)).toBe(2_048_000);
    expect(webhookRetryDelayMs(13)).toBe(3_600_000);
    expect(webhookRetryDelayMs(40)).toBe(3_600_000);
  });
});

describe("a card paid right before the server stopped", () => {
  const open = restartableApps("eventsida-card-webhook-crash-");

  it("is applied by the webhook the restarted server sends, without a poll", async () => {
    const first = await open();
    const { siteId, mail, clientSecret, reference, paymentId } = await startCard(first, "efter-krasch");
    // Paid at the provider; this process dies before its webhook goes out (none is scheduled here).
    const confirmed = simulatorOf(first).confirm(clientSecret, CARD);
    expect(confirmed?.outcome.kind).toBe("succeeded");
    const eventId = (JSON.parse(confirmed?.event?.body ?? "{}") as { id?: string }).id;
    expect(
      simulatorOf(first)
        .undeliveredEvents()
        .map((e) => e.id),
    ).toEqual([eventId]);
    await first.close();

    const started = Date.now();
    const second = await open();
    // Nobody polls: only the kept event can tell this server.
    await until(
      "the payment to be applied",
      async () => Boolean((await paymentOf(second, paymentId))?.effectAppliedAt),
      30_000,
    );
    const elapsed = Date.now() - started;
    expect(await paymentOf(second, paymentId)).toMatchObject({
      status: "PAID",
      providerId: expect.any(String),
    });
    expect(await siteOf(second, siteId)).toMatchObject({
      active: true,
      host: "efter-krasch.brollopssidan.se",
    });
    await until(
      "the event to be done with",
      () => simulatorOf(second).undeliveredEvents().length === 0,
      20_000,
    );
    await until(
      "the receipt",
      () => readMailbox(mailDirOf(second.ctx.config)).some((m) => m.subject.includes(reference)),
      20_000,
    );
    const receipts = readMailbox(mailDirOf(second.ctx.config)).filter(
      (m) => m.to.includes(mail) && m.subject.startsWith("Kvitto"),
    );
    expect(receipts).toHaveLength(1);
    expect(elapsed).toBeLessThan(60_000);
    await second.close();
  }, 90_000);
});

describe("a webhook our server refuses", () => {
  const open = restartableApps("eventsida-card-webhook-refused-");

  it("stays kept and is sent again with backoff until it is taken", async () => {
    const t = await open();
    const simulator = simulatorOf(t);
    const { siteId, clientSecret, paymentId } = await startCard(t, "vagrad-webhook");
    // The intent cannot be looked up three times (the webhook answers 502, as when Stripe's API is
    // unreachable): more refusals than the simulator used to try at all.
    const retrieve = simulator.retrieve;
    const attempts: number[] = [];
    simulator.retrieve = async (providerId) => {
      attempts.push(Date.now());
      if (attempts.length <= 3) throw new CardProviderError("Stripe is unreachable (test)");
      return retrieve(providerId);
    };
    try {
      const confirmed = await t.app.inject({
        method: "POST",
        url: "/payment-simulator/card/confirm",
        payload: { client_secret: clientSecret, ...CARD },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      // Refused once: still PAID nowhere, and the event is still kept for the next attempt.
      await until("the first delivery", () => attempts.length >= 1, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await paymentOf(t, paymentId))?.status).toBe("CREATED");
      expect(simulator.undeliveredEvents()).toHaveLength(1);

      await until(
        "the payment to be applied",
        async () => Boolean((await paymentOf(t, paymentId))?.effectAppliedAt),
        30_000,
      );
      expect(attempts).toHaveLength(4);
      const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] ?? 0));
      // 1 s, 2 s, 4 s (each measured from the refusal, so a little more).
      expect(gaps[0]).toBeGreaterThanOrEqual(950);
      expect(gaps[1]).toBeGreaterThanOrEqual(1_950);
      expect(gaps[2]).toBeGreaterThanOrEqual(3_950);
      // Not the hour the cap allows (a busy machine may add seconds to a timer).
      expect(gaps[2]).toBeLessThan(30_000);
      expect(await paymentOf(t, paymentId)).toMatchObject({ status: "PAID" });
      expect(await siteOf(t, siteId)).toMatchObject({
        active: true,
        host: "vagrad-webhook.brollopssidan.se",
      });
      await until("the event to be done with", () => simulator.undeliveredEvents().length === 0, 5_000);
      // Taken: not sent again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(attempts).toHaveLength(4);
    } finally {
      simulator.retrieve = retrieve;
    }
  }, 90_000);
});
