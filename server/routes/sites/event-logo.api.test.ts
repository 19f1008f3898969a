// The event logo through PUT /api/sites/V2/{id} (SPEC §3 Event logo): an unknown kind or values out of
// range are refused with a 4xx and change nothing; a valid logo is stored and the guest page, rendered
// on the server, draws the logo's names in the header instead of the title.
import { describe, expect, it } from "vitest";
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
const stored = async (id: string, cookie: string) =>
  (await t.app.inject({ method: "GET", url: `/api/sites/${id}`, cookies: { session: cookie } })).json();

const LOGO = {
  name: "LeafsBox",
  name1: "Maja",
  name2: "Elias",
  additionalText: "7 augusti 2027",
  colorText: { override: true, color: "#7a2e3a" },
  colorBackground: { override: false, color: "#ffffff" },
};

describe("the event logo of a site", () => {
  it.each([
    ["an unknown kind", { ...LOGO, name: "ComicSansBurst" }],
    ["an initials size over 15", { ...LOGO, name: "ModernMonogramBadge", fontSizeInitials: 16 }],
    ["an initials size under 1", { ...LOGO, name: "ModernMonogramBadge", fontSizeInitials: 0 }],
    ["a distance beyond −14", { ...LOGO, name: "ModernMonogramStrikethrough", distanceInitialsX: -15 }],
    ["a distance that is not a number", { ...LOGO, name: "ModernMonogramBadge", distanceInitialsY: "6" }],
    ["a colour that is not #rrggbb", { ...LOGO, colorText: { override: true, color: "red" } }],
  ])("refuses %s with 400 and keeps the stored site", async (_case, eventLogo) => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    const before = await stored(siteId, cookie);
    const body = expectError(
      await put(siteId, cookie, { ...validSiteDocument(), eventLogo }),
      400,
      "INVALID_INPUT",
    );
    expect(JSON.stringify(body.issues ?? [])).toContain("eventLogo");
    const after = await stored(siteId, cookie);
    expect(after.eventLogo).toBeNull();
    expect(after).toEqual(before);
  });

  it("stores a valid logo, and the guest page shows the names instead of the title", async () => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    const host = `maja-och-elias-${siteId.slice(-6)}.se`;
    await activateSite(t.ctx, siteId, host);
    const guestPage = () =>
      t.app.inject({ method: "GET", url: "/sv", headers: { host, "accept-language": "sv" } });

    // Without a logo the header shows its title.
    expect((await guestPage()).body).toContain("Anna &amp; Erik</h1>");

    const saved = await put(siteId, cookie, { ...validSiteDocument(), eventLogo: LOGO });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await stored(siteId, cookie)).eventLogo).toEqual(LOGO);

    const response = await guestPage();
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const heading = /<h1 class="module-header__title module-header__title--logo">([\s\S]*?)<\/h1>/.exec(
      html,
    )?.[1];
    expect(heading).toBeDefined();
    expect(heading).toContain('data-event-logo="LeafsBox"');
    expect(heading).toContain("Maja &amp; Elias");
    expect(heading).toContain("7 AUGUSTI 2027");
    expect(heading).toContain("color:#7a2e3a");
    // The title is the logo's name for screen readers, no longer written as the heading's text.
    expect(heading).toContain('aria-label="Anna &amp; Erik"');
    expect(html).not.toContain("Anna &amp; Erik</h1>");
  });

  it("keeps a monogram's initials settings, and removing the logo brings the title back", async () => {
    const { cookie, siteId } = await ownerWithSite(t.app);
    const badge = {
      ...LOGO,
      name: "ModernMonogramBadge",
      fontSizeInitials: 15,
      distanceInitialsX: -14,
      distanceInitialsY: 14,
    };
    expect((await put(siteId, cookie, { ...validSiteDocument(), eventLogo: badge })).statusCode).toBe(200);
    expect((await stored(siteId, cookie)).eventLogo).toMatchObject({
      fontSizeInitials: 15,
      distanceInitialsX: -14,
      distanceInitialsY: 14,
    });
    expect((await put(siteId, cookie, { ...validSiteDocument(), eventLogo: null })).statusCode).toBe(200);
    expect((await stored(siteId, cookie)).eventLogo).toBeNull();
  });
});
