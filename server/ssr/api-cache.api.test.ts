// The public site API's cache (GET /api/sites/public/{id}, ssr/api-cache.ts) through the HTTP layer: a
// second request is served from memory with the same bytes, and every change a guest would see shows
// at once: a save, publishing (admin command, a paid new address), the password (the access state is
// part of the key), metaNoindex, gift reservations, the end of the paid period. ETag and 304 follow
// the bytes.
import { createSiteModule } from "@modules/schemas";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { applyPaidPayment } from "../payments/effects";
import { newOwner, paidPayment } from "../routes/hosts/test-helpers";
import { freshClientAddress, testAppForThisFile, validSiteDocument } from "../test/harness";

const t = testAppForThisFile();
let hostCounter = 0;

const ITEM = "knives";

const getPublic = (
  siteId: string,
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
) => t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}`, headers, cookies });
const owner = (method: "PUT" | "POST", url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: { session: cookie },
    remoteAddress: freshClientAddress(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

function giftDocument(title = "Välkomna") {
  const doc = validSiteDocument();
  doc.siteModules = doc.siteModules.map((m, i) => (i === 1 ? { ...m, title: { sv: title, en: title } } : m));
  const gifts = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  gifts.title = { sv: "Önskelista" };
  gifts.giftRegistry.items = [
    {
      id: ITEM,
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

/** A site with a gift registry, published on a subdomain of its own by the operator command. */
async function publishedSite() {
  const o = await newOwner(t);
  expect((await owner("PUT", `/api/sites/V2/${o.siteId}`, o.cookie, giftDocument())).statusCode).toBe(200);
  hostCounter += 1;
  const host = `api-cache-${hostCounter}.brollopssidan.se`;
  const activated = await runAdminCommand(t.ctx, ["activate", o.siteId, host]);
  expect(activated.ok, activated.output).toBe(true);
  return { ...o, host };
}

/** Asks twice: the first may build the answer, the second comes from the cache with the same bytes. */
async function cachedAnswer(siteId: string, cookies: Record<string, string> = {}) {
  const first = await getPublic(siteId, {}, cookies);
  expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
  const second = await getPublic(siteId, {}, cookies);
  expect(second.headers["x-cache"]).toBe("hit");
  expect(second.body).toBe(first.body);
  return second;
}

const titleOf = (response: LightMyRequestResponse) => response.json().siteModules[1].title.sv as string;
const reservedOf = (response: LightMyRequestResponse) =>
  (response.json().giftRegistryReservations as { giftRegistryId: string; quantityReserved: number }[]).find(
    (r) => r.giftRegistryId === ITEM,
  )?.quantityReserved ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

describe("the public site API's cache", () => {
  it("answers the second request from memory with the same bytes and headers", async () => {
    const { siteId } = await publishedSite();
    const first = await getPublic(siteId);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await getPublic(siteId);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.json()).toMatchObject({ _id: siteId, passwordProtected: false });
  });

  it("shows a save at once, with a new ETag", async () => {
    const { siteId, cookie } = await publishedSite();
    const before = await cachedAnswer(siteId);
    expect(titleOf(before)).toBe("Välkomna");
    expect(
      (await owner("PUT", `/api/sites/V2/${siteId}`, cookie, giftDocument("Nytt namn"))).statusCode,
    ).toBe(200);
    const after = await getPublic(siteId, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(titleOf(after)).toBe("Nytt namn");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("follows publishing: the operator command and a paid new address show at once", async () => {
    const site = await publishedSite();
    expect((await cachedAnswer(site.siteId)).json().host).toBe(site.host);
    const moved = `${site.host.split(".")[0]}-flytt.brollopssidan.se`;
    expect((await runAdminCommand(t.ctx, ["activate", site.siteId, moved])).ok).toBe(true);
    expect((await cachedAnswer(site.siteId)).json().host).toBe(moved);

    const paidHost = `${site.host.split(".")[0]}-egen.se`;
    const payment = await paidPayment(
      t,
      site,
      "domain_name_other_registrar_upgrade_from_subdomain",
      paidHost,
    );
    expect(await applyPaidPayment(t.ctx, payment.id)).toBe(true);
    expect((await getPublic(site.siteId)).json().host).toBe(paidHost);
  });

  it("keeps the access state in the key: a password ends the open answer, and the granted one is only for guests with access", async () => {
    const { siteId, cookie } = await publishedSite();
    const open = await cachedAnswer(siteId);
    const setPassword = (password: string) =>
      owner("PUT", `/api/sites/${siteId}/password`, cookie, { password });
    expect((await setPassword("Blåbär")).statusCode).toBe(200);
    // Neither the cached open answer nor a 304 for its tag: the gate's 401 without any of the site.
    const tagged: Record<string, string>[] = [{}, { "if-none-match": open.headers.etag as string }];
    for (const headers of tagged) {
      const locked = await getPublic(siteId, headers);
      expect(locked.statusCode).toBe(401);
      expect(locked.json().code).toBe("PASSWORD_REQUIRED");
      expect(locked.body).not.toContain("Välkomna");
      expect(locked.headers.etag).toBeUndefined();
    }

    const login = await t.app.inject({
      method: "POST",
      url: `/api/sites/public/${siteId}/login`,
      payload: { password: "Blåbär" },
      remoteAddress: freshClientAddress(),
    });
    const name = `site_access_${siteId}`;
    const token = login.cookies.find((c) => c.name === name)?.value ?? "";
    const granted = await cachedAnswer(siteId, { [name]: token });
    expect(granted.json()).toMatchObject({ passwordProtected: true });
    expect(granted.headers["cache-control"]).toBe("private, no-store");
    // The guest with access revalidates; the cached granted answer is no one else's.
    expect(
      (await getPublic(siteId, { "if-none-match": granted.headers.etag as string }, { [name]: token }))
        .statusCode,
    ).toBe(304);
    for (const cookies of [{}, { [name]: "gissat" }]) {
      const stranger = await getPublic(siteId, { "if-none-match": granted.headers.etag as string }, cookies);
      expect(stranger.statusCode).toBe(401);
      expect(stranger.body).not.toContain("Välkomna");
    }
    // A new password ends the old access at once; removing it opens the answer to everyone again.
    expect((await setPassword("Hallon")).statusCode).toBe(200);
    expect((await getPublic(siteId, {}, { [name]: token })).statusCode).toBe(401);
    expect((await setPassword("")).statusCode).toBe(200);
    const reopened = await cachedAnswer(siteId);
    expect(reopened.json()).toMatchObject({ passwordProtected: false });
    expect(reopened.headers["cache-control"]).toBe("no-cache");
  });

  it("shows a gift reservation and its cancellation at once", async () => {
    const { siteId } = await publishedSite();
    expect(reservedOf(await cachedAnswer(siteId))).toBe(0);
    const gift = (method: "PUT" | "DELETE", quantity: number) =>
      t.app.inject({
        method,
        url: `/api/gift-registry/${siteId}/CLIENTIDgifts1/${ITEM}/`,
        payload: { quantity, password: "min-present" },
        remoteAddress: freshClientAddress(),
      });
    expect((await gift("PUT", 2)).statusCode).toBe(200);
    expect(reservedOf(await cachedAnswer(siteId))).toBe(2);
    expect((await gift("DELETE", 1)).statusCode).toBe(200);
    expect(reservedOf(await cachedAnswer(siteId))).toBe(1);
  });

  it("shows a metaNoindex change at once", async () => {
    const { siteId, cookie } = await publishedSite();
    expect((await cachedAnswer(siteId)).json().metaNoindex).toBe(false);
    expect(
      (await owner("PUT", `/api/sites/${siteId}/metaNoindex`, cookie, { metaNoindex: true })).statusCode,
    ).toBe(200);
    expect((await getPublic(siteId)).json().metaNoindex).toBe(true);
  });

  it("stops answering when the paid period ends, with no write at all", async () => {
    const { siteId } = await publishedSite();
    const answer = await cachedAnswer(siteId);
    const expires = Date.parse(answer.json().activeExpireDate as string);
    // Only Date moves: the database and the sockets keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"], now: expires + 1000 });
    const gone = await getPublic(siteId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe("NOT_FOUND");
  });
});

describe("ETag and 304 of the public site API", () => {
  it("answers 304 to a matching If-None-Match, per coding, and 200 to a stale tag", async () => {
    const { siteId } = await publishedSite();
    for (const accept of ["br", "gzip", "identity"]) {
      const first = await getPublic(siteId, { "accept-encoding": accept });
      const etag = first.headers.etag as string;
      expect(etag, accept).toMatch(/^"[A-Za-z0-9_-]{22}(-br|-gz)?"$/);
      expect(first.headers.vary).toContain("Accept-Encoding");
      const again = await getPublic(siteId, { "accept-encoding": accept, "if-none-match": `"x", W/${etag}` });
      expect(again.statusCode, accept).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      const stale = await getPublic(siteId, { "accept-encoding": accept, "if-none-match": '"stale-tag"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers.etag).toBe(etag);
    }
    const tags = new Set<string>();
    for (const accept of ["br", "gzip", "identity"])
      tags.add((await getPublic(siteId, { "accept-encoding": accept })).headers.etag as string);
    expect(tags.size).toBe(3);
  });

  it("never tags an error: unknown sites answer 404 without an ETag", async () => {
    const missing = await getPublic("0123456789abcdef01234567", { "if-none-match": "*" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
