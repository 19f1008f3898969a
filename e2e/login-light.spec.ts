// The light /logga-in page (issue 24): a full load of /logga-in by a signed-out visitor is the server's
// login screen with one small script (web/login/main.ts) and the login screen's own stylesheet, nothing
// of the owner app; with that script the form checks its fields, logs in through the API, says a wrong
// login by the password field, and goes to the editor. Bytes are counted, never timed.
import { expect, type Page, type Request, test } from "@playwright/test";
import { createAccountWithSite, expectNoAxeViolations, uniqueMail } from "./helpers";

const PASSWORD = "hemligt-123";
const JS_BUDGET = 30 * 1024;

/** Every script and stylesheet the page asks for, with its size on the wire, from now on. */
function watchAssets(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) seen.push(request);
  });
  return {
    urls: (type: "script" | "stylesheet") =>
      seen.filter((r) => r.resourceType() === type).map((r) => new URL(r.url()).pathname),
    bytes: async (type: "script" | "stylesheet") => {
      let total = 0;
      for (const request of seen.filter((r) => r.resourceType() === type))
        total += (await request.sizes()).responseBodySize;
      return total;
    },
  };
}

/** What is sent to log in: through the API (the script) or the server's own form route (no script). */
function watchLogins(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && (path === "/api/accounts/login/" || path === "/logga-in"))
      sent.push(path);
  });
  return sent;
}

test("the light login page: one small script, no owner app; checks, a wrong login and the editor", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("light");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  const assets = watchAssets(page);
  const logins = watchLogins(page);

  await page.goto("/logga-in");
  await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
  // The script has taken the server's form over.
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(assets.urls("script")).toEqual([expect.stringMatching(/^\/assets\/login-[\w-]+\.js$/)]);
  expect(assets.urls("stylesheet")).toEqual([expect.stringMatching(/^\/assets\/login-[\w-]+\.css$/)]);
  const jsBytes = await assets.bytes("script");
  expect(jsBytes).toBeGreaterThan(0);
  expect(jsBytes).toBeLessThanOrEqual(JS_BUDGET);
  // The screen as the app draws it: its links and the language choice.
  await expect(page.getByRole("link", { name: "Glömt lösenordet?" })).toHaveAttribute(
    "href",
    "/aterstall-losenord",
  );
  await expect(page.getByRole("link", { name: "Skapa ett konto" })).toHaveAttribute("href", "/kom-igang");
  await expect(page.getByRole("navigation", { name: "Språk" }).getByRole("link")).toHaveText([
    "Svenska",
    "English",
    "Dansk",
  ]);
  await expectNoAxeViolations(page);

  // Nothing typed: each field says what it needs, the cursor goes to the first, nothing is sent.
  const mailField = page.getByLabel("E-postadress");
  const passwordField = page.getByLabel("Lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(mailField).toHaveAccessibleDescription("Fyll i din e-postadress.");
  await expect(passwordField).toHaveAccessibleDescription("Fyll i ditt lösenord.");
  await expect(mailField).toBeFocused();
  await expect(mailField).toHaveAttribute("aria-invalid", "true");
  // Said as the field's description; its name stays the label's.
  await expect(mailField).toHaveAccessibleName("E-postadress");
  await mailField.fill("inte-en-adress");
  await passwordField.fill("x");
  await passwordField.press("Enter");
  await expect(mailField).toHaveAccessibleDescription(
    "Ange en giltig e-postadress, till exempel namn@exempel.se.",
  );
  await expect(passwordField).not.toHaveAttribute("aria-invalid", "true");
  expect(logins).toEqual([]);
  await expectNoAxeViolations(page);

  // A wrong password: said by the password field, which has the cursor again; the page stays.
  await mailField.fill(mail);
  await passwordField.fill("fel-lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  const failure = page.getByRole("alert");
  await expect(failure).toHaveText("Fel e-postadress eller lösenord.");
  await expect(passwordField).toHaveAccessibleDescription("Fel e-postadress eller lösenord.");
  await expect(passwordField).toBeFocused();
  await expect(page).toHaveURL(/\/logga-in$/);
  expect(logins).toEqual(["/api/accounts/login/"]);
  await expectNoAxeViolations(page);
  // Typing again clears it.
  await passwordField.fill("ett-annat");
  await expect(failure).toHaveCount(0);
  // Still nothing of the owner app.
  expect(assets.urls("script")).toHaveLength(1);

  // The right one: the editor, through the API.
  await passwordField.fill(PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  expect(logins).toEqual(["/api/accounts/login/", "/api/accounts/login/"]);

  // Signed in, /logga-in is the owner app's page, with the account.
  await page.goto("/logga-in");
  await expect(page.getByRole("heading", { level: 1, name: "Du är inloggad" })).toBeVisible();
  await expect(page.getByText(`Inloggad som ${mail}`)).toBeVisible();
  expect(assets.urls("script").some((path) => /^\/assets\/app-[\w-]+\.js$/.test(path))).toBe(true);
});

test("the light login page in English and Danish, and in the language chosen earlier", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("languages");
  await createAccountWithSite(request, mail, PASSWORD);
  await page.goto("/logga-in");
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.getByRole("navigation", { name: "Språk" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(
    "Please enter your e-mail address.",
  );

  // Remembered: /logga-in again, with a Swedish browser, is in English.
  await page.goto("/logga-in");
  await expect(page).toHaveURL(/\/logga-in\?lang=en$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();

  await page.goto("/logga-in?lang=da");
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.getByLabel("E-mailadresse").fill(mail);
  await page.getByLabel("Adgangskode").fill("forkert");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page.getByRole("alert")).toHaveText("Forkert e-mailadresse eller adgangskode.");
});

test("an account without a page is shown its account after logging in", async ({ page, request }) => {
  const mail = uniqueMail("utansida");
  const registered = await request.post("/api/accounts/register/", { data: { mail, password: PASSWORD } });
  expect(registered.ok()).toBe(true);
  await request.post("/api/accounts/logout/");
  await page.goto("/logga-in");
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Du är inloggad" })).toBeVisible();
  await expect(page.getByText("Kontot har ingen sida ännu.")).toBeVisible();
  await expect(page).toHaveURL(/\/logga-in$/);
});

test("inside the owner app, its own login screen checks the fields the same way", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("inapp");
  const siteId = await createAccountWithSite(request, mail, PASSWORD);
  // Reached from another screen of the app, without a page load: the app's LoginPage, not the light page.
  await page.goto("/aterstall-losenord");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.getByRole("link", { name: "Tillbaka till inloggningen" }).click();
  await expect(page).toHaveURL(/\/logga-in$/);
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  expect(scripts.filter((path) => /\/login-[\w-]+\.js$/.test(path))).toEqual([]);

  const mailField = page.getByLabel("E-postadress");
  const passwordField = page.getByLabel("Lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(mailField).toHaveAccessibleDescription("Fyll i din e-postadress.");
  await expect(passwordField).toHaveAccessibleDescription("Fyll i ditt lösenord.");
  await expect(mailField).toHaveAccessibleName("E-postadress");
  await expect(mailField).toBeFocused();
  await mailField.fill("inte-en-adress");
  await expect(mailField).not.toHaveAttribute("aria-invalid", "true");
  await passwordField.fill(PASSWORD);
  await passwordField.press("Enter");
  await expect(mailField).toHaveAccessibleDescription(
    "Ange en giltig e-postadress, till exempel namn@exempel.se.",
  );
  await expect(passwordField).not.toHaveAttribute("aria-invalid", "true");
  await mailField.fill(mail);
  await passwordField.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
});
