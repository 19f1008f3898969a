// Gift money by Swish (issue 27): PUT /api/sites/{siteId}/swish-number (owner only, normalised, bad
// numbers refused with nothing changed), the number only on the site's own guest page and JSON (never
// on a Danish-only site, a site without a Swish gift, or the demo), the guests' "Jag har swishat" notes
// (stored, validated, rate-limited), the owner reading them, and the pre-filled QR code image.
import type { GiftRegistryItem } from "@modules/gift-registry/schema";
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftSwishNotes, sites } from "../../db/schema";
import { runAnswersRetention } from "../../operations/answers-retention";
import { activateSite } from "../../operations/sites";
import { ensureDemoSite } from "../../seed/demo-site";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const MODULE = "CLIENTIDgifts1";
const FUND = "giftRegistryItemHoneymoon";
const FREE = "giftRegistryItemFree";
const VASE = "giftRegistryItemVase";

function swishDocument(languages: string[] = ["sv"], withSwishGift = true, onlyFund = false) {
  const doc = validSiteDocument();
  doc.availableLanguages = languages.map((languageCode) => ({ languageCode }));
  const gifts = createSiteModule("GiftRegistry", MODULE);
  gifts.title = { sv: "Önskelista", da: "Ønskeliste" };
  const swishItems: GiftRegistryItem[] = [
    {
      id: FUND,
      title: { sv: "Bröllopsresan", da: "Bryllupsrejsen" },
      description: {},
      link: "",
      reservable: false,
      quantity: null,
      image: null,
      kind: "swish",
      swish: { amount: 500, goal: 20000 },
    },
    {
      id: FREE,
      title: { sv: "Soffan" },
      description: {},
      link: "",
      reservable: false,
      quantity: null,
      image: null,
      kind: "swish",
      swish: { amount: null, goal: null },
    },
  ];
  // One gift shows the list at once (more start with 'Visa önskelista', which needs the island's code).
  gifts.giftRegistry.items = onlyFund
    ? swishItems.slice(0, 1)
    : [
        ...(withSwishGift ? swishItems : []),
        {
          id: VASE,
          title: { sv: "Vas" },
          description: {},
          link: "",
          reservable: true,
          quantity: 1,
          image: null,
        },
      ];
  doc.siteModules = [...(doc.siteModules ?? []), gifts];
  return doc;
}

async function setUp(options: { languages?: string[]; withSwishGift?: boolean; onlyFund?: boolean } = {}) {
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(
    t.app,
    cookie,
    swishDocument(options.languages, options.withSwishGift, options.onlyFund),
  );
  hostCounter += 1;
  const host = `swish-${hostCounter}.se`;
  await activateSite(t.ctx, siteId, host);
  const setNumber = (number: unknown, session: string | null = cookie) =>
    t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/swish-number`,
      ...(session ? { cookies: { session } } : {}),
      payload: { number },
    });
  return { siteId, host, cookie, setNumber };
}

const storedNumber = async (siteId: string) =>
  (await t.ctx.db.select({ n: sites.swishNumber }).from(sites).where(eq(sites.id, siteId)))[0]?.n;

const note = (siteId: string, itemId: string, payload: unknown, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/api/gift-registry/${siteId}/${MODULE}/${itemId}/swish-note`,
    payload: payload as object,
    remoteAddress,
  });

