// A payment acts exactly once (repeated and racing callbacks, a server stopped between PAID and the
// effect), the receipt, products that cost nothing, and what each product does to the site.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PaymentProduct } from "@core/payments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customDomains, payments, sites } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import { addMonths, applyPaidPayment, resumeUnapplied } from "../../payments/effects";
import { createPayment, setStatus } from "../../payments/records";
import { callback, startSwish, swishStatus, wiredSimulator } from "../../payments/test-helpers";
import { expectError, ownerWithSite, registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
const siteOf = async (siteId: string) => (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0];
const paymentOf = async (id: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0];
const mailsTo = (mail: string) =>
  readdirSync(join(t.ctx.config.dataDir, "mail"))
    .map((file) => readFileSync(join(t.ctx.config.dataDir, "mail", file), "utf8"))
    .filter((text) => text.includes(mail));

/** An owner with a site and a payment of theirs, recorded the way the payment flows record it. */
async function ownerWithPayment(product: PaymentProduct, method: "card" | "swish", target: string) {
  const owner = await ownerWithSite(t.app);
  const accountId = (await siteOf(owner.siteId))?.accountId ?? "";
  const payment = await createPayment(t.ctx, { siteId: owner.siteId, accountId, product, method, target });
  return { ...owner, accountId, payment };
}

async function publishedOwner(host: string, expires: Date) {
  const owner = await ownerWithSite(t.app);
  await activateSite(t.ctx, owner.siteId, host);
  await t.ctx.db.update(sites).set({ activeExpireDate: expires }).where(eq(sites.id, owner.siteId));
  return owner;
}

describe("exactly once", () => {
  it("extends once when the callback repeats and races the poll", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const expires = new Date(Date.now() + 30 * 86_400_000);
    const { siteId, cookie, mail } = await publishedOwner("race.brollopssidan.se", expires);
    const started = await startSwish(t.app, siteId, cookie, {
      payerAlias: "46701234567",
      paymentProduct: "extend_subdomain",
    });
    expect(started.statusCode, started.body).toBe(200);
    const { swishId, reference } = started.json();
    const request = simulator.requests.get(swishId);
    if (!request) throw new Error("no request at the simulator");
    // Swish settles; nobody has been told yet. Then callbacks and polls arrive at once, and again.
    request.status = "PAID";
    const body = { ...request };
    await Promise.all([
      callback(t.app, body),
      swishStatus(t.app, swishId, cookie),
      callback(t.app, body),
      swishStatus(t.app, swishId, cookie),
    ]);
    await callback(t.app, body);
    expect((await siteOf(siteId))?.activeExpireDate?.toISOString()).toBe(
      addMonths(expires, 18).toISOString(),
    );
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.providerId, swishId));
    expect(row).toMatchObject({ status: "PAID", months: 18, amount: 59900, target: null });
    expect(await applyPaidPayment(t.ctx, row?.id ?? "")).toBe(false);
    const receipts = mailsTo(mail).filter((text) => text.includes(reference));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain("599,00");
  });

  it("resumes a payment PAID before the server stopped, once", async () => {
    const { siteId, payment } = await ownerWithPayment("subdomain", "card", "killed");
    // What a server killed right after recording PAID leaves behind.
    expect(await setStatus(t.ctx, payment.id, "PAID", { providerId: "pi_killed" })).not.toBeNull();
    expect(await siteOf(siteId)).toMatchObject({ host: null, active: false });
    expect((await resumeUnapplied(t.ctx)).removed).toBeGreaterThanOrEqual(1);
    expect(await siteOf(siteId)).toMatchObject({ host: "killed.brollopssidan.se", active: true });
    const applied = await paymentOf(payment.id);
    expect(applied?.effectAppliedAt).not.toBeNull();
    await resumeUnapplied(t.ctx);
    expect((await paymentOf(payment.id))?.effectAppliedAt?.getTime()).toBe(
      applied?.effectAppliedAt?.getTime(),
    );
  });

  it("never moves a PAID payment back, and applies nothing unpaid", async () => {
    const { payment } = await ownerWithPayment("subdomain", "swish", "back");
    expect(await applyPaidPayment(t.ctx, payment.id)).toBe(false);
    expect(await setStatus(t.ctx, payment.id, "PAID")).not.toBeNull();
    expect(await setStatus(t.ctx, payment.id, "DECLINED")).toBeNull();
    expect(await setStatus(t.ctx, payment.id, "PAID")).toBeNull();
    expect((await paymentOf(payment.id))?.status).toBe("PAID");
  });
});

