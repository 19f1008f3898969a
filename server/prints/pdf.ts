// The print-ready PDF of a card (issue 13 item 5): this server's own /print-pdf/{id}/{key} page (the
// owner app draws both pages at 111 × 154 mm: A6 and its 3 mm bleed) printed by Chromium through
// playwright-core: one sheet per page, backgrounds printed, the site's fonts embedded by Chromium, the
// photo at its full uploaded size, the QR code as vector SVG. One browser at a time (each takes
// ~150 MB), closed after each file. Chromium: CHROME_PATH (Debian's /usr/bin/chromium by default).

import { PAGE } from "@core/print/geometry";
import type { AppContext } from "../context";
import { findPrint, printAccessPath } from "./records";

/** How long the page may take to draw (fonts, photo) before the PDF is given up. */
const READY_TIMEOUT_MS = 60_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The PDF of the card with this id, or null when there is no such card; with an order's id, the card
 * as that order of it was placed.
 */
export async function renderPrintPdf(
  ctx: AppContext,
  printId: string,
  orderId?: string,
): Promise<Buffer | null> {
  const print = await findPrint(ctx, printId);
  if (!print) return null;
  // The page is the owner app's: its host named with ?domainHost=, since this server may listen on a
  // port whose plain address is a guest host (SPEC §1).
  const host = ctx.config.host === "0.0.0.0" || ctx.config.host === "::" ? "127.0.0.1" : ctx.config.host;
  const ownerHost = new URL(ctx.config.publicUrl).hostname;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${ctx.config.port}${printAccessPath(print)}?domainHost=${encodeURIComponent(ownerHost)}${orderId ? `&order=${encodeURIComponent(orderId)}` : ""}`;
  const run = queue.then(() => printPage(ctx, url));
  queue = run.catch(() => undefined);
  return run;
}

async function printPage(ctx: AppContext, url: string): Promise<Buffer> {
  // Loaded on the first PDF, not at start.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: ctx.config.chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--font-render-hinting=none"],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`the print page answered ${response?.status()}`);
    await page.waitForSelector("html[data-print-ready]", { state: "attached", timeout: READY_TIMEOUT_MS });
    return await page.pdf({
      width: `${PAGE.widthMm}mm`,
      height: `${PAGE.heightMm}mm`,
      printBackground: true,
      preferCSSPageSize: true,
      margin: { top: "0", right: "0", bottom: "0", left: "0" },
    });
  } finally {
    await browser.close();
  }
}
