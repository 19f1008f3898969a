// The owner's RSVP answers (/redigera/{id}/visa-osa/): guests answer through the guest routes, the owner
// sorts, deletes one with confirmation, looks per question and downloads osa.xlsx, read back cell by
// cell; an owner without answers sees the 21 examples, which explain instead of deleting.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { readXlsx } from "../server/export/read-xlsx";
import {
  admin,
  createAccountWithSiteDocument,
  logIn,
  sendRsvpsAsGuest,
  starterSite,
  uniqueMail,
} from "./helpers";

const PASSWORD = "hemligt-123";
const EVIL = '=HYPERLINK("http://evil")';
const SHOTS = "test-results/screenshots";

const firstName = {
  id: "firstName",
  formElementType: "ShortText",
  label: { sv: "Förnamn", en: "First name" },
  required: true,
  showConditions: [],
};
const lastName = { ...firstName, id: "lastName", label: { sv: "Efternamn", en: "Last name" } };
const coming = {
  id: "coming",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  showConditions: [],
  options: [
    { id: "yes", text: { sv: "Ja, gärna!", en: "Yes, gladly!" } },
    { id: "no", text: { sv: "Nej tyvärr", en: "Sadly not" } },
  ],
};
const song = {
  ...firstName,
  id: "song",
  label: { sv: "Önskelåt", en: "Song request" },
  required: false,
  showConditions: [{ type: "SHOW", formElementId: "coming", formElementOptionIds: ["yes"] }],
};

function siteWithRsvp() {
  const site = starterSite();
  return {
    ...site,
    siteModules: [
      ...site.siteModules,
      {
        id: "rsvp1",
        siteModuleType: "Rsvp",
        title: { sv: "OSA", en: "RSVP" },
        maxNumberOfGuests: 3,
        form: { formElements: [firstName, lastName, coming, song] },
      },
    ],
  };
}

const guest = (first: string, last: string, yes: boolean, songText = "") => ({
  formElements: [
    { formElement: firstName, value: first, selectedOption: null },
    { formElement: lastName, value: last, selectedOption: null },
    { formElement: coming, value: "", selectedOption: { id: yes ? "yes" : "no", text: "" } },
    { formElement: song, value: songText, selectedOption: null },
  ],
});

const firstNames = (page: Page) =>
  page
    .locator(".answers-table tbody tr")
    .evaluateAll((rows) => rows.map((row) => (row.querySelectorAll("td")[0]?.textContent ?? "").trim()));

