// The print-ready PDF of a card (issue 13 item 5): this server's own /print-pdf/{id}/{key} page (the
// owner app draws both pages at 111 × 154 mm: A6 and its 3 mm bleed) printed by Chromium through
// playwright-core: one sheet per page, backgrounds printed, the site's fonts embedded by Chromium, the
// photo at its full uploaded size, the QR code as vector SVG. One browser at a time (each takes
// ~150 MB), closed after each file. Chromium: CHROME_PATH (Debian's /usr/bin/chromium by default).
// No PDF of a card with a picture missing (issue 22 item 5): printUrlToPdf checks before printing, and
// a failure is thrown (PrintRenderError) and logged with severity 3.

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
  const run = queue.then(() => printUrlToPdf(ctx.config.chromePath, url));
  queue = run.catch(() => undefined);
  try {
    return await run;
  } catch (error) {
    // Chromium's messages name the page, whose address holds the card's key: not in logs or output.
    const failure =
      error instanceof PrintRenderError
        ? error
        : new PrintRenderError(
            `the print page could not be printed: ${String((error as Error).message ?? error)
              .replaceAll(url, `the print page of card ${printId}`)
              .slice(0, 2000)}`,
          );
    ctx.log.error(
      {
        job: "print-pdf",
        severity: 3,
        printId,
        orderId,
        missingPictures: failure.missingPictures,
        reason: failure.message,
      },
      "no print PDF made",
    );
    throw failure;
  }
}

/**
 * Runs a print after those already asked for: one browser at a time, shared by every print (the cards
 * and the seating plan's prints, server/prints/seating-pdf.ts).
 */
export function queuedPrint<T>(print: () => Promise<T>): Promise<T> {
  const run = queue.then(print);
  queue = run.catch(() => undefined);
  return run;
}

/** A card that cannot be printed as drawn: the PDF step gives no file, and says why. */
export class PrintRenderError extends Error {
  constructor(
    message: string,
    readonly missingPictures: string[] = [],
  ) {
    super(message);
    this.name = "PrintRenderError";
  }
}

// Only a picture's path goes into messages and logs: the page's own address holds the card's key.
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "data:" ? "data: URL" : `${parsed.pathname}${parsed.search}`;
  } catch {
    return url.slice(0, 200);
  }
}

/**
 * Prints one page to a PDF; throws a PrintRenderError, with no PDF, when any picture on it did not
 * load (issue 22 item 5: the page says it is ready once its pictures have loaded *or failed*, and
 * Chromium prints a failed one as a broken-image box). Two independent checks: every image request
 * that answered an error or failed, and, in the page just before printing, every <img> decoded and
 * with a size (its chosen srcset candidate included) and every CSS background picture decodable.
 */
export async function printUrlToPdf(chromePath: string, url: string): Promise<Buffer> {
  // Loaded on the first PDF, not at start.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--font-render-hinting=none"],
  });
  try {
    const page = await browser.newPage();
    const failed = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && response.status() >= 400)
        failed.add(`${pathOf(response.url())} (${response.status()})`);
    });
    page.on("requestfailed", (request) => {
      const error = request.failure()?.errorText ?? "failed";
      // An aborted request is one the page no longer wanted (a srcset candidate replaced); a picture
      // it does show is judged in the page below.
      if (request.resourceType() === "image" && !error.includes("ERR_ABORTED"))
        failed.add(`${pathOf(request.url())} (${error})`);
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new PrintRenderError(`the print page answered ${response?.status()}`);
    await page.waitForSelector("html[data-print-ready]", { state: "attached", timeout: READY_TIMEOUT_MS });
    const broken = await Promise.race([
      page.evaluate(brokenPictures),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new PrintRenderError("the card's pictures did not load in time")),
          READY_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    const missing = [...new Set([...broken.map(pathOf), ...failed])];
    if (missing.length > 0)
      throw new PrintRenderError(`the card's pictures did not load: ${missing.join(", ")}`, missing);
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

/**
 * Runs in the page: the URLs of pictures that are not there to print. An <img> is waited for (lazy
 * ones are loaded now), then must decode and have a size; a CSS background picture (the site graphic)
 * is loaded again from the cache and must decode.
 */
async function brokenPictures(): Promise<string[]> {
  const broken: string[] = [];
  const images = [...document.images];
  for (const img of images) if (img.loading === "lazy") img.loading = "eager";
  await Promise.all(
    images.map(async (img) => {
      const src = img.currentSrc || img.src || "(an <img> without a source)";
      try {
        await img.decode();
      } catch {
        broken.push(src);
        return;
      }
      if (!img.complete || img.naturalWidth === 0) broken.push(src);
    }),
  );
  const backgrounds = new Set<string>();
  for (const element of document.querySelectorAll("*"))
    for (const pseudo of [null, "::before", "::after"]) {
      const value = getComputedStyle(element, pseudo).backgroundImage;
      for (const match of value.matchAll(/url\("((?:[^"\\]|\\.)*)"\)/g))
        if (match[1]) backgrounds.add(match[1].replace(/\\(.)/g, "$1"));
    }
  await Promise.all(
    [...backgrounds].map(async (src) => {
      const picture = new Image();
      picture.src = src;
      try {
        await picture.decode();
      } catch {
        broken.push(src);
      }
    }),
  );
  return broken;
}
