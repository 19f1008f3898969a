// The site's fonts are really used: the wizard's design cards in their templates' fonts, the editor's
// page and the published guest page in the site's heading and text fonts (self-hosted woff2).
import { expect, type Page, test } from "@playwright/test";
import { admin, screenshotPhoneAndDesktop, starterSite, uniqueMail } from "./helpers";

/** Whether the browser has loaded (not merely declared) this face. */
const loaded = (page: Page, face: string) =>
  page.evaluate(async (f) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (font) => `${font.weight} ${font.family.replaceAll('"', "")}` === f && font.status === "loaded",
    );
  }, face);

test("the wizard's design cards show each template's heading font", async ({ page }) => {
  await page.goto("/kom-igang");
  // Each card is a phone-sized rendering of the page in its design, in a frame of its own.
  const rose = page.locator(".template-card").filter({ has: page.getByRole("radio", { name: /Romantisk/ }) });
  await rose.scrollIntoViewIfNeeded();
  const frame = rose.frameLocator("iframe.page-preview__frame");
  await expect(frame.locator("h1").first()).toHaveCSS("font-family", /^"?Great Vibes"?/);
  const loadedIn = (card: typeof rose, face: string) =>
    card.locator("iframe.page-preview__frame").evaluate(async (element: HTMLIFrameElement, f) => {
      const fonts = element.contentDocument?.fonts;
      if (!fonts) return false;
      await fonts.ready;
      return [...fonts].some(
        (font) => `${font.weight} ${font.family.replaceAll('"', "")}` === f && font.status === "loaded",
      );
    }, face);
  await expect.poll(() => loadedIn(rose, "400 Great Vibes")).toBe(true);
  const gold = page
    .locator(".template-card")
    .filter({ has: page.getByRole("radio", { name: /Guld och elfenben/ }) });
  await gold.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedIn(gold, "400 Cinzel")).toBe(true);
  await screenshotPhoneAndDesktop(page, "fonts-wizard-design");
});

test("a published page and its editor use the site's heading and text fonts", async ({ page }) => {
  // page.request shares the page's cookies, so the editor opens logged in.
  const request = page.request;
  const mail = uniqueMail("fonts");
  await request.post("/api/accounts/register/", { data: { mail, password: "hemligt1" } });
  const created = await request.post("/api/sites/V2", {
    data: {
      site: { ...starterSite(), fonts: { heading: "Cormorant Garamond", text: "Lato" } },
      wizardData: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;

  await page.goto(`/redigera/${siteId}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Maja & Elias" })).toHaveCSS(
    "font-family",
    /^"?Cormorant Garamond"?/,
  );
  await expect.poll(() => loaded(page, "400 Cormorant Garamond")).toBe(true);
  await expect.poll(() => loaded(page, "400 Lato")).toBe(true);

  const host = `maja-elias-typsnitt-${Date.now()}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  const guest = page;
  await guest.goto(`/?domainHost=${host}`);
  await expect(guest.getByRole("heading", { level: 1, name: "Maja & Elias" })).toHaveCSS(
    "font-family",
    /^"?Cormorant Garamond"?/,
  );
  await expect(guest.getByText("Vi gifter oss i Visby.")).toHaveCSS("font-family", /^"?Lato"?/);
  await expect.poll(() => loaded(guest, "400 Cormorant Garamond")).toBe(true);
  await expect.poll(() => loaded(guest, "400 Lato")).toBe(true);
  await screenshotPhoneAndDesktop(guest, "fonts-guest-page");
});
