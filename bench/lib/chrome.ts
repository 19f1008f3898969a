// Debian Chromium, as the end-to-end tests run it. The demo page is opened on its real guest host
// (demo.brollopssidan.se) resolved to the local server, so the server sees the Host header a visitor's
// browser sends, not the owner port's /demo preview.
import { DEMO_HOST } from "./server";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const BASE_CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The bench serves plain http; Chromium's HTTPS-Upgrades would first try https://demo.brollopssidan.se,
  // fail and fall back, a redirect chain Lighthouse then charges to the page (~1 s simulated). A real
  // guest opens the page over https (Caddy), where no such probe happens.
  "--disable-features=HttpsUpgrades",
];

export function chromeArgs(port: number): string[] {
  return [...BASE_CHROME_ARGS, `--host-resolver-rules=MAP ${DEMO_HOST} 127.0.0.1:${port}`];
}

/**
 * The demo page itself, in Swedish: the address a guest's link names. A bare `/` first answers a 302 to
 * the browser's language (SPEC §2), one more round trip on top of every figure measured here.
 */
export const guestUrl = (_port: number) => `http://${DEMO_HOST}/sv`;
export const loginUrl = (port: number) => `http://127.0.0.1:${port}/logga-in`;
