// Playwright end-to-end tests (e2e/) against the built server in headless Debian Chromium.
//
// Run via `npm test` (scripts/test.sh builds first and sets CHROME_PATH), or by hand:
//   npm run build && CHROME_PATH=$(bash scripts/ensure-chromium.sh) npx playwright test
//
// Environment:
//   CHROME_PATH        Chromium executable (default /usr/bin/chromium). No Playwright-downloaded browsers.
//   E2E_DATA_DIR       data directory for the server under test. Created fresh under the OS temp dir when
//                      unset; the config exports it so tests can run the operator command on the same data:
//                        execFileSync("node", ["dist/server/admin.js", ...], {
//                          env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } })
//   E2E_DATABASE_URL   run the server on this PostgreSQL database instead of PGlite in E2E_DATA_DIR.
//                      DATABASE_URL from the outer environment is deliberately NOT passed on.
//   E2E_PORT           port for the server under test (default 3055; it must start with 30, the
//                      local dev ports on which 127.0.0.1 counts as the editor host, SPEC §1).
//   E2E_SERVER_LOG=1   show the server's stdout (logs) in the test output.
//   PLAYWRIGHT_JSON_OUTPUT_NAME  also write a JSON report to this file (scripts/test.sh sets it).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// This file is evaluated in the runner and again in each worker; workers inherit the runner's
// environment, so the directory is created once and shared through process.env.
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "eventsida-e2e-"));
mkdirSync(dataDir, { recursive: true });
process.env.E2E_DATA_DIR = dataDir;
// A directory made here is removed when the runner exits (after the server under test has stopped).
if (ownDataDir && !process.env.KEEP_TEST_TMP) {
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

// Keep the server under test (and admin commands run by tests) off any developer database.
if (process.env.E2E_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
}

const port = process.env.E2E_PORT || "3055";
const baseURL = `http://127.0.0.1:${port}`;

const reporter: NonNullable<Parameters<typeof defineConfig>[0]["reporter"]> = [["list"]];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) {
  reporter.push(["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]);
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter,
  // A busy 2-core machine (CI, or tests beside a build) can take longer than Playwright's 5 s to show
  // a screen after a full page load (the editor after the light login page loads the owner app): the
  // assertions wait up to 15 s and each test up to 60 s. Nothing here measures speed (npm run bench does).
  expect: { timeout: 15_000 },
  timeout: 60_000,
  use: {
    baseURL,
    headless: true,
    // A Swedish visitor: the owner app and the demo page pick their language from the browser.
    locale: "sv-SE",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
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
    },
  },
  projects: [
    {
      name: "chromium",
      use: { browserName: "chromium", viewport: { width: 1280, height: 720 } },
    },
  ],
  webServer: {
    command: "node dist/server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    // Server stderr is always shown; its stdout (pino logs) only with E2E_SERVER_LOG=1.
    stdout: process.env.E2E_SERVER_LOG === "1" ? "pipe" : "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      BRAND: "wedding",
      MARKET: "se",
      // The whole suite registers more accounts from 127.0.0.1 than one client may in an hour; the
      // limits themselves are tested in the API tests, each from its own client address.
      RATE_LIMIT_ALLOW: "127.0.0.1",
      // Another registrar (e2e/address-other-registrar.spec.ts): the DNS check asks the spec's own DNS
      // server (e2e/dns-server.ts, on the server's port + 20000), and owners are shown this A record.
      DNS_SERVERS: `127.0.0.1:${Number(port) + 20_000}`,
      DNS_A_RECORD: "203.0.113.10",
    },
  },
});
