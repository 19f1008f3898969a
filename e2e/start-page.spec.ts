// Issue 15 items 1 and 9 as a newcomer meets them on a phone: the start page leads into the wizard, the
// demo page offers the same start, and the terms are a real page linked from the start page and from
// the sign-up dialog's checkbox.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the start page leads a newcomer into the wizard", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Bröllopssidan" })).toBeVisible();
  // The price, from the price table.
  await expect(page.getByText("599 kr för 18 månader")).toBeVisible();
  // The demo page, live in a phone frame, is a picture here: nothing in it takes focus.
  await expect(page.locator("iframe[inert]")).toHaveAttribute("src", "/demo");
  await page.screenshot({ path: "test-results/screenshots/start-newcomer-phone.png", fullPage: true });
  await page.getByRole("link", { name: "Skapa er sida gratis" }).first().click();
  await expect(page).toHaveURL(/\/kom-igang/);
  await expect(page.getByRole("heading", { level: 1, name: "Välj en design" })).toBeVisible();
});

test("the terms and the privacy notice are pages of their own, linked from the start page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Användarvillkor" }).click();
  await expect(page).toHaveURL(/\/villkor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Användarvillkor" })).toBeVisible();
  await page.getByRole("link", { name: "Integritet och cookies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integritet och cookies" })).toBeVisible();
  await expect(page.getByText("Inga cookies för statistik, reklam eller spårning.")).toBeVisible();
  await page.getByRole("link", { name: "Till startsidan" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the demo page offers a visitor the same start, and every guest page links the privacy notice", async ({
  page,
}) => {
  await page.goto("/demo");
  const bar = page.getByRole("complementary", { name: "Bröllopssidan" });
  await expect(bar.getByRole("link", { name: "Skapa er sida gratis" })).toHaveAttribute(
    "href",
    "https://brollopssidan.se/kom-igang",
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Integritet och cookies" }),
  ).toHaveAttribute("href", "https://brollopssidan.se/integritet");
});

test("the sign-up dialog's terms are links that open beside it", async ({ page, context }) => {
  await page.goto("/snabbstart?registerAccount=true");
  const dialog = page.getByRole("dialog");
  const termsLink = dialog.getByRole("link", { name: /användarvillkoren/ });
  await expect(termsLink).toHaveAttribute("target", "_blank");
  const [terms] = await Promise.all([context.waitForEvent("page"), termsLink.click()]);
  await expect(terms.getByRole("heading", { level: 1, name: "Användarvillkor" })).toBeVisible();
  // The dialog is still there, as it was.
  await expect(dialog.getByRole("checkbox", { name: /Jag godkänner användarvillkoren/ })).toBeVisible();
});
