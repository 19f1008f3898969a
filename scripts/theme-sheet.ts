// The theme screenshot sheet (issue 10): the demo page in every theme on a phone (390x844) and a
// desktop (1440x900), full page, into a folder outside git, to be looked at side by side.
//
//   npx tsx scripts/theme-sheet.ts [--base http://127.0.0.1:3063] [--out /tmp/theme-sheet]
//                                  [--themes theme4,theme9] [--preset MIDNIGHT] [--data-dir /tmp/x-data]
//
// Against a running server (npm run build, then node dist/server/main.js). The real way in: the demo
// site's document is read from its guest page, saved as a new account's site through the API, published
// with the operator command (npm run admin -- activate), and saved once per theme before each shot.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { COLOR_PRESETS } from "@core/color-presets";
import { THEMES } from "@core/design";
import { chromium, request as playwrightRequest } from "playwright-core";
import sharp from "sharp";
import { guestSiteDocument } from "../e2e/helpers";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: process.env.BASE_URL ?? "http://127.0.0.1:3063" },
    out: { type: "string", default: "/tmp/theme-sheet" },
    themes: { type: "string" },
    "data-dir": { type: "string", default: process.env.DATA_DIR },
    "demo-host": { type: "string", default: "demo.brollopssidan.se" },
    // A colour preset by name (core/color-presets.ts) instead of the demo's own scheme.
    preset: { type: "string" },
  },
});
const base = values.base as string;
const out = values.out as string;
const themes = values.themes ? values.themes.split(",") : [...THEMES];
const SHEET_HOST = `theme-sheet-${Date.now()}.example.se`;
const SIZES = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

mkdirSync(out, { recursive: true });

function presetScheme(name: string) {
  const preset = COLOR_PRESETS.find((candidate) => candidate.name === name);
  if (!preset) throw new Error(`No colour preset ${name}: ${COLOR_PRESETS.map((p) => p.name).join(", ")}`);
  return preset.colorScheme;
}
const api = await playwrightRequest.newContext({ baseURL: base });

// The demo site's document as guests may read it (the page names the site id in its islands' state).
const demo = (await guestSiteDocument(api, `/sv?domainHost=${values["demo-host"]}`)) as Record<
  string,
  unknown
>;

const mail = `theme-sheet-${Date.now()}@exempel.se`;
const registered = await api.post("/api/accounts/register/", { data: { mail, password: "tema-ark-123" } });
if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
const siteDocument = {
  siteModules: demo.siteModules,
  fonts: demo.fonts,
  theme: demo.theme,
  colorScheme: values.preset ? presetScheme(values.preset) : demo.colorScheme,
  siteGraphic: null,
  availableLanguages: demo.availableLanguages,
  eventLogo: null,
};
const created = await api.post("/api/sites/V2", { data: { site: siteDocument, wizardData: null } });
if (!created.ok()) throw new Error(`create site: ${created.status()} ${await created.text()}`);
const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
execFileSync(process.execPath, ["dist/server/admin.js", "activate", siteId, SHEET_HOST], {
  env: { ...process.env, ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}) },
  stdio: "inherit",
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ locale: "sv-SE" });
// No internet here: YouTube's thumbnail is answered with a demo picture, the player with an empty page.
await page.route("https://i.ytimg.com/**", async (route) =>
  route.fulfill({ response: await page.request.get(`${base}/media/demo/event-hero-1200.jpg`) }),
);
await page.route("https://www.youtube-nocookie.com/**", (route) =>
  route.fulfill({ contentType: "text/html", body: "<!doctype html><p>player</p>" }),
);

for (const theme of themes) {
  const saved = await api.put(`/api/sites/V2/${siteId}`, { data: { ...siteDocument, theme } });
  if (!saved.ok()) throw new Error(`save ${theme}: ${saved.status()} ${await saved.text()}`);
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`${base}/sv?domainHost=${SHEET_HOST}`, { waitUntil: "load" });
    // The RSVP and Form cards and the gift cards are part of each theme's look: open them.
    const openers = page.locator(".guest-form > .guest-button--primary, .gift-registry__start button");
    for (let opened = 0; opened < 5 && (await openers.count()) > 0; opened++) await openers.first().click();
    // Lazy pictures load when scrolled to: scroll through once, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    const file = join(out, `${theme}${values.preset ? `-${values.preset}` : ""}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file, "→", await sheet(file, label === "phone" ? 1 : 0.5));
  }
}
// theme9 places the header title at the top, middle or bottom of the picture: the first screen of each.
if (themes.includes("theme9")) {
  for (const [alignment, name] of [
    [-1, "top"],
    [1, "bottom"],
  ] as const) {
    const modules = (siteDocument.siteModules as { siteModuleType: string }[]).map((module) =>
      module.siteModuleType === "Header" ? { ...module, verticalAlignment: alignment } : module,
    );
    const saved = await api.put(`/api/sites/V2/${siteId}`, {
      data: { ...siteDocument, siteModules: modules, theme: "theme9" },
    });
    if (!saved.ok()) throw new Error(`save theme9 ${name}: ${saved.status()} ${await saved.text()}`);
    for (const [label, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${base}/sv?domainHost=${SHEET_HOST}`, { waitUntil: "networkidle" });
      const file = join(out, `theme9-align-${name}-${label}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
}
await browser.close();
await api.dispose();

/**
 * A full page is too tall to look at: cut it (scaled) into columns of at most 2,200 px placed side by
 * side, so a whole page reads as one picture (<name>-sheet.png).
 */
async function sheet(file: string, scale: number): Promise<string> {
  const meta = await sharp(file).metadata();
  const width = Math.round((meta.width ?? 0) * scale);
  const height = Math.round((meta.height ?? 0) * scale);
  const scaled = await sharp(file).resize(width, height).png().toBuffer();
  const columnHeight = 2200;
  const columns = Math.ceil(height / columnHeight);
  const gap = 24;
  const parts = await Promise.all(
    Array.from({ length: columns }, async (_, index) => ({
      input: await sharp(scaled)
        .extract({
          left: 0,
          top: index * columnHeight,
          width,
          height: Math.min(columnHeight, height - index * columnHeight),
        })
        .toBuffer(),
      left: index * (width + gap),
      top: 0,
    })),
  );
  const target = file.replace(/\.png$/, "-sheet.png");
  await sharp({
    create: {
      width: columns * (width + gap) - gap,
      height: Math.min(columnHeight, height),
      channels: 3,
      background: "#777",
    },
  })
    .composite(parts)
    .png()
    .toFile(target);
  return target;
}
