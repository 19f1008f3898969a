// Issue 9 with a card: a subdomain paid by card through the card form (the local simulator of Stripe's
// Elements), a declined card first, then one that pays; the receipt; then the publication extended by
// card from the account page, with the months added and its own receipt.
import { expect, type FrameLocator, test } from "@playwright/test";
import { createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";

async function payByCard(form: FrameLocator, number: string) {
  await form.getByLabel("Kortnummer").fill(number);
  await form.getByLabel("Utgångsdatum (MM/ÅÅ)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /Betala/ }).click();
}

test("a subdomain paid by card (declined, then paid), and the publication extended by card", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const mail = uniqueMail("kort");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  await logIn(page, mail);
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));

  await page.getByRole("banner").getByRole("link", { name: "Välj adress" }).click();
  const subdomainCard = page.getByRole("listitem").filter({ hasText: "Adress hos oss" });
  await subdomainCard.getByRole("link", { name: "Välj adress hos oss" }).click();
  const label = `kort-${Date.now().toString(36)}`;
  const host = `${label}.brollopssidan.se`;
  await page.getByLabel("Önskad adress").fill(label);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText(`${host} är ledig!`)).toBeVisible();

  await page.getByRole("button", { name: "Kort (Mastercard/Visa)" }).click();
  const form = page.frameLocator('iframe[title="Kortbetalning"]');
  await expect(form.getByLabel("Kortnummer")).toBeVisible();
  await screenshotPhoneAndDesktop(page, "address-card-form");
  await payByCard(form, "4000 0000 0000 0002");
  // Said once, by the card form beside its Pay button; the owner app adds no second copy (issue 23).
  await expect(form.getByText("Ditt kort nekades.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Ditt kort nekades.")).toHaveCount(0);
  await payByCard(form, "4242 4242 4242 4242");

  await expect(page.getByRole("heading", { name: "Grattis! Er sida är publicerad" })).toBeVisible({
    timeout: 30_000,
  });
  const receipt = page.getByRole("region", { name: "Kvitto" });
  await expect(receipt).toContainText("Kort");
  await expect(receipt).toContainText(/599,00\skr/);
  await screenshotPhoneAndDesktop(page, "address-card-confirmation");

  // The live page answers on its host.
  const guest = await request.get(`/sv?domainHost=${host}`);
  expect(guest.status()).toBe(200);

  // Extend from the account page, by card: 18 more months for a wedding page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/redigera/${siteId}/konto/`);
  await page.getByRole("link", { name: "Förläng publiceringen" }).click();
  const extend = page.getByRole("dialog", { name: "Förläng publiceringen" });
  await expect(extend).toContainText(`Förläng ${host} med 18 månader`);
  await extend.getByRole("button", { name: "Kort (Mastercard/Visa)" }).click();
  await payByCard(extend.frameLocator('iframe[title="Kortbetalning"]'), "4242 4242 4242 4242");
  await expect(page.getByText("Tack! Publiceringen är förlängd")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(
    new RegExp(`/redigera/${siteId}/konto/forlang/subdoman/bekraftelse/[A-Z0-9]+$`),
  );
  await expect(page.getByText("18 månader har lagts till.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Kvitto" })).toContainText(/599,00\skr/);
  await screenshotPhoneAndDesktop(page, "address-extend-confirmation");
  await page.getByRole("button", { name: "Stäng" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/konto/$`));
});
