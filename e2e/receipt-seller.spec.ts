// The receipt names the seller from configuration (issue 23: Swedish and Danish bookkeeping rules ask for
// the seller's name, organisation and VAT numbers and address), and Swish on the owner's own phone
// (m-commerce) completes through the app and back. This spec starts a server of its own, on the suite's
// port + 1 with its own data directory, because the suite's server runs with the placeholder seller
// (playwright.config.ts sets no SELLER_*): the receipt must show exactly what SELLER_* say.
//
// On a phone (touch): Välj adress → a subdomain → Swish → 'Swish på den här telefonen' → 'Öppna Swish'
// opens the simulator's stand-in for the Swish app (the swish:// link cannot be opened here) → Betala →
// the app's callback brings the owner back to /betalning/swish/{id}, which goes on to the confirmation
// with the receipt. Screenshots of the app page and the receipt, phone and desktop.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createAccountWithSite, logIn, uniqueMail } from "./helpers";

const port = String(Number(process.env.E2E_PORT || "3055") + 1);
const baseURL = `http://127.0.0.1:${port}`;
const SELLER = {
  SELLER_NAME: "Lindqvist Bröllopstjänster AB",
  SELLER_ORG_NUMBER: "556677-8899",
  SELLER_VAT_NUMBER: "SE556677889901",
  SELLER_ADDRESS: "Storgatan 1, 111 22 Stockholm",
};

let server: ChildProcess | null = null;
let dataDir = "";

test.beforeAll(async () => {
  // Starting a server: bounded far beyond its few seconds, not by a 5 s default.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "eventsida-e2e-seller-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SELLER,
    PORT: port,
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    BRAND: "wedding",
    MARKET: "se",
    RATE_LIMIT_ALLOW: "127.0.0.1",
    SWISH_SIMULATOR_DELAY_MS: "500",
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ["dist/server/main.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the seller spec's server stopped (${server.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("the seller spec's server did not answer /api/health");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("Swish on this phone pays a subdomain, and the receipt names the seller from SELLER_*", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mail = uniqueMail("saljare");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);

  await page.goto(`/redigera/${siteId}/valj-adress/subdoman/`);
  const label = `saljare-${Date.now().toString(36)}`;
  await page.getByLabel("Önskad adress").fill(label);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText(`${label}.brollopssidan.se är ledig!`)).toBeVisible();

  await page.getByRole("button", { name: "Swish", exact: true }).click();
  // A touch screen: this phone or another device, no number asked for this phone.
  await expect(page.getByRole("button", { name: "Swish på en annan enhet" })).toBeVisible();
  await expect(page.getByLabel("Ditt swish-nummer")).toHaveCount(0);
  await page.getByRole("button", { name: "Swish på den här telefonen" }).click();
  await expect(
    page.getByText("Tryck på Öppna Swish och godkänn betalningen på 599 kr i appen."),
  ).toBeVisible();
  const open = page.getByRole("link", { name: "Öppna Swish" });
  const href = (await open.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/payment-simulator\/swish\?token=[0-9a-f]{32}&callbackurl=/);
  expect(decodeURIComponent(href.split("callbackurl=")[1] ?? "")).toMatch(
    new RegExp(`^${baseURL.replaceAll(".", "\\.")}/betalning/swish/[0-9A-F]{32}$`),
  );

  // The simulator's "app": the amount, and what the payer may do.
  await open.click();
  await expect(page.getByRole("heading", { name: "Swish (simulator)" })).toBeVisible();
  await expect(page.getByText(/599,00\skr/)).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/swish-simulator-app-phone.png" });
  await page.getByRole("button", { name: "Betala", exact: true }).click();

  // Back from the app: the waiting step goes on to the confirmation, with the seller on the receipt.
  await expect(page.getByRole("heading", { name: "Grattis! Er sida är publicerad" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/valj-adress/subdoman/bekraftelse/[A-Z0-9]+$`));
  const receipt = page.getByRole("region", { name: "Kvitto" });
  await expect(receipt).toContainText("Swish");
  await expect(receipt).toContainText(/599,00\skr/);
  await expect(receipt).toContainText(SELLER.SELLER_NAME);
  await expect(receipt).toContainText(SELLER.SELLER_ADDRESS);
  await expect(receipt).toContainText(`Org.nr ${SELLER.SELLER_ORG_NUMBER}`);
  await expect(receipt).toContainText(`Momsreg.nr ${SELLER.SELLER_VAT_NUMBER}`);
  await expect(receipt).not.toContainText("PLACEHOLDER");
  await receipt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/receipt-seller-phone.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await receipt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/receipt-seller-desktop.png" });

  // The receipt's JSON says the same (what the mail and the print are made from).
  const reference = page.url().split("/").pop() ?? "";
  const json = await page.request.get(`/api/sites/${siteId}/payment/receipt/${reference}`);
  expect(json.ok()).toBe(true);
  expect((await json.json()).seller).toEqual({
    name: SELLER.SELLER_NAME,
    orgNumber: SELLER.SELLER_ORG_NUMBER,
    vatNumber: SELLER.SELLER_VAT_NUMBER,
    address: SELLER.SELLER_ADDRESS,
  });
});
