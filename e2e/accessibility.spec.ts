// WCAG 2.2 AA checks (axe) on the guest page and the owner's screens.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createAccountWithSite, uniqueMail } from "./helpers";

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the demo guest page has no WCAG A/AA violations, on a phone and a desktop", async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/sv?domainHost=demo.brollopssidan.se");
    expect(await violations(page), `width ${width}`).toEqual([]);
  }
});

test("the wrong-address page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/xx?domainHost=demo.brollopssidan.se");
  expect(await violations(page)).toEqual([]);
});

test("login, editor and module editor have no WCAG A/AA violations", async ({ page, request }) => {
  const mail = uniqueMail("a11y");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await page.goto("/logga-in");
  expect(await violations(page)).toEqual([]);
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByLabel("Lösenord").fill("hemligt-123");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("toolbar", { name: "Text", exact: true }).getByRole("button", { name: "Redigera" }).click();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Text" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the check itself finds a planted violation (so a pass means something)", async ({ page }) => {
  await page.goto("/sv?domainHost=demo.brollopssidan.se");
  await page.evaluate(() => document.querySelector("img")?.removeAttribute("alt"));
  expect((await violations(page)).some((v) => v.startsWith("image-alt"))).toBe(true);
});