test("the owner sorts, deletes, looks per question and downloads osa.xlsx", async ({ page, request }) => {
  const mail = uniqueMail("answers");
  const siteId = await createAccountWithSiteDocument(request, mail, PASSWORD, siteWithRsvp());
  admin("activate", siteId, `osa-${siteId.slice(0, 8)}.example.se`);
  await sendRsvpsAsGuest(request, siteId, "rsvp1", [
    { guests: [guest("Anna", "Lindqvist", true, "Dancing Queen"), guest("Erik", "Lindqvist", true)] },
    { guests: [guest("Olle", "Berg", false)] },
    { guests: [guest(EVIL, "Hacker", true, "+46701234567")] },
  ]);

  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/visa-osa/`);
  await expect(page.getByRole("heading", { name: "OSA-svar", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Svar, en rad per gäst" });
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(page.getByText("Exempel", { exact: true })).toHaveCount(0);
  // Headings: date, then the questions in form order (one form only, so no form column), then each
  // answer's household and its groups (issue 25: an open answer makes a household to review).
  await expect(table.locator("thead th")).toHaveText([
    "Datum",
    "Förnamn",
    "Efternamn",
    "Kommer du?",
    "Önskelåt",
    "Hushåll",
    "Grupper",
    "Åtgärder",
  ]);
  // Above the table, the answers at a glance (issue 15 item 6).
  const summary = page.getByRole("region", { name: "Sammanfattning" });
  await expect(summary.getByRole("definition")).toHaveText([
    "3",
    "1",
    "4",
    /Ja, gärna!\s*3\s*Nej tyvärr\s*1/,
  ]);
  await expect(summary.getByRole("term")).toHaveText([
    "Kommer",
    "Kommer inte",
    "Gäster totalt",
    "Kommer du?",
  ]);
  // Yes and no carry a colour and an icon: badges on the answers.
  await expect(table.locator('[data-yes-no="yes"]')).toHaveCount(3);
  await expect(table.locator('[data-yes-no="no"]')).toHaveText(["Nej tyvärr"]);
  // A formula-like answer is shown as the text it is.
  await expect(table.getByRole("cell", { name: EVIL, exact: true })).toBeVisible();

  // Sort by first name, then again reversed.
  const heading = table.getByRole("columnheader", { name: "Förnamn" });
  await heading.getByRole("button").click();
  await expect(heading).toHaveAttribute("aria-sort", "ascending");
  // Punctuation sorts before letters, as in any alphabetical list.
  expect(await firstNames(page)).toEqual([EVIL, "Anna", "Erik", "Olle"]);
  await heading.getByRole("button").click();
  await expect(heading).toHaveAttribute("aria-sort", "descending");
  expect(await firstNames(page)).toEqual(["Olle", "Erik", "Anna", EVIL]);
  await expect(table.getByRole("columnheader", { name: "Datum" })).toHaveAttribute("aria-sort", "none");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/answers-table-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each guest is a card with every answer, not a table scrolled sideways.
  await expect(table).toBeHidden();
  const cards = page.getByRole("list", { name: "Svar, ett kort per gäst" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const anna = cards.filter({ has: page.getByRole("heading", { name: "Anna Lindqvist" }) });
  // Her household (made from her answer, to review: in no group yet).
  await expect(anna.getByRole("definition")).toHaveText([
    "Anna",
    "Lindqvist",
    "Ja, gärna!",
    "Dancing Queen",
    "Anna Lindqvist",
    "–",
  ]);
  await page.screenshot({ path: `${SHOTS}/answers-table-phone.png`, fullPage: true });

  // Delete Olle's answer, confirming in the dialog.
  await page.getByRole("button", { name: "Ta bort svaret från Olle Berg" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Ta bort svaret?" });
  await expect(dialog).toContainText("Svaret från Olle Berg tas bort för alltid.");
  await page.screenshot({ path: `${SHOTS}/answers-delete-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/answers-delete-desktop.png` });
  await dialog.getByRole("button", { name: "Ta bort" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table.getByText("Olle")).toHaveCount(0);
  const stored = await page.evaluate(
    async (id) => (await (await fetch(`/api/rsvps/${id}/v4`)).json()).data.length,
    siteId,
  );
  expect(stored).toBe(3);

  // Per question: counts per option and the written answers.
  await page.getByRole("link", { name: "Per fråga" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/visa-osa/fragor$`));
  const comingCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Kommer du?" }) });
  await expect(comingCard).toContainText("3 av 3 har svarat");
  await expect(comingCard.locator(".option-count").first()).toContainText("Ja, gärna!");
  await expect(comingCard.locator(".option-count").first()).toContainText("3 svar");
  await expect(comingCard.locator(".option-count").nth(1)).toContainText("0 svar");
  const songCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Önskelåt" }) });
  await expect(songCard.locator(".text-answers li")).toHaveText(["+46701234567", "Dancing Queen"]);
  await page.screenshot({ path: `${SHOTS}/answers-questions-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/answers-questions-phone.png`, fullPage: true });

  // Download osa.xlsx and read it back.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ner osa.xlsx" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("osa.xlsx");
  const { sheetName, rows } = readXlsx(new Uint8Array(readFileSync(await download.path())));
  expect(sheetName).toBe("OSA");
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const width = rows[0]?.length ?? 0;
  expect(rows.map((row) => Array.from({ length: width }, (_, i) => row[i]?.text ?? null))).toEqual([
    ["Datum", "Formulär", "Förnamn", "Efternamn", "Kommer du?", "Önskelåt", "Hushåll", "Grupper"],
    // A formula-like answer is written as text (a leading apostrophe), never as a formula; so is the
    // household named after it. Anna and Erik answered together: one household, in no group yet.
    [today, "OSA", `'${EVIL}`, "Hacker", "Ja, gärna!", "+46701234567", `'${EVIL} Hacker`, null],
    [today, "OSA", "Anna", "Lindqvist", "Ja, gärna!", "Dancing Queen", "Anna Lindqvist", null],
    [today, "OSA", "Erik", "Lindqvist", "Ja, gärna!", null, "Anna Lindqvist", null],
  ]);
  // No formula anywhere; answers are string cells and the day a date cell shown as YYYY-MM-DD.
  expect(rows.flat().every((cell) => cell === null || cell.formula === null)).toBe(true);
  expect(
    rows
      .slice(1)
      .flatMap((row) => row.slice(1))
      .every((cell) => cell === null || cell.type === "s"),
  ).toBe(true);
  expect(rows.slice(1).every((row) => row[0]?.dateFormat === "yyyy-mm-dd")).toBe(true);

  // Back to the editor.
  await page.getByRole("link", { name: "Tillbaka till redigeringen" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
});

