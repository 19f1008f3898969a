// The seeded demo page: server-rendered, hydrated, usable on a phone and a desktop. Screenshots go to
// test-results/screenshots/ to be looked at.
import { expect, test } from "@playwright/test";

const DEMO = "/?domainHost=demo.brollopssidan.se";

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`demo guest page on a ${viewport.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(DEMO);
    await expect(page).toHaveURL(/\/sv\?domainHost=demo\.brollopssidan\.se$/);
    await expect(page).toHaveTitle("Demosida - Bröllopssidan");
    await expect(page.getByRole("heading", { level: 1, name: "Sara & Johan" })).toBeVisible();
    await expect(page.locator("img").first()).toHaveJSProperty("complete", true);

    const menu = page.getByRole("navigation", { name: "Meny" });
    if (viewport.name === "phone") {
      await menu.getByRole("button", { name: "Meny" }).click();
    }
    await menu.getByRole("link", { name: "Middag och fest" }).click();
    await expect(page).toHaveURL(/#middag-och-fest$/);
    await expect(page.getByRole("heading", { name: "Middag och fest" })).toBeInViewport();
    if (viewport.name === "phone")
      await expect(menu.getByRole("link", { name: "Middag och fest" })).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/demo-${viewport.name}.png`, fullPage: false });
    await page.screenshot({
      path: `test-results/screenshots/demo-${viewport.name}-full.png`,
      fullPage: true,
    });

    await page.getByRole("navigation", { name: "Språk" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\?domainHost=demo\.brollopssidan\.se$/);
    await expect(page).toHaveTitle("Demo site - Bröllopssidan");
    await expect(page.getByRole("heading", { name: "Welcome to our wedding!" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the guest bundle hydrates without editor code or the validation library", async ({ page, request }) => {
  const html = await (await request.get("/sv?domainHost=demo.brollopssidan.se")).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code).not.toMatch(/tiptap|ProseMirror/i);
    expect(code, `${script} carries zod`).not.toContain("ZodError");
  }
  await page.goto("/sv?domainHost=demo.brollopssidan.se");
  await expect(page.locator("#root")).not.toBeEmpty();
});

test("/demo on the editor host leads to the demo page", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Sara & Johan" })).toBeVisible();
});

test("a guest adds the event to their calendar from the countdown (issue 26)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DEMO);
  // The countdown's own link (the programme's are named after their items).
  const link = page.getByRole("link", { name: "Lägg till i kalendern", exact: true });
  await link.scrollIntoViewIfNeeded();
  // A 44 px target on a phone.
  expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const path = await download.path();
  const text = (await import("node:fs")).readFileSync(path, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text).toContain("BEGIN:VEVENT");
  expect(text).toMatch(/DTSTART;TZID=Europe\/Stockholm:\d{8}T\d{6}/);
  expect(text).toContain("BEGIN:VTIMEZONE");
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  await page.screenshot({ path: "test-results/screenshots/demo-calendar-link-phone.png" });
});
