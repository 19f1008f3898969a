// The guest list from invitation to caterer (issue 25): a couple names the day's two parts in the guest
// list screen and imports two households by pasting from a spreadsheet; nothing is sent to the guests.
// Both households open their personal links on a phone and answer (one comes, choosing food; one
// declines); back in the owner's screen the overview and the caterer's summary count them, per part.
// The couple sets an answer by hand after a phone call and sees the status change; an answer from the
// open page (no link) turns up "Att granska" with a merge suggestion, and merging it works. axe clean;
// screenshots in test-results/screenshots/guest-list-flow-*.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { readMailbox } from "../server/mail/mailbox";
import {
  admin,
  createAccountWithSiteDocument,
  expectNoAxeViolations,
  logIn,
  SWEDISH_HEADER,
  sendRsvpsAsGuest,
  uniqueMail,
} from "./helpers";

const PASSWORD = "hemligt-123";
const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const nameQuestion = { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true };
const food = {
  id: "food",
  formElementType: "SingleSelect",
  label: { sv: "Vad vill du äta?" },
  required: false,
  options: [
    { id: "meat", text: { sv: "Kött" } },
    { id: "fish", text: { sv: "Fisk" } },
    { id: "veg", text: { sv: "Vegetariskt" } },
  ],
};

function weddingSite() {
  return {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [
      SWEDISH_HEADER,
      {
        id: "rsvp1",
        siteModuleType: "Rsvp",
        title: { sv: "OSA" },
        showFormButton: { sv: "OSA här" },
        sendButton: { sv: "Skicka OSA" },
        maxNumberOfGuests: 3,
        form: { formElements: [nameQuestion, food] },
      },
    ],
  };
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/guest-list-flow-${name}.png`, fullPage });

/** The cells of a table row after its heading cell, as text. */
const cells = (row: Locator) => row.getByRole("cell");

/** A household answers its personal link on a phone: per guest, per part, and the food question. */
async function answerOnPhone(
  browser: Browser,
  link: string,
  greeting: string,
  guests: { name: string; parts: Record<string, "Kommer" | "Kommer inte">; food?: string }[],
  screenshot: string,
) {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.locator(".invitation-greeting")).toContainText(greeting);
  await page.getByRole("button", { name: "OSA här" }).click();
  for (const guest of guests) {
    const block = page.getByRole("group", { name: guest.name, exact: true });
    for (const [part, choice] of Object.entries(guest.parts))
      await block.getByRole("group", { name: part }).getByText(choice, { exact: true }).click();
    if (guest.food)
      await block
        .getByRole("group", { name: "Vad vill du äta?" })
        .getByText(guest.food, { exact: true })
        .click();
  }
  await expectNoAxeViolations(page);
  await shot(page, screenshot, true);
  await page.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toContainText(/Tack/, { timeout: 15_000 });
  await phone.close();
}

test("a couple imports the list, two households answer on a phone, the overview and the caterer's summary follow", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const perMail = `per-${stamp}@exempel.se`;
  const evaMail = `eva-${stamp}@exempel.se`;
  const mail = uniqueMail("gastflode");
  const siteId = await createAccountWithSiteDocument(request, mail, PASSWORD, weddingSite());
  const host = `gastflode-${stamp}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole("heading", { level: 1, name: "Gästlista" })).toBeVisible();

  // The day's two parts.
  await page.getByRole("button", { name: "Delar och grupper" }).click();
  const settings = page.getByRole("dialog", { name: "Delar och grupper" });
  await settings.getByRole("button", { name: "Lägg till del" }).click();
  await settings.getByLabel("Del 1").fill("Vigsel");
  await settings.getByRole("button", { name: "Lägg till del" }).click();
  await settings.getByLabel("Del 2").fill("Middag");
  await settings.getByRole("button", { name: "Spara" }).click();
  await expect(settings).toHaveCount(0);

  // Two households pasted from a spreadsheet: the preview, then confirmed.
  await page.getByRole("button", { name: "Importera", exact: true }).click();
  const importing = page.getByRole("dialog", { name: "Importera gästlista" });
  await importing
    .getByLabel("Rader från kalkylarket")
    .fill(
      [
        "Namn\tHushåll\tE-post",
        `Per Holm\tFamiljen Holm\t${perMail}`,
        "Lisa Holm\tFamiljen Holm\t",
        `Eva Nord\tEva Nord\t${evaMail}`,
      ].join("\n"),
    );
  await importing.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(importing.getByText("2 hushåll med 3 gäster från 3 rader.")).toBeVisible();
  await importing.getByRole("button", { name: "Importera 2 hushåll" }).click();
  await expect(page.getByText("2 hushåll med 3 gäster är importerade.")).toBeVisible();

  // Nothing is sent yet: no mail to a guest in the mail simulator's outbox.
  const mailbox = () => readMailbox(join(process.env.E2E_DATA_DIR ?? "", "mail"));
  const toGuests = () => mailbox().filter((m) => m.to.includes(perMail) || m.to.includes(evaMail));
  expect(toGuests()).toEqual([]);

  const overview = page.getByRole("region", { name: "Översikt" });
  await expect(overview.locator(".guest-overview__total--invited")).toContainText("3");
  await expect(overview.locator(".guest-overview__total--notAnswered")).toContainText("3");
  const holmRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Redigera Familjen Holm" }) });
  const evaRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Redigera Eva Nord" }) });
  await expect(holmRow).toContainText("Inte svarat");
  await expect(evaRow).toContainText("Inte svarat");

  // The personal links, as the household dialog shows them (the page's own host).
  const linkOf = async (name: string) => {
    await page.getByRole("button", { name: `Redigera ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Redigera ${name}` });
    const url = await dialog.getByLabel("Länk till inbjudan").inputValue();
    await dialog.getByRole("button", { name: "Avbryt" }).click();
    await expect(dialog).toHaveCount(0);
    const { pathname } = new URL(url);
    expect(url).toBe(`https://${host}${pathname}`);
    expect(pathname).toMatch(/^\/i\/[A-Za-z0-9_-]{43}$/);
    return `${pathname}?domainHost=${host}`;
  };
  const holmLink = await linkOf("Familjen Holm");
  const evaLink = await linkOf("Eva Nord");

  // Both households answer on a phone: the Holms come (Lisa to the ceremony only), Eva declines.
  await answerOnPhone(
    browser,
    holmLink,
    "Kära Familjen Holm",
    [
      { name: "Per Holm", parts: { Vigsel: "Kommer", Middag: "Kommer" }, food: "Fisk" },
      { name: "Lisa Holm", parts: { Vigsel: "Kommer", Middag: "Kommer inte" }, food: "Kött" },
    ],
    "phone-holm",
  );
  await answerOnPhone(
    browser,
    evaLink,
    "Kära Eva Nord",
    [{ name: "Eva Nord", parts: { Vigsel: "Kommer inte", Middag: "Kommer inte" } }],
    "phone-eva",
  );
  // Each household gets the confirmation of its own answer (issue 26), and nothing else.
  const guestMails = () =>
    toGuests()
      .map((m) => `${m.to.includes(perMail) ? "Per" : "Eva"}: ${m.subject}`)
      .sort();
  const confirmations = ["Eva: Ert svar till Maja & Elias", "Per: Ert svar till Maja & Elias"];
  await expect.poll(guestMails).toEqual(confirmations);

  // Back in the owner's screen: the overview counts them, in total and per part.
  await page.reload();
  await expect(holmRow).toContainText("Kommer");
  await expect(evaRow).toContainText("Kommer inte");
  await expect(overview.locator(".guest-overview__total--attending")).toContainText("2");
  await expect(overview.locator(".guest-overview__total--declined")).toContainText("1");
  await expect(overview.locator(".guest-overview__total--notAnswered")).toContainText("0");
  const vigsel = overview.getByRole("row", { name: /^Vigsel/ });
  const middag = overview.getByRole("row", { name: /^Middag/ });
  await expect(cells(vigsel)).toHaveText([
    "3 3 vuxna, 0 barn",
    "2 2 vuxna, 0 barn",
    "1 1 vuxna, 0 barn",
    "0 0 vuxna, 0 barn",
  ]);
  await expect(cells(middag).nth(1)).toHaveText("1 1 vuxna, 0 barn");
  await expect(cells(middag).nth(2)).toHaveText("2 2 vuxna, 0 barn");

  // The caterer's summary: per part, the food chosen by those who come; no names.
  const caterer = page.getByRole("region", { name: "Till cateringen" });
  await caterer.getByRole("button", { name: "Till cateringen" }).click();
  const table = caterer.getByRole("table", { name: "Vad vill du äta?" });
  await expect(table.getByRole("columnheader")).toHaveText(["Svar", "Vigsel", "Middag"]);
  await expect(cells(table.getByRole("row", { name: /^Kött/ }))).toHaveText(["1", "0"]);
  await expect(cells(table.getByRole("row", { name: /^Fisk/ }))).toHaveText(["1", "1"]);
  await expect(cells(table.getByRole("row", { name: /^Vegetariskt/ }))).toHaveText(["0", "0"]);
  await expect(caterer.getByText(/Holm|Nord/)).toHaveCount(0);
  await expect(caterer.getByRole("button", { name: "Kopiera som text" })).toBeVisible();
  await expect(caterer.getByRole("button", { name: "Skriv ut" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-answered", true);

  // Copied as plain text for a mail to the caterer, and printed on its own.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await caterer.getByRole("button", { name: "Kopiera som text" }).click();
  await expect(caterer.getByText("Sammanställningen är kopierad.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Till cateringen\n\nVad vill du äta?\nVigsel: Kött 1, Fisk 1, Vegetariskt 0\nMiddag: Kött 0, Fisk 1, Vegetariskt 0",
  );
  await page.evaluate(() => {
    window.print = () => {};
  });
  await caterer.getByRole("button", { name: "Skriv ut" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(overview).toBeHidden();
  await expect(page.getByRole("heading", { name: "Hushåll", exact: true })).toBeHidden();
  await expect(table).toBeVisible();
  await shot(page, "print", true);
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });
  await expect(overview).toBeVisible();

  // Each guest's answer per part in the household's dialog.
  await page.getByRole("button", { name: "Redigera Familjen Holm" }).click();
  const holm = page.getByRole("dialog", { name: "Redigera Familjen Holm" });
  const holmAnswers = holm.getByRole("region", { name: "Svar" });
  await expect(holmAnswers.getByRole("listitem").filter({ hasText: "Per Holm" })).toHaveText(
    "Per Holm Vigsel ✓: Kommer · Middag ✓: Kommer",
  );
  await expect(holmAnswers.getByRole("listitem").filter({ hasText: "Lisa Holm" })).toHaveText(
    "Lisa Holm Vigsel ✓: Kommer · Middag ✗: Kommer inte",
  );
  await holm.getByRole("button", { name: "Avbryt" }).click();

  // Eva calls: she comes to the dinner after all. Set by hand, on a phone.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Redigera Eva Nord" }).click();
  const eva = page.getByRole("dialog", { name: "Redigera Eva Nord" });
  const evaAnswers = eva.getByRole("region", { name: "Svar" });
  await expect(evaAnswers.getByRole("listitem")).toHaveText([
    "Eva Nord Vigsel ✗: Kommer inte · Middag ✗: Kommer inte",
  ]);
  await evaAnswers.getByRole("button", { name: "Ange svar" }).click();
  const setting = page.getByRole("dialog", { name: "Ange svar för Eva Nord" });
  const middagChoice = setting
    .getByRole("group", { name: "Eva Nord" })
    .getByRole("group", { name: "Middag" });
  await expect(middagChoice.getByRole("radio", { name: "Kommer inte" })).toBeChecked();
  await middagChoice.getByText("Kommer", { exact: true }).click();
  await setting.getByLabel("Anteckning (frivillig)").fill("Ringde i tisdags");
  // Every choice is a 44 px target on the phone.
  for (const choice of await setting.locator(".answer-form__choice").all())
    expect((await choice.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  await shot(page, "phone-set-answer");
  await setting.getByRole("button", { name: "Spara svar" }).click();
  await expect(setting).toHaveCount(0);
  await expect(eva.getByText("Svaret för Eva Nord är sparat.")).toBeVisible();
  await expect(evaAnswers.getByRole("listitem")).toHaveText([
    "Eva Nord Vigsel ✗: Kommer inte · Middag ✓: Kommer satt av er",
  ]);
  await expect(evaAnswers.getByText("Anteckning: Ringde i tisdags")).toBeVisible();
  await expect(evaAnswers.locator(".guest-status")).toHaveText("Kommer");
  await expectNoAxeViolations(page);
  await shot(page, "phone-household-answers");
  await eva.getByRole("button", { name: "Avbryt" }).click();
  await expect(evaRow.locator(".guest-status")).toHaveText("Kommer");
  await expect(cells(middag).nth(1)).toHaveText("2 2 vuxna, 0 barn");
  await page.setViewportSize(DESKTOP);

  // An answer from the open page (no personal link): a household to review, like Familjen Holm.
  await sendRsvpsAsGuest(request, siteId, "rsvp1", [
    {
      guests: [
        {
          formElements: [
            { formElement: nameQuestion, value: "Lisa Holm", selectedOption: null },
            { formElement: food, value: "", selectedOption: { id: "veg", text: "Vegetariskt" } },
          ],
        },
      ],
    },
  ]);
  await page.reload();
  const notice = page.locator(".guest-review-notice");
  await expect(notice).toContainText("1 hushåll att granska.");
  await expect(overview.getByText("1 att granska")).toBeVisible();
  await page.setViewportSize(PHONE);
  await notice.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shot(page, "phone-review-notice");
  await page.setViewportSize(DESKTOP);
  await notice.getByRole("button", { name: "Visa dem" }).click();
  await expect(page.getByLabel("Svar", { exact: true })).toHaveValue("review");
  await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Lisa Holm"]);
  await expect(page.getByRole("listitem").filter({ hasText: "Att granska" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Redigera Lisa Holm" }).click();
  const review = page.getByRole("dialog", { name: "Redigera Lisa Holm" });
  const panel = review.getByRole("region", { name: "Att granska" });
  await expect(panel).toContainText("Det liknar Familjen Holm");
  await expect(panel.getByRole("button", { name: "Behåll som eget hushåll" })).toBeVisible();
  await expect(panel.getByLabel("Eller slå ihop med ett annat hushåll")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-review");
  await panel.getByRole("button", { name: "Slå ihop med Familjen Holm" }).click();
  await expect(review).toHaveCount(0);
  await expect(page.getByText("Lisa Holm är ihopslaget med Familjen Holm.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByLabel("Svar", { exact: true }).selectOption({ index: 0 });
  await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Familjen Holm", "Eva Nord"]);
  // Lisa's answer from the open page is the Holms' now: she comes to both parts, vegetarian.
  await expect(cells(table.getByRole("row", { name: /^Vegetariskt/ }))).toHaveText(["1", "1"]);
  await expect(cells(table.getByRole("row", { name: /^Kött/ }))).toHaveText(["0", "0"]);
  await expect(cells(middag).nth(1)).toHaveText("3 3 vuxna, 0 barn");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await shot(page, "desktop-merged", true);
  await page.setViewportSize(PHONE);
  await shot(page, "phone-merged", true);
  expect(guestMails()).toEqual(confirmations);
});