test("without answers the owner sees 21 examples, which explain instead of deleting, and export", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("answers-demo");
  const siteId = await createAccountWithSiteDocument(request, mail, PASSWORD, siteWithRsvp());
  await logIn(page, mail);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/redigera/${siteId}/visa-osa/`);
  const table = page.getByRole("table", { name: "Svar, en rad per gäst" });
  await expect(table.locator("tbody tr")).toHaveCount(21);
  await expect(page.getByRole("note")).toContainText("Så här kommer svaren att se ut");
  await expect(page.getByText("21 svar")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/answers-demo-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/answers-demo-phone.png` });

  await page.getByRole("button", { name: "Ta bort svaret från Anna Lindqvist" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Det här är exempel" });
  await expect(dialog).toContainText("går inte att ta bort");
  await page.screenshot({ path: `${SHOTS}/answers-demo-delete-phone.png` });
  await dialog.getByRole("button", { name: "Jag förstår" }).click();
  await expect(page.getByRole("list", { name: "Svar, ett kort per gäst" }).getByRole("listitem")).toHaveCount(
    21,
  );

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ner osa.xlsx" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("osa.xlsx");
  const { rows } = readXlsx(new Uint8Array(readFileSync(await download.path())));
  expect(rows).toHaveLength(22);
  expect(rows[0]?.map((c) => c?.text)).toEqual([
    "Datum",
    "Formulär",
    "Förnamn",
    "Efternamn",
    "E-post",
    "Telefon",
    "Kommer du?",
    "Val av mat",
    "Allergier eller specialkost",
    "Önskelåt",
  ]);
  expect(rows[1]?.slice(2, 4).map((c) => c?.text)).toEqual(["Anna", "Lindqvist"]);
});

test("in quick start the side menu's answers link shows the 21 examples, exports them and leads back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/snabbstart");
  await page.getByRole("dialog").getByRole("button", { name: "Sätt igång" }).click();
  // An edit made before looking at the answers is still there afterwards.
  await page.locator('[data-module-frame="demoWelcome"]').getByRole("button", { name: "Redigera" }).click();
  await page.getByRole("dialog").getByLabel("Rubrik", { exact: true }).fill("Välkomna till Öland");
  await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  // Far down the page, the answers still open at their top (issue 15 item 6), and going there from
  // quick start with unsaved changes is not leaving: nothing asks.
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.locator(".action-bar").getByRole("button", { name: "Meny" }).click();
  await page.getByRole("link", { name: "Visa OSA-svar" }).click();
  await expect(page).toHaveURL(/\/snabbstart\/visa-osa\/$/);
  await expect(page.getByRole("heading", { name: "OSA-svar", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const table = page.getByRole("table", { name: "Svar, en rad per gäst" });
  await expect(table.locator("tbody tr")).toHaveCount(21);
  await expect(page.getByRole("note")).toContainText("Spara sidan och skapa ditt konto");
  await page.screenshot({ path: `${SHOTS}/answers-quickstart-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/answers-quickstart-phone.png` });

  // Deleting only explains.
  await page.getByRole("button", { name: "Ta bort svaret från Anna Lindqvist" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Det här är exempel" });
  await dialog.getByRole("button", { name: "Jag förstår" }).click();
  await expect(page.getByRole("list", { name: "Svar, ett kort per gäst" }).getByRole("listitem")).toHaveCount(
    21,
  );

  // The examples are exported in the browser: nothing asks the server for a site.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ner osa.xlsx" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("osa.xlsx");
  const { rows } = readXlsx(new Uint8Array(readFileSync(await download.path())));
  expect(rows).toHaveLength(22);
  expect(rows[1]?.slice(2, 4).map((c) => c?.text)).toEqual(["Anna", "Lindqvist"]);

  // Per question, still under quick start.
  await page.getByRole("link", { name: "Per fråga" }).click();
  await expect(page).toHaveURL(/\/snabbstart\/visa-osa\/fragor$/);
  const comingCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Kommer du?" }) });
  await expect(comingCard).toContainText("av 21 har svarat");

  // Back to the quick-start editor, without the intro again.
  await page.getByRole("link", { name: "Tillbaka till redigeringen" }).click();
  await expect(page).toHaveURL(/\/snabbstart\/$/);
  await expect(page.getByRole("heading", { name: "Välkomna till Öland" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The wizard's editor has the same page, and a quick-start path matching neither pattern does not.
  await page.goto("/kom-igang/redigera/visa-osa/fragor");
  await expect(page.getByRole("heading", { name: "OSA-svar", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Tillbaka till redigeringen" }).click();
  await expect(page).toHaveURL(/\/kom-igang\/redigera\/$/);
  await page.goto("/xx/snabbstart/visa-osa/");
  await expect(page.getByRole("heading", { name: "OSA-svar" })).toHaveCount(0);
});
