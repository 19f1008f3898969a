// Quick start (SPEC §2, §7): GET /api/sites/quick-start/{id} gives a visitor an unsaved copy of the
// demo site; saving it creates the visitor's own site with POST /api/sites/V2, never touching the demo.
import { siteDocumentSchema, siteSchema } from "@core/site";
import { completeWizardData, generateWizardSite, storedWizardData } from "@core/wizard";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites, siteVersions } from "../../db/schema";
import { createSite } from "../../operations/sites";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
let demoId = "";
let ownSiteId = "";

const quickStart = (id: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/quick-start/${id}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });
const createOwnSite = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/sites/V2",
    cookies: { session: cookie },
    payload: payload as object,
  });

const demoRow = async () => (await t.ctx.db.select().from(sites).where(eq(sites.id, demoId)))[0];
const demoVersions = async () => t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, demoId));

beforeAll(async () => {
  const demo = await createSite(
    t.ctx,
    null,
    { site: siteDocumentSchema.parse(validSiteDocument()) },
    { isDemo: true, host: t.ctx.config.brandDefinition.demoHost },
  );
  demoId = demo.id;
  const { cookie } = await registerAndLogin(t.app);
  ownSiteId = await createSiteFor(t.app, cookie);
});

describe("GET /api/sites/quick-start/{id}", () => {
  it("answers a copy of the demo site marked quickStart, without publication facts, for a visitor", async () => {
    const response = await quickStart(demoId);
    expect(response.statusCode, response.body).toBe(200);
    const { site, loggedInUsersSiteId } = response.json();
    expect(loggedInUsersSiteId).toBeNull();
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(site.quickStart).toBe(true);
    expect(site.active).toBe(false);
    expect(site.host).toBeNull();
    expect(site.password).toBeNull();
    expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual([
      "CLIENTIDheader1",
      "CLIENTIDtext1",
      "CLIENTIDimageText1",
    ]);
    expect(site.siteModules[1].title).toEqual({ sv: "Välkomna", en: "Welcome" });
  });

  it("tells a logged-in caller the id of their own site, and null for an account without one", async () => {
    const { cookie } = await registerAndLogin(t.app);
    expect((await quickStart(demoId, cookie)).json().loggedInUsersSiteId).toBeNull();
    const id = await createSiteFor(t.app, cookie);
    const response = await quickStart(demoId, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().loggedInUsersSiteId).toBe(id);
    // A stale or forged session is just a visitor.
    expect((await quickStart(demoId, "not-a-session")).json().loggedInUsersSiteId).toBeNull();
  });

  it("answers 404 for an unknown id and for a site that is not a demo site", async () => {
    expectError(await quickStart("0123456789abcdef01234567"), 404, "NOT_FOUND");
    // Somebody's own site cannot be copied through quick start.
    expectError(await quickStart(ownSiteId), 404, "NOT_FOUND");
  });

  it("answers 400 for an id that is not a site id", async () => {
    for (const id of ["abc", "START-WIZARD", "0123456789ABCDEF01234567", "x".repeat(60)]) {
      const body = expectError(await quickStart(id), 400, "INVALID_INPUT");
      expect(body.issues?.[0]?.path).toBe("id");
    }
  });
});

describe("saving a quick-start draft with POST /api/sites/V2", () => {
  it("creates the account's own inactive site from the draft; the server-owned fields are ignored", async () => {
    const copy = (await quickStart(demoId)).json().site;
    const edited = structuredClone(copy);
    edited.siteModules[1].title = { sv: "Välkomna till Visby", en: "Welcome to Visby" };
    // What a draft carries besides the document (and a forger might set) is not taken.
    Object.assign(edited, { active: true, host: "stolen.se", quickStart: true, password: "x", isDemo: true });

    const { cookie } = await registerAndLogin(t.app);
    const response = await createOwnSite(cookie, { site: edited, wizardData: null });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().site;
    expect(created._id).not.toBe(demoId);
    expect(created.siteModules[1].title).toEqual({ sv: "Välkomna till Visby", en: "Welcome to Visby" });
    expect(created).toMatchObject({
      active: false,
      host: null,
      quickStart: false,
      password: null,
      wizardData: null,
    });
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, created._id));
    expect(row).toMatchObject({ isDemo: false, quickStart: false, active: false, host: null });
    expect(row?.accountId).toBeTruthy();
  });

  it("creates a site from the wizard's generated site with its wizard data", async () => {
    const answers = {
      name1: "Maja",
      name2: "Elias",
      location: "Visby",
      dateStart: "2027-08-07T14:00",
      gifts: "GIFTS",
      languages: ["sv", "en"],
    };
    const generated = generateWizardSite(answers);
    const wizardData = storedWizardData(completeWizardData(answers));
    const { cookie } = await registerAndLogin(t.app);
    const response = await createOwnSite(cookie, { site: generated, wizardData });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().site;
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.quickStart).toBe(false);
    expect(created.wizardData).toEqual(wizardData);
    expect(created.siteModules.map((m: { siteModuleType: string }) => m.siteModuleType)).toContain(
      "GiftRegistry",
    );
    expect(created.availableLanguages).toEqual([{ languageCode: "sv" }, { languageCode: "en" }]);
  });

  it("refuses bad wizard data and bad documents with 400, creating nothing", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const bad: unknown[] = [
      { site: validSiteDocument(), wizardData: { name1: "Maja", favouriteColour: "blue" } },
      { site: validSiteDocument(), wizardData: { languages: ["Svenska"] } },
      { site: validSiteDocument(), wizardData: { name1: "x".repeat(101) } },
      { site: validSiteDocument(), wizardData: "Maja & Elias" },
      { site: { ...validSiteDocument(), siteModules: "none" }, wizardData: null },
      { wizardData: {} },
    ];
    for (const payload of bad) expectError(await createOwnSite(cookie, payload), 400, "INVALID_INPUT");
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });
    expect(me.json().site).toBeNull();
  });

  it("leaves the demo site exactly as it was after visitors save their copies", async () => {
    const before = await demoRow();
    const versionsBefore = await demoVersions();
    const copy = (await quickStart(demoId)).json().site;
    copy.siteModules[1].title = { sv: "Ändrad av en besökare" };
    copy.siteModules.reverse();
    const { cookie } = await registerAndLogin(t.app);
    expect((await createOwnSite(cookie, { site: copy, wizardData: null })).statusCode).toBe(200);
    // Not even the demo site's owner routes are reachable for the new account.
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${demoId}`,
      cookies: { session: cookie },
      payload: copy,
    });
    expectError(put, 403, "FORBIDDEN");

    expect(await demoRow()).toEqual(before);
    expect(await demoVersions()).toEqual(versionsBefore);
    const again = (await quickStart(demoId)).json().site;
    expect(again.siteModules[1].title).toEqual({ sv: "Välkomna", en: "Welcome" });
    expect(again.siteModules[0].id).toBe("CLIENTIDheader1");
  });
});
