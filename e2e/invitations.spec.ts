// The invitation card editor (issue 13 items 1 and 2): from the editor's side menu to the invitations
// page with its info, a new card that starts from the page's names, an item edited on the card, a
// photo uploaded into a photo layout, the page's colours matched, saved at its own address and the
// same after a reload; the QR address checked; then ordered (unsaved changes saved first, the QR check,
// 20 cards with premium envelopes, the address form) and paid with the Swish simulator, to the order's
// confirmation; no WCAG violations; looked at on a phone and a desktop.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  admin,
  createAccountWithSite,
  expectNoAxeViolations,
  logIn,
  screenshotPhoneAndDesktop,
  uniqueMail,
} from "./helpers";

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
  // The whole way from the editor to a shipped order: Swish's simulated approval and the print PDF take
  // their time.
  test.setTimeout(120_000);
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

  // A photo layout (the Design drawer's Layout tab), and a photo of our own through the page's image dialog.
  await page.getByRole("button", { name: "Design" }).click();
  const drawer = page.getByRole("dialog", { name: "Kortets utseende" });
  await drawer.getByRole("radio", { name: "Bild och text" }).check();
  await page.getByRole("button", { name: "Ändra Bild" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Bild", exact: true });
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/sites/${siteId}/upload-image`));
  await imageDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "kulle.jpg", mimeType: "image/jpeg", buffer: await photo() });
  expect((await uploaded).status()).toBe(200);
  await imageDialog.getByRole("button", { name: "Klar" }).click();
  await expect(page.locator(".print-card__photo img")).toBeVisible();

  // Rounded corners; another colour on the card, then the page's colours again.
  await drawer.getByRole("radio", { name: "Rundade hörn (+2 kr per kort)" }).check();
  await drawer.getByRole("tab", { name: "Färger" }).click();
  const background = () =>
    page
      .locator(".card-editor__card .print-card__paper")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const pageColour = await background();
  await drawer.locator('.design-colors__preset[aria-pressed="false"]').first().click();
  await expect.poll(background).not.toBe(pageColour);
  await drawer.getByRole("button", { name: "Matcha med bröllopssida" }).click();
  await expect(page.getByText("Kortet har fått sidans färger")).toBeAttached();
  await expect.poll(background).toBe(pageColour);
  // Another font on the card, from the page's own font picker.
  await drawer.getByRole("tab", { name: "Typsnitt" }).click();
  await expect(drawer.getByRole("radio").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "invitations-card-design");
  await drawer.getByRole("button", { name: "Stäng" }).click();

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
    /^\/api\/qr\?target=https%3A%2F%2Fmaja-och-elias/,
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
  await page.getByRole("button", { name: "Design" }).click();
  await expect(drawer.getByRole("radio", { name: "Bild och text" })).toBeChecked();
  await drawer.getByRole("button", { name: "Stäng" }).click();

  await page.getByRole("link", { name: "Till sidan" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await page.goto(`/redigera/${siteId}/inbjudningar`);
  await page.getByRole("link", { name: "Kort 1" }).click();
  await expect(page).toHaveURL(printUrl);

  // Ordering an unsaved card saves it first ('Osparade ändringar').
  await page.getByRole("button", { name: "Ändra Namn" }).click();
  await page.getByRole("dialog", { name: "Namn" }).getByLabel("Namn").fill("Maja & Elias");
  await page.getByRole("dialog", { name: "Namn" }).getByRole("button", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Beställ" }).click();
  const unsaved = page.getByRole("alertdialog", { name: "Osparade ändringar" });
  await unsaved.getByRole("button", { name: "Spara och beställ" }).click();
  // The page has no address yet, so the QR code's address is not the page's: cancel goes to the QR.
  const qrCheck = page.getByRole("alertdialog", { name: "Kontrollera QR-koden" });
  await expect(qrCheck).toContainText("https://maja-och-elias.brollopssidan.se");
  await qrCheck.getByRole("button", { name: "Ändra QR-koden" }).click();
  await expect(page.getByRole("dialog", { name: "QR-kod" })).toBeVisible();
  await page.getByRole("dialog", { name: "QR-kod" }).getByRole("button", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Beställ" }).click();
  await qrCheck.getByRole("button", { name: "Fortsätt till beställning" }).click();
  await expect(page).toHaveURL(`${printUrl}/bestall`);

  // Checkout: 20 cards with premium envelopes; the card has rounded corners.
  await expect(page.getByRole("heading", { level: 1, name: "Beställ kort" })).toBeVisible();
  await page.getByLabel("Antal kort").selectOption("20");
  await page.getByRole("radio", { name: /Premiumkuvert/ }).check();
  const summary = page.getByRole("complementary", { name: "Din beställning" });
  await expect(summary).toContainText("Fast frakt 95:-");
  await expect(summary.getByRole("row", { name: /Totalt inkl\. moms/ })).toContainText(/535\skr/);
  await expect(summary.getByRole("row", { name: /Moms 25 %/ })).toContainText(/107\skr/);
  await expect(page.getByRole("button", { name: "Till betalning" })).toBeDisabled();

  // The address: every field required and the e-mail checked, then locked until 'Ändra adress'.
  await page.getByRole("button", { name: "Använd adressen" }).click();
  await expect(page.getByLabel("Förnamn", { exact: true })).toBeFocused();
  await expect(page.getByText("Fältet måste fyllas i").first()).toBeVisible();
  await page.getByLabel("Förnamn", { exact: true }).fill("Maja");
  await page.getByLabel("Efternamn", { exact: true }).fill("Lind");
  await page.getByLabel("Adress", { exact: true }).fill("Strandvägen 4");
  await page.getByLabel("Postnummer", { exact: true }).fill("621 41");
  await page.getByLabel("Ort", { exact: true }).fill("Visby");
  await page.getByLabel("E-post", { exact: true }).fill("maja.example.se");
  await page.getByLabel("Mobilnummer", { exact: true }).fill("+46 70 123 45 67");
  await page.getByRole("button", { name: "Använd adressen" }).click();
  await expect(page.getByText("Skriv en giltig e-postadress")).toBeVisible();
  await page.getByLabel("E-post", { exact: true }).fill(mail);
  await page.getByRole("button", { name: "Använd adressen" }).click();
  await expect(page.getByText("Strandvägen 4")).toBeVisible();
  await expect(page.getByLabel("Förnamn", { exact: true })).toHaveCount(0);
  // The cheapest method is chosen for us; delivery as min–max days.
  const methods = page.getByRole("radio", { name: /\d dag/ });
  await expect(methods).toHaveCount(5);
  await expect(methods.first()).toBeChecked();
  await expect(page.getByText("PostNord").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "invitations-checkout");

  // Pay with Swish (the local simulator), then the confirmation with the receipt.
  await page.getByRole("button", { name: "Till betalning" }).click();
  await page.getByRole("button", { name: "Swish" }).click();
  await page.getByLabel("Ditt swish-nummer").fill("+46 70 123 45 67");
  await page.getByRole("button", { name: "Betala 535 kr med Swish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]{24}$`));
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Betald/);
  await expect(page.getByRole("region", { name: "Kvitto" })).toContainText("Swish");
  await expect(page.getByText("20 kuvert (premium)")).toBeVisible();
  await expect(page.getByRole("row", { name: /Totalt inkl\. moms/ })).toContainText(/535\skr/);
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "invitations-confirmation");

  // The operator's command writes the ordered card's PDF (the server's Chromium) and its label, books
  // the parcel and the page says it is at the printer; then shipped.
  const orderId = page.url().split("/").at(-1) ?? "";
  const folder = mkdtempSync(join(tmpdir(), "orders-"));
  expect(admin("orders", folder)).toContain(orderId);
  expect(
    readFileSync(join(folder, `${orderId}.pdf`))
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  expect(readFileSync(join(folder, `${orderId}-label.txt`), "utf8")).toContain("Maja Lind\nStrandvägen 4");
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Skickad till tryck/);
  await expect(page.getByText(/Spårningsnummer: \d+/)).toBeVisible();
  expect(admin("orders", "shipped", orderId)).toContain("shipped");
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Skickad$/);
});

