// POST /api/sites/V2 and GET /api/sites/{id}: creating a site, reading it back, who may read it.
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { siteSchema } from "@core/site";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites, siteVersions } from "../../db/schema";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

const siteCount = async () => (await t.ctx.db.select({ n: count() }).from(sites))[0]?.n ?? -1;
const versionCount = async () => (await t.ctx.db.select({ n: count() }).from(siteVersions))[0]?.n ?? -1;
const createSite = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/sites/V2",
    ...(cookie === undefined ? {} : { cookies: { session: cookie } }),
    payload: payload as object,
  });
const getSite = (id: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/${id}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

describe("POST /api/sites/V2", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const before = await siteCount();
    expectError(
      await createSite(undefined, { site: validSiteDocument(), wizardData: null }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await createSite("garbage", { site: validSiteDocument(), wizardData: null }),
      401,
      "NOT_LOGGED_IN",
    );
    expect(await siteCount()).toBe(before);
  });

  it("creates the account's site with a 24-hex id, one version, owned by the account", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const response = await createSite(cookie, { site: validSiteDocument(), wizardData: null });
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json().site;
    expect(site._id).toMatch(/^[0-9a-f]{24}$/);
    expect(siteSchema.safeParse(site).success).toBe(true);
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, site._id));
    expect(row?.accountId).toBeTruthy();
    expect(row?.active).toBe(false);
    expect(row?.host).toBeNull();
    const versions = await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, site._id));
    expect(versions).toHaveLength(1);
    expect(row?.currentVersionId).toBe(versions[0]?.id);
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });
    expect(me.json().site).toEqual({ _id: site._id });
  });

  it("keeps the wizard data sent with the site", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const wizardData = {
      name1: "Anna",
      name2: "Erik",
      dateStart: "2026-06-14T15:00",
      languages: ["sv", "en"],
    };
    const response = await createSite(cookie, { site: validSiteDocument(), wizardData });
    expect(response.statusCode, response.body).toBe(200);
    const got = await getSite(response.json().site._id, cookie);
    expect(got.json().wizardData).toEqual(wizardData);
  });

  it("refuses a second site for the same account with 409 ALREADY_HAS_SITE", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const first = await createSiteFor(t.app, cookie);
    const before = await siteCount();
    expectError(
      await createSite(cookie, { site: validSiteDocument(), wizardData: null }),
      409,
      "ALREADY_HAS_SITE",
    );
    expect(await siteCount()).toBe(before);
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });
    expect(me.json().site).toEqual({ _id: first });
  });

  it("creates exactly one site when the same account sends several creates at once", async () => {
    // Three accounts, eight simultaneous creates each: a read-then-insert without a lock or a unique
    // constraint lets several through on PostgreSQL (PGlite runs one statement at a time).
    for (let round = 0; round < 3; round++) {
      const { cookie } = await registerAndLogin(t.app);
      const before = await siteCount();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => createSite(cookie, { site: validSiteDocument(), wizardData: null })),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round + 1}`).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await siteCount()).toBe(before + 1);
    }
  });

  const invalid: [string, (doc: ReturnType<typeof validSiteDocument>) => unknown][] = [
    [
      "an unknown siteModuleType",
      (doc) => ({ ...doc, siteModules: [{ id: "CLIENTIDx", siteModuleType: "Speech2" }] }),
    ],
    [
      "a title that is not an object",
      (doc) => ({ ...doc, siteModules: [{ id: "m1", siteModuleType: "Text", title: "Hej" }] }),
    ],
    [
      "a malformed countdownDate",
      (doc) => ({
        ...doc,
        siteModules: [{ id: "c1", siteModuleType: "Countdown", countdownDate: "14/6/2026 15:00" }],
      }),
    ],
    [
      "a countdownDate out of range",
      (doc) => ({
        ...doc,
        siteModules: [{ id: "c1", siteModuleType: "Countdown", countdownDate: "2150-01-01 12:00" }],
      }),
    ],
    [
      "101 modules",
      (doc) => ({
        ...doc,
        siteModules: Array.from({ length: 101 }, (_, i) => ({ id: `m${i}`, siteModuleType: "Text" })),
      }),
    ],
    ["a module without id", (doc) => ({ ...doc, siteModules: [{ siteModuleType: "Text" }] })],
    [
      "a module id with odd characters",
      (doc) => ({ ...doc, siteModules: [{ id: "a b<", siteModuleType: "Text" }] }),
    ],
    [
      "an image path javascript:alert(1)",
      (doc) => ({
        ...doc,
        siteModules: [
          {
            id: "i1",
            siteModuleType: "ImageAndText",
            image: { path: "javascript:alert(1)", fileName: "a.jpg" },
          },
        ],
      }),
    ],
    ["an unknown theme", (doc) => ({ ...doc, theme: "theme99" })],
    ["an unknown heading font", (doc) => ({ ...doc, fonts: { heading: "Comic Sans", text: "Arial" } })],
    ["no languages", (doc) => ({ ...doc, availableLanguages: [] })],
    ["siteModules missing", (doc) => ({ ...doc, siteModules: undefined })],
    ["a site that is not an object", () => "site"],
  ];

  it.each(invalid)("refuses %s with 400 INVALID_INPUT and issues, storing nothing", async (_name, mutate) => {
    const { cookie } = await registerAndLogin(t.app);
    const [sitesBefore, versionsBefore] = [await siteCount(), await versionCount()];
    const response = await createSite(cookie, { site: mutate(validSiteDocument()), wizardData: null });
    const body = expectError(response, 400, "INVALID_INPUT");
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(body.issues?.[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    expect(await siteCount()).toBe(sitesBefore);
    expect(await versionCount()).toBe(versionsBefore);
    // The account still has no site and may create one.
    await createSiteFor(t.app, cookie);
  });

  it("refuses unknown wizardData fields with 400", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const response = await createSite(cookie, { site: validSiteDocument(), wizardData: { admin: true } });
    expectError(response, 400, "INVALID_INPUT");
  });
});

describe("GET /api/sites/{id}", () => {
  it("gives the owner the whole V2 site with modules in order", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const doc = validSiteDocument();
    const id = await createSiteFor(t.app, cookie, doc);
    const response = await getSite(id, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(site).toMatchObject({
      _id: id,
      siteVersion: 2,
      usesSiteModules: true,
      host: null,
      active: false,
      activeDate: null,
      password: null,
      metaNoindex: false,
      quickStart: false,
      hasRsvps: false,
      giftRegistryReservations: [],
      wizardData: null,
      theme: "theme4",
      fonts: { heading: "Playfair Display", text: "Arial" },
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    });
    expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual([
      "CLIENTIDheader1",
      "CLIENTIDtext1",
      "CLIENTIDimageText1",
    ]);
    expect(site.siteModules).toEqual(doc.siteModules);
  });

  it("applies the schema defaults to a minimal document", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, cookie, {
      siteModules: [
        { id: "m1", siteModuleType: "Text" },
        { id: "c1", siteModuleType: "Countdown", countdownDate: "2030-06-14 15:00" },
        { id: "h1", siteModuleType: "Header" },
      ],
    });
    const site = (await getSite(id, cookie)).json();
    expect(site).toMatchObject({
      fonts: { heading: "Playfair Display", text: "Arial" },
      theme: "theme4",
      colorScheme: DEFAULT_COLOR_SCHEME,
      siteGraphic: null,
      eventLogo: null,
      formRecipients: [],
      mostRecentSelectedDesignTemplate: null,
      availableLanguages: [{ languageCode: "sv" }],
    });
    expect(site.siteModules[0]).toEqual({
      id: "m1",
      siteModuleType: "Text",
      hide: false,
      hideInMenu: false,
      menuTitle: {},
      title: {},
      text: {},
    });
    expect(site.siteModules[1]).toMatchObject({
      hide: false,
      hideInMenu: true,
      countdownDate: "2030-06-14 15:00",
    });
    expect(site.siteModules[2]).toMatchObject({ image: null, userSelectedImageSize: "MEDIUM", hide: false });
  });

  it("answers 401 without a session and 403 to another account", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    expectError(await getSite(id), 401, "NOT_LOGGED_IN");
    const other = await registerAndLogin(t.app);
    const body = expectError(await getSite(id, other.cookie), 403, "FORBIDDEN");
    expect(JSON.stringify(body)).not.toContain("Anna & Erik");
    // Even when the other account has a site of its own.
    await createSiteFor(t.app, other.cookie);
    expectError(await getSite(id, other.cookie), 403, "FORBIDDEN");
  });

  it.each([
    ["an unknown id", "0123456789abcdef01234567"],
    ["a malformed id", "not-an-id"],
    ["an upper-case id", "0123456789ABCDEF01234567"],
    ["an overlong id", "a".repeat(100)],
  ])("answers 403 for %s (ids are not probed)", async (_name, id) => {
    const { cookie } = await registerAndLogin(t.app);
    expectError(await getSite(id, cookie), 403, "FORBIDDEN");
  });
});
