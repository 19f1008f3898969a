// Receipts name who paid (issue 28): when a co-owner pays (payments.account_id), the receipt JSON and the
// receipt mail to the owner name the co-owner's mail ('Betald av'); the owner's own payment names no
// payer. The owners' activity list has the payment ('paid') and the publishing, by the payer.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readMailbox } from "../mail/mailbox";
import { memberOfSite, ownerWithSite, testAppForThisFile } from "../test/harness";
import { startSwish, wiredSimulator } from "./test-helpers";

const t = testAppForThisFile();

const mailsTo = (mail: string) =>
  readMailbox(join(t.ctx.config.dataDir, "mail"))
    .filter((stored) => stored.to.split(/,\s*/).includes(mail))
    .map((stored) => ({ subject: stored.subject, text: stored.text.replace(/\u00a0/g, " ") }));

async function paidBy(siteId: string, payerCookie: string, ownerCookie: string, host: string) {
  const simulator = await wiredSimulator(t.app, t.ctx);
  const started = await startSwish(t.app, siteId, payerCookie, {
    payerAlias: "46701234567",
    paymentProduct: "subdomain",
    host,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { reference } = started.json() as { reference: string };
  await simulator.settleNow();
  const response = await t.app.inject({
    method: "GET",
    url: `/api/sites/${siteId}/payment/receipt/${reference}`,
    cookies: { session: ownerCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { reference, receipt: response.json() as Record<string, unknown> };
}

describe("who paid, on the receipt", () => {
  it("names the co-owner who paid in the receipt JSON, the owner's receipt mail and the activity list", async () => {
    const owner = await ownerWithSite(t.app);
    const partner = await memberOfSite(t, owner.siteId, owner.cookie, "owner");

    const { reference, receipt } = await paidBy(
      owner.siteId,
      partner.cookie,
      owner.cookie,
      "betaltavpartner",
    );
    expect(receipt.paidBy).toBe(partner.mail);

    await expect.poll(() => mailsTo(owner.mail).filter((m) => m.subject.includes(reference)).length).toBe(1);
    const [mail] = mailsTo(owner.mail).filter((m) => m.subject.includes(reference));
    expect(mail?.text.split(/\r?\n/)).toContain(`Betald av: ${partner.mail}`);

    const activity = await t.app.inject({
      method: "GET",
      url: `/api/sites/${owner.siteId}/activity`,
      cookies: { session: owner.cookie },
    });
    const lines = (activity.json().data as { kind: string; who: string | null; detail: object }[]).filter(
      (line) => line.kind === "paid" || line.kind === "published",
    );
    expect(lines).toEqual([
      expect.objectContaining({
        kind: "published",
        who: partner.mail,
        detail: { host: "betaltavpartner.brollopssidan.se" },
      }),
      expect.objectContaining({
        kind: "paid",
        who: partner.mail,
        detail: expect.objectContaining({ product: "subdomain" }),
      }),
    ]);
  });

  it("names no payer when the owner paid", async () => {
    const owner = await ownerWithSite(t.app);
    const { reference, receipt } = await paidBy(owner.siteId, owner.cookie, owner.cookie, "betaltavagaren");
    expect(receipt).not.toHaveProperty("paidBy");
    await expect.poll(() => mailsTo(owner.mail).filter((m) => m.subject.includes(reference)).length).toBe(1);
    const [mail] = mailsTo(owner.mail).filter((m) => m.subject.includes(reference));
    expect(mail?.text).not.toContain("Betald av");
  });
});