describe("PUT /api/sites/{siteId}/swish-number", () => {
  it("lets the owner set a mobile or a 123 number, stored normalised, and remove it", async () => {
    const { siteId, setNumber } = await setUp();
    const set = await setNumber("070-123 45 67");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ swishNumber: "46701234567" });
    expect(await storedNumber(siteId)).toBe("46701234567");
    expect((await setNumber("123 456 78 90")).json()).toEqual({ swishNumber: "1234567890" });
    expect(await storedNumber(siteId)).toBe("1234567890");
    expect((await setNumber(null)).json()).toEqual({ swishNumber: null });
    expect(await storedNumber(siteId)).toBeNull();
  });

  it("refuses bad numbers with 400 and changes nothing", async () => {
    const { siteId, cookie, setNumber } = await setUp();
    await setNumber("0701234567");
    for (const bad of ["08-123 456 78", "+45 20 12 34 56", "070123", "hej", 701234567, "1".repeat(41)]) {
      expectError(await setNumber(bad), 400, "INVALID_INPUT");
    }
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/swish-number`,
      cookies: { session: cookie },
      payload: {},
    });
    expectError(missing, 400, "INVALID_INPUT");
    expect(await storedNumber(siteId)).toBe("46701234567");
  });

  it("refuses a stranger (403) and no session (401), changing nothing", async () => {
    const { siteId, setNumber } = await setUp();
    const stranger = await registerAndLogin(t.app);
    expectError(await setNumber("0701234567", stranger.cookie), 403, "FORBIDDEN");
    expect((await setNumber("0701234567", null)).statusCode).toBe(401);
    expect(await storedNumber(siteId)).toBeNull();
  });
});

describe("the number on the guest page", () => {
  it("is on the site's own page (app link and QR) and public JSON once set", async () => {
    const { siteId, host, setNumber } = await setUp({ onlyFund: true });
    const before = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
    expect(before.body).not.toContain("swish://");
    await setNumber("0701234567");
    const page = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
    expect(page.statusCode).toBe(200);
    const html = page.body.replaceAll("&amp;", "&");
    expect(html).toContain(
      `swish://payment?data=${encodeURIComponent(
        JSON.stringify({
          version: 1,
          payee: { value: "0701234567" },
          amount: { value: 500, editable: true },
          message: { value: "Bröllopsresan", editable: true },
        }),
      )}`,
    );
    expect(html).toContain(
      `/api/gift-registry/swish-qr?text=${encodeURIComponent("C0701234567;500,00;Br%C3%B6llopsresan;6")}`,
    );
    expect(html).toContain("070-123 45 67");
    const json = (await t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}` })).json();
    expect(json.swishNumber).toBe("46701234567");
  });

  it("is not given to guests of a Danish-only site, nor of one without a Swish gift", async () => {
    const danish = await setUp({ languages: ["da"], onlyFund: true });
    await danish.setNumber("0701234567");
    const daPage = await t.app.inject({ method: "GET", url: "/da", headers: { host: danish.host } });
    expect(daPage.statusCode).toBe(200);
    expect(daPage.body).not.toContain("swish://");
    expect(daPage.body).not.toContain("0701234567");
    const daJson = (await t.app.inject({ method: "GET", url: `/api/sites/public/${danish.siteId}` })).json();
    expect(daJson.swishNumber).toBeNull();
    expectError(await note(danish.siteId, FUND, { name: "Mette" }), 404, "NOT_FOUND");

    const plain = await setUp({ withSwishGift: false });
    await plain.setNumber("0701234567");
    const json = (await t.app.inject({ method: "GET", url: `/api/sites/public/${plain.siteId}` })).json();
    expect(json.swishNumber).toBeNull();
  });

  it("is never on the demo page", async () => {
    const demoId = await ensureDemoSite(t.ctx);
    const json = (await t.app.inject({ method: "GET", url: `/api/sites/public/${demoId}` })).json();
    expect(json.swishNumber).toBeNull();
  });
});

