// Every theme with every colour preset passes axe (WCAG 2.2 A/AA) on a guest page that holds every module
// kind, with the RSVP and Form cards and the gift list open. One published site: each theme is saved
// through the API and its page loaded once; the presets are then switched in that page by setting the
// custom properties on .site exactly as the renderer does (themeStyle, web/guest/theme.ts), since the
// colours reach the page through those properties only. Screenshots: test-results/screenshots/theme-*.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { COLOR_PRESETS } from "@core/color-presets";
import { THEMES } from "@core/design";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { themeStyle } from "@web/guest/theme";
import { admin, guestSiteDocument, routeYouTubeOffline, uniqueMail } from "./helpers";

const HOST = `themes-${Date.now()}.example.se`;
const DEMO = "/sv?domainHost=demo.brollopssidan.se";
let siteId = "";
/** The owner's session, shared by the set-up and the tests (one account, one site). */
let owner: APIRequestContext;
let siteDocument: Record<string, unknown> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }) => {
  owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const request = owner;
  // The demo page's modules, the first of each kind: a page with all fifteen kinds and their pictures.
  const demo = (await guestSiteDocument(request, DEMO)) as {
    siteModules: { siteModuleType: string }[];
    fonts: unknown;
    availableLanguages: unknown;
  };
  const seen = new Set<string>();
  const modules = demo.siteModules.filter((module) => {
    if (seen.has(module.siteModuleType)) return false;
    seen.add(module.siteModuleType);
    return true;
  });
  expect(seen.size, "the demo page has every module kind").toBe(15);
  siteDocument = {
    siteModules: modules,
    fonts: demo.fonts,
    availableLanguages: demo.availableLanguages,
    siteGraphic: null,
    eventLogo: null,
  };
  const registered = await request.post("/api/accounts/register/", {
    data: { mail: uniqueMail("themes"), password: "hemligt-123" },
  });
  expect(registered.ok()).toBe(true);
  const created = await request.post("/api/sites/V2", { data: { site: siteDocument, wizardData: null } });
  expect(created.ok()).toBe(true);
  siteId = ((await created.json()) as { site: { _id: string } }).site._id;
  admin("activate", siteId, HOST);
});

test.afterAll(async () => {
  await owner.dispose();
});

/** Sets the scheme's custom properties on the page root, as SitePage does with themeStyle. */
async function applyColors(page: Page, properties: Record<string, string>) {
  await page.evaluate((props) => {
    const site = document.querySelector<HTMLElement>(".site");
    if (!site) throw new Error("no .site on the page");
    for (const [name, value] of Object.entries(props)) site.style.setProperty(name, value);
  }, properties);
}

/** WCAG 2.2 A/AA as axe checks it. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? ""})`).join(", ")}`,
  );
}

/** The axe rules a colour scheme can change the outcome of (the others look at structure only). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/** axe itself (the engine @axe-core/playwright injects), put in the page once for the preset loop. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The colour rules in the page's own axe: no re-injection per preset, which is most of the cost. */
async function colourViolations(page: Page) {
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    type AxeResult = {
      violations: { id: string; nodes: { target: string[]; any: { message: string }[] }[] }[];
    };
    const result = await axe.run(document, {
      runOnly: { type: "rule", values: rules },
      resultTypes: ["violations"],
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? ""})`).join(", ")}`,
    );
  }, COLOUR_RULES);
}

for (const theme of THEMES) {
  test(`${theme}: no axe violations with any colour preset, phone and desktop`, async ({ page }) => {
    test.setTimeout(60_000);
    const saved = await owner.put(`/api/sites/V2/${siteId}`, { data: { ...siteDocument, theme } });
    expect(saved.ok()).toBe(true);
    await routeYouTubeOffline(page);
    await page.goto(`/sv?domainHost=${HOST}`);
    await expect(page.locator(`.site.${theme}`)).toBeVisible();
    // The open RSVP and Form cards and the gift cards are part of what the theme styles.
    const openers = page.locator(".guest-form > .guest-button--primary, .gift-registry__start button");
    // One at a time: an island pressed before its code has arrived opens once hydrated (e2e/islands.spec.ts).
    for (let opened = 0; opened < 4 && (await openers.count()) > 0; opened++) {
      const left = await openers.count();
      await openers.first().click();
      await expect(openers).toHaveCount(left - 1);
    }
    await expect(page.locator(".guest-form__form")).toHaveCount(2);
    await expect(page.locator(".gift-card").first()).toBeVisible();
    // Colours are measured at rest: no transition between one preset and the next.
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });

    // Every rule, on a phone (the collapsed menu, other wraps) and a desktop, in the site's own scheme.
    for (const [label, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(450); // the menu re-measures 300 ms after a resize
      expect.soft(await violations(page), `${theme} ${label}`).toEqual([]);
    }
    // Then each preset: a scheme changes colours only, so the colour rules are what it can break.
    await page.evaluate(AXE_SOURCE);
    for (const preset of COLOR_PRESETS) {
      const style = themeStyle(preset.colorScheme, { heading: "Playfair Display", text: "Arial" });
      const colors = Object.entries(style).filter(([name]) => name.startsWith("--color-"));
      await applyColors(page, Object.fromEntries(colors) as Record<string, string>);
      expect.soft(await colourViolations(page), `${theme} ${preset.name}`).toEqual([]);
    }
    await page.screenshot({ path: `test-results/screenshots/theme-${theme}.png` });
  });
}
