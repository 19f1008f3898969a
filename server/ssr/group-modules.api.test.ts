// Modules and RSVP questions per guest group (issue 25): a household that opened its personal link
// gets only its own groups' modules and questions, in the page's HTML, its islands' state and the
// public site API; the open page (and its cache) never shows a group's module unless it is marked for
// the open page.
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { activateSite } from "../operations/sites";
import { freshClientAddress, ownerWithSite, testAppForThisFile, validSiteDocument } from "../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const EVENING = "Kvällens hemliga program";
const CEREMONY = "Vigselns hemliga detaljer";
const EVENING_QUESTION = "Vill du ha nattmacka";
const CEREMONY_QUESTION = "Behöver du skjuts till kyrkan";
const OPEN_EXTRA = "Till alla på den öppna sidan";

type Options = { eveningOnOpenPage?: boolean; eveningGifts?: boolean };

function groupDocument(options: Options = {}) {
  const doc = validSiteDocument();
  if (options.eveningGifts) {
    const gifts = createSiteModule("GiftRegistry", "CLIENTIDgiftsEvening");
    gifts.title = { sv: "Kvällens önskelista" };
    gifts.giftRegistry.items = [
      {
        id: "giftRegistryItemLantern",
        title: { sv: "Lykta" },
        description: {},
        link: "",
        reservable: true,
        quantity: 2,
        image: null,
      },
    ];
    doc.siteModules.push({ ...gifts, visibleToGroups: ["evening"] });
  }
  const evening = createSiteModule("Text", "CLIENTIDevening");
  evening.title = { sv: EVENING };
  const ceremony = createSiteModule("Text", "CLIENTIDceremony");
  ceremony.title = { sv: CEREMONY };
  const openExtra = createSiteModule("Text", "CLIENTIDopenExtra");
  openExtra.title = { sv: OPEN_EXTRA };
  const rsvp = createSiteModule("Rsvp", "CLIENTIDrsvp");
  rsvp.title = { sv: "OSA" };
  const question = (id: string, label: string) => ({
    id,
    label: { sv: label },
    showConditions: [],
    formElementType: "ShortText" as const,
    required: true,
  });
  rsvp.form = {
    formElements: [
      question("qName", "Ditt namn"),
      { ...question("qEvening", EVENING_QUESTION), visibleToGroups: ["evening"] },
      { ...question("qCeremony", CEREMONY_QUESTION), visibleToGroups: ["ceremony"] },
    ],
  };
  doc.siteModules.push(
    { ...evening, visibleToGroups: ["evening"], visibleOnOpenPage: options.eveningOnOpenPage ?? false },
    { ...ceremony, visibleToGroups: ["ceremony"] },
    // Limited to a group but marked for the open page too.
    { ...openExtra, visibleToGroups: ["ceremony"], visibleOnOpenPage: true },
    rsvp,
  );
  return doc;
}

async function siteWithTwoHouseholds(options: Options = {}) {
  const owner = await ownerWithSite(t.app);
  const call = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      cookies: { session: owner.cookie },
      payload,
      remoteAddress: freshClientAddress(),
    });
  const saved = await call("PUT", `/api/sites/V2/${owner.siteId}`, groupDocument(options));
  expect(saved.statusCode, saved.body).toBe(200);
  const settings = await call("PUT", `/api/sites/${owner.siteId}/guest-list/settings`, {
    parts: [
      { id: "vigsel", name: "Vigsel" },
      { id: "fest", name: "Fest" },
    ],
    groups: [
      { id: "ceremony", name: "Vigselgäster", partIds: ["vigsel", "fest"] },
      { id: "evening", name: "Kvällsgäster", partIds: ["fest"] },
    ],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const household = async (name: string, group: string) => {
    const added = await call("POST", `/api/sites/${owner.siteId}/households`, {
      name,
      groups: [group],
      guests: [{ name: `${name} Gäst` }],
    });
    expect(added.statusCode, added.body).toBe(200);
    return added.json().household as { id: string; token: string };
  };
  const eveningHousehold = await household("Kvällssson", "evening");
  const ceremonyHousehold = await household("Vigselsson", "ceremony");
  hostCounter += 1;
  const host = `grupper-${hostCounter}.se`;
  await activateSite(t.ctx, owner.siteId, host);
  return { ...owner, host, eveningHousehold, ceremonyHousehold };
}

const get = (host: string, path: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: path,
    headers: { host, "accept-language": "sv-SE" },
    cookies,
    remoteAddress: freshClientAddress(),
  });

