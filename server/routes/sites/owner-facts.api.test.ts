// The owner's Site (GET /api/sites/{id} and the owner routes answering a Site) says what only other
// tables know (SPEC §3 Site): customDomainActive/customDomainActiveDate from custom_domains, hasRsvps
// from the stored answers, giftRegistryReservations from the gift counters (hidden modules' too).
import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { customDomains, legacyRsvps } from "../../db/schema";
import { insertRsvpRows } from "../../operations/answers";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
let counter = 0;

function giftDocument() {
  const doc = validSiteDocument();
  const shown = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  shown.giftRegistry.items = [
    {
      id: "giftRegistryItemKnives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
  ];
  const hidden = createSiteModule("GiftRegistry", "CLIENTIDgifts2");
  hidden.giftRegistry.items = [
    {
      id: "giftRegistryItemVase",
      title: { sv: "Vas" },
      description: {},
      link: "",
      reservable: true,
      quantity: 1,
      image: null,
    },
  ];
  doc.siteModules.push(shown, hidden);
  return doc;
}

async function ownedSite(document = validSiteDocument()) {
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, document);
  counter += 1;
  return { id, cookie, host: `owner-facts-${counter}.se` };
}

const getSite = async (id: string, cookie: string) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/sites/${id}`,
    cookies: { session: cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const reserve = (siteId: string, moduleId: string, itemId: string, quantity: number) =>
  t.app.inject({
    method: "PUT",
    url: `/api/gift-registry/${siteId}/${moduleId}/${itemId}/`,
    payload: { quantity, password: "kaka" },
    remoteAddress: freshClientAddress(),
  });

describe("the owner's site: gift reservations", () => {
  it("carries every reservation, a hidden module's too, in GET, in a save's answer and in a restore's", async () => {
    const { id, cookie, host } = await ownedSite(giftDocument());
    await activateSite(t.ctx, id, host);
    expect((await reserve(id, "CLIENTIDgifts1", "giftRegistryItemKnives", 2)).statusCode).toBe(200);
    expect((await reserve(id, "CLIENTIDgifts2", "giftRegistryItemVase", 1)).statusCode).toBe(200);
    // Hidden afterwards: guests no longer see it, the owner still does.
    const site = await getSite(id, cookie);
    const expected = [
      { giftRegistryId: "giftRegistryItemKnives", quantityReserved: 2 },
      { giftRegistryId: "giftRegistryItemVase", quantityReserved: 1 },
    ];
    expect(site.giftRegistryReservations).toEqual(expected);

    const document = giftDocument();
    (document.siteModules[document.siteModules.length - 1] as { hide: boolean }).hide = true;
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${id}`,
      cookies: { session: cookie },
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().giftRegistryReservations).toEqual(expected);
    const guests = (await t.app.inject({ method: "GET", url: `/api/sites/public/${id}` })).json();
    expect(guests.giftRegistryReservations).toEqual([expected[0]]);

    const versions = await t.app.inject({
      method: "GET",
      url: `/api/sites/${id}/versions`,
      cookies: { session: cookie },
    });
    const first = versions.json().versions.at(-1).id;
    const restored = await t.app.inject({
      method: "POST",
      url: `/api/sites/${id}/versions/${first}/restore`,
      cookies: { session: cookie },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().giftRegistryReservations).toEqual(expected);
  });

  it("is empty for a site without reservations", async () => {
    const { id, cookie } = await ownedSite(giftDocument());
    expect((await getSite(id, cookie)).giftRegistryReservations).toEqual([]);
  });
});

describe("the owner's site: hasRsvps", () => {
  it("is false without answers and true once a guest's RSVP is stored", async () => {
    const { id, cookie } = await ownedSite();
    expect((await getSite(id, cookie)).hasRsvps).toBe(false);
    await insertRsvpRows(t.ctx.db, {
      id: `rsvp-${id}`,
      siteId: id,
      formId: "CLIENTIDrsvp1",
      language: "sv",
      groupIdentifier: `group-${id}`,
      formElements: [],
    });
    expect((await getSite(id, cookie)).hasRsvps).toBe(true);
  });

  it("counts a version-1 site's old answers too", async () => {
    const { id, cookie } = await ownedSite();
    await t.ctx.db
      .insert(legacyRsvps)
      .values({ id: `legacy-${id}`, siteId: id, data: { firstName: "Anna" } });
    expect((await getSite(id, cookie)).hasRsvps).toBe(true);
  });

  it("does not count another site's answers", async () => {
    const other = await ownedSite();
    await insertRsvpRows(t.ctx.db, {
      id: `rsvp-${other.id}`,
      siteId: other.id,
      formId: "CLIENTIDrsvp1",
      language: "sv",
      groupIdentifier: `group-${other.id}`,
      formElements: [],
    });
    const { id, cookie } = await ownedSite();
    expect((await getSite(id, cookie)).hasRsvps).toBe(false);
  });
});

describe("the owner's site: customDomainActive", () => {
  it("is false with null date without an own domain", async () => {
    const { id, cookie } = await ownedSite();
    const site = await getSite(id, cookie);
    expect(site.customDomainActive).toBe(false);
    expect(site.customDomainActiveDate).toBeNull();
  });

  it("is true, dated from when the domain became the site's, while its paid period lasts", async () => {
    const { id, cookie } = await ownedSite();
    counter += 1;
    const since = new Date("2025-03-01T10:00:00.000Z");
    await t.ctx.db.insert(customDomains).values({
      siteId: id,
      domain: `anna-och-erik-${counter}.se`,
      registrar: "ours",
      expiresAt: new Date(Date.now() + 180 * 86_400_000),
      createdAt: since,
    });
    const site = await getSite(id, cookie);
    expect(site.customDomainActive).toBe(true);
    expect(site.customDomainActiveDate).toBe(since.toISOString());
    // The password and noindex routes answer the same Site.
    const password = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${id}/password`,
      cookies: { session: cookie },
      payload: { password: "" },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(password.json().customDomainActive).toBe(true);
  });

  it("is false once the own domain's paid period has ended", async () => {
    const { id, cookie } = await ownedSite();
    counter += 1;
    await t.ctx.db.insert(customDomains).values({
      siteId: id,
      domain: `gammal-${counter}.se`,
      registrar: "other",
      expiresAt: new Date(Date.now() - 86_400_000),
      createdAt: new Date("2023-01-01T00:00:00.000Z"),
    });
    const site = await getSite(id, cookie);
    expect(site.customDomainActive).toBe(false);
    expect(site.customDomainActiveDate).toBeNull();
  });
});
