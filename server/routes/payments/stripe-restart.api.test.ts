// A server killed mid-payment: the card was paid at the provider (simulator), but the server stopped
// before the webhook arrived. After a restart on the same data, the intent is still known and the poll
// completes the payment once; a webhook of the old process (its signing secret is gone) is refused.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../db/schema";
import { cardProviderOf, isCardSimulator } from "../../payments/stripe";
import { ownerWithSite, restartableApps, type TestApp } from "../../test/harness";

const open = restartableApps("eventsida-card-restart-");

function simulatorOf(t: TestApp) {
  const provider = cardProviderOf(t.ctx);
  if (!isCardSimulator(provider)) throw new Error("expected the card simulator");
  return provider;
}

describe("a card payment across a restart", () => {
  it("is completed once by the poll after the server comes back", async () => {
    const first = await open();
    const { cookie, siteId } = await ownerWithSite(first.app);
    const started = await first.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/payment/stripe`,
      cookies: { session: cookie },
      payload: { paymentProduct: "subdomain", host: "omstart-kort" },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { client_secret, reference } = started.json();
    const event = simulatorOf(first).confirm(client_secret, {
      number: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    })?.event;
    if (!event) throw new Error("expected an event");
    await first.close();

    const second = await open();
    const stale = await second.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      payload: event.body,
    });
    expect(stale.statusCode).toBe(400);

    const poll = () =>
      second.app.inject({
        method: "GET",
        url: `/api/sites/${siteId}/payment/stripe/${reference}`,
        cookies: { session: cookie },
      });
    expect((await poll()).json()).toEqual({ paymentConfirmed: true, status: "PAID" });
    const [site] = await second.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site).toMatchObject({ active: true, host: "omstart-kort.brollopssidan.se" });
    const expiry = site?.activeExpireDate?.getTime();
    expect((await poll()).json()).toEqual({ paymentConfirmed: true, status: "PAID" });
    const [again] = await second.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(again?.activeExpireDate?.getTime()).toBe(expiry);
  });
});
