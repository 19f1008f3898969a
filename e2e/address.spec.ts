// Issue 9's owner way to a live address: a new account's editor → Välj adress → a subdomain → Swish
// (the local simulator) → the confirmation with its receipt → the live page on that host. On a phone
// and on a desktop; screenshots of the confirmation are attached to the report.
import { expect, test } from "@playwright/test";
import { createAccountWithSite, logIn, uniqueMail } from "./helpers";

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`a subdomain bought with Swish is live on its host (${name})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const mail = uniqueMail("adress");
      const password = "hemligt-123";
      const siteId = await createAccountWithSite(request, mail, password);
      await logIn(page, mail, password);
      await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));

      // Unpublished: the action bar offers 'Välj adress'; the two products carry the wedding prices.
      await page.getByRole("banner").getByRole("link", { name: "Välj adress" }).click();
      await expect(page.getByRole("heading", { name: "Välj adress till er sida" })).toBeVisible();
      const subdomainCard = page.getByRole("listitem").filter({ hasText: "Adress hos oss" });
      await expect(subdomainCard).toContainText(/599\skr/);
      await expect(subdomainCard).toContainText("18 månader");
      await expect(page.getByRole("listitem").filter({ hasText: "Egen domän" })).toContainText(/1\s199\skr/);
      await subdomainCard.getByRole("link", { name: "Välj adress hos oss" }).click();

      // The field sanitises as the owner types; the search button appears only with a name.
      const field = page.getByLabel("Önskad adress");
      await expect(page.getByRole("button", { name: "Sök", exact: true })).toHaveCount(0);
      await field.fill("Åsa & Örjan");
      await expect(field).toHaveValue("asa-orjan");
      const label = `maja-elias-${Date.now().toString(36)}`;
      const host = `${label}.brollopssidan.se`;
      await field.fill(label);
      await expect(page.getByText(`Er adress blir ${host}`)).toBeVisible();
      await page.getByRole("button", { name: "Sök", exact: true }).click();
      await expect(page.getByText(`${host} är ledig!`)).toBeVisible();

      // Swish: the number is required; a declined purchase offers a retry; then a paying number.
      await page.getByRole("button", { name: "Swish" }).click();
      const pay = page.getByRole("button", { name: "Betala 599 kr med Swish" });
      await pay.click();
      await expect(page.getByText("Du måste uppge ditt swish-nummer")).toBeVisible();
      await page.getByLabel("Ditt swish-nummer").fill("070 000 00 01");
      await pay.click();
      await expect(page.getByText("Bekräftelsen kan ta upp till 15 sekunder.")).toBeVisible();
      // Waiting: the card option is hidden.
      await expect(page.getByRole("button", { name: /kort/i })).toHaveCount(0);
      await expect(page.getByText("Ditt köp nekades.")).toBeVisible({ timeout: 20_000 });
      await page.getByRole("button", { name: "Försök igen" }).click();
      await page.getByLabel("Ditt swish-nummer").fill("+46 70 123 45 67");
      await pay.click();

      // The confirmation: headline, the live address and the receipt with the VAT split.
      await expect(page.getByRole("heading", { name: "Grattis! Er sida är publicerad" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page).toHaveURL(
        new RegExp(`/redigera/${siteId}/valj-adress/subdoman/bekraftelse/[A-Z0-9]+$`),
      );
      const receipt = page.getByRole("region", { name: "Kvitto" });
      await expect(receipt).toContainText("Publicering på egen adress");
      await expect(receipt).toContainText("Swish");
      await expect(receipt).toContainText(/479,20\skr/);
      await expect(receipt).toContainText(/119,80\skr/);
      await expect(receipt).toContainText(/599,00\skr/);
      await testInfo.attach(`confirmation-${name}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });

      // The live page opens on that host (a new tab; locally through ?domainHost=).
      const live = page.getByRole("link", { name: new RegExp(host.replaceAll(".", "\\.")) }).first();
      await expect(live).toHaveAttribute("href", new RegExp(`domainHost=${host.replaceAll(".", "\\.")}`));
      const [guestPage] = await Promise.all([page.context().waitForEvent("page"), live.click()]);
      await guestPage.waitForLoadState();
      await expect(guestPage.getByRole("heading", { name: "Välkomna" })).toBeVisible();
      await guestPage.close();

      // Back in the editor the bar shows the address instead of 'Välj adress'.
      await page.getByRole("link", { name: "Tillbaka till sidan" }).last().click();
      await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
      await expect(page.getByRole("banner").getByRole("link", { name: "Välj adress" })).toHaveCount(0);
      await expect(
        page.getByRole("banner").getByRole("button", { name: `Kopiera adressen ${host}` }),
      ).toBeVisible();
    });
  });
}
