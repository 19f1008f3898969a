// Versions (SPEC §2): an owner saves twice, opens the versions page, previews the first save, restores
// it after confirming, lands in the editor with that page, and after publishing guests see it too.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

/** WCAG 2.2 AA as axe judges it (the tags e2e/accessibility.spec.ts uses). */
async function expectNoAxeViolations(page: Page, screen: string) {
  await page.waitForTimeout(150);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    screen,
  ).toEqual([]);
}

async function retitleTextAndSave(page: Page, title: string) {
  await page
    .getByRole("toolbar", { name: "Text", exact: true })
    .getByRole("button", { name: "Redigera" })
    .click();
  await page.getByRole("dialog").getByLabel("Rubrik", { exact: true }).fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

test("save twice, preview the first save, restore it, and see it in the editor and on the guest page", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("versioner");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);
  await retitleTextAndSave(page, "Första versionen");
  await retitleTextAndSave(page, "Andra versionen");

  await page.goto(`/redigera/${siteId}/versioner`);
  await expect(page).toHaveTitle("Versioner - Bröllopssidan");
  await expect(page.getByRole("heading", { level: 1, name: "Versioner" })).toBeVisible();
  const list = page.getByRole("group", { name: "Sparade versioner" });
  const radios = list.getByRole("radio");
  // The creation and two saves, newest first; the newest is latest and current, and chosen.
  await expect(radios).toHaveCount(3);
  const labels = list.locator("label");
  await expect(labels.nth(0)).toContainText("Senaste");
  await expect(labels.nth(0)).toContainText("Aktuell");
  await expect(labels.nth(1)).not.toContainText(/Senaste|Aktuell/);
  await expect(labels.nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(radios.nth(0)).toBeChecked();
  const frame = page.locator(".versions-frame");
  await expect(frame.locator("h2", { hasText: "Andra versionen" })).toBeVisible();
  await expect(page.getByText("Den här versionen visas för gästerna nu.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Återställ den här versionen" })).toHaveCount(0);

  // The keyboard moves the choice: the first save is previewed, the page as guests would see it.
  await radios.nth(0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(radios.nth(1)).toBeChecked();
  await expect(frame.locator("h2", { hasText: "Första versionen" })).toBeVisible();
  await expect(frame.locator("h2", { hasText: "Andra versionen" })).toHaveCount(0);
  // Nothing in the preview takes focus or clicks: it is inert.
  await expect(frame).toHaveAttribute("inert", "");
  await screenshotPhoneAndDesktop(page, "versions");
  await expectNoAxeViolations(page, "versions, desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, "versions, phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Restore asks first; Avbryt changes nothing.
  const restore = page.getByRole("button", { name: "Återställ den här versionen" });
  await restore.click();
  const dialog = page.getByRole("alertdialog", { name: "Återställa versionen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("De andra versionerna finns kvar");
  await expectNoAxeViolations(page, "restore dialog");
  await page.screenshot({ path: "test-results/screenshots/versions-dialog.png" });
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(restore).toBeFocused();
  await restore.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Återställ", exact: true }).click();

  // Back in the editor with the restored page.
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await expect(page.getByRole("heading", { name: "Första versionen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Andra versionen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Spara" })).not.toHaveClass(/is-dirty/);

  // The list now marks the restored one current; the newest stays latest, and can be restored.
  await page.goto(`/redigera/${siteId}/versioner`);
  await expect(labels.nth(0)).toContainText("Senaste");
  await expect(labels.nth(0)).not.toContainText("Aktuell");
  await expect(labels.nth(1)).toContainText("Aktuell");
  await expect(radios.nth(1)).toBeChecked();
  await radios.nth(0).check();
  await expect(page.getByRole("button", { name: "Återställ den här versionen" })).toBeVisible();

  // Published, the guest page shows the restored version.
  const host = `versioner-${Date.now()}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  const guest = await request.get(`/sv?domainHost=${host}`);
  expect(guest.status()).toBe(200);
  const html = await guest.text();
  expect(html).toContain("Första versionen");
  expect(html).not.toContain("Andra versionen");

  // The back link goes to the editor.
  await page.getByRole("link", { name: "Tillbaka till redigeringen" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
});
