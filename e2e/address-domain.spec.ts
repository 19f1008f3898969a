// Issue 9 with an own domain: a taken name is said to be taken, a free one is paid with Swish (the local
// simulator), registered at the registrar (the simulator answers 'unpaid' for its first seconds, so the
// client's retries on 402 are exercised) and becomes the page's address.
import { expect, test } from "@playwright/test";
import { createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";

test("an own domain: taken is refused, a free one is paid with Swish, registered and live", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const mail = uniqueMail("doman");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  await logIn(page, mail);
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));

  await page.getByRole("banner").getByRole("link", { name: "Välj adress" }).click();
  await page.getByRole("link", { name: "Sök egen domän" }).click();
  await expect(page.getByRole("heading", { name: "Egen domän" })).toBeVisible();

  // A name the registrar already has.
  const field = page.getByLabel("Domännamn");
  await field.fill("upptagen-brollop");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText("upptagen-brollop.se är tyvärr redan registrerad.")).toBeVisible();

  // A free one, with .nu.
  const name = `maja-elias-${Date.now().toString(36)}`;
  const domain = `${name}.nu`;
  await field.fill(name);
  await page.getByRole("radio", { name: ".nu" }).check();
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText(`${domain} är ledig!`)).toBeVisible();
  await expect(page.getByText(/1\s199\skr/).first()).toBeVisible();
  await screenshotPhoneAndDesktop(page, "address-domain-available");

  await page.getByRole("button", { name: "Swish" }).click();
  await page.getByLabel("Ditt swish-nummer").fill("0701234567");
  await page.getByRole("button", { name: /Betala 1\s199 kr med Swish/ }).click();

  // Paid, then the registration (wait 5 s, retries on 402), then the confirmation.
  await expect(page.getByRole("heading", { name: "Grattis! Er domän är registrerad" })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/valj-adress/doman/bekraftelse/[A-Z0-9]+$`));
  await expect(page.getByRole("region", { name: "Kvitto" })).toContainText(/1\s199,00\skr/);
  await screenshotPhoneAndDesktop(page, "address-domain-confirmation");

  // The page answers on the domain, and the account page lists the domain with its expiry.
  expect((await request.get(`/sv?domainHost=${domain}`)).status()).toBe(200);
  await page.goto(`/redigera/${siteId}/konto/`);
  await expect(page.getByText(domain).first()).toBeVisible();
});