describe("effects of each product", () => {
  it("puts a paid domain on the site: custom_domains row for 12 months, host, visible as long as the domain", async () => {
    const { siteId, cookie, accountId, payment } = await ownerWithPayment(
      "domain_name",
      "card",
      "www.Anna-Erik.se",
    );
    expect(payment).toMatchObject({
      amount: 119900,
      vat: 23980,
      months: 12,
      currency: "SEK",
      target: "anna-erik.se",
    });
    await setStatus(t.ctx, payment.id, "PAID");
    expect(await applyPaidPayment(t.ctx, payment.id)).toBe(true);
    const [domain] = await t.ctx.db.select().from(customDomains).where(eq(customDomains.siteId, siteId));
    expect(domain).toMatchObject({
      domain: "anna-erik.se",
      registrar: "ours",
      registeredAt: null,
      paymentId: payment.id,
    });
    const site = await siteOf(siteId);
    expect(site).toMatchObject({ host: "anna-erik.se", active: true });
    expect(site?.activeExpireDate?.toISOString()).toBe(domain?.expiresAt.toISOString());
    const account = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/account/`,
      cookies: { session: cookie },
    });
    expect(account.json().site.customDomains).toEqual([
      { domain: "anna-erik.se", expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), registrar: "ours" },
    ]);
    // Another year of the same domain is the 499 case.
    const again = await createPayment(t.ctx, {
      siteId,
      accountId,
      product: "domain_name",
      method: "card",
      target: "anna-erik.se",
    });
    expect(again.amount).toBe(49900);
  });

  it("uses a free registration: price 0 through /payment/free, one fewer left", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    await t.ctx.db.update(sites).set({ customDomainRegistrationsAvailable: 1 }).where(eq(sites.id, siteId));
    const free = (payload: object, c: string | null = cookie) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/${siteId}/payment/free`,
        payload,
        ...(c ? { cookies: { session: c } } : {}),
      });
    expectError(
      await free({ paymentProduct: "domain_name_other_registrar", host: "fri.org" }, null),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await free(
        { paymentProduct: "domain_name_other_registrar", host: "fri.org" },
        (await registerAndLogin(t.app)).cookie,
      ),
      403,
      "FORBIDDEN",
    );
    expectError(await free({ paymentProduct: "subdomain", host: "costs" }), 402, "PAYMENT_REQUIRED");
    const response = await free({ paymentProduct: "domain_name_other_registrar", host: "fri.org" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await siteOf(siteId)).toMatchObject({ host: "fri.org", customDomainRegistrationsAvailable: 0 });
    const [domain] = await t.ctx.db.select().from(customDomains).where(eq(customDomains.domain, "fri.org"));
    expect(domain?.registrar).toBe("other");
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/payment/receipt/${response.json().reference}`,
      cookies: { session: cookie },
    });
    expect(receipt.json()).toMatchObject({
      amountWithVat: 0,
      paymentMethod: "free",
      product: "domain_name_other_registrar",
    });
  });

  it("renames an already bought subdomain for free without adding months, and refuses a taken host", async () => {
    const expires = new Date(Date.now() + 100 * 86_400_000);
    const { siteId, cookie } = await publishedOwner("gammal.brollopssidan.se", expires);
    await publishedOwner("upptagen.brollopssidan.se", expires);
    const rename = (host: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/${siteId}/payment/free`,
        payload: { paymentProduct: "subdomain", host },
        cookies: { session: cookie },
      });
    expectError(await rename("upptagen"), 409, "HOST_TAKEN");
    expect((await rename("nyare")).statusCode).toBe(200);
    const site = await siteOf(siteId);
    expect(site).toMatchObject({ host: "nyare.brollopssidan.se" });
    expect(site?.activeExpireDate?.toISOString()).toBe(expires.toISOString());
  });
});

describe("GET /api/sites/{siteId}/payment/receipt/{paymentReference}", () => {
  it("gives the owner the receipt of a paid payment with the VAT split and Swedish time", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const { reference } = (
      await startSwish(t.app, siteId, cookie, {
        payerAlias: "46701234567",
        paymentProduct: "subdomain",
        host: "kvitto",
      })
    ).json();
    const receiptOf = (ref: string, c?: string, site = siteId) =>
      t.app.inject({
        method: "GET",
        url: `/api/sites/${site}/payment/receipt/${ref}`,
        ...(c ? { cookies: { session: c } } : {}),
      });
    expectError(await receiptOf(reference, cookie), 404, "NOT_FOUND"); // not paid yet
    await simulator.settleNow();
    const receipt = await receiptOf(reference, cookie);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toEqual({
      product: "subdomain",
      amountWithVat: 59900,
      amountWithoutVat: 47920,
      amountVat: 11980,
      paymentMethod: "swish",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      reference,
      currency: "SEK",
      target: "kvitto.brollopssidan.se",
      months: 18,
      refund: null,
      // No SELLER_* in tests: the placeholder company (server/config.ts).
      seller: {
        name: "PLACEHOLDER Seller AB (set SELLER_NAME)",
        orgNumber: "000000-0000",
        vatNumber: "SE000000000001",
        address: "Placeholder Street 1, 000 00 Nowhere (set SELLER_ADDRESS)",
      },
    });
    expectError(await receiptOf(reference), 401, "NOT_LOGGED_IN");
    const other = await ownerWithSite(t.app);
    expectError(await receiptOf(reference, other.cookie), 403, "FORBIDDEN");
    expectError(await receiptOf(reference, other.cookie, other.siteId), 404, "NOT_FOUND");
    expectError(await receiptOf("NOPE", cookie), 404, "NOT_FOUND");
    expectError(await receiptOf("x".repeat(60), cookie), 400, "INVALID_INPUT");
  });
});
