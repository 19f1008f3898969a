// The foundation's whole flow: a new account's site is edited in the editor in Chromium, saved,
// activated on a host with the operator command, and the change is in the guest page's server HTML.
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSite, uniqueMail } from "./helpers";

test("edit, save, publish with the operator command, and see it on the guest page", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("maja");
  const password = "hemligt-123";
  const siteId = await createAccountWithSite(request, mail, password);

  // Log in through the login page; it goes to the editor.
  await page.goto("/logga-in");
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByLabel("Lösenord").fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();

  const save = page.getByRole("button", { name: "Spara" });
  await expect(save).not.toHaveClass(/is-dirty/);

  // Edit the Text module's title and rich text.
  await page
    .getByRole("toolbar", { name: "Text", exact: true })
    .getByRole("button", { name: "Redigera" })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Rubrik", { exact: true }).fill("Välkomna till Gotland");
  const text = dialog.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Vi ses vid ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("havet");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" i augusti.");
  await dialog.getByRole("button", { name: "Klar" }).click();
  await expect(page.getByRole("heading", { name: "Välkomna till Gotland" })).toBeVisible();
  await expect(save).toHaveClass(/is-dirty/);

  // The header's second line too.
  await page.getByRole("toolbar", { name: "Sidhuvud" }).getByRole("button", { name: "Redigera" }).click();
  await page.getByRole("dialog").getByLabel("Andra raden").fill("7 augusti 2027 · Visby domkyrka");
  await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  await expect(page.getByText("7 augusti 2027 · Visby domkyrka")).toBeVisible();

  // Leaving with unsaved changes asks first; declining keeps the owner in the editor.
  let asked = "";
  page.once("dialog", async (confirm) => {
    asked = confirm.message();
    await confirm.dismiss();
  });
  await page.getByRole("banner").getByRole("link", { name: "Bröllopssidan" }).click();
  await expect
    .poll(() => asked)
    .toBe("Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?");
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));

  // Move the image-and-text module above the text module.
  await page.getByRole("button", { name: "Flytta upp: Bild och text" }).click();
  const order = await page
    .locator("main section[data-module-id]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-module-id")));
  expect(order).toEqual(["header1", "imageText1", "text1"]);

  // A double click on Spara saves once; a click on an unchanged page sends nothing.
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes(`/api/sites/V2/${siteId}`)) saves++;
  });
  await save.dblclick();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");
  await expect(save).not.toHaveClass(/is-dirty/);
  await save.click();
  await page.waitForTimeout(300);
  expect(saves).toBe(1);

  // Review mode shows the page as guests see it, without the module tools.
  await page.getByRole("button", { name: "Granska" }).click();
  await expect(page.getByRole("button", { name: "Flytta upp: Bild och text" })).toHaveCount(0);
  await page.getByRole("banner").getByRole("button", { name: "Redigera", exact: true }).click();
  await expect(page.getByRole("button", { name: "Flytta upp: Bild och text" })).toHaveCount(1);

  // The saved change survives a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Välkomna till Gotland" })).toBeVisible();

  // Not public before activation.
  const before = await request.get("/?domainHost=maja-och-elias.se");
  expect(before.status()).toBe(404);

  expect(admin("activate", siteId, "maja-och-elias.se")).toContain("is active on maja-och-elias.se");

  // Two languages: / redirects to a language; the server HTML holds the saved change in order.
  const redirect = await request.get("/?domainHost=maja-och-elias.se", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe("/sv?domainHost=maja-och-elias.se");
  const guest = await request.get("/sv?domainHost=maja-och-elias.se");
  expect(guest.status()).toBe(200);
  const html = await guest.text();
  expect(html).toContain("<title>Maja &amp; Elias</title>");
  expect(html).toContain('<meta name="robots" content="all">');
  expect(html).toContain("Välkomna till Gotland");
  expect(html).toContain("<p>Vi ses vid <strong>havet</strong> i augusti.</p>");
  expect(html.indexOf("Festen")).toBeLessThan(html.indexOf("Välkomna till Gotland"));
  expect(html).toContain('href="#valkomna-till-gotland"');
  expect(html).toContain("7 augusti 2027 · Visby domkyrka");

  // And in a browser with scripts disabled the page is complete.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/en?domainHost=maja-och-elias.se");
  await expect(noScript.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(noScript.getByRole("link", { name: "Svenska" })).toHaveAttribute(
    "href",
    "/sv?domainHost=maja-och-elias.se",
  );
  await context.close();

  // An unknown language is a 404 page.
  const unknown = await request.get("/de?domainHost=maja-och-elias.se");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Fel adress");
});

test("a second account is refused another account's editor", async ({ page, request }) => {
  const siteId = await createAccountWithSite(request, uniqueMail("owner"), "hemligt-123");
  const intruder = uniqueMail("intruder");
  await createAccountWithSite(request, intruder, "hemligt-456");
  await page.goto("/logga-in");
  await page.getByLabel("E-postadress").fill(intruder);
  await page.getByLabel("Lösenord").fill("hemligt-456");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\/$/);
  await page.goto(`/redigera/${siteId}/`);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Fel" })).toBeVisible();
  await expect(dialog).toContainText("Du har inte behörighet till den här sidan.");
  await expect(dialog.getByRole("link", { name: "Logga in" })).toHaveAttribute("href", "/logga-in");
});
