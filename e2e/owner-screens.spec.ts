// The owner's screens on a phone and a desktop: they work at both sizes, and screenshots go to
// test-results/screenshots/ to be looked at.
import { expect, test } from "@playwright/test";
import { createAccountWithSite, uniqueMail } from "./helpers";

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`login and editor on a ${viewport.name}`, async ({ page, request }) => {
    const mail = uniqueMail(`screens-${viewport.name}`);
    const siteId = await createAccountWithSite(request, mail, "hemligt-123");
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Bröllopssidan" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/start-${viewport.name}.png` });

    await page.goto("/logga-in");
    await page.screenshot({ path: `test-results/screenshots/login-${viewport.name}.png` });
    await page.getByLabel("E-postadress").fill(mail);
    await page.getByLabel("Lösenord").fill("fel-lösenord");
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page.getByRole("alert")).toContainText("Fel e-postadress eller lösenord.");
    await page.screenshot({ path: `test-results/screenshots/login-error-${viewport.name}.png` });
    await page.getByLabel("Lösenord").fill("hemligt-123");
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
    await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/editor-${viewport.name}.png` });

    await page
      .getByRole("toolbar", { name: "Bild och text" })
      .getByRole("button", { name: "Redigera" })
      .click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "Text" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/module-editor-${viewport.name}.png` });
    await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();

    // Logged in, the login page shows the account and a way to the page and out.
    await page.goto("/logga-in");
    await expect(page.getByText(`Inloggad som ${mail}`)).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/login-logged-in-${viewport.name}.png` });
    await page.getByRole("button", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
