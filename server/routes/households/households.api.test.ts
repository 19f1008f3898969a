// The guest list's owner routes (issue 25): households and guests, groups and parts, personal links,
// delete with undo, the overview; owner only, and bad input changes nothing.
import { CODE_ALPHABET } from "@core/guest-list";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { householdGuests, households, sites } from "../../db/schema";
import { expectError, ownerWithSite, registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();

type Json = Record<string, unknown>;

async function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
}

const SETTINGS = {
  parts: [
    { id: "vigsel", name: "Vigsel" },
    { id: "middag", name: "Middag" },
    { id: "fest", name: "Fest" },
  ],
  groups: [
    { id: "alla", name: "Hela dagen", partIds: ["vigsel", "middag", "fest"], isDefault: true },
    { id: "kvall", name: "Kvällsgäster", partIds: ["fest"] },
  ],
  onlyPersonalLinks: false,
};

const ANDERSSONS = {
  name: "Familjen Andersson",
  address: "Storgatan 1, 111 22 Stockholm",
  email: "anna@example.se",
  extraGuests: 1,
  side: "partner1",
  list: "A",
  guests: [
    { name: "Anna Andersson", email: "anna@example.se" },
    { name: "Bo Andersson" },
    { name: "Cilla Andersson", child: true, note: "Nötallergi" },
  ],
};

