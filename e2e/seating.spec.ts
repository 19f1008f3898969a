// The seating plan (issue 27): an owner whose guest list has six attending guests (three households,
// answers set by hand as after phone calls) opens Bordsplacering from the guest list, adds two round
// tables and seats all six with the keyboard alone (Enter picks a guest and goes to a table, the arrow
// keys go between tables, Enter places and moves on to the next guest). Seating Gustav away from Fia
// warns that Familjen Berg is split. After a reload the plan is there (saved by itself). The table plan
// is printed as an A4 PDF (a download), which poppler reads: two A4 landscape pages with the tables'
// and guests' names. axe clean on a desktop and a phone. Screenshots in test-results/screenshots/
// seating-*.png (desktop canvas, phone list, the plan's first page by pdftoppm). Then with the mouse: a
// guest dragged to another table, a table dragged to another place.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
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
const DESKTOP = { width: 1280, height: 900 };

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/seating-${name}.png`, fullPage });

/** Focus is on the button whose text starts with `name` (a guest or a table's handle). */
async function expectFocusOn(page: Page, name: string) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
    .toMatch(new RegExp(`^${name}`));
}

test("six guests seated by keyboard alone, kept after a reload, and the plan printed to an A4 PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const mail = uniqueMail("placering");
  const siteId = await createAccountWithSiteDocument(request, mail, PASSWORD, {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [SWEDISH_HEADER],
    siteGraphic: "CORNER_GRAPHICS_ROSE",
  });
  expect((await request.post("/api/accounts/login/", { data: { mail, password: PASSWORD } })).ok()).toBe(
    true,
  );
  for (const household of [
    { name: "Familjen Ek", guests: [{ name: "Anna Ek" }, { name: "Bo Ek" }] },
    { name: "Familjen Lund", guests: [{ name: "Dora Lund" }, { name: "Erik Lund" }] },
    { name: "Familjen Berg", guests: [{ name: "Fia Berg" }, { name: "Gustav Berg" }] },
  ]) {
    const made = await request.post(`/api/sites/${siteId}/households`, { data: household });
    expect(made.ok(), await made.text()).toBe(true);
    const { id, guests } = (await made.json()).household as { id: string; guests: { id: string }[] };
    const answered = await request.put(`/api/sites/${siteId}/households/${id}/answers`, {
      data: { guests: guests.map((guest) => ({ guestId: guest.id, attending: true })) },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }

  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await page.getByRole("link", { name: "Bordsplacering" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/placering$`));
  await expect(page.getByRole("heading", { level: 1, name: "Bordsplacering" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ej placerade (6)" })).toBeVisible();

  // Two round tables, by keyboard.
  await page.getByRole("button", { name: "Lägg till runt bord" }).press("Enter");
  await expectFocusOn(page, "Bord 1");
  await page.getByRole("button", { name: "Lägg till runt bord" }).press("Enter");
  await expectFocusOn(page, "Bord 2");

  // The first guest in the list, then Enter after Enter; the arrow keys choose another table.
  const live = page.locator("[aria-live='assertive']");
  await page.getByRole("button", { name: /^Anna Ek/ }).focus();
  const seat = async (guest: string, moves: string[], table: string) => {
    await expectFocusOn(page, guest);
    await page.keyboard.press("Enter");
    await expect(live).toContainText(`${guest} vald`);
    // Focus goes to the last table used on the next frame: the arrow keys are pressed once it is there.
    await expectFocusOn(page, "Bord");
    for (const key of moves) await page.keyboard.press(key);
    await expectFocusOn(page, table);
    await page.keyboard.press("Enter");
    await expect(live).toContainText(`${guest} placerad vid ${table}`);
  };
  await seat("Anna Ek", [], "Bord 1"); // the first table
  await seat("Bo Ek", [], "Bord 1"); // the last table used
  await seat("Dora Lund", ["ArrowRight"], "Bord 2");
  await seat("Erik Lund", [], "Bord 2");
  await seat("Fia Berg", [], "Bord 2");
  await seat("Gustav Berg", ["ArrowLeft"], "Bord 1");
  await expect(page.getByText("6 av 6 gäster placerade · 16 platser")).toBeVisible();
  await expect(page.getByText("Alla gäster har en plats.")).toBeVisible();
  await expect(page.getByText("Familjen Berg sitter vid olika bord: Bord 1, Bord 2.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Sparat" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-canvas");

  // Saved by itself: after a reload every guest is at their table.
  await page.reload();
  const table = (name: string) => page.getByRole("region", { name: new RegExp(`^${name},`) });
  await expect(table("Bord 1").getByRole("button", { name: /^(Anna Ek|Bo Ek|Gustav Berg)/ })).toHaveCount(3);
  await expect(table("Bord 2").getByRole("button", { name: /^(Dora Lund|Erik Lund|Fia Berg)/ })).toHaveCount(
    3,
  );
  await expect(page.getByText("Alla gäster har en plats.")).toBeVisible();

  // The table plan on A4, read with poppler.
  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Bordsplacering (A4)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("bordsplacering.pdf");
  const file = join(test.info().outputDir, "bordsplacering.pdf");
  await download.saveAs(file);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  expect(info).toMatch(/Pages:\s+2\n/);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  expect(Math.abs(Number(size?.[1]) - 841.89)).toBeLessThan(1);
  expect(Math.abs(Number(size?.[2]) - 595.28)).toBeLessThan(1);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  for (const name of [
    "Maja & Elias",
    "Bord 1",
    "Bord 2",
    "Anna Ek",
    "Bo Ek",
    "Dora Lund",
    "Erik Lund",
    "Fia Berg",
    "Gustav Berg",
  ])
    expect(text).toContain(name);
  execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "1", file, `${SHOTS}/seating-plan-pdf`]);

  // The place cards: six to an A4 sheet, one sheet for six guests.
  const cardsDownload = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Placeringskort" }).click();
  const cardsFile = join(test.info().outputDir, "placeringskort.pdf");
  await (await cardsDownload).saveAs(cardsFile);
  expect(execFileSync("pdfinfo", [cardsFile], { encoding: "utf8" })).toMatch(/Pages:\s+1\n/);
  expect(execFileSync("pdftotext", [cardsFile, "-"], { encoding: "utf8" })).toContain("Gustav Berg");
  execFileSync("pdftoppm", [
    "-r",
    "50",
    "-png",
    "-f",
    "1",
    "-l",
    "1",
    cardsFile,
    `${SHOTS}/seating-cards-pdf`,
  ]);

  // With the mouse: Gustav dragged to his family's table ends the warning; a table dragged moves.
  await page
    .getByRole("button", { name: /^Gustav Berg/ })
    .dragTo(table("Bord 2").getByRole("button", { name: /^Bord 2,/ }));
  await expect(table("Bord 2").getByRole("button", { name: /^Gustav Berg/ })).toBeVisible();
  await expect(page.getByText(/sitter vid olika bord/)).toHaveCount(0);
  const handle = table("Bord 1").getByRole("button", { name: /^Bord 1,/ });
  const box = await handle.boundingBox();
  const left = await table("Bord 1").evaluate((element) => (element as HTMLElement).style.left);
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 10);
  await page.mouse.down();
  await page.mouse.move((box?.x ?? 0) + 80, (box?.y ?? 0) + 70, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(() => table("Bord 1").evaluate((element) => (element as HTMLElement).style.left))
    .toBe(`${Number.parseInt(left, 10) + 60}px`);
  await expect(page.getByRole("status").filter({ hasText: "Sparat" })).toBeVisible();

  // A phone: the tables as lists; axe clean.
  await page.setViewportSize(PHONE);
  await expect(table("Bord 1")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "phone-list", true);
});
