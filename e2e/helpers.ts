import { execFileSync } from "node:child_process";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** Runs the operator command against the server under test (it talks to the running server). */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ["dist/server/admin.js", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: "test" },
    encoding: "utf8",
  });
}

export function uniqueMail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exempel.se`;
}

const p = (sv: string, en: string) => ({ sv: `<p>${sv}</p>`, en: `<p>${en}</p>` });

/** The Swedish-only test pages' header: Maja & Elias in Visby. */
export const SWEDISH_HEADER = {
  id: "header1",
  siteModuleType: "Header",
  title: { sv: "Maja & Elias" },
  secondLine: { sv: "7 augusti 2027 · Visby" },
} as const;

/** An RSVP's usual questions: a name, "Kommer du?" and, for those who come, allergies. */
export const RSVP_QUESTIONS = [
  { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true },
  {
    id: "attend",
    formElementType: "SingleSelect",
    label: { sv: "Kommer du?" },
    required: true,
    options: [
      { id: "yes", text: { sv: "Ja" } },
      { id: "no", text: { sv: "Nej" } },
    ],
  },
  {
    id: "food",
    formElementType: "ShortText",
    label: { sv: "Allergier eller specialkost" },
    showConditions: [{ type: "SHOW", formElementId: "attend", formElementOptionIds: ["yes"] }],
  },
] as const;

export function starterSite() {
  return {
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    siteModules: [
      {
        id: "header1",
        siteModuleType: "Header",
        title: { sv: "Maja & Elias", en: "Maja & Elias" },
        secondLine: { sv: "7 augusti 2027 · Visby", en: "7 August 2027 · Visby" },
      },
      {
        id: "text1",
        siteModuleType: "Text",
        title: { sv: "Välkomna", en: "Welcome" },
        text: p("Vi gifter oss i Visby.", "We are getting married in Visby."),
      },
      {
        id: "imageText1",
        siteModuleType: "ImageAndText",
        title: { sv: "Festen", en: "The party" },
        text: p("Middag i ringmuren.", "Dinner by the city wall."),
      },
    ],
  };
}

/** A new account with a site, through the API (sign-up screens come with the onboarding issue). */
export async function createAccountWithSite(request: APIRequestContext, mail: string, password: string) {
  const registered = await request.post("/api/accounts/register/", { data: { mail, password } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  if (!created.ok()) throw new Error(`create site failed: ${created.status()} ${await created.text()}`);
  const body = (await created.json()) as { site: { _id: string } };
  await request.post("/api/accounts/logout/");
  return body.site._id;
}

/** A new account whose site is the given V2 document, through the API; logged out again afterwards. */
export async function createAccountWithSiteDocument(
  request: APIRequestContext,
  mail: string,
  password: string,
  site: unknown,
): Promise<string> {
  const registered = await request.post("/api/accounts/register/", { data: { mail, password } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const created = await request.post("/api/sites/V2", { data: { site, wizardData: null } });
  if (!created.ok()) throw new Error(`create site failed: ${created.status()} ${await created.text()}`);
  const body = (await created.json()) as { site: { _id: string } };
  await request.post("/api/accounts/logout/");
  return body.site._id;
}

/**
 * Sends RSVPs the way a guest's browser does, through the guest routes: a post key per submission,
 * then (as the server requires) at least 3 s before sending. The site must be published.
 */
export async function sendRsvpsAsGuest(
  request: APIRequestContext,
  siteId: string,
  formId: string,
  submissions: { guests: { formElements: unknown[] }[] }[],
): Promise<void> {
  const keys: string[] = [];
  for (const _ of submissions) {
    const response = await request.get(`/api/rsvps/post-key?siteId=${siteId}`);
    if (!response.ok()) throw new Error(`post key failed: ${response.status()} ${await response.text()}`);
    keys.push(((await response.json()) as { key: string }).key);
  }
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  for (const [index, submission] of submissions.entries()) {
    const response = await request.post(`/api/rsvps/${siteId}/v4/`, {
      data: {
        guests: submission.guests,
        language: "sv",
        groupIdentifier: `group${index}${Date.now()}`,
        postKey: keys[index],
        formId,
        formTitle: "OSA",
      },
    });
    const body = await response.text();
    if (!response.ok() || JSON.parse(body).invertedSuccess !== false) throw new Error(`RSVP failed: ${body}`);
  }
}

/**
 * Screenshots of the page on a phone (390x844) and a desktop (1440x900) into
 * test-results/screenshots/<name>-phone.png and -desktop.png; the viewport is left at desktop size.
 */
export async function screenshotPhoneAndDesktop(
  page: import("@playwright/test").Page,
  name: string,
): Promise<void> {
  for (const [label, size] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    // The guest menu re-measures 300 ms after a resize (SPEC §4 Public page); wait past that.
    await page.waitForTimeout(450);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: false });
  }
}

/**
 * The test machines have no internet: YouTube's thumbnails (the demo page's video) are answered with
 * one of our own 16:9 demo pictures and the privacy player with an empty page, so no request fails.
 */
export async function routeYouTubeOffline(page: import("@playwright/test").Page): Promise<void> {
  await page.route("https://i.ytimg.com/**", async (route) => {
    const picture = await page.request.get("/media/demo/event-hero-1200.jpg");
    await route.fulfill({ response: picture });
  });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
}

/** Logs in through the login page and waits for the own editor. */
export async function logIn(page: Page, mail: string, password = "hemligt-123"): Promise<void> {
  await page.goto("/logga-in");
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByLabel("Lösenord").fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\/$/);
}

/**
 * A guest page's site document, as guests may read it: the page itself carries only its islands' props
 * (issue 11), so the site id comes from there and the document from GET /api/sites/public/{id}.
 */
export async function guestSiteDocument(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, unknown>> {
  const html = await (await request.get(path)).text();
  const islands = /<script type="application\/json" id="guest-islands">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!islands) throw new Error(`${path} carries no islands state`);
  const siteId = (JSON.parse(islands) as { page: { siteId: string } }).page.siteId;
  const response = await request.get(`/api/sites/public/${siteId}`);
  if (!response.ok()) throw new Error(`GET /api/sites/public/${siteId}: ${response.status()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** No WCAG 2.2 AA violations on the page as it is now (axe-core). */
export async function expectNoAxeViolations(page: import("@playwright/test").Page): Promise<void> {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