async function ownerWithSettings() {
  const owner = await ownerWithSite(t.app);
  const saved = await call("PUT", `/api/sites/${owner.siteId}/guest-list/settings`, owner.cookie, SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
  return owner;
}

async function create(siteId: string, cookie: string, body: unknown = ANDERSSONS) {
  const response = await call("POST", `/api/sites/${siteId}/households`, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().household as Json & { id: string; guests: (Json & { id: string })[] };
}

const listOf = async (siteId: string, cookie: string) =>
  (await call("GET", `/api/sites/${siteId}/households`, cookie)).json().households as (Json & {
    id: string;
    guests: (Json & { id: string })[];
  })[];

describe("households", () => {
  it("adds a household with its guests, a personal link of 256 bits and a 6-character code, in the default group", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie);
    expect(household).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Familjen Andersson",
      address: "Storgatan 1, 111 22 Stockholm",
      extraGuests: 1,
      side: "partner1",
      list: "A",
      groups: ["alla"],
      status: "not_answered",
      linkEnabled: true,
      needsReview: false,
      position: 0,
    });
    expect(household.guests.map((guest) => [guest.name, guest.child, guest.note])).toEqual([
      ["Anna Andersson", false, null],
      ["Bo Andersson", false, null],
      ["Cilla Andersson", true, "Nötallergi"],
    ]);
    expect(household.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(household.link).toBe(`/i/${household.token}`);
    expect([...(household.code as string)].every((char) => CODE_ALPHABET.includes(char))).toBe(true);
    expect(household.code).toHaveLength(6);

    const second = await create(siteId, cookie, {
      name: "Berg",
      guests: [{ name: "Dan Berg" }],
      groups: ["kvall"],
    });
    expect(second).toMatchObject({ position: 1, groups: ["kvall"] });
    expect(second.token).not.toBe(household.token);
    expect((await listOf(siteId, cookie)).map((h) => h.name)).toEqual(["Familjen Andersson", "Berg"]);
  });

  it("changes a household, moves a guest from another household, and removes a guest left out", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const anderssons = await create(siteId, cookie);
    const berg = await create(siteId, cookie, {
      name: "Berg",
      guests: [{ name: "Dan Berg" }, { name: "Eva Berg" }],
    });
    const [anna, , cilla] = anderssons.guests;
    const eva = berg.guests[1];
    const changed = await call("PUT", `/api/sites/${siteId}/households/${anderssons.id}`, cookie, {
      name: "Anna och Cilla",
      guests: [
        { id: anna?.id, name: "Anna A." },
        { id: eva?.id, name: "Eva Berg" },
        { id: cilla?.id, name: "Cilla Andersson", child: true },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const household = changed.json().household;
    expect(household.name).toBe("Anna och Cilla");
    // Fields left out go back to their defaults; the groups stay when not given.
    expect(household).toMatchObject({ address: null, extraGuests: 0, side: null, groups: ["alla"] });
    expect(household.guests.map((g: Json) => [g.id, g.name])).toEqual([
      [anna?.id, "Anna A."],
      [eva?.id, "Eva Berg"],
      [cilla?.id, "Cilla Andersson"],
    ]);
    const list = await listOf(siteId, cookie);
    expect(list.find((h) => h.id === berg.id)?.guests.map((g) => g.name)).toEqual(["Dan Berg"]);
    // Bo, left out, is gone.
    const rows = await t.ctx.db.select().from(householdGuests).where(eq(householdGuests.siteId, siteId));
    expect(rows.map((row) => row.name).sort()).toEqual([
      "Anna A.",
      "Cilla Andersson",
      "Dan Berg",
      "Eva Berg",
    ]);
  });

  it("deletes a household (its link with it) and brings it back unchanged", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie);
    const deleted = await call("DELETE", `/api/sites/${siteId}/households/${household.id}`, cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, household: { id: household.id } });
    expect(await listOf(siteId, cookie)).toEqual([]);
    expectError(
      await call("GET", `/api/sites/${siteId}/households/${household.id}`, cookie),
      404,
      "NOT_FOUND",
    );
    expectError(
      await call("DELETE", `/api/sites/${siteId}/households/${household.id}`, cookie),
      404,
      "NOT_FOUND",
    );

    const restored = await call("POST", `/api/sites/${siteId}/households/${household.id}/restore`, cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().household).toMatchObject({
      token: household.token,
      code: household.code,
      guests: household.guests,
    });
    expectError(
      await call("POST", `/api/sites/${siteId}/households/${household.id}/restore`, cookie),
      404,
      "NOT_FOUND",
    );
  });

  it("renews a personal link and code, and turns a link off and on", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie);
    const link = (action: string) =>
      call("POST", `/api/sites/${siteId}/households/${household.id}/link`, cookie, { action });
    const renewed = (await link("renew")).json().household;
    expect(renewed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.token).not.toBe(household.token);
    const [row] = await t.ctx.db
      .select()
      .from(households)
      .where(eq(households.token, household.token as string));
    expect(row).toBeUndefined();
    expect((await link("disable")).json().household.linkEnabled).toBe(false);
    expect((await link("enable")).json().household.linkEnabled).toBe(true);
    expectError(await link("burn"), 400, "INVALID_INPUT");
  });

  it("counts the overview per part, adults and children apart", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    await create(siteId, cookie);
    await create(siteId, cookie, {
      name: "Kvällsgäster",
      groups: ["kvall"],
      guests: [{ name: "Fia" }, { name: "Gus", child: true }],
    });
    const summary = (await call("GET", `/api/sites/${siteId}/households/summary`, cookie)).json();
    expect(summary.households).toEqual({ invited: 2, not_answered: 2, attending: 0, declined: 0, partly: 0 });
    expect(summary.guests.invited).toEqual({ adults: 3, children: 2 });
    expect(summary.guests.notAnswered).toEqual({ adults: 3, children: 2 });
    const parts = Object.fromEntries(summary.parts.map((p: Json) => [p.id, p.invited]));
    expect(parts).toEqual({
      vigsel: { adults: 2, children: 1 },
      middag: { adults: 2, children: 1 },
      fest: { adults: 3, children: 2 },
    });
  });

  it("takes a removed group off its households when the settings are saved", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie, {
      name: "Kväll",
      groups: ["kvall", "alla"],
      guests: [{ name: "H" }],
    });
    const saved = await call("PUT", `/api/sites/${siteId}/guest-list/settings`, cookie, {
      ...SETTINGS,
      groups: SETTINGS.groups.filter((group) => group.id !== "kvall"),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [again] = await listOf(siteId, cookie);
    expect(again).toMatchObject({ id: household.id, groups: ["alla"] });
  });
});

