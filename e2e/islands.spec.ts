// Islands (issue 11): the demo guest page is complete HTML; before a guest reaches an interactive module
// no React and no module code is loaded; each island loads its code as it nears the viewport and then
// works; a press that arrives before the code is held and honoured; the menu works without React and
// the page reads fully with JavaScript off.
import { expect, type Page, test } from "@playwright/test";
import { routeYouTubeOffline } from "./helpers";

const DEMO = "/sv?domainHost=demo.brollopssidan.se";
const PHONE = { width: 390, height: 844 };

/** The file names of the scripts the page has asked for so far. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      scripts.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return scripts;
}

const islandCode = (scripts: string[]) =>
  scripts.filter((name) => /^(hydrate|View|I18nextProvider)-/.test(name));

test("no island code before the guest nears an island; the RSVP loads and works once reached", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await routeYouTubeOffline(page);
  const scripts = watchScripts(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(DEMO, { waitUntil: "networkidle" });
  // The countdown just under the header ticks with plain DOM code; nothing of React has been asked for.
  expect(scripts.some((name) => name.startsWith("countdown-"))).toBe(true);
  expect(islandCode(scripts)).toEqual([]);
  const seconds = page.locator('.module-countdown__unit[data-unit="seconds"] .module-countdown__value');
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3_000 }).not.toBe(first);

  // The menu collapses and opens without React.
  const menu = page.getByRole("navigation", { name: "Meny" });
  await menu.getByRole("button", { name: "Meny" }).click();
  await expect(menu.getByRole("button", { name: "Stäng meny" })).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "OSA" }).click();
  await expect(menu.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/#osa$/);

  // Reaching the RSVP loaded its island: React, the hydration code and the RSVP view.
  await expect.poll(() => islandCode(scripts).some((name) => name.startsWith("hydrate-"))).toBe(true);
  const rsvp = page.locator(".module--Rsvp");
  await rsvp.getByRole("button", { name: "OSA här" }).click();
  await expect(rsvp.getByLabel("Hur många är ni?")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a press before the island's code has arrived is held and honoured", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The hydration code arrives late, as on a slow phone connection.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(DEMO);
  const thumb = page.getByRole("button", { name: "Visa bild 1 av 8 i stort format" });
  await thumb.scrollIntoViewIfNeeded();
  await thumb.click();
  const viewer = page.getByRole("dialog", { name: "Bildvisare" });
  await expect(viewer).toBeHidden();
  release();
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("Bild 1 av 8");
});

test("with JavaScript off the page reads fully and the menu links still lead to their sections", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { name: "Sara & Johan" })).toBeVisible();
  for (const kind of ["Rsvp", "Form", "GiftRegistry", "ImageGallery", "Video", "Countdown"])
    await expect(page.locator(`[data-island="${kind}"]`), kind).toBeAttached();
  await page.getByRole("navigation", { name: "Meny" }).getByRole("link", { name: "Hitta hit" }).click();
  await expect(page).toHaveURL(/#hitta-hit$/);
  await expect(page.locator("#hitta-hit")).toBeInViewport();
  await context.close();
});
