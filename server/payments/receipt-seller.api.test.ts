// Every receipt names the seller (issue 23 item 10): the company, its organisation number, VAT number and
// address from the SELLER_* configuration, in the receipt JSON (beside the address bought) and in the
// receipt mail, whose VAT line says the rate as customers expect it ('Moms 25 %').
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readMailbox } from "../mail/mailbox";
import { ownerWithSite, testAppForThisFile } from "../test/harness";
import { startSwish, wiredSimulator } from "./test-helpers";

const SELLER = {
  SELLER_NAME: "Sidbolaget i Sverige AB",
  SELLER_ORG_NUMBER: "556677-8899",
  SELLER_VAT_NUMBER: "SE556677889901",
  SELLER_ADDRESS: "Storgatan 1, 111 22 Stockholm",
};

const t = testAppForThisFile({ env: SELLER });

const mailsTo = (mail: string) =>
  readMailbox(join(t.ctx.config.dataDir, "mail"))
    .filter((stored) => stored.to.split(/,\s*/).includes(mail))
    .map((stored) => ({ subject: stored.subject, text: stored.text.replace(/\u00a0/g, " ") }));

describe("the seller on a site's receipt", () => {
  it("names the configured seller in the receipt JSON and the receipt mail, with the address bought", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie, mail } = await ownerWithSite(t.app);
    const started = await startSwish(t.app, siteId, cookie, {
      payerAlias: "46701234567",
      paymentProduct: "subdomain",
      host: "saljare",
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json();
    await simulator.settleNow();

    const response = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/payment/receipt/${reference}`,
      cookies: { session: cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      reference,
      target: "saljare.brollopssidan.se",
      refund: null,
      seller: {
        name: "Sidbolaget i Sverige AB",
        orgNumber: "556677-8899",
        vatNumber: "SE556677889901",
        address: "Storgatan 1, 111 22 Stockholm",
      },
    });

    await expect.poll(() => mailsTo(mail).filter((m) => m.subject.includes(reference)).length).toBe(1);
    const [receipt] = mailsTo(mail).filter((m) => m.subject.includes(reference));
    const lines = receipt?.text.split(/\r?\n/) ?? [];
    expect(lines).toContain("Adress: saljare.brollopssidan.se");
    expect(lines).toContain("Moms 25 %: 119,80 kr");
    expect(lines).toContain("Säljare: Sidbolaget i Sverige AB");
    expect(lines).toContain("Storgatan 1, 111 22 Stockholm");
    expect(lines).toContain("Org.nr 556677-8899, Momsreg.nr SE556677889901");
    expect(receipt?.text).not.toContain("(25 %)");
  });
});
