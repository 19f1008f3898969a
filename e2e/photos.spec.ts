// Guests' photos (issue 27): the owner opens "Gästernas bilder" from the editor's side menu and turns
// photo sharing on; the link and its QR code appear. A guest on a phone (another browser context, no
// account) opens the link, gives a name and uploads two photos; the page thanks them. A slideshow is
// open on a screen (a third context). The owner approves one photo in the gallery, and the open
// slideshow shows it without a reload (server-sent events). axe clean on the guest's upload page;
// screenshots test-results/screenshots/photos-{phone-upload,desktop-gallery,slideshow,table-card-print}.png.
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  createAccountWithSiteDocument,
  expectNoAxeViolations,
  logIn,
  SWEDISH_HEADER,
  uniqueMail,
} from "./helpers";

const PASSWORD = "hemligt-123";
const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

/** A phone-like photo: a gradient-free picture in one colour with a band, as a JPEG. */
async function photo(colour: string, band: string): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 1200, height: 200, channels: 3, background: band } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .composite([{ input: stripe, left: 0, top: 350 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("a guest on a phone uploads two photos; the owner approves one and the open slideshow shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const mail = uniqueMail("bilder");
  const siteId = await createAccountWithSiteDocument(request, mail, PASSWORD, {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [SWEDISH_HEADER],
  });

  // The owner turns sharing on from the side menu's "Gästernas bilder".
  await logIn(page, mail, PASSWORD);
  await page.goto(`/redigera/${siteId}/bilder`);
  await expect(page.getByRole("heading", { level: 1, name: "Gästernas bilder" })).toBeVisible();
  await page.getByLabel("Låt gästerna dela bilder").check();
  const link = page.getByLabel("Länken gästerna laddar upp med");
  await expect(link).toHaveValue(/\/bilder\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("img", { name: /QR-kod/ })).toBeVisible();
  const key = ((await link.inputValue()).split("/").pop() ?? "") as string;
  // Printed, the page is only the table card: its heading, the QR code and the link.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("Dela dina bilder med oss!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/photos-table-card-print.png` });
  await page.emulateMedia({ media: "screen" });

  // A slideshow on a screen at the venue, open before any photo is there.
  const screen = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const show = await screen.newPage();
  await show.goto(`/bildspel/${key}`);
  await expect(show.getByText("Bilderna visas här när de har delats och godkänts.")).toBeVisible();

  // The guest's phone: no account, another browser.
  const phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: "sv-SE",
  });
  const guest = await phone.newPage();
  await guest.goto(`/bilder/${key}`);
  await expect(guest.getByRole("heading", { level: 1, name: "Dela dina bilder" })).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.getByLabel("Ditt namn (frivilligt)").fill("Kusin Lisa");
  await guest.locator("#photo-files").setInputFiles([
    { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await photo("#c0392b", "#f1c40f") },
    { name: "IMG_0002.jpg", mimeType: "image/jpeg", buffer: await photo("#2471a3", "#ffffff") },
  ]);
  await expect(guest.getByRole("status")).toHaveText("Tack! 2 bilder är skickade.");
  await expect(guest.getByText("Skickad", { exact: true })).toHaveCount(2);
  await guest.screenshot({ path: `${SHOTS}/photos-phone-upload.png`, fullPage: true });

  // The owner sees both waiting and approves the first.
  await page.reload();
  await expect(page.getByText("Att granska (2)")).toBeVisible();
  const items = page.locator(".photos__item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Från Kusin Lisa");
  const photos = await (await page.request.get(`/api/sites/${siteId}/photos`)).json();
  const firstId = photos.photos[0].id as string;
  await items.first().getByRole("button", { name: "Godkänn" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Godkända (1)")).toBeVisible();
  await page.getByLabel("Alla (2)").check();
  await expect(page.locator(".photos__item--approved")).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/photos-desktop-gallery.png`, fullPage: true });

  // The slideshow, never reloaded, now shows the approved photo and not the other.
  const shown = show.locator("img.slide--shown");
  await expect(shown).toHaveAttribute("data-photo", firstId);
  await expect(show.locator("#slides-empty")).toBeHidden();
  await show.screenshot({ path: `${SHOTS}/photos-slideshow.png` });

  await phone.close();
  await screen.close();
});
