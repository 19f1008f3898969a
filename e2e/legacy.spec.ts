// A site made with the old editor (issue 14): imported with the operator's command, a guest on a phone
// answers its RSVP with the text field that shows only for a yes; the owner finds the answer in the
// legacy view beside the old ones, downloads osa.xlsx, then upgrades the site in one step, and the
// guest page reads the same afterwards.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { readXlsx } from "../server/export/read-xlsx";
import { admin, expectNoAxeViolations, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const RSVP = "5a1f00c0ffee0000000000a3";

/** The page's visible words (the countdown's ticking numbers left out). */
const pageText = async (page: Page) =>
  ((await page.locator("main").textContent()) ?? "")
    .replace(/\d+\s*(dagar|timmar|minuter|sekunder)/gi, "")
    .replace(/\s+/g, " ");

test("a guest answers a version-1 RSVP on a phone; the owner sees it, downloads it and upgrades", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mail = uniqueMail("gammalsida");
  const stamp = Date.now().toString(16);
  const siteId = `5a1f${stamp}`.padEnd(24, "0").slice(0, 24);
  const host = `anna-johan-${stamp}.brollopssidan.se`;
  const file = JSON.parse(readFileSync("fixtures/legacy/anna-och-johan.json", "utf8"));
  file.site = { ...file.site, _id: siteId, host };
  file.account = { mail };
  file.rsvps = file.rsvps.map((r: { _id: string }) => ({ ...r, _id: undefined }));
  file.speeches = [];
  const path = join(mkdtempSync(join(tmpdir(), "legacy-")), "site.json");
  writeFileSync(path, JSON.stringify(file));
  expect(admin("import-site", path)).toContain(`Imported site ${siteId} on ${host}`);
  admin("reset-password", mail, "hemligt-123");

  // A guest on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/?domainHost=${host}`);
  await expect(page.getByRole("heading", { level: 1, name: "Anna & Johan" })).toBeVisible();
  const before = await pageText(page);
  const rsvp = page.locator(`section[data-module-id="${RSVP}"]`);
  await rsvp.scrollIntoViewIfNeeded();
  await rsvp.getByRole("button", { name: "OSA" }).click();
  const openedAt = Date.now();
  await rsvp.getByLabel("Hur många är ni?").selectOption("1");
  // One guest: the form itself, without a "Gäst 1" heading.
  const guest = rsvp;
  await guest
    .getByRole("group", { name: "Vill du åka med bussen från kyrkan?" })
    .getByRole("radio", { name: "Ja" })
    .check();
  await guest.getByLabel("Förnamn").fill("Greta");
  await guest.getByLabel("Efternamn").fill("Lund");
  // The text fields below show only for a yes (the old form's condition).
  await expect(guest.getByLabel("Allergier eller specialkost")).toHaveCount(0);
  await guest.getByRole("group", { name: "Kommer du?" }).getByRole("radio", { name: "Ja" }).check();
  await guest.getByLabel("Allergier eller specialkost").fill("Glutenfri");
  await guest.getByLabel("E-post").fill("greta@example.se");
  await page.screenshot({ path: "test-results/screenshots/legacy-rsvp-phone.png" });
  const left = 3_300 - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
  await rsvp.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(rsvp.getByRole("heading", { name: "Tack för ditt svar!" })).toBeVisible();
  await expect(rsvp.getByText("Vi ser fram emot att fira med er.")).toBeVisible();

  // The owner: the legacy view with the old answers and Greta's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, mail);
  await expect(
    page.getByRole("heading", { level: 1, name: "Er sida är gjord i den gamla redigeraren" }),
  ).toBeVisible();
  const answers = page.getByRole("region", { name: "Tidigare OSA-svar" });
  await expect(answers.getByRole("row", { name: /Greta Lund/ })).toContainText("Glutenfri");
  await expect(answers.getByRole("row", { name: /Karin Holm/ })).toContainText("JA");
  await expect(answers.getByRole("row", { name: /Per Holm/ })).toContainText("NEJ");
  const download = page.waitForEvent("download");
  await answers.getByRole("link", { name: "Ladda ner osa.xlsx" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("osa.xlsx");
  const sheet = readXlsx(readFileSync((await saved.path()) ?? ""));
  expect(sheet.rows.flat().map((cell) => cell?.text ?? "")).toEqual(
    expect.arrayContaining(["Greta", "Glutenfri", "Karin"]),
  );
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "legacy-owner");

  // Upgrade in one step; the owner lands in the new editor and guests read the same page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Uppgradera till nya redigeraren" }).click();
  await page
    .getByRole("alertdialog", { name: "Uppgradera sidan" })
    .getByRole("button", { name: "Uppgradera" })
    .click();
  await expect(page.getByRole("button", { name: "Spara" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Er sida är gjord i den gamla redigeraren" }),
  ).toHaveCount(0);
  await page.goto(`/?domainHost=${host}`);
  await expect(page.getByRole("heading", { level: 1, name: "Anna & Johan" })).toBeVisible();
  expect(await pageText(page)).toBe(before);
});
