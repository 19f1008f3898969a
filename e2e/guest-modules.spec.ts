// The guest page's module views on the seeded demo page: server-rendered (also without JavaScript),
// hydrated without warnings, the gallery viewer by keyboard, the measured menu, the countdown clock and
// a crashing module. Screenshots go to test-results/screenshots/modules-*.png to be looked at.
import { expect, type Page, test } from "@playwright/test";
import { routeYouTubeOffline } from "./helpers";

const DEMO = "/sv?domainHost=demo.brollopssidan.se";
const ALL_KINDS = [
  "Header",
  "Text",
  "ImageAndText",
  "TextAndImageList",
  "PeopleList",
  "Video",
  "Location",
  "Travel",
  "Countdown",
  "Programme",
  "ImageGallery",
  "GiftRegistry",
  "Rsvp",
  "Faq",
  "Form",
] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Console errors and page errors (React reports hydration mismatches as console errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test("every module kind is in the server HTML, and shows without JavaScript", async ({
  request,
  browser,
}) => {
  const html = await (await request.get(DEMO)).text();
  for (const kind of ALL_KINDS) expect(html, kind).toContain(`class="module module--${kind}`);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(DEMO);
  for (const kind of ALL_KINDS) await expect(page.locator(`.module--${kind}`).first(), kind).toBeAttached();
  await expect(page.getByRole("timer", { name: "Nedräkning" })).toContainText("dagar");
  await expect(page.getByRole("button", { name: "Visa bild 1 av 8 i stort format" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Sjövik gård, Sigtuna, Visa på karta/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Sj%C3%B6vik%20g%C3%A5rd%2C%20Sigtuna",
  );
  // Without the script the menu is one row that scrolls sideways, so every link can be reached.
  await expect(
    page.getByRole("navigation", { name: "Meny" }).getByRole("link", { name: "Hitta hit" }),
  ).toBeAttached();
  await context.close();
});

test("each module on a phone and a desktop, hydrated without errors", async ({ page }) => {
  const errors = watchErrors(page);
  await routeYouTubeOffline(page);
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(DEMO);
    await expect(page.locator(".site-menu")).not.toHaveClass(/is-unmeasured/);
    for (const kind of ["TextAndImageList", "PeopleList", "Video", "Location", "Countdown", "ImageGallery"]) {
      const section = page.locator(`.module--${kind}`).first();
      await section.scrollIntoViewIfNeeded();
      // Lazy pictures in the section have loaded before the picture is taken.
      await expect
        .poll(() =>
          section.evaluate((element) =>
            [...element.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await section.screenshot({ path: `test-results/screenshots/modules-${kind}-${label}.png` });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `test-results/screenshots/modules-page-${label}-full.png`,
      fullPage: true,
    });
  }

  // The video: thumbnail and play button first, the privacy player after a press (autoplay asked for).
  const video = page.locator(".module--Video");
  // The thumbnail is asked of YouTube only once the video nears the viewport (the page was scrolled
  // back to the top above, possibly before the island woke up).
  await video.scrollIntoViewIfNeeded();
  await expect(video.locator("img")).toHaveAttribute(
    "src",
    "https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg",
  );
  await video.getByRole("button", { name: "Spela upp videon: Vår film" }).click();
  await expect(video.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?.*autoplay=1/,
  );
  expect(errors).toEqual([]);
});

test("the gallery viewer works by keyboard and gives focus back", async ({ page }) => {
  const errors = watchErrors(page);
  await routeYouTubeOffline(page);
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(DEMO);
    const first = page.getByRole("button", { name: "Visa bild 1 av 8 i stort format" });
    await first.focus();
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog", { name: "Bildvisare" });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText("Bild 1 av 8");
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("Bild 2 av 8");
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("Bild 3 av 8");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("Bild 2 av 8");
    // A fresh server renders each demo picture's full size on its first request (seconds on a busy machine).
    await expect(viewer.locator("img")).toHaveJSProperty("complete", true, { timeout: 20_000 });
    await page.screenshot({ path: `test-results/screenshots/modules-gallery-viewer-${label}.png` });
    // Focus stays in the dialog: tabbing goes round its buttons only.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await viewer.getByRole("button", { name: "Nästa bild" }).click();
    await expect(viewer).toContainText("Bild 3 av 8");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  }
  expect(errors).toEqual([]);
});

test("the menu collapses when its links do not fit, and a link scrolls to its section and closes it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await routeYouTubeOffline(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(DEMO);
  const menu = page.getByRole("navigation", { name: "Meny" });
  const toggle = menu.getByRole("button", { name: "Meny" });
  const link = menu.getByRole("link", { name: "Hitta hit" });
  await expect(menu).toHaveClass(/is-inline/);
  await expect(toggle).toBeHidden();
  await expect(link).toBeVisible();

  // Narrowing the window is measured again (after 300 ms) and the links go behind the toggle.
  await page.setViewportSize(PHONE);
  await expect(toggle).toBeVisible();
  await expect(link).toBeHidden();
  await toggle.click();
  await expect(link).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/modules-menu-open-phone.png" });
  await link.click();
  await expect(page).toHaveURL(/#hitta-hit$/);
  await expect(page.getByRole("heading", { name: "Hitta hit" })).toBeInViewport();
  await expect(link).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // Escape closes an open menu and gives the toggle its focus back.
  await toggle.click();
  await expect(link).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(link).toBeHidden();
  await expect(toggle).toBeFocused();

  // A fresh page on a phone starts collapsed; widening brings the links back.
  await page.goto(DEMO);
  await expect(menu).toHaveClass(/is-collapsed/);
  await page.setViewportSize(DESKTOP);
  await expect(link).toBeVisible();
  await expect(toggle).toBeHidden();
  expect(errors).toEqual([]);
});

test("the countdown ticks each second", async ({ page }) => {
  const errors = watchErrors(page);
  await routeYouTubeOffline(page);
  await page.goto(DEMO);
  const seconds = page.locator('.module-countdown__unit[data-unit="seconds"] .module-countdown__value');
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3_000 }).not.toBe(first);
  const days = Number(
    await page.locator('.module-countdown__unit[data-unit="days"] .module-countdown__value').textContent(),
  );
  expect(days).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

test("a crashing module shows the spec's message and is reported to /api/logs/", async ({ page }) => {
  // The gallery island's props are changed on the way to the browser so it breaks while hydrating.
  await page.route(/\/sv\?domainHost=demo\.brollopssidan\.se$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(
      /(<script type="application\/json" id="guest-islands">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const state = JSON.parse(json) as { islands: Record<string, { module: Record<string, unknown> }> };
        const gallery = Object.values(state.islands).find(
          (island) => island.module.siteModuleType === "ImageGallery",
        );
        if (!gallery) throw new Error("the demo page has no gallery island");
        gallery.module.gallery = null;
        return `${open}${JSON.stringify(state).replace(/</g, "\\u003c")}${close}`;
      },
    );
    await route.fulfill({ response, body: broken });
  });
  const reported = page.waitForRequest(
    (request) => request.url().endsWith("/api/logs/") && request.method() === "POST",
  );
  await page.goto(DEMO);
  // The island wakes as it nears the viewport.
  await page.locator(".module--ImageGallery").scrollIntoViewIfNeeded();
  const entry = (await reported).postDataJSON();
  expect(entry).toMatchObject({
    severity: 3,
    originId: "guest-page",
    info: { moduleType: "ImageGallery" },
  });
  expect(entry.errorObject.message).toBeTruthy();
  const crash = page.locator(".module--ImageGallery").getByRole("alert");
  await expect(crash).toContainText("Spara dina ändringar och ladda om sidan");
  await expect(crash.getByRole("link", { name: "info@brollopssidan.se" })).toBeVisible();
  // The rest of the page is still there.
  await expect(page.getByRole("heading", { name: "Middag och fest" })).toBeVisible();
});
