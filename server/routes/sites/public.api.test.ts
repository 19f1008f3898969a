// GET /api/sites/public/{id}: what guests may see of a site.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import { invalidateSite } from "../../ssr/page-cache";
import { expectError, registerAndLogin, testAppForThisFile, validSiteDocument } from "../../test/harness";

const t = testAppForThisFile();

const getPublic = (id: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/public/${id}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

let hostCounter = 0;

/** An owner's site with owner-only data: form recipients and wizard data. */
async function siteWithPrivateData() {
  const owner = await registerAndLogin(t.app);
  const doc = validSiteDocument();
  doc.formRecipients = [{ formId: "CLIENTIDform1", recipients: ["privat.mottagare@example.se"] }];
  const response = await t.app.inject({
    method: "POST",
    url: "/api/sites/V2",
    cookies: { session: owner.cookie },
    payload: { site: doc, wizardData: { name1: "Hemliga Anna", location: "Hemliga orten" } },
  });
  expect(response.statusCode, response.body).toBe(200);
  hostCounter += 1;
  return { ...owner, id: response.json().site._id as string, host: `anna-och-erik-${hostCounter}.se` };
}

const SITE_TEXTS = [
  "Anna & Erik",
  "Anna \\u0026 Erik",
  "Välkomna",
  "Welcome",
  "Vi gifter oss",
  "Platsen",
  "Slottet",
  "venue.jpg",
  "header.jpg",
  "Göteborg",
];

describe("GET /api/sites/public/{id}", () => {
  it("stops showing a site to guests when its paid period has ended", async () => {
    const { id, host } = await siteWithPrivateData();
    await activateSite(t.ctx, id, host);
    expect((await getPublic(id)).statusCode).toBe(200);
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() - 60_000) })
      .where(eq(sites.id, id));
    // Written here past the routes, which invalidate the cached answer (ssr/api-cache.ts).
    invalidateSite(t.ctx, id);
    expectError(await getPublic(id), 404, "NOT_FOUND");
    expectError(await t.app.inject({ url: `/api/rsvps/post-key?siteId=${id}` }), 404, "NOT_FOUND");
    // Extended: visible again.
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() + 86_400_000) })
      .where(eq(sites.id, id));
    invalidateSite(t.ctx, id);
    expect((await getPublic(id)).statusCode).toBe(200);
  });

  it("answers 404 for a site that is not active, also to its owner", async () => {
    const { id, cookie } = await siteWithPrivateData();
    const body = expectError(await getPublic(id), 404, "NOT_FOUND");
    expect(JSON.stringify(body)).not.toContain("Anna & Erik");
    expectError(await getPublic(id, cookie), 404, "NOT_FOUND");
  });

  it.each([
    ["an unknown id", "0123456789abcdef01234567"],
    ["a malformed id", "nope"],
  ])("answers 404 for %s", async (_name, id) => {
    expectError(await getPublic(id), 404, "NOT_FOUND");
  });

  it("shows an active site without password, wizard data or form recipients", async () => {
    const { id, host } = await siteWithPrivateData();
    await activateSite(t.ctx, id, host);
    const response = await getPublic(id);
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(site).toMatchObject({
      _id: id,
      host,
      active: true,
      siteVersion: 2,
      usesSiteModules: true,
      passwordProtected: false,
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    });
    expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual([
      "CLIENTIDheader1",
      "CLIENTIDtext1",
      "CLIENTIDimageText1",
    ]);
    expect(site.siteModules[1].text.sv).toContain("Vi gifter oss");
    for (const key of ["password", "wizardData", "formRecipients"])
      expect(Object.keys(site)).not.toContain(key);
    for (const secret of ["privat.mottagare", "Hemliga Anna", "Hemliga orten"])
      expect(response.body).not.toContain(secret);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("reveals nothing of a password-protected site: 401 PASSWORD_REQUIRED", async () => {
    const { id, host, cookie } = await siteWithPrivateData();
    await activateSite(t.ctx, id, host);
    await t.ctx.db.update(sites).set({ password: "gästlösen" }).where(eq(sites.id, id));
    invalidateSite(t.ctx, id);
    const response = await getPublic(id);
    const body = expectError(response, 401, "PASSWORD_REQUIRED");
    expect(Object.keys(body).sort()).toEqual(["code", "errorDescription", "isErrorResponse", "message"]);
    for (const text of [...SITE_TEXTS, "gästlösen", host, "privat.mottagare", "Hemliga"]) {
      expect(response.body).not.toContain(text);
    }
    // Being the owner does not change the public answer.
    expectError(await getPublic(id, cookie), 401, "PASSWORD_REQUIRED");
    // The owner still reads it through the owner route.
    const own = await t.app.inject({ method: "GET", url: `/api/sites/${id}`, cookies: { session: cookie } });
    expect(own.statusCode).toBe(200);
  });

  it("hides a site again when it is no longer active", async () => {
    const { id, host } = await siteWithPrivateData();
    await activateSite(t.ctx, id, host);
    expect((await getPublic(id)).statusCode).toBe(200);
    await t.ctx.db.update(sites).set({ active: false }).where(eq(sites.id, id));
    invalidateSite(t.ctx, id);
    expectError(await getPublic(id), 404, "NOT_FOUND");
  });
});
