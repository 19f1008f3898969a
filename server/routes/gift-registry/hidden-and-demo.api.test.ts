// Issue 12 items 4 and 6. A hidden module (hide: true) never reaches guests (server HTML, islands'
// props, GET /api/sites/public/{id}) and takes no reservations or answers, while the owner still gets
// it. On the public demo page a visitor's gift reservations are that visitor's own (a cookie): others'
// page and public API keep the full list, and nothing is written to the shared counters.
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, giftItemCounters, giftReservations, sites } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import { ensureDemoSite } from "../../seed/demo-site";
import {
  createSiteFor,
  createTestApp,
  expectError,
  freshClientAddress,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(async () => {
  await t?.close();
});

const HIDDEN_GIFTS = "CLIENTIDhiddenGifts";
const HIDDEN_FORM = "CLIENTIDhiddenForm";
const SECRET = "Hemlig önskelista 7431";

function documentWithHiddenModules() {
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", HIDDEN_GIFTS);
  gifts.title = { sv: SECRET };
  gifts.hide = true;
  gifts.giftRegistry.items = [
    {
      id: "giftItemHiddenVase",
      title: { sv: "Vas" },
      description: {},
      link: "",
      reservable: true,
      quantity: 2,
      image: null,
    },
  ];
  const form = createSiteModule("Form", HIDDEN_FORM);
  form.title = { sv: `${SECRET} formulär` };
  form.hide = true;
  doc.siteModules.push(gifts, form);
  return doc;
}

let ownerCookie: string;
let siteId: string;
const host = "hidden-modules.se";
beforeAll(async () => {
  ownerCookie = (await registerAndLogin(t.app)).cookie;
  siteId = await createSiteFor(t.app, ownerCookie, documentWithHiddenModules());
  await activateSite(t.ctx, siteId, host);
});

describe("hidden modules", () => {
  it("are not in the public site API, but the owner still gets them", async () => {
    const pub = await t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}` });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.body).not.toContain(SECRET);
    const ids = (pub.json().siteModules as { id: string }[]).map((m) => m.id);
    expect(ids).not.toContain(HIDDEN_GIFTS);
    expect(ids).not.toContain(HIDDEN_FORM);
    expect(ids.length).toBeGreaterThan(0);

    const owner = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}`,
      cookies: { session: ownerCookie },
    });
    expect(owner.statusCode).toBe(200);
    const ownerIds = (owner.json().siteModules as { id: string }[]).map((m) => m.id);
    expect(ownerIds).toEqual(expect.arrayContaining([HIDDEN_GIFTS, HIDDEN_FORM]));
  });

  it("are not in the guest page's HTML or its islands' state", async () => {
    const page = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain("<html");
    expect(page.body).not.toContain(SECRET);
    expect(page.body).not.toContain(HIDDEN_GIFTS);
    expect(page.body).not.toContain("giftItemHiddenVase");
  });

  it("a hidden gift registry refuses reservations and stores nothing", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/gift-registry/${siteId}/${HIDDEN_GIFTS}/giftItemHiddenVase/`,
      payload: { quantity: 1, password: "kaka" },
      remoteAddress: freshClientAddress(),
    });
    expectError(response, 404, "NOT_FOUND");
    expect(
      await t.ctx.db.select().from(giftReservations).where(eq(giftReservations.siteId, siteId)),
    ).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(giftItemCounters).where(eq(giftItemCounters.siteId, siteId)),
    ).toHaveLength(0);
  });

  it("a hidden form refuses answers and stores nothing", async () => {
    const keyResponse = await t.app.inject({
      method: "GET",
      url: `/api/form-submissions/post-key?siteId=${siteId}`,
      remoteAddress: freshClientAddress(),
    });
    const postKey =
      keyResponse.statusCode === 200 ? (keyResponse.json() as { postKey?: string }).postKey : undefined;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/form-submissions/${siteId}/`,
      payload: { formId: HIDDEN_FORM, postKey: postKey ?? "x".repeat(32), formElements: [], language: "sv" },
      remoteAddress: freshClientAddress(),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(
      await t.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId)),
    ).toHaveLength(0);
  });
});

describe("gift reservations on the demo page", () => {
  let demoId: string;
  let moduleId: string;
  let itemId: string;
  let quantity: number;
  beforeAll(async () => {
    demoId = await ensureDemoSite(t.ctx);
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, demoId));
    const registry = row?.document.siteModules.find((m) => m.siteModuleType === "GiftRegistry" && !m.hide);
    if (registry?.siteModuleType !== "GiftRegistry") throw new Error("the demo has no gift registry");
    const item = registry.giftRegistry.items.find((i) => i.reservable && i.quantity !== null);
    if (!item || item.quantity === null) throw new Error("the demo has no limited reservable item");
    moduleId = registry.id;
    itemId = item.id;
    quantity = item.quantity;
  });

  const put = (payload: object, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: "PUT",
      url: `/api/gift-registry/${demoId}/${moduleId}/${itemId}/`,
      payload,
      cookies,
      remoteAddress: freshClientAddress(),
    });
  const demoCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === "demo_gifts");
    if (!cookie) throw new Error("no demo_gifts cookie");
    return { demo_gifts: cookie.value };
  };

  it("visitor A's reservation is confirmed to A; B's page and the public API keep the full list", async () => {
    const a = await put({ quantity, password: "annas" });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().giftRegistryReservations).toEqual([
      { giftRegistryId: itemId, quantityReserved: quantity },
    ]);
    const aCookies = demoCookieOf(a);

    // A has all units; A cannot take more, but B can still reserve every one.
    expectError(await put({ quantity: 1, password: "annas" }, aCookies), 409, "GIFT_NOT_ENOUGH_LEFT");
    const b = await put({ quantity, password: "bertils" });
    expect(b.statusCode, b.body).toBe(200);

    const pub = await t.app.inject({ method: "GET", url: `/api/sites/public/${demoId}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().giftRegistryReservations).toEqual([]);
    const demoHost = t.ctx.config.brandDefinition.demoHost;
    const page = await t.app.inject({ method: "GET", url: `/sv?domainHost=${demoHost}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`"quantityReserved":${quantity}`);

    expect(
      await t.ctx.db.select().from(giftReservations).where(eq(giftReservations.siteId, demoId)),
    ).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(giftItemCounters).where(eq(giftItemCounters.siteId, demoId)),
    ).toHaveLength(0);

    // A cancels with A's password (a wrong one is refused); the cookie then holds nothing reserved.
    const cancel = (password: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/gift-registry/${demoId}/${moduleId}/${itemId}/`,
        payload: { quantity, password },
        cookies: aCookies,
        remoteAddress: freshClientAddress(),
      });
    expectError(await cancel("bertils"), 403, "GIFT_WRONG_PASSWORD");
    const cancelled = await cancel("annas");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().giftRegistryReservations).toEqual([]);
  });

  it("a tampered demo cookie is ignored, not an error", async () => {
    const response = await put({ quantity: 1, password: "x" }, { demo_gifts: "not-base64-json!" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().giftRegistryReservations).toEqual([
      { giftRegistryId: itemId, quantityReserved: 1 },
    ]);
  });
});
