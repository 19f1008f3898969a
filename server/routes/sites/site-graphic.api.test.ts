// The site graphic (SPEC §3) through PUT /api/sites/V2/{id}: an unknown name is refused with a 4xx JSON
// error and changes nothing; a known one is stored and drawn into the server-rendered guest page.
import { SITE_GRAPHICS } from "@core/design";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites, siteVersions } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import { expectError, ownerWithSite, testAppForThisFile, validSiteDocument } from "../../test/harness";

const t = testAppForThisFile({ pages: true });

const put = (id: string, cookie: string, body: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${id}`,
    cookies: { session: cookie },
    payload: body as object,
  });
const storedRow = async (id: string) => (await t.ctx.db.select().from(sites).where(eq(sites.id, id)))[0];
const versionCount = async (id: string) =>
  (await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, id))).length;
const guestPage = (host: string) =>
  t.app.inject({ method: "GET", url: "/sv", headers: { host, "accept-language": "sv" } });

describe("the site graphic", () => {
  it.each([
    ["an unknown name", "CORNER_GRAPHICS_UNICORNS"],
    ["a known name in lower case", "eucalyptus"],
    ["a number", 7],
    ["an object", { name: "EUCALYPTUS" }],
  ])("refuses %s with 400 and keeps the stored page", async (_case, siteGraphic) => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    expect((await put(siteId, cookie, { ...validSiteDocument(), siteGraphic: "LEAFS_MIX" })).statusCode).toBe(
      200,
    );
    const before = await storedRow(siteId);
    const versions = await versionCount(siteId);

    const body = expectError(
      await put(siteId, cookie, { ...validSiteDocument(), siteGraphic }),
      400,
      "INVALID_INPUT",
    );
    expect(JSON.stringify(body.issues)).toContain("siteGraphic");
    expect((await storedRow(siteId))?.document).toEqual(before?.document);
    expect(await versionCount(siteId)).toBe(versions);
  });

  it("stores a known graphic, reads it back, and draws it into the guest page's HTML", async () => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    const host = "grafik-anna-och-erik.se";
    await activateSite(t.ctx, siteId, host);
    expect((await guestPage(host)).body).not.toContain("site-graphic");

    const saved = await put(siteId, cookie, { ...validSiteDocument(), siteGraphic: "CORNER_GRAPHICS_ROSE" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().siteGraphic).toBe("CORNER_GRAPHICS_ROSE");
    expect((await storedRow(siteId))?.document.siteGraphic).toBe("CORNER_GRAPHICS_ROSE");

    const html = (await guestPage(host)).body;
    expect(html).toMatch(
      /<div class="site theme4"[^>]*><div class="site-graphic site-graphic--corner" data-graphic="CORNER_GRAPHICS_ROSE" aria-hidden="true">/,
    );
    // The graphic is HTML and CSS only: nothing of it is left for a script to draw.
    expect(html).not.toContain('"siteGraphic"');

    // Switched back off: stored as null, and the page draws no graphic.
    expect((await put(siteId, cookie, { ...validSiteDocument(), siteGraphic: null })).statusCode).toBe(200);
    expect((await storedRow(siteId))?.document.siteGraphic).toBeNull();
    expect((await guestPage(host)).body).not.toContain("site-graphic");
  });

  it("accepts every graphic of the enumeration", async () => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    for (const siteGraphic of SITE_GRAPHICS) {
      const response = await put(siteId, cookie, { ...validSiteDocument(), siteGraphic });
      expect(response.statusCode, `${siteGraphic}: ${response.body}`).toBe(200);
    }
  });
});
