// The guest page cache through the HTTP layer (issue 11 item 5): a second view is served from memory
// (X-Cache: hit), and every change a guest would see shows at once: a save, a version restore,
// publishing and moving (admin command, host change, payment), the password (a guest with and one
// without the access cookie never get each other's page), metaNoindex, gift reservations.
import { createSiteModule } from "@modules/schemas";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { applyPaidPayment } from "../payments/effects";
import { newOwner, paidPayment } from "../routes/hosts/test-helpers";
import { freshClientAddress, testAppForThisFile, validSiteDocument } from "../test/harness";
import { pageCacheOf } from "./page-cache";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const view = (host: string, path = "/sv", cookies: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers: { host, "accept-language": "sv-SE" }, cookies });
const owner = (method: "PUT" | "POST", url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: { session: cookie },
    remoteAddress: freshClientAddress(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const cacheOf = (response: LightMyRequestResponse) => response.headers["x-cache"];

function titled(sv: string) {
  const doc = giftDocument();
  doc.siteModules = doc.siteModules.map((m, i) => (i === 1 ? { ...m, title: { sv, en: sv } } : m));
  return doc;
}

function giftDocument() {
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  gifts.title = { sv: "Önskelista" };
  gifts.giftRegistry.items = [
    {
      id: "knives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
  ];
  doc.siteModules.push(gifts);
  return doc;
}

/** A published site with a gift registry on a subdomain of its own. */
async function publishedSite() {
  const o = await newOwner(t);
  expect((await owner("PUT", `/api/sites/V2/${o.siteId}`, o.cookie, giftDocument())).statusCode).toBe(200);
  hostCounter += 1;
  const host = `cache-${hostCounter}.brollopssidan.se`;
  const activated = await runAdminCommand(t.ctx, ["activate", o.siteId, host]);
  expect(activated.ok, activated.output).toBe(true);
  return { ...o, host };
}

/** Views the page twice: the first renders, the second comes from the cache with the same bytes. */
async function cachedView(host: string, path = "/sv", cookies: Record<string, string> = {}) {
  const first = await view(host, path, cookies);
  expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
  const second = await view(host, path, cookies);
  expect(cacheOf(second)).toBe("hit");
  expect(second.body).toBe(first.body);
  return second;
}

const reservedIn = (body: string) =>
  Number(/"giftRegistryId":"knives","quantityReserved":(\d+)/.exec(body)?.[1] ?? 0);

describe("the guest page cache", () => {
  it("serves the second view from memory with the same bytes and headers", async () => {
    const { host } = await publishedSite();
    const hits = pageCacheOf(t.ctx).stats.hits;
    const first = await view(host);
    expect(cacheOf(first)).toBe("miss");
    const second = await view(host);
    expect(cacheOf(second)).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(pageCacheOf(t.ctx).stats.hits).toBe(hits + 1);
    // Each language is a page of its own.
    const en = await view(host, "/en");
    expect(cacheOf(en)).toBe("miss");
    expect(en.body).toContain('<html lang="en">');
  });

  it("shows a save at once", async () => {
    const { host, siteId, cookie } = await publishedSite();
    expect((await cachedView(host)).body).toContain("Välkomna");
    expect((await owner("PUT", `/api/sites/V2/${siteId}`, cookie, titled("Nytt namn"))).statusCode).toBe(200);
    const after = await view(host);
    expect(cacheOf(after)).toBe("miss");
    expect(after.body).toContain("Nytt namn");
    expect(after.body).not.toContain("Välkomna");
  });

  it("shows a restored version at once", async () => {
    const { host, siteId, cookie } = await publishedSite();
    expect((await owner("PUT", `/api/sites/V2/${siteId}`, cookie, titled("Senaste"))).statusCode).toBe(200);
    expect((await cachedView(host)).body).toContain("Senaste");
    const list = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/versions`,
      cookies: { session: cookie },
    });
    const oldest = (list.json() as { versions: { id: number }[] }).versions.at(-1);
    const restored = await owner("POST", `/api/sites/${siteId}/versions/${oldest?.id}/restore`, cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await view(host);
    expect(after.body).toContain("Välkomna");
    expect(after.body).not.toContain("Senaste");
  });

  it("follows the page to a new host: admin command, host change and a paid domain", async () => {
    const site = await publishedSite();
    await cachedView(site.host);
    const moved = `${site.host.split(".")[0]}-flytt.brollopssidan.se`;
    expect((await runAdminCommand(t.ctx, ["activate", site.siteId, moved])).ok).toBe(true);
    expect((await view(site.host)).statusCode).toBe(404);
    await cachedView(moved);

    const label = `${site.host.split(".")[0]}-ny`;
    expect(
      (await owner("PUT", `/api/sites/${site.siteId}/host`, site.cookie, { host: label })).statusCode,
    ).toBe(200);
    // The address it left is no longer served from the cache: it sends guests on (hosts/redirects.ts).
    const left = await view(moved);
    expect(left.statusCode).toBe(301);
    expect(left.headers.location).toBe(`http://${label}.brollopssidan.se/sv`);
    await cachedView(`${label}.brollopssidan.se`);

    // A paid own domain (kept at the couple's registrar) becomes the page's address.
    const paidHost = `${site.host.split(".")[0]}-egen.se`;
    const payment = await paidPayment(
      t,
      site,
      "domain_name_other_registrar_upgrade_from_subdomain",
      paidHost,
    );
    expect(await applyPaidPayment(t.ctx, payment.id)).toBe(true);
    const leftAgain = await view(`${label}.brollopssidan.se`);
    expect(leftAgain.statusCode).toBe(301);
    expect(leftAgain.headers.location).toBe(`http://${paidHost}/sv`);
    expect((await view(paidHost)).statusCode).toBe(200);
  });

  it("never gives the open page after a password is set, nor the granted page to a guest without it", async () => {
    const { host, siteId, cookie } = await publishedSite();
    await cachedView(host);
    expect(
      (await owner("PUT", `/api/sites/${siteId}/password`, cookie, { password: "Blåbär" })).statusCode,
    ).toBe(200);
    const locked = await view(host);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).not.toContain("Välkomna");

    const opened = await t.app.inject({
      method: "POST",
      url: `/api/sites/public/${siteId}/login`,
      payload: { password: "Blåbär" },
      remoteAddress: freshClientAddress(),
    });
    const token = opened.cookies.find((c) => c.name === `site_access_${siteId}`)?.value ?? "";
    const granted = await cachedView(host, "/sv", { [`site_access_${siteId}`]: token });
    expect(granted.body).toContain("Välkomna");
    expect(granted.headers["cache-control"]).toBe("private, no-store");
    // The cached granted page is not for a guest without the cookie, nor with a made-up one.
    for (const cookies of [{}, { [`site_access_${siteId}`]: "gissat" }]) {
      const stranger = await view(host, "/sv", cookies);
      expect(stranger.statusCode).toBe(401);
      expect(stranger.body).not.toContain("Välkomna");
    }
    // A new password ends the old access at once; removing it opens the page to everyone.
    expect(
      (await owner("PUT", `/api/sites/${siteId}/password`, cookie, { password: "Hallon" })).statusCode,
    ).toBe(200);
    expect((await view(host, "/sv", { [`site_access_${siteId}`]: token })).statusCode).toBe(401);
    expect((await owner("PUT", `/api/sites/${siteId}/password`, cookie, { password: "" })).statusCode).toBe(
      200,
    );
    const open = await view(host);
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("no-cache");
  });

  it("shows a metaNoindex change at once", async () => {
    const { host, siteId, cookie } = await publishedSite();
    expect((await cachedView(host)).body).toContain('<meta name="robots" content="all">');
    const set = (metaNoindex: boolean) =>
      owner("PUT", `/api/sites/${siteId}/metaNoindex`, cookie, { metaNoindex });
    expect((await set(true)).statusCode).toBe(200);
    expect((await view(host)).body).toContain(
      '<meta name="robots" content="noindex, noimageindex, nofollow">',
    );
    expect((await set(false)).statusCode).toBe(200);
    expect((await view(host)).body).toContain('<meta name="robots" content="all">');
  });

  it("shows a gift reservation and its cancellation at once", async () => {
    const { host, siteId } = await publishedSite();
    expect(reservedIn((await cachedView(host)).body)).toBe(0);
    const gift = (method: "PUT" | "DELETE", quantity: number) =>
      t.app.inject({
        method,
        url: `/api/gift-registry/${siteId}/CLIENTIDgifts1/knives/`,
        payload: { quantity, password: "min-present" },
        remoteAddress: freshClientAddress(),
      });
    expect((await gift("PUT", 2)).statusCode).toBe(200);
    expect(reservedIn((await cachedView(host)).body)).toBe(2);
    expect((await gift("DELETE", 1)).statusCode).toBe(200);
    expect(reservedIn((await cachedView(host)).body)).toBe(1);
  });
});
