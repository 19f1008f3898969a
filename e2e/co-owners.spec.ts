// Two owners (issue 28): the owner invites the partner from "Personer"; the partner opens the mail's
// link on a phone, creates an account on the invitation's page and lands in the same page's editor
// (edited on a computer's width).
// Both edit at once: the owner saves the text module first, the partner's save of the header is refused
// by the server (made on the older version) and merged: both changes are on the page after the
// partner saves again, and the owner sees the partner in the list. axe on both new screens.
import { expect, type Page, test } from "@playwright/test";
import { createAccountWithSite, expectNoAxeViolations, logIn, uniqueMail } from "./helpers";
import { mailsTo, PASSWORD, PHONE, screenshots } from "./helpers/guests";

const shot = screenshots("co-owners");

async function editAndSave(page: Page, toolbar: string, label: string, value: string) {
  await page
    .getByRole("toolbar", { name: toolbar, exact: true })
    .getByRole("button", { name: "Redigera" })
    .click();
  await page.getByRole("dialog").getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Spara" }).click();
}

test("the partner joins by the mailed link, and two saves at once keep both changes", async ({
  page,
  browser,
  request,
}) => {
  const ownerMail = uniqueMail("agare");
  const partnerMail = uniqueMail("partner");
  const siteId = await createAccountWithSite(request, ownerMail, PASSWORD);
  await logIn(page, ownerMail);

  // The owner invites the partner as co-owner.
  await page.goto(`/redigera/${siteId}/personer`);
  await expect(page.getByRole("heading", { level: 1, name: "Personer på sidan" })).toBeVisible();
  await page.getByLabel("E-postadress").fill(partnerMail);
  await expect(page.getByRole("radio", { name: /Medägare/ })).toBeChecked();
  await page.getByRole("button", { name: "Skicka inbjudan" }).click();
  await expect(page.getByText(`Inbjudan skickad till ${partnerMail}.`)).toBeVisible();
  await expect(page.getByText("Skickade inbjudningar")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "people-desktop", true);

  // The partner opens the mail's link on a phone and signs up on the invitation's page.
  await expect.poll(() => mailsTo(partnerMail).length).toBe(1);
  const mail = mailsTo(partnerMail)[0];
  expect(mail?.subject).toContain("bjuder in dig");
  const path = /\/medlem\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0];
  expect(path).toBeTruthy();
  const phone = await browser.newContext({ viewport: PHONE });
  const partner = await phone.newPage();
  const DESKTOP = { width: 1280, height: 800 };
  await partner.goto(path as string);
  await expect(partner.getByRole("heading", { name: "Gå med på en sida" })).toBeVisible();
  await expectNoAxeViolations(partner);
  await shot(partner, "accept-phone");
  await partner.getByLabel("E-postadress").fill(partnerMail);
  await partner.getByLabel("Lösenord").fill(PASSWORD);
  await partner.getByRole("button", { name: "Skapa konto och gå med" }).click();
  await expect(partner).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  // The editing itself on a computer, as the owner's (the phone's editor has its own bar).
  await partner.setViewportSize(DESKTOP);
  await expect(partner.getByRole("toolbar", { name: "Text", exact: true })).toBeVisible();

  // Both have the page open; the owner saves first.
  await page.goto(`/redigera/${siteId}/`);
  await editAndSave(page, "Text", "Rubrik", "Varmt välkomna");
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");

  // The partner's save was made on the older version: merged, said, and saved again.
  await editAndSave(partner, "Sidhuvud", "Andra raden", "8 augusti 2027 · Visby domkyrka");
  await expect(partner.getByText(/Någon annan sparade sidan medan du redigerade/)).toBeVisible();
  await expect(partner.getByRole("heading", { name: "Varmt välkomna" })).toBeVisible();
  await expect(partner.getByText("8 augusti 2027 · Visby domkyrka")).toBeVisible();
  await shot(partner, "merged-phone");
  await partner.getByRole("button", { name: "Spara" }).click();
  await expect(partner.getByRole("status")).toHaveText("Ändringarna är sparade");

  // The stored page has both changes; the owner sees the partner on the list.
  const stored = await request.get(`/api/sites/${siteId}`);
  expect(stored.status()).toBe(401); // the API request context is signed out: nothing for strangers
  await page.reload();
  await expect(page.getByRole("heading", { name: "Varmt välkomna" })).toBeVisible();
  await expect(page.getByText("8 augusti 2027 · Visby domkyrka")).toBeVisible();
  await page.goto(`/redigera/${siteId}/personer`);
  // The people's list (below it, "Vad har hänt" names the partner too).
  const row = page.locator(".members__person").filter({ hasText: partnerMail });
  await expect(row).toContainText("Medägare");
  await phone.close();
});
