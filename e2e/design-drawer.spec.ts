// The Design drawer in quick start (issue 10): open it from the action bar beside the page, pick a
// design template, change the theme and the heading font, and see each change on the canvas at once;
// undo takes one step back; Escape closes the drawer and gives focus back to its button.
import { expect, type Page, test } from "@playwright/test";
import { screenshotPhoneAndDesktop } from "./helpers";

/** The editor's canvas (the guest page being edited), not a preview inside the drawer. */
const canvas = (page: Page) => page.locator(".editor .site").first();

const headingFont = (page: Page) =>
  canvas(page).evaluate((site) => getComputedStyle(site).getPropertyValue("--font-heading"));

test("Design drawer: template, theme and font change the page beside it; undo and Escape", async ({
  page,
}) => {
  await page.goto("/snabbstart");
  await page
    .getByRole("dialog", { name: "Gör sidan till er egen" })
    .getByRole("button", { name: "Sätt igång" })
    .click();

  const open = page.getByRole("button", { name: "Design", exact: true });
  await open.click();
  const drawer = page.getByRole("dialog", { name: "Design" });
  await expect(drawer).toBeVisible();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  // Focus is in the drawer, and the page beside it is still there to see.
  await expect(drawer.locator(":focus")).toHaveCount(1);
  await expect(canvas(page)).toBeInViewport();

  const tabs = drawer.getByRole("tablist", { name: "Designinställningar" });
  await expect(tabs.getByRole("tab", { name: "Designmallar" })).toHaveAttribute("aria-selected", "true");
  // Every template is previewed as a rendered page, not a name.
  await expect(drawer.locator(".page-preview").first()).toBeVisible();
  await expect(drawer.locator("iframe.page-preview__frame").first()).toBeAttached();

  const navy = drawer.getByRole("button", { name: "Modern marin" });
  await navy.click();
  await expect(navy).toHaveAttribute("aria-pressed", "true");
  await expect(canvas(page)).toHaveClass(/\btheme10\b/);
  expect(await headingFont(page)).toContain("Montserrat");
  await screenshotPhoneAndDesktop(page, "design-drawer-templates");

  // The tabs are one tab stop: arrows move between them.
  await tabs.getByRole("tab", { name: "Designmallar" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Teman" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "Teman" })).toHaveAttribute("aria-selected", "true");
  await drawer.getByRole("button", { name: "Romantisk", exact: true }).click();
  await expect(canvas(page)).toHaveClass(/\btheme7\b/);

  await tabs.getByRole("tab", { name: "Typsnitt" }).click();
  await drawer.getByRole("radio", { name: "Cinzel" }).check();
  await expect.poll(() => headingFont(page)).toContain("Cinzel");
  await screenshotPhoneAndDesktop(page, "design-drawer-fonts");

  // Each choice is its own undo step.
  await page.getByRole("button", { name: "Ångra" }).click();
  await expect.poll(() => headingFont(page)).toContain("Montserrat");
  await expect(canvas(page)).toHaveClass(/\btheme7\b/);

  await drawer.getByRole("radio", { name: "Lora" }).first().focus();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Spara" })).toHaveClass(/is-dirty/);
});
