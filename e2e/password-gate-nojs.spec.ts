// The password gate of a protected site works without JavaScript (a slow phone that has not loaded
// the script yet, or scripts blocked): the form posts to the page itself, a wrong password comes back
// as the gate with the spec's message, the right one opens the site. With JavaScript the form is sent
// once, by fetch, and never also as a plain post. Screenshots: password-gate-nojs-*.png.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { admin, starterSite, uniqueMail } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = "Sommar i Visby";

let hostCounter = 0;

/** A published two-language site (sv, en) with a guests' password, made through the API. */
async function protectedSite(request: APIRequestContext) {
  const registered = await request.post("/api/accounts/register/", {
    data: { mail: uniqueMail("gate"), password: "hemligt-123" },
  });
  expect(registered.ok()).toBe(true);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  expect(created.ok(), await created.text()).toBe(true);
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
  const set = await request.put(`/api/sites/${siteId}/password`, { data: { password: PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
  await request.post("/api/accounts/logout/");
  hostCounter += 1;
  const host = `maja-elias-grind-${Date.now()}-${hostCounter}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  return { host };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/password-gate-nojs-${name}.png`, fullPage: false });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("wrong password shows the message, the right one shows the site", async ({ page, request }) => {
    const { host } = await protectedSite(request);
    await page.setViewportSize(PHONE);
    const first = await page.goto(`/?domainHost=${host}`);
    expect(first?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: "Lösenordsskyddad sida" })).toBeVisible();
    await expect(page.getByText("Maja & Elias")).toHaveCount(0);

    // Empty: the server asks for the password.
    const field = page.getByLabel("Lösenord");
    await page.getByRole("button", { name: "Visa sidan" }).click();
    await expect(page.getByRole("alert")).toHaveText("Fyll i lösenordet.");

    // Wrong: the gate again, with the spec's message; the field has the focus and is marked invalid.
    await field.fill("Vinter i Visby");
    const [wrong] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Visa sidan" }).click(),
    ]);
    expect(wrong.status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord, försök gärna igen.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("");
    await expect(page.getByText("Maja & Elias")).toHaveCount(0);
    await shot(page, "wrong-phone");
    await page.setViewportSize(DESKTOP);
    await shot(page, "wrong-desktop");

    // Right: back to the page (in the browser's language), which now shows the site.
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Maja & Elias" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/sv\\?domainHost=${host.replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Maja & Elias" })).toBeVisible();
    await page.setViewportSize(PHONE);
    await shot(page, "open-phone");
  });

  test("an English page answers in English", async ({ page, request }) => {
    const { host } = await protectedSite(request);
    await page.goto(`/en?domainHost=${host}`);
    await page.getByLabel("Password").fill("Winter in Visby");
    await page.getByRole("button", { name: "Show the page" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password, please try again.");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Show the page" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page).toHaveURL(/\/en\?domainHost=/);
  });
});

/** The paths of every POST the page sends, as they happen. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  return posts;
}

test("with JavaScript the form is sent once, by fetch, never also as a plain post", async ({
  page,
  request,
}) => {
  const { host } = await protectedSite(request);
  const posts = recordPosts(page);
  await page.goto(`/sv?domainHost=${host}`);
  // Hydrated: React has attached its handlers (the field is controlled by then).
  await page.waitForFunction(() => document.querySelector("script[type=module]") !== null);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Lösenord").fill("Vinter i Visby");
  await page.getByRole("button", { name: "Visa sidan" }).click();
  await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord, försök gärna igen.");
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Visa sidan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maja & Elias" })).toBeVisible();
  expect(posts.filter((path) => !path.startsWith("/api/"))).toEqual([]);
  expect(posts.filter((path) => path.endsWith("/login"))).toHaveLength(2);
});

test("the script arriving late: a plain post first, then fetch, and the page is never posted twice", async ({
  page,
  request,
}) => {
  const { host } = await protectedSite(request);
  const posts = recordPosts(page);
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // A slow phone: the guest bundle has not arrived when the guest sends the form.
  await page.route(/\/assets\/guest-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`/sv?domainHost=${host}`);
  await page.getByLabel("Lösenord").fill("Vinter i Visby");
  await page.unroute(/\/assets\/guest-[^/]+\.js$/);
  await page.getByRole("button", { name: "Visa sidan" }).click();
  await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord, försök gärna igen.");
  // Now the script runs on the gate the server sent back; the next try goes by fetch.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Visa sidan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maja & Elias" })).toBeVisible();
  expect(posts.filter((path) => !path.startsWith("/api/"))).toEqual(["/sv"]);
  expect(posts.filter((path) => path.endsWith("/login"))).toHaveLength(1);
  expect(dialogs).toEqual([]);
});
