// PUT /api/sites/{siteId}/host and POST …/host/domain-registration/register/{domain}: a subdomain
// the site has or has paid for, a paid domain registered once at the registrar, and every refusal.

import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customDomains, payments, sites } from "../../db/schema";
import { setHostProviders } from "../../hosts/providers";
import { simulatorRegistrar } from "../../hosts/registrar/simulator";
import { type Registrar, RegistrarError } from "../../hosts/registrar/types";
import { readMailbox } from "../../mail/mailbox";
import { activateSite } from "../../operations/sites";
import { simulatorDeliveries } from "../../payments/stripe/simulator-routes";
import { expectError, testAppForThisFile } from "../../test/harness";
import { newOwner, type Owner, paidPayment, request } from "./test-helpers";

const t = testAppForThisFile();
const send = () => request(t.app);
let registrations: string[] = [];

// The simulator, counting what reaches its register().
function countingSimulator(): Registrar {
  const inner = simulatorRegistrar({ stateFile: null, delayMs: 0 });
  return {
    ...inner,
    register: (input) => {
      registrations.push(input.domain);
      return inner.register(input);
    },
  };
}

beforeAll(() => {
  setHostProviders(t.ctx, { registrar: countingSimulator() });
});

const putHost = (owner: Owner, body: unknown, cookie: string | null = owner.cookie) =>
  send()("PUT", `/api/sites/${owner.siteId}/host`, cookie, body);
const register = (owner: Owner, domain: string, cookie: string | null = owner.cookie) =>
  send()(
    "POST",
    `/api/sites/${owner.siteId}/host/domain-registration/register/${encodeURIComponent(domain)}`,
    cookie,
  );

describe("PUT host", () => {
  it("answers 402 without a payment, then publishes on the paid host (idempotently)", async () => {
    const owner = await newOwner(t);
    expectError(await putHost(owner, { host: "maja-och-ali" }), 402, "PAYMENT_REQUIRED");
    await paidPayment(t, owner, "subdomain", "maja-och-ali.brollopssidan.se");

    const response = await putHost(owner, { host: "maja-och-ali" });
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(site).toMatchObject({ _id: owner.siteId, host: "maja-och-ali.brollopssidan.se", active: true });
    // Wedding subdomain: 18 months from now.
    const months = (Date.parse(site.activeExpireDate) - Date.parse(site.activeDate)) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(18);

    const again = await putHost(owner, { host: "maja-och-ali.brollopssidan.se" });
    expect(again.statusCode).toBe(200);
    expect(again.json().activeExpireDate).toBe(site.activeExpireDate);
  });

  it("moves an active subdomain for free and keeps the dates", async () => {
    const owner = await newOwner(t);
    const before = await activateSite(t.ctx, owner.siteId, "gamla-namnet.brollopssidan.se");
    const response = await putHost(owner, { host: "nya-namnet" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      host: "nya-namnet.brollopssidan.se",
      activeExpireDate: before.activeExpireDate?.toISOString(),
    });
    // The old name still leads guests here for the period it was paid for: not free for others.
    const someone = await newOwner(t);
    const check = await send()(
      "GET",
      `/api/sites/${someone.siteId}/host/subdomain-available/gamla-namnet`,
      someone.cookie,
    );
    expect(check.json()).toMatchObject({ available: false });
  });

  it("needs payment again once the subdomain has expired", async () => {
    const owner = await newOwner(t);
    await activateSite(t.ctx, owner.siteId, "utgangen-sida.brollopssidan.se", {
      now: new Date("2020-01-01"),
    });
    expectError(await putHost(owner, { host: "ny-sida-efter" }), 402, "PAYMENT_REQUIRED");
  });

  it("refuses a host another site has (409)", async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    await activateSite(t.ctx, owner.siteId, "forsta-paret.brollopssidan.se");
    await activateSite(t.ctx, other.siteId, "andra-paret.brollopssidan.se");
    expectError(await putHost(owner, { host: "andra-paret" }), 409, "HOST_TAKEN");
  });

  it("refuses reserved and invalid names and bad bodies (400)", async () => {
    const owner = await newOwner(t);
    const reserved = expectError(await putHost(owner, { host: "admin" }), 400, "INVALID_INPUT");
    expect(reserved.issues).toEqual([{ path: "host", message: "RESERVED" }]);
    expectError(await putHost(owner, { host: "Anna Erik" }), 400, "INVALID_INPUT");
    expectError(await putHost(owner, {}), 400, "INVALID_INPUT");
    expectError(await putHost(owner, { host: 42 }), 400, "INVALID_INPUT");
    expectError(await putHost(owner, { host: "" }), 400, "INVALID_INPUT");
  });

  it("needs a session (401) and the site's owner (403)", async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    expectError(await putHost(owner, { host: "nagot-namn" }, null), 401, "NOT_LOGGED_IN");
    expectError(await putHost(owner, { host: "nagot-namn" }, other.cookie), 403, "FORBIDDEN");
  });
});

