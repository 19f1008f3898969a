// The invitation card editor (issue 13 items 1 and 2): from the editor's side menu to the invitations
// page with its info, a new card that starts from the page's names, an item edited on the card, a
// photo uploaded into a photo layout, the page's colours matched, saved at its own address and the
// same after a reload; the QR address checked; no WCAG violations; looked at on a phone and a desktop.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Our own picture: two hills under a pale sun. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1600"><rect width="1800" height="1600" fill="#e9b99a"/><circle cx="900" cy="700" r="260" fill="#fff4e0"/><path d="M0 1100 Q500 900 900 1080 T1800 1000 V1600 H0Z" fill="#3e5236"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

test("an owner designs a card from the side menu, saves it and finds it again", async ({ page, request }) => {
  const mail = uniqueMail("kort");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);

  await page.getByRole("button", { name: /meny/i }).first().click();
  await page.getByRole("link", { name: "Inbjudningar" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar$`));
  await expect(page.getByRole("heading", { level: 1, name: "Inbjudningar" })).toBeVisible();
  await expect(page.getByText("Matchande kort 150 kr per 10 st")).toBeVisible();
  await expect(page.getByText("Ni har inga kort ännu.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "invitations-list");

  await page.getByRole("link", { name: "Skapa nytt kort" }).click();
  await expect(page).toHaveURL(/\/inbjudningar\/nytt$/);
  // The page's header names the couple (e2e/helpers starterSite): the card starts with them.
  const names = page.getByRole("button", { name: "Ändra Namn" });
  await expect(names).toHaveText("Maja & Elias");
  await names.click();
  const dialog = page.getByRole("dialog", { name: "Namn" });
  await dialog.getByLabel("Namn").fill("Maja och Elias");
  await dialog.getByRole("button", { name: "Klar" }).click();
  await expect(names).toHaveText("Maja och Elias");

  // A photo layout, and a photo of our own through the page's image dialog.
  await page.getByRole("radio", { name: "Bild och text" }).check();
  await page.getByRole("button", { name: "Ändra Bild" }).click();
  const imageDialog = page.getByRole("dialog", { name: /^Bild:/ });
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/sites/${siteId}/upload-image`));
  await imageDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "kulle.jpg", mimeType: "image/jpeg", buffer: await photo() });
  expect((await uploaded).status()).toBe(200);
  await imageDialog.getByRole("button", { name: "Klar" }).click();
  await expect(page.locator(".print-card__photo img")).toBeVisible();

  // Another colour on the card, then the page's colours again.
  await page.getByRole("radio", { name: "Rundade hörn (+2 kr per kort)" }).check();
  await page.getByRole("button", { name: "Färger" }).click();
  await expect(page.getByText("Kortet har fått sidans färger")).toBeAttached();

  // The back: the QR code's address must be a web address unless the code is hidden.
  await page.getByRole("button", { name: "Baksida" }).click();
  await page.getByRole("button", { name: "Ändra QR-kod" }).click();
  const qr = page.getByRole("dialog", { name: "QR-kod" });
  await qr.getByLabel("Adress som QR-koden leder till").fill("inte en adress");
  await qr.getByLabel("Dölj QR-koden").uncheck();
  await qr.getByRole("button", { name: "Klar" }).click();
  await expect(qr.getByRole("alert")).toHaveText("Skriv en webbadress som börjar med https://");
  await qr.getByLabel("Adress som QR-koden leder till").fill("https://maja-och-elias.brollopssidan.se");
  await qr.getByRole("button", { name: "Klar" }).click();
  await expect(qr).toBeHidden();
  await expect(page.locator(".print-card__qr img")).toHaveAttribute(
    "src",
    /^\/api\/qr\/https%3A%2F%2Fmaja-och-elias/,
  );
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "invitations-card-back");

  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page).toHaveURL(/\/inbjudningar\/[0-9a-f]{24}$/);
  const printUrl = page.url();
  await page.getByRole("button", { name: "Framsida" }).click();
  await page.getByRole("button", { name: "Granska" }).click();
  await expect(page.locator(".print-card__guides")).toHaveCount(0);
  await screenshotPhoneAndDesktop(page, "invitations-card-front");

  await page.reload();
  await expect(page.getByRole("button", { name: "Ändra Namn" })).toHaveText("Maja och Elias");
  await expect(page.locator(".print-card--rounded")).toBeVisible();
  await expect(page.locator(".print-card__photo img")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Bild och text" })).toBeChecked();

  await page.getByRole("link", { name: "Till sidan" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await page.goto(`/redigera/${siteId}/inbjudningar`);
  await page.getByRole("link", { name: "Kort 1" }).click();
  await expect(page).toHaveURL(printUrl);
});
