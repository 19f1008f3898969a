// The owner's account and data on the account page (issue 12): change the password, then log in with
// the new one (the old one no longer works); delete the account, then the login fails and the
// published page is gone. Screenshots of the card and the dialog at phone and desktop sizes.
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";
const NEW_PASSWORD = "ett-nytt-lösen-456";

async function loginStatus(
  request: import("@playwright/test").APIRequestContext,
  mail: string,
  password: string,
) {
  const response = await request.post("/api/accounts/login/", { data: { mail, password } });
  return response.status();
}

test("change the password on the account page, then log in with the new one", async ({ page, request }) => {
  const mail = uniqueMail("byt-losen");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  await logIn(page, mail, PASSWORD);
  await page.goto(`/redigera/${siteId}/konto/`);

  const card = page.getByRole("region", { name: "Byt lösenord" });
  await card.getByLabel("Nuvarande lösenord").fill("fel-lösen");
  await card.getByLabel("Nytt lösenord").fill(NEW_PASSWORD);
  await card.getByLabel("Upprepa det nya lösenordet").fill(NEW_PASSWORD);
  await card.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(card.getByRole("alert")).toHaveText("Lösenordet stämmer inte.");
  await expect(card.getByLabel("Nuvarande lösenord")).toBeFocused();

  await card.getByLabel("Nuvarande lösenord").fill(PASSWORD);
  await card.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(card.getByRole("status")).toHaveText(/Lösenordet är bytt/);
  await screenshotPhoneAndDesktop(page, "account-data-password");

  expect(await loginStatus(request, mail, PASSWORD)).toBe(401);
  await page.context().clearCookies();
  await logIn(page, mail, NEW_PASSWORD);
});

test("delete the account, then the login fails and the page is gone", async ({ page, request }) => {
  const mail = uniqueMail("radera");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  const host = `radera-${Date.now()}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  expect((await request.get(`/sv?domainHost=${host}`)).status()).toBe(200);

  await logIn(page, mail, PASSWORD);
  await page.goto(`/redigera/${siteId}/konto/`);
  const download = page.getByRole("link", { name: "Ladda ner alla svar (.xlsx)" });
  await expect(download).toHaveAttribute("href", `/api/sites/${siteId}/answers/export.xlsx?language=sv`);

  await page.getByRole("button", { name: "Ta bort kontot" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Ta bort kontot?" });
  await expect(dialog).toContainText("Det går inte att ångra.");
  await expect(dialog.getByLabel("Skriv ditt lösenord för att bekräfta")).toBeFocused();
  await dialog.getByLabel("Skriv ditt lösenord för att bekräfta").fill("fel-lösen");
  await dialog.getByRole("button", { name: "Ta bort kontot för alltid" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Lösenordet stämmer inte.");
  await screenshotPhoneAndDesktop(page, "account-data-delete-dialog");

  await dialog.getByLabel("Skriv ditt lösenord för att bekräfta").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Ta bort kontot för alltid" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  expect(await loginStatus(request, mail, PASSWORD)).toBe(401);
  expect((await request.get(`/sv?domainHost=${host}`)).status()).toBe(404);
});
