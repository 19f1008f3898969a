// Issue 23 item 4: the editor's action bar on a phone (390×844, touch, Swedish). Publish ('Välj adress'
// before an address is bought, the live address and its copy button after) and Spara show without any
// sideways scrolling, nothing lies over anything else (the element at each control's centre is that
// control), every control is at least 44 px, and Ångra, Översätt and the rest are one tap away in the
// 'Fler val' menu (a button with aria-expanded; Escape closes it and focus goes back). Screenshots go
// to test-results/screenshots/editor-phone-bar-*.png. A wide screen keeps the whole bar.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, uniqueMail } from "./helpers";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "hemligt-123";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The control is wholly inside the viewport, at least 44×44 px, and on top at its centre. */
async function expectReachable(control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const box = await control.boundingBox();
  expect(box, `${what}: a box`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${what}: left edge in view`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y, `${what}: top edge in view`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge in view`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(box.y + box.height, `${what}: bottom edge in view`).toBeLessThanOrEqual(PHONE.height);
  expect.soft(box.width, `${what}: at least 44 px wide`).toBeGreaterThanOrEqual(44);
  expect.soft(box.height, `${what}: at least 44 px high`).toBeGreaterThanOrEqual(44);
  const onTop = await control.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect.soft(onTop, `${what}: nothing covers its centre`).toBe(true);
}

/** Every control that shows in the bar (the closed menu's panel is hidden). */
async function barControls(page: Page): Promise<Locator[]> {
  const all = await page.getByRole("banner").locator("a[href], button, select").all();
  const shown: Locator[] = [];
  for (const control of all) if (await control.isVisible()) shown.push(control);
  return shown;
}

async function expectWholeBarReachable(page: Page, label: string) {
  const banner = page.getByRole("banner");
  // Nothing scrolls sideways: not the bar, not any part of it, not the page.
  const overflowing = await banner.evaluate((bar) =>
    [bar, ...bar.querySelectorAll("*")]
      // (Visually hidden texts are 1 px boxes that clip on purpose.)
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX !== "visible")
      .map((element) => element.className.toString()),
  );
  expect.soft(overflowing, `${label}: nothing in the bar scrolls sideways`).toEqual([]);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: page width`)
    .toBeLessThanOrEqual(PHONE.width);
  for (const control of await barControls(page)) {
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
    await expectReachable(control, `${label}: ${name.trim()}`);
  }
}

test("the phone action bar shows Publish and Spara, and the rest in the 'Fler val' menu", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const mail = uniqueMail("telefonrad");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  await logIn(page, mail, PASSWORD);
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  const banner = page.getByRole("banner");

  // Unpublished: Välj adress, in full view.
  const publish = banner.getByRole("link", { name: "Välj adress" });
  await expectReachable(publish, "Välj adress");
  await expectReachable(banner.getByRole("button", { name: "Spara" }), "Spara");
  const toggle = banner.getByRole("button", { name: "Fler val" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Only the menu has Ångra and Översätt while it is closed.
  await expect(banner.getByRole("button", { name: "Ångra" })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Översätt" })).toHaveCount(0);
  await expectWholeBarReachable(page, "unpublished");
  await page.screenshot({ path: "test-results/screenshots/editor-phone-bar-closed.png" });

  // An edit to undo: hide the Text module.
  await page.getByRole("button", { name: "Dölj för gästerna: Text" }).click();
  await expect(page.getByRole("button", { name: "Visa för gästerna: Text" })).toBeVisible();

  // The menu: one tap, focus on its first action, every action in view and reachable.
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panelId = await toggle.getAttribute("aria-controls");
  const menu = page.locator(`[id="${panelId}"]`);
  await expect(menu.getByRole("button", { name: "Redigera" })).toBeFocused();
  for (const name of ["Redigera", "Granska", "Ångra", "Gör om", "Översätt", "Design", "Mer"]) {
    await expectReachable(menu.getByRole("button", { name, exact: true }), `menu: ${name}`);
  }
  await expectReachable(menu.getByRole("combobox", { name: "Språk du redigerar" }), "menu: språk");
  await page.screenshot({ path: "test-results/screenshots/editor-phone-bar-menu.png" });

  // Ångra undoes and the menu stays open for another step.
  await menu.getByRole("button", { name: "Ångra" }).tap();
  await expect(page.getByRole("button", { name: "Dölj för gästerna: Text" })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("button", { name: "Ångra" })).toHaveAttribute("aria-disabled", "true");

  // Översätt switches translate mode.
  const translate = menu.getByRole("button", { name: "Översätt" });
  await translate.tap();
  await expect(translate).toHaveAttribute("aria-pressed", "true");

  // Escape closes it, back on its button.
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Mer from the menu opens the drawer; closing it gives focus back to the menu's button.
  await toggle.tap();
  await menu.getByRole("button", { name: "Mer", exact: true }).tap();
  const drawer = page.getByRole("dialog", { name: "Mer" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  // A tap on the page closes the menu.
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The bar's empty middle (the brand name is left out on a phone): outside the menu, nothing else there.
  await page.touchscreen.tap(100, 28);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // Published: the live address and its copy button take Välj adress's place, still all in view.
  const host = `telefonrad-${Date.now().toString(36)}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Välj adress" })).toHaveCount(0);
  await expectReachable(banner.getByRole("link", { name: /^Öppna sidan/ }), "Öppna sidan");
  await expectReachable(banner.getByRole("button", { name: `Kopiera adressen ${host}` }), "Kopiera");
  await expectWholeBarReachable(page, "published");
  await page.screenshot({ path: "test-results/screenshots/editor-phone-bar-published.png" });

  // A wide screen keeps the whole bar, without the menu.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(banner.getByRole("button", { name: "Fler val" })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Ångra" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Översätt" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/editor-phone-bar-desktop.png" });
});