describe("owner only, and bad input changes nothing", () => {
  it("answers 401 without a session and 403 for another owner's site, on every route", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie);
    const other = await registerAndLogin(t.app);
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ["GET", `/api/sites/${siteId}/households`],
      ["POST", `/api/sites/${siteId}/households`, ANDERSSONS],
      ["GET", `/api/sites/${siteId}/households/summary`],
      ["GET", `/api/sites/${siteId}/households/${household.id}`],
      ["PUT", `/api/sites/${siteId}/households/${household.id}`, ANDERSSONS],
      ["DELETE", `/api/sites/${siteId}/households/${household.id}`],
      ["POST", `/api/sites/${siteId}/households/${household.id}/restore`],
      ["POST", `/api/sites/${siteId}/households/${household.id}/link`, { action: "renew" }],
      ["GET", `/api/sites/${siteId}/guest-list/settings`],
      ["PUT", `/api/sites/${siteId}/guest-list/settings`, SETTINGS],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(method, url, undefined, body), 401, "NOT_LOGGED_IN");
      expectError(await call(method, url, other.cookie, body), 403, "FORBIDDEN");
    }
    // Another owner's household id under one's own site is not found.
    const own = await ownerWithSite(t.app);
    expectError(
      await call("GET", `/api/sites/${own.siteId}/households/${household.id}`, own.cookie),
      404,
      "NOT_FOUND",
    );
    const [after] = await listOf(siteId, cookie);
    expect(after).toMatchObject({ token: household.token, name: household.name });
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    const household = await create(siteId, cookie);
    const other = await ownerWithSettings();
    const foreignGuest = (await create(other.siteId, other.cookie)).guests[0]?.id;
    const bad: unknown[] = [
      {},
      { name: "", guests: [] },
      { name: "x".repeat(121), guests: [] },
      { name: "A", guests: [{ name: "" }] },
      { name: "A", guests: [{ name: "B", email: "inte-en-adress" }] },
      { name: "A", extraGuests: -1, guests: [] },
      { name: "A", side: "mitten", guests: [] },
      { name: "A", groups: ["finns-inte"], guests: [] },
      { name: "A", guests: Array.from({ length: 31 }, (_, i) => ({ name: `G${i}` })) },
      { name: "A", guests: [{ id: "0".repeat(24), name: "Okänd" }] },
      { name: "A", guests: [{ id: foreignGuest, name: "Någon annans gäst" }] },
    ];
    for (const body of bad) {
      expectError(await call("POST", `/api/sites/${siteId}/households`, cookie, body), 400, "INVALID_INPUT");
      expectError(
        await call("PUT", `/api/sites/${siteId}/households/${household.id}`, cookie, body),
        400,
        "INVALID_INPUT",
      );
    }
    expect(await listOf(siteId, cookie)).toEqual([
      expect.objectContaining({ updatedAt: household.updatedAt }),
    ]);
    expect((await listOf(other.siteId, other.cookie))[0]?.guests).toHaveLength(3);
    expectError(await call("GET", `/api/sites/${siteId}/households/not-an-id`, cookie), 400, "INVALID_INPUT");
    for (const settings of [
      { ...SETTINGS, groups: [{ id: "g", name: "G", partIds: ["saknas"] }] },
      { ...SETTINGS, parts: [...SETTINGS.parts, SETTINGS.parts[0]] },
      { ...SETTINGS, groups: SETTINGS.groups.map((group) => ({ ...group, isDefault: true })) },
    ]) {
      expectError(
        await call("PUT", `/api/sites/${siteId}/guest-list/settings`, cookie, settings),
        400,
        "INVALID_INPUT",
      );
    }
    const stored = (await call("GET", `/api/sites/${siteId}/guest-list/settings`, cookie)).json().settings;
    expect(stored.groups.map((group: Json) => group.id)).toEqual(["alla", "kvall"]);
  });

  it("goes with the site", async () => {
    const { siteId, cookie } = await ownerWithSettings();
    await create(siteId, cookie);
    await t.ctx.db.delete(sites).where(eq(sites.id, siteId));
    expect(await t.ctx.db.select().from(households).where(eq(households.siteId, siteId))).toEqual([]);
    expect(await t.ctx.db.select().from(householdGuests).where(eq(householdGuests.siteId, siteId))).toEqual(
      [],
    );
  });
});