describe("domain registration", () => {
  it("answers 402 without a payment and while the registrar has not seen the money", async () => {
    const owner = await newOwner(t);
    expectError(await register(owner, "vera-och-max.se"), 402, "PAYMENT_REQUIRED");
    await paidPayment(t, owner, "domain_name", "vera-och-max.se", new Date());
    expectError(await register(owner, "vera-och-max.se"), 402, "PAYMENT_REQUIRED");
    const [row] = await t.ctx.db
      .select()
      .from(customDomains)
      .where(eq(customDomains.domain, "vera-och-max.se"));
    expect(row?.registeredAt).toBeNull();
  });

  it("registers a paid domain once and makes it the site's host", async () => {
    const owner = await newOwner(t);
    await paidPayment(t, owner, "domain_name", "lova-och-sam.se");
    registrations = [];
    const response = await register(owner, "lova-och-sam.se");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: owner.siteId, host: "lova-och-sam.se", active: true });
    const [row] = await t.ctx.db
      .select()
      .from(customDomains)
      .where(and(eq(customDomains.siteId, owner.siteId), eq(customDomains.domain, "lova-och-sam.se")));
    expect(row?.registeredAt).toBeInstanceOf(Date);
    expect(row?.registrar).toBe("ours");

    const again = await register(owner, "LOVA-och-sam.se");
    expect(again.statusCode).toBe(200);
    expect(registrations).toEqual(["lova-och-sam.se"]);
  });

  it("puts the site back on its domain if it was moved meanwhile", async () => {
    const owner = await newOwner(t);
    await paidPayment(t, owner, "domain_name", "tillbaka-hit.nu");
    await t.ctx.db
      .update(sites)
      .set({ host: "nagon-annan.brollopssidan.se" })
      .where(eq(sites.id, owner.siteId));
    const response = await register(owner, "tillbaka-hit.nu");
    expect(response.json()).toMatchObject({ host: "tillbaka-hit.nu" });
  });

  it("answers 409 DOMAIN_NOT_AVAILABLE when someone else registered it first", async () => {
    const owner = await newOwner(t);
    await paidPayment(t, owner, "domain_name", "redan-upptagen.se");
    expectError(await register(owner, "redan-upptagen.se"), 409, "DOMAIN_NOT_AVAILABLE");
  });

  it("a paid domain the registrar refuses is refunded: the site is back on its subdomain, the owner told", async () => {
    const owner = await newOwner(t);
    await paidPayment(t, owner, "subdomain", "forsta-adressen.brollopssidan.se");
    expect((await putHost(owner, { host: "forsta-adressen" })).statusCode).toBe(200);
    // Paid by card through the simulator (so the refund really goes to the provider).
    const started = await send()("POST", `/api/sites/${owner.siteId}/payment/stripe`, owner.cookie, {
      paymentProduct: "domain_name",
      host: "hann-bli-upptagen.se",
    });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await t.app.inject({
      method: "POST",
      url: "/payment-simulator/card/confirm",
      payload: {
        client_secret: started.json().client_secret,
        number: "4242424242424242",
        expiry: "12/34",
        cvc: "123",
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await simulatorDeliveries(t.ctx);
    const [before] = await t.ctx.db.select().from(sites).where(eq(sites.id, owner.siteId));
    expect(before?.host).toBe("hann-bli-upptagen.se");

    expectError(await register(owner, "hann-bli-upptagen.se"), 409, "DOMAIN_NOT_AVAILABLE");
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, owner.siteId));
    expect(site).toMatchObject({ host: "forsta-adressen.brollopssidan.se", active: true });
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.json().reference));
    expect(payment).toMatchObject({
      status: "PAID",
      refundStatus: "REFUNDED",
      refundReason: "domain_refused",
    });
    const domains = await t.ctx.db.select().from(customDomains).where(eq(customDomains.siteId, owner.siteId));
    expect(domains).toEqual([]);
    const notices = readMailbox(join(t.ctx.config.dataDir, "mail")).filter((m) =>
      m.subject.startsWith(`Återbetalning ${started.json().reference}`),
    );
    expect(notices).toHaveLength(1);
    // Nothing is left to register on: a new try asks for a payment.
    expectError(await register(owner, "hann-bli-upptagen.se"), 402, "PAYMENT_REQUIRED");
  });

  it("answers 502 when the registrar fails, and the retry then succeeds", async () => {
    const owner = await newOwner(t);
    await paidPayment(t, owner, "domain_name", "strul-hos-registrar.se");
    const broken: Registrar = {
      kind: "simulator",
      isFree: async () => true,
      register: async () => {
        throw new RegistrarError("timeout");
      },
    };
    setHostProviders(t.ctx, { registrar: broken });
    expectError(await register(owner, "strul-hos-registrar.se"), 502, "REGISTRAR_FAILED");
    setHostProviders(t.ctx, { registrar: countingSimulator() });
    expect((await register(owner, "strul-hos-registrar.se")).statusCode).toBe(200);
  });

  it("refuses a name that is not an offered domain (400), a subdomain payment (402), 401 and 403", async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    expectError(await register(owner, "anna.org"), 400, "INVALID_INPUT");
    expectError(await register(owner, "a.se"), 400, "INVALID_INPUT");
    await paidPayment(t, owner, "subdomain", "bara-subdoman.brollopssidan.se");
    expectError(await register(owner, "bara-subdoman.se"), 402, "PAYMENT_REQUIRED");
    expectError(await register(owner, "lisa.se", null), 401, "NOT_LOGGED_IN");
    expectError(await register(owner, "lisa.se", other.cookie), 403, "FORBIDDEN");
  });
});