test("from quick start: a card with a photo, ordered before there is an account, is saved with the new site", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // From the quick-start editor's side menu, with the sms campaign prefix.
  await page.goto("/sms/snabbstart");
  await page
    .getByRole("dialog", { name: "Gör sidan till er egen" })
    .getByRole("button", { name: "Sätt igång" })
    .click();
  await page.getByRole("button", { name: /meny/i }).first().click();
  await page.getByRole("link", { name: "Inbjudningar" }).click();
  await expect(page).toHaveURL(/\/sms\/snabbstart\/inbjudningar$/);
  await expect(page.getByText("Matchande kort 150 kr per 10 st")).toBeVisible();
  await page.getByRole("link", { name: "Skapa nytt kort" }).click();
  await expect(page).toHaveURL(/\/sms\/snabbstart\/inbjudningar\/nytt$/);

  // A photo uploaded without an account (a quick-start upload), in a photo layout.
  await page.getByRole("button", { name: "Design" }).click();
  await page
    .getByRole("dialog", { name: "Kortets utseende" })
    .getByRole("radio", { name: "Text på bild", exact: true })
    .check();
  await page.getByRole("dialog", { name: "Kortets utseende" }).getByRole("button", { name: "Stäng" }).click();
  await page.getByRole("button", { name: "Ändra Bild" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Bild", exact: true });
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/sites/quick-start/upload-image"));
  await imageDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "kulle.jpg", mimeType: "image/jpeg", buffer: await photo() });
  expect((await uploaded).status()).toBe(200);
  // Cropped at the layout's own aspect (460 / 635): no other format is offered.
  await imageDialog.getByRole("button", { name: "Beskär" }).click();
  const cropDialog = page.getByRole("dialog", { name: "Beskär bild" });
  await expect(cropDialog.getByRole("group", { name: "Format" })).toHaveCount(0);
  const cropped = page.waitForResponse(
    (r) => /crop-image\/v2$/.test(r.url()) && r.request().method() === "PUT",
  );
  await cropDialog.getByRole("button", { name: "Spara" }).click();
  const image = (await (await cropped).json()) as { width: number; height: number };
  expect(Math.abs(image.width / image.height - 460 / 635)).toBeLessThan(0.01);
  await imageDialog.getByRole("button", { name: "Klar" }).click();
  await expect(page.locator(".print-card__photo img")).toBeVisible();
  await expectNoAxeViolations(page);

  // Ordering asks to save; saving asks for an account, which creates the site, then the card.
  await page.getByRole("button", { name: "Beställ" }).click();
  await page
    .getByRole("alertdialog", { name: "Osparade ändringar" })
    .getByRole("button", { name: "Spara och beställ" })
    .click();
  const signUp = page.getByRole("dialog", { name: "Skapa ett konto och spara" });
  await signUp.getByLabel("E-postadress").fill(uniqueMail("snabbkort"));
  await signUp.getByLabel("Välj ett lösenord").fill("hemligt-123");
  await signUp.getByLabel(/Jag godkänner användarvillkoren/).check();
  await signUp.getByRole("button", { name: "Skapa konto och spara" }).click();
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\/inbjudningar\/[0-9a-f]{24}\/bestall$/);
  await expect(page.getByRole("heading", { level: 1, name: "Beställ kort" })).toBeVisible();
  await expect(page.locator(".checkout__card .print-card__photo img")).toBeVisible();

  // The card is the new site's: its list shows it.
  await page.getByRole("link", { name: "Tillbaka till kortet" }).click();
  await expect(page.locator(".print-card__photo img")).toBeVisible();
  await page.goto(page.url().replace(/\/[0-9a-f]{24}$/, ""));
  await expect(page.getByRole("link", { name: "Kort 1" })).toBeVisible();
});