describe("POST …/swish-note ('Jag har swishat')", () => {
  it("stores a guest's note, and the owner reads it with the number", async () => {
    const { siteId, cookie, setNumber } = await setUp();
    await setNumber("0701234567");
    const sent = await note(siteId, FUND, { name: " Anna ", amount: 500, message: "Grattis!" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await note(siteId, FREE, { name: "Erik", amount: null })).statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(giftSwishNotes).where(eq(giftSwishNotes.siteId, siteId));
    expect(rows.map((r) => [r.itemId, r.name, r.amountOre, r.message]).sort()).toEqual([
      [FREE, "Erik", null, null],
      [FUND, "Anna", 50000, "Grattis!"],
    ]);

    const read = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/swish-notes`,
      cookies: { session: cookie },
    });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.swishNumber).toBe("46701234567");
    expect(body.notes.map((n: { name: string; amount: number | null }) => [n.name, n.amount])).toEqual([
      ["Erik", null],
      ["Anna", 500],
    ]);
  });

  it("refuses bad input with 400, and a gift that is not a Swish gift or a site without a number with 404", async () => {
    const { siteId, setNumber } = await setUp();
    expectError(await note(siteId, FUND, { name: "Anna" }), 404, "NOT_FOUND");
    await setNumber("0701234567");
    for (const bad of [
      {},
      { name: "" },
      { name: "   " },
      { name: "Anna", amount: 0 },
      { name: "Anna", amount: 12.5 },
      { name: "Anna", amount: 150_001 },
      { name: "Anna", amount: "500" },
      { name: "x".repeat(101) },
      { name: "Anna", message: "x".repeat(501) },
    ]) {
      expectError(await note(siteId, FUND, bad), 400, "INVALID_INPUT");
    }
    expectError(await note(siteId, VASE, { name: "Anna" }), 404, "NOT_FOUND");
    expectError(await note(siteId, "giftRegistryItemNone", { name: "Anna" }), 404, "NOT_FOUND");
    const rows = await t.ctx.db.select().from(giftSwishNotes).where(eq(giftSwishNotes.siteId, siteId));
    expect(rows).toHaveLength(0);
  });

  it("answers 429 to a client that sends too many", async () => {
    const { siteId, setNumber } = await setUp();
    await setNumber("0701234567");
    const client = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await note(siteId, FUND, { name: `G${i}` }, client)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const rows = await t.ctx.db.select().from(giftSwishNotes).where(eq(giftSwishNotes.siteId, siteId));
    expect(rows).toHaveLength(5);
  });

  it("refuses a guest without access to a password-protected page (401), storing nothing", async () => {
    const { siteId, cookie, setNumber } = await setUp();
    await setNumber("0701234567");
    const locked = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/password`,
      cookies: { session: cookie },
      payload: { password: "tårta" },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expectError(await note(siteId, FUND, { name: "Främling" }), 401, "PASSWORD_REQUIRED");
    const rows = await t.ctx.db.select().from(giftSwishNotes).where(eq(giftSwishNotes.siteId, siteId));
    expect(rows).toHaveLength(0);
  });

  it("lets only the owner read the notes", async () => {
    const { siteId } = await setUp();
    const stranger = await registerAndLogin(t.app);
    const url = `/api/sites/${siteId}/swish-notes`;
    expectError(
      await t.app.inject({ method: "GET", url, cookies: { session: stranger.cookie } }),
      403,
      "FORBIDDEN",
    );
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});

describe("GET /api/gift-registry/swish-qr", () => {
  it("draws a pre-filled Swish QR text as SVG and refuses anything else", async () => {
    const text = "C0701234567;500,00;Br%C3%B6llopsresan;6";
    const ok = await t.app.inject({ url: `/api/gift-registry/swish-qr?text=${encodeURIComponent(text)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toContain("image/svg+xml");
    expect(ok.body).toContain("<svg");
    for (const bad of ["https://example.com/", "C0801234567;500,00;x;6", "C0701234567;500;x;0"]) {
      const refused = await t.app.inject({
        url: `/api/gift-registry/swish-qr?text=${encodeURIComponent(bad)}`,
      });
      expectError(refused, 400, "INVALID_INPUT");
    }
  });
});

describe("answers retention", () => {
  it("deletes the guests' notes with the other answers once the publication has long expired", async () => {
    const { siteId, setNumber } = await setUp();
    await setNumber("0701234567");
    expect((await note(siteId, FUND, { name: "Anna", amount: 500 })).statusCode).toBe(201);
    const now = Date.now();
    const day = 86_400_000;
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(now - 400 * day) })
      .where(eq(sites.id, siteId));
    const notes = () => t.ctx.db.select().from(giftSwishNotes).where(eq(giftSwishNotes.siteId, siteId));
    // The notice first (a site whose only answers are notes has answers), the deletion a month after.
    await runAnswersRetention(t.ctx, new Date(now));
    expect(await notes()).toHaveLength(1);
    await runAnswersRetention(t.ctx, new Date(now + 31 * day));
    expect(await notes()).toHaveLength(0);
  });
});
