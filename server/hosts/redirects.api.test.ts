// An old address keeps working after a move (issue 23 item 2): a site on a paid subdomain that buys its
// own domain answers 301 from the subdomain to the same path and query on the domain, until the
// subdomain's paid period ends; meanwhile no other site can take the subdomain; Caddy may get a
// certificate for it; moving back ends the redirect.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hostRedirects, sites } from "../db/schema";
import { activateSite } from "../operations/sites";
import { simulatorDeliveries } from "../payments/stripe/simulator-routes";
import { expectError, freshClientAddress, ownerWithSite, testAppForThisFile } from "../test/harness";
import { mayHaveCertificate } from "./tls-ask";

const t = testAppForThisFile({ pages: true });

const asGuest = (host: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { host }, remoteAddress: freshClientAddress() });

async function buyOwnDomain(siteId: string, cookie: string, domain: string) {
  const started = await t.app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/payment/stripe`,
    payload: { paymentProduct: "domain_name_other_registrar_upgrade_from_subdomain", host: domain },
    cookies: { session: cookie },
    remoteAddress: freshClientAddress(),
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
    remoteAddress: freshClientAddress(),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await simulatorDeliveries(t.ctx);
}

describe("an old address after a move", () => {
  it("answers 301 to the same path and query on the new address, for the paid period", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    await activateSite(t.ctx, siteId, "gamla-lanken.brollopssidan.se");
    // Served there (302 to its first language's page).
    expect((await asGuest("gamla-lanken.brollopssidan.se", "/")).statusCode).toBe(302);
    const [before] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));

    await buyOwnDomain(siteId, cookie, "vart-eget-brollop.se");
    const [after] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(after?.host).toBe("vart-eget-brollop.se");

    const moved = await asGuest("gamla-lanken.brollopssidan.se", "/sv?utm=sms&x=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("http://vart-eget-brollop.se/sv?utm=sms&x=1");
    // Until the end of the period the old address was paid for.
    const [redirect] = await t.ctx.db
      .select()
      .from(hostRedirects)
      .where(eq(hostRedirects.host, "gamla-lanken.brollopssidan.se"));
    expect(redirect?.until.getTime()).toBe(before?.activeExpireDate?.getTime());
    // Local preview: stays on this server with the new host named.
    const preview = await t.app.inject({
      method: "GET",
      url: "/?domainHost=gamla-lanken.brollopssidan.se",
      remoteAddress: freshClientAddress(),
    });
    expect(preview.statusCode).toBe(301);
    expect(preview.headers.location).toBe("/?domainHost=vart-eget-brollop.se");
    // Caddy may get a certificate for the old address, so HTTPS links reach the redirect too.
    expect(await mayHaveCertificate(t.ctx, "gamla-lanken.brollopssidan.se")).toBe(true);

    // Nobody else can take the old address while it leads here.
    const other = await ownerWithSite(t.app);
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/sites/${other.siteId}/payment/stripe`,
        payload: { paymentProduct: "subdomain", host: "gamla-lanken" },
        cookies: { session: other.cookie },
        remoteAddress: freshClientAddress(),
      }),
      409,
      "HOST_TAKEN",
    );

    // After the paid period it is an unknown address again.
    await t.ctx.db
      .update(hostRedirects)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(hostRedirects.host, "gamla-lanken.brollopssidan.se"));
    expect((await asGuest("gamla-lanken.brollopssidan.se", "/")).statusCode).toBe(404);
  });

  it("a free move between subdomains keeps the old one too; moving back ends it", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    await activateSite(t.ctx, siteId, "forsta-namnet.brollopssidan.se");
    const move = (host: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sites/${siteId}/host`,
        payload: { host },
        cookies: { session: cookie },
        remoteAddress: freshClientAddress(),
      });
    expect((await move("andra-namnet")).statusCode).toBe(200);
    const moved = await asGuest("forsta-namnet.brollopssidan.se", "/");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("http://andra-namnet.brollopssidan.se/");

    expect((await move("forsta-namnet")).statusCode).toBe(200);
    expect((await asGuest("forsta-namnet.brollopssidan.se", "/")).statusCode).toBe(302);
    const back = await asGuest("andra-namnet.brollopssidan.se", "/");
    expect(back.statusCode).toBe(301);
    expect(back.headers.location).toBe("http://forsta-namnet.brollopssidan.se/");
    const rows = await t.ctx.db.select().from(hostRedirects).where(eq(hostRedirects.siteId, siteId));
    expect(rows.map((r) => r.host)).toEqual(["andra-namnet.brollopssidan.se"]);
  });
});
