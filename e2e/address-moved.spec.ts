// Issue 23 item 2: a couple whose page is live on a subdomain buys their own domain. Before paying they
// read that the old address keeps working; after paying, a guest's old link answers 301 to the same path
// and query on the domain (server/hosts/redirects.ts).
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";

test("the old subdomain keeps working after buying an own domain, and the couple is told before paying", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const mail = uniqueMail("flytt");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  const stamp = Date.now().toString(36);
  const oldHost = `gammal-${stamp}.brollopssidan.se`;
  admin("activate", siteId, oldHost);
  expect((await request.get(`/sv?domainHost=${oldHost}`)).status()).toBe(200);

  // The couple's domain, registered elsewhere (the registrar simulator has every 'upptagen' name).
  const domain = `upptagen-flytt-${stamp}.se`;
  await logIn(page, mail, PASSWORD);
  await page.goto(`/redigera/${siteId}/valj-adress/doman/`);
  await expect(page.getByRole("heading", { name: "Egen domän" })).toBeVisible();
  await page.getByLabel("Domännamn").fill(domain.replace(/\.se$/, ""));
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText(`${domain} är tyvärr redan registrerad.`)).toBeVisible();
  await page.getByRole("button", { name: `Äger ni redan ${domain}? Använd den` }).click();
  await expect(page.getByRole("heading", { name: `Använd ${domain} som ni redan äger` })).toBeVisible();
  const note = page.getByText(`Er nuvarande adress ${oldHost} fortsätter att fungera`);
  await expect(note).toBeVisible();
  await expect(note).toContainText(`vidare till ${domain} till och med`);
  await screenshotPhoneAndDesktop(page, "address-moved-note");

  await page.getByRole("button", { name: "Swish" }).click();
  await page.getByLabel("Ditt swish-nummer").fill("0701234567");
  await page.getByRole("button", { name: /Betala .* med Swish/ }).click();
  await expect(page.getByRole("heading", { name: "Tack! Peka nu er domän hit" })).toBeVisible({
    timeout: 60_000,
  });

  // A guest's old link: the same page on the new address.
  const old = await request.get(`/sv?domainHost=${oldHost}&fran=sms`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/sv?domainHost=${domain}&fran=sms`);
  expect((await request.get(`/sv?domainHost=${domain}`)).status()).toBe(200);
});
