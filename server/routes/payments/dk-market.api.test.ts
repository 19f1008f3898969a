// The Danish market (issue 9 item 5): card only (Swish is Swedish), prices and receipts in DKK from the
// server's price table, and the site published on the Danish brand domain for the brand's months.
import { randomBytes } from "node:crypto";
import { priceFor } from "@core/payments";
import { describe, expect, it } from "vitest";
import { simulatorDeliveries } from "../../payments/stripe/simulator-routes";
import { expectError, freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile({ env: { MARKET: "dk", BRAND: "wedding" } });

describe("payments in the dk market", () => {
  it("refuses Swish, takes a card in DKK at the table's price, and receipts it in DKK", async () => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    const label = `dk-${randomBytes(4).toString("hex")}`;

    const swish = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/payment/swish`,
      cookies: { session: cookie },
      payload: { payerAlias: "46701234567", paymentProduct: "subdomain", host: label },
      remoteAddress: freshClientAddress(),
    });
    expectError(swish, 400, "SWISH_NOT_IN_MARKET");

    const started = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/payment/stripe`,
      cookies: { session: cookie },
      // A price from the browser is never used.
      payload: { paymentProduct: "subdomain", host: label, amount: 1 },
      remoteAddress: freshClientAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { client_secret, reference } = started.json() as { client_secret: string; reference: string };
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/payment-simulator/card/confirm",
      payload: { client_secret, number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
      remoteAddress: freshClientAddress(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await simulatorDeliveries(t.ctx);

    const price = priceFor({ brand: "wedding", market: "dk", product: "subdomain" });
    if (!price.ok) throw new Error("a subdomain has a price");
    const expected = price.quote;
    expect(expected.currency).toBe("DKK");
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/payment/receipt/${reference}`,
      cookies: { session: cookie },
      remoteAddress: freshClientAddress(),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      currency: "DKK",
      amountWithVat: expected.amount,
      amountVat: expected.amountVat,
      amountWithoutVat: expected.amountWithoutVat,
      paymentMethod: "card",
      reference,
    });

    const site = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}`,
      cookies: { session: cookie },
      remoteAddress: freshClientAddress(),
    });
    expect(site.json()).toMatchObject({ active: true, host: `${label}.bryllupssiden.dk` });
  });
});
