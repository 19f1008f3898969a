// Issue 8's whole way, as a newcomer takes it: from /snabbstart, add an RSVP with two questions and a
// condition, upload and crop a header photo, add a gift of 3, delete the people list, hide the video,
// rename a menu entry, undo a delete, save (creating the account), publish with the operator command;
// then a guest on a phone sees exactly that, the RSVP's condition works, and the recipient the owner
// chose gets the notification mail (.eml of the mail simulator).
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { readMailbox } from "../server/mail/mailbox";
import { admin, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";

/** A photo of our own: a warm gradient with a sun, 1800 x 1200, as a JPEG a phone would send. */
async function headerPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6c89f"/><stop offset="1" stop-color="#5b7f95"/></linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/><circle cx="1300" cy="420" r="160" fill="#fff3d6"/>
    <rect y="900" width="1800" height="300" fill="#2f4f4f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function moduleDialog(page: Page, kind: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: `Redigera: ${kind}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The image really loads (a src that 404s would still match an attribute check). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

const toolbar = (page: Page, kind: string) => page.getByRole("toolbar", { name: kind }).first();

const mailsTo = (recipient: string) =>
  readMailbox(join(process.env.E2E_DATA_DIR as string, "mail")).filter((m) => m.to.includes(recipient));

test("quick start to a published page: every part editable, and the guest sees exactly that", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/snabbstart");
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole("button", { name: "Sätt igång" }).click();

  // 1. A header photo of our own, uploaded and cropped to 16:9.
  await toolbar(page, "Sidhuvud").getByRole("button", { name: "Redigera" }).click();
  const header = await moduleDialog(page, "Sidhuvud");
  await screenshotPhoneAndDesktop(page, "editor-complete-header");
  await header.getByRole("button", { name: /Ändra bild|Välj bild/ }).click();
  const imageDialog = page.getByRole("dialog", { name: "Bild", exact: true });
  await expect(imageDialog).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/sites/quick-start/upload-image"));
  await imageDialog.locator('input[type="file"]').setInputFiles({
    name: "solnedgang.jpg",
    mimeType: "image/jpeg",
    buffer: await headerPhoto(),
  });
  expect((await uploaded).status()).toBe(200);
  await expect(imageDialog.getByRole("button", { name: "Beskär" })).toBeVisible();
  await screenshotPhoneAndDesktop(page, "editor-complete-image-dialog");
  await imageDialog.getByRole("button", { name: "Beskär" }).click();
  const cropDialog = page.getByRole("dialog", { name: "Beskär bild" });
  await cropDialog.getByRole("radio", { name: "16:9" }).check();
  await screenshotPhoneAndDesktop(page, "editor-complete-crop");
  const cropped = page.waitForResponse((r) => r.url().endsWith("/api/sites/quick-start/crop-image/v2"));
  await cropDialog.getByRole("button", { name: "Spara" }).click();
  const croppedImage = (await (await cropped).json()) as {
    path: string;
    fileName: string;
    width: number;
    height: number;
  };
  expect(croppedImage.width / croppedImage.height).toBeCloseTo(16 / 9, 1);
  await page.getByRole("dialog", { name: "Bild", exact: true }).getByRole("button", { name: "Klar" }).click();
  await header.getByRole("button", { name: "Klar" }).click();
  await expect(page.locator(".module--Header img").first()).toHaveAttribute(
    "src",
    new RegExp(croppedImage.path),
  );
  await expectLoaded(page.locator(".module--Header img").first());

  // 2. A gift of 3, added from the canvas.
  const gifts = page.locator(".module--GiftRegistry");
  await gifts.getByRole("button", { name: "Lägg till ny rad i önskelista" }).click();
  const giftEditor = await moduleDialog(page, "Önskelista");
  const newGift = giftEditor.locator(".item-card.is-open").last();
  await newGift.getByLabel("Rubrik", { exact: true }).fill("Kaffebryggare");
  await newGift.getByLabel("Antal", { exact: true }).fill("3");
  await screenshotPhoneAndDesktop(page, "editor-complete-gift");
  await giftEditor.getByRole("button", { name: "Klar" }).click();
  await gifts.locator(".gift-registry__edit-view label", { hasText: "Önskelista" }).click();
  await expect(gifts.locator(".gift-card", { hasText: "Kaffebryggare" })).toContainText("Önskat antal: 3");

  // 3. An RSVP module at the end, for one guest at a time, with a bus question and a follow-up shown
  // only for 'Ja', and a recipient of its own.
  await page.getByRole("button", { name: "Lägg till modul", exact: true }).click();
  await screenshotPhoneAndDesktop(page, "editor-complete-add-module");
  await page.getByRole("dialog", { name: "Välj modul" }).getByRole("button", { name: /^OSA/ }).click();
  const rsvpEditor = await moduleDialog(page, "OSA");
  await rsvpEditor.getByRole("tab", { name: "Frågor" }).click();
  await rsvpEditor.getByRole("button", { name: "+ Flervalsfråga" }).click();
  let question = rsvpEditor.locator(".item-card.is-open").last();
  await question.getByLabel("Fråga", { exact: true }).fill("Vill du åka buss från kyrkan?");
  await rsvpEditor.getByRole("button", { name: "+ Textfråga" }).click();
  question = rsvpEditor.locator(".item-card.is-open").last();
  await question.getByLabel("Fråga", { exact: true }).fill("Var kliver du på bussen?");
  await question.getByRole("button", { name: "Visa bara vid ett visst svar" }).click();
  await question
    .getByLabel("Fråga", { exact: true })
    .last()
    .selectOption({ label: "Vill du åka buss från kyrkan?" });
  await question.getByLabel("har svaret").selectOption({ label: "Ja" });
  await screenshotPhoneAndDesktop(page, "editor-complete-rsvp-questions");
  await rsvpEditor.getByRole("tab", { name: "Bekräftelse" }).click();
  const recipient = uniqueMail("brudparet");
  await rsvpEditor.getByLabel("Mejladress 1").fill(recipient);
  await screenshotPhoneAndDesktop(page, "editor-complete-rsvp-confirmation");
  await rsvpEditor.getByRole("tab", { name: "Övrigt" }).click();
  await rsvpEditor.getByLabel("Högst antal gäster per svar").selectOption("1");
  await rsvpEditor.getByRole("button", { name: "Klar" }).click();
  const rsvps = page.locator(".module--Rsvp");
  await expect(rsvps).toHaveCount(2);
  const newRsvpId = await rsvps.last().getAttribute("data-module-id");

  // 4. The people list deleted, the video hidden, the gallery deleted and brought back with undo.
  await page.getByRole("button", { name: "Ta bort: Personer" }).click();
  await page
    .getByRole("alertdialog", { name: "Ta bort modul" })
    .getByRole("button", { name: "Ta bort" })
    .click();
  await expect(page.locator(".module--PeopleList")).toHaveCount(0);
  await page.getByRole("button", { name: "Dölj för gästerna: Video" }).click();
  await page.getByRole("button", { name: "Ta bort: Bildgalleri" }).click();
  await screenshotPhoneAndDesktop(page, "editor-complete-delete-confirmation");
  await page
    .getByRole("alertdialog", { name: "Ta bort modul" })
    .getByRole("button", { name: "Ta bort" })
    .click();
  await expect(page.locator(".module--ImageGallery")).toHaveCount(0);
  await page.getByRole("button", { name: "Ångra" }).click();
  await expect(page.locator(".module--ImageGallery")).toHaveCount(1);
  await expect(page.locator(".module--PeopleList")).toHaveCount(0);

  // 5. A menu entry renamed.
  await page.getByRole("button", { name: "Ändra meny" }).click();
  const menuEditor = page.getByRole("dialog", { name: "Ändra meny" });
  await menuEditor.getByLabel(/^Namn i menyn: Välkomna/).fill("Hej och välkomna");
  await screenshotPhoneAndDesktop(page, "editor-complete-menu");
  await menuEditor.getByRole("button", { name: "Klar" }).click();

  // 6. Save: account creation, then the own editor with everything kept.
  await page.getByRole("button", { name: "Spara" }).click();
  const signUp = page.getByRole("dialog", { name: "Skapa ett konto och spara" });
  const ownerMail = uniqueMail("nyttpar");
  await signUp.getByLabel("E-postadress").fill(ownerMail);
  await signUp.getByLabel("Välj ett lösenord").fill(PASSWORD);
  await signUp.getByLabel(/Jag godkänner användarvillkoren/).check();
  await signUp.getByRole("button", { name: "Skapa konto och spara" }).click();
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\/$/);
  const siteId = /\/redigera\/([0-9a-f]{24})\//.exec(page.url())?.[1] as string;
  await expect(page.locator(".module--Rsvp")).toHaveCount(2);

  // 7. Published by the operator.
  const host = `buss-${Date.now()}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  // 8. The guest, on a phone.
  const guest = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!guest) throw new Error("no browser");
  await guest.goto(`/sv?domainHost=${host}`);
  await expect(guest.locator(".module--Header img").first()).toHaveAttribute(
    "src",
    new RegExp(croppedImage.path),
  );
  await expectLoaded(guest.locator(".module--Header img").first());
  await expect(guest.locator(".module--PeopleList")).toHaveCount(0);
  await expect(guest.locator(".module--Video")).toHaveCount(0);
  await expect(guest.locator(".module--ImageGallery")).toHaveCount(1);
  await expect(
    guest
      .getByRole("navigation", { name: "Meny" })
      .getByRole("link", { name: "Hej och välkomna", includeHidden: true }),
  ).toHaveCount(1);
  const guestGifts = guest.locator(".module--GiftRegistry");
  const showList = guestGifts.getByRole("button", { name: "Visa önskelista" });
  if (await showList.count()) await showList.click();
  await expect(guestGifts.getByText("Kaffebryggare")).toBeVisible();
  await expect(guestGifts.locator(".gift-card", { hasText: "Kaffebryggare" })).toContainText(
    "Önskat antal: 3",
  );

  const rsvp = guest.locator(`section[data-module-id="${newRsvpId}"]`);
  await rsvp.scrollIntoViewIfNeeded();
  await rsvp.getByRole("button", { name: "OSA här" }).click();
  const oneGuest = rsvp.getByRole("button", { name: "OSA för en person" });
  if (await oneGuest.count()) await oneGuest.click();
  const openedAt = Date.now();
  await rsvp.getByLabel("Förnamn").fill("Greta");
  await rsvp.getByLabel("Efternamn").fill("Garbo");
  await rsvp.getByLabel("E-post").fill("greta@exempel.se");
  await rsvp.getByLabel("Telefonnummer").fill("+46701234567");
  const attending = rsvp.getByRole("group", { name: /Kommer du/ });
  await attending.getByRole("radio", { name: "Ja" }).check();
  const bus = rsvp.getByRole("group", { name: "Vill du åka buss från kyrkan?" });
  await expect(rsvp.getByLabel("Var kliver du på bussen?")).toHaveCount(0);
  await bus.getByRole("radio", { name: "Ja" }).check();
  await rsvp.getByLabel("Var kliver du på bussen?").fill("Vid kyrkans grind");
  await bus.getByRole("radio", { name: "Nej" }).check();
  await expect(rsvp.getByLabel("Var kliver du på bussen?")).toHaveCount(0);
  await bus.getByRole("radio", { name: "Ja" }).check();
  await rsvp.getByLabel("Var kliver du på bussen?").fill("Vid kyrkans grind");
  // Any other required question of the new RSVP (food choice) gets its first answer.
  for (const group of await rsvp.getByRole("group").all()) {
    const radios = group.getByRole("radio");
    if ((await radios.count()) > 0 && (await group.getByRole("radio", { checked: true }).count()) === 0) {
      await radios.first().check();
    }
  }
  await guest.screenshot({ path: "test-results/screenshots/editor-complete-guest-rsvp-phone.png" });
  const left = 3_300 - (Date.now() - openedAt);
  if (left > 0) await guest.waitForTimeout(left);
  await rsvp.getByRole("button", { name: "Skicka svar" }).click();
  await expect(rsvp.getByRole("heading", { name: "Tack för ditt svar!" })).toBeVisible();

  // 9. The chosen recipient gets the notification, with the answer to the conditional question.
  await expect.poll(() => mailsTo(recipient).length, { timeout: 10_000 }).toBe(1);
  expect(mailsTo(recipient)[0]?.text).toContain("Vid kyrkans grind");
  expect(mailsTo(ownerMail).filter((m) => m.text.includes("Vid kyrkans grind"))).toHaveLength(0);
  await guest.close();
});

// Every kind's editor opens from the quick-start canvas, shows its fields and closes with Avbryt,
// screenshot on a phone and a desktop (the demo page holds every kind).
const KINDS = [
  "Sidhuvud",
  "Text",
  "Bild och text",
  "Lista med text och bild",
  "Personer",
  "Video",
  "Plats",
  "Nedräkning",
  "Bildgalleri",
  "Önskelista",
  "OSA",
  "Formulär",
];

test("every module kind's editor opens, and Avbryt leaves the page as it was", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/snabbstart");
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole("button", { name: "Sätt igång" }).click();
  for (const kind of KINDS) {
    const bar = toolbar(page, kind);
    await bar.scrollIntoViewIfNeeded();
    await bar.getByRole("button", { name: "Redigera" }).click();
    const dialog = await moduleDialog(page, kind);
    await expect(dialog.locator("input, select, textarea, [contenteditable]").first()).toBeVisible();
    const slug = kind.toLowerCase().replace(/[^a-zåäö]+/g, "-");
    await screenshotPhoneAndDesktop(page, `editor-dialog-${slug}`);
    await dialog.getByRole("button", { name: "Avbryt" }).click();
    await expect(dialog).toBeHidden();
  }
  // Nothing changed: the draft equals the page as loaded (Spara is not marked), and there is nothing to undo.
  await expect(page.getByRole("button", { name: "Spara" })).not.toHaveClass(/is-dirty/);
  await expect(page.getByRole("button", { name: "Ångra" })).toBeDisabled();
  // The untouched draft read back from session storage after a reload is still not "unsaved".
  await page.reload();
  await expect(toolbar(page, "Text")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spara" })).not.toHaveClass(/is-dirty/);
});