const api = (siteId: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/public/${siteId}`,
    cookies,
    remoteAddress: freshClientAddress(),
  });

describe("modules and questions per guest group", () => {
  it("gives each household only its own group's modules and questions, never the other's", async () => {
    const site = await siteWithTwoHouseholds();
    const cookie = (token: string) => ({ [`invitation_${site.siteId}`]: token });

    const evening = await get(site.host, "/sv", cookie(site.eveningHousehold.token));
    expect(evening.statusCode).toBe(200);
    expect(evening.headers["x-cache"]).toBe("personal");
    expect(evening.headers["cache-control"]).toBe("private, no-store");
    expect(evening.body).toContain(EVENING);
    expect(evening.body).toContain(EVENING_QUESTION);
    expect(evening.body).toContain("Ditt namn");
    for (const hidden of [CEREMONY, CEREMONY_QUESTION, OPEN_EXTRA, "qCeremony", "CLIENTIDceremony"])
      expect(evening.body, hidden).not.toContain(hidden);

    const ceremony = await get(site.host, "/sv", cookie(site.ceremonyHousehold.token));
    expect(ceremony.statusCode).toBe(200);
    expect(ceremony.body).toContain(CEREMONY);
    expect(ceremony.body).toContain(CEREMONY_QUESTION);
    expect(ceremony.body).toContain(OPEN_EXTRA);
    for (const hidden of [EVENING, EVENING_QUESTION, "qEvening", "CLIENTIDevening"])
      expect(ceremony.body, hidden).not.toContain(hidden);
    // The owner's group ids are not handed to guests.
    expect(ceremony.body).not.toContain("visibleToGroups");
  });

  it("shows the open page neither group's module, from the cache too, unless marked for the open page", async () => {
    const site = await siteWithTwoHouseholds();
    // A household's page first: it must not be what the open page's cache keeps.
    await get(site.host, "/sv", { [`invitation_${site.siteId}`]: site.eveningHousehold.token });
    const first = await get(site.host, "/sv");
    const second = await get(site.host, "/sv");
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    for (const page of [first, second]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Ditt namn");
      expect(page.body).toContain(OPEN_EXTRA);
      for (const hidden of [EVENING, CEREMONY, EVENING_QUESTION, CEREMONY_QUESTION])
        expect(page.body, hidden).not.toContain(hidden);
    }
    // The household's page after the open page was cached is still its own, and not the cached one.
    const ceremony = await get(site.host, "/sv", {
      [`invitation_${site.siteId}`]: site.ceremonyHousehold.token,
    });
    expect(ceremony.headers["x-cache"]).toBe("personal");
    expect(ceremony.body).toContain(CEREMONY);
    expect(ceremony.body).not.toContain(EVENING);
    // A cookie that opens nothing gets the open page.
    const stranger = await get(site.host, "/sv", { [`invitation_${site.siteId}`]: "x".repeat(43) });
    expect(stranger.body).not.toContain(CEREMONY);
    expect(stranger.body).not.toContain(EVENING);
  });

  it("shows the open page a group's module the owner marked for it", async () => {
    const site = await siteWithTwoHouseholds({ eveningOnOpenPage: true });
    const open = await get(site.host, "/sv");
    expect(open.body).toContain(EVENING);
    expect(open.body).not.toContain(CEREMONY);
    // Marked for the open page is not marked for another group.
    const ceremony = await get(site.host, "/sv", {
      [`invitation_${site.siteId}`]: site.ceremonyHousehold.token,
    });
    expect(ceremony.body).not.toContain(EVENING);
  });

  it("answers the public site API with the household's view, never cached, and the open view otherwise", async () => {
    const site = await siteWithTwoHouseholds();
    for (let i = 0; i < 2; i++) {
      const open = await api(site.siteId);
      expect(open.statusCode).toBe(200);
      for (const hidden of [EVENING, CEREMONY, EVENING_QUESTION, CEREMONY_QUESTION])
        expect(open.body, hidden).not.toContain(hidden);
      expect(open.body).toContain(OPEN_EXTRA);
    }
    const evening = await api(site.siteId, { [`invitation_${site.siteId}`]: site.eveningHousehold.token });
    expect(evening.statusCode).toBe(200);
    expect(evening.headers["cache-control"]).toBe("private, no-store");
    expect(evening.body).toContain(EVENING);
    expect(evening.body).toContain(EVENING_QUESTION);
    expect(evening.body).not.toContain(CEREMONY);
    expect(evening.body).not.toContain(CEREMONY_QUESTION);
    expect(evening.body).not.toContain("visibleToGroups");
    // The open answer after it is still the open one (from the cache).
    const again = await api(site.siteId);
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).not.toContain(EVENING);
  });

  it("answers a protected site's password login with the household's view, or the open one", async () => {
    const site = await siteWithTwoHouseholds();
    await t.ctx.db.update(sites).set({ password: "Gröna äpplen" }).where(eq(sites.id, site.siteId));
    const login = (cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/public/${site.siteId}/login`,
        payload: { password: "Gröna äpplen" },
        cookies,
        remoteAddress: freshClientAddress(),
      });
    const open = await login();
    expect(open.statusCode, open.body).toBe(200);
    expect(open.body).toContain(OPEN_EXTRA);
    for (const hidden of [EVENING, CEREMONY, EVENING_QUESTION, CEREMONY_QUESTION, "visibleToGroups"])
      expect(open.body, hidden).not.toContain(hidden);
    const evening = await login({ [`invitation_${site.siteId}`]: site.eveningHousehold.token });
    expect(evening.statusCode, evening.body).toBe(200);
    expect(evening.body).toContain(EVENING);
    expect(evening.body).toContain(EVENING_QUESTION);
    for (const hidden of [CEREMONY, CEREMONY_QUESTION, OPEN_EXTRA, "visibleToGroups"])
      expect(evening.body, hidden).not.toContain(hidden);
  });

  it("lets only the group shown a gift registry reserve in it or see its reservations", async () => {
    const site = await siteWithTwoHouseholds({ eveningGifts: true });
    const reserve = (cookies: Record<string, string>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/gift-registry/${site.siteId}/CLIENTIDgiftsEvening/giftRegistryItemLantern/v2`,
        payload: { quantity: 1, password: "lykta" },
        cookies,
        remoteAddress: freshClientAddress(),
      });
    const cookie = (token: string) => ({ [`invitation_${site.siteId}`]: token });
    // Not shown to the ceremony guests nor on the open page: as unknown as a hidden registry.
    expect((await reserve(cookie(site.ceremonyHousehold.token))).statusCode).toBe(404);
    expect((await reserve({})).statusCode).toBe(404);
    const evening = await reserve(cookie(site.eveningHousehold.token));
    expect(evening.statusCode, evening.body).toBe(200);
    expect(JSON.stringify(evening.json().giftRegistryReservations)).toContain("giftRegistryItemLantern");
    // Its reservations reach no one else: not the open page's API, not the ceremony household's.
    const open = await api(site.siteId);
    expect(open.body).not.toContain("giftRegistryItemLantern");
    const ceremony = await api(site.siteId, cookie(site.ceremonyHousehold.token));
    expect(ceremony.body).not.toContain("giftRegistryItemLantern");
  });
});
