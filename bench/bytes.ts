// Bytes on the wire: the demo guest page opened at phone size in Debian Chromium, every response's
// encodedDataLength (what crossed the wire, headers included) from the DevTools protocol, by kind.
// "JS before any interaction" is what loaded before anything was touched or scrolled; the page is then
// scrolled to its end to show what loading more (islands near the viewport) costs. "If compressed"
// figures are this run's own gzip/brotli of the same bodies: what compression would give, NOT what the
// server sent.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROME_PATH, chromeArgs, guestUrl } from "./lib/chrome";
import { kb, type Report } from "./lib/report";
import type { Running } from "./lib/server";

type Entry = {
  url: string;
  type: string;
  encoded: number;
  decoded: number;
  encoding: string;
  phase: "load" | "scroll";
};

const KINDS: Record<string, string> = {
  Document: "HTML",
  Script: "JS",
  Stylesheet: "CSS",
  Font: "fonts",
  Image: "images",
};

export async function measureBytes(report: Report, running: Running): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromeArgs(running.port) });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: "sv-SE",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const entries = new Map<string, Entry>();
    const bodies = new Map<string, string>();
    let phase: Entry["phase"] = "load";
    cdp.on("Network.responseReceived", (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      entries.set(event.requestId, {
        url: event.response.url,
        type: event.type ?? "Other",
        encoded: 0,
        decoded: 0,
        encoding: headers["content-encoding"] ?? "none",
        phase,
      });
    });
    cdp.on("Network.dataReceived", (event) => {
      const entry = entries.get(event.requestId);
      if (entry) entry.decoded += event.dataLength;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const entry = entries.get(event.requestId);
      if (!entry) return;
      entry.encoded = event.encodedDataLength;
      if (["Document", "Script", "Stylesheet"].includes(entry.type)) {
        void cdp
          .send("Network.getResponseBody", { requestId: event.requestId })
          .then((body) => bodies.set(event.requestId, body.base64Encoded ? "" : body.body))
          .catch(() => undefined);
      }
    });

    await page.goto(guestUrl(running.port), { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    phase = "scroll";
    // Scroll down in steps (as a thumb would) so anything loaded on approach is counted afterwards.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);

    const sum = (filter: (e: Entry) => boolean) =>
      [...entries.values()].filter(filter).reduce((total, e) => total + e.encoded, 0);
    const all = [...entries.values()];
    const loaded = all.filter((e) => e.phase === "load");
    for (const [type, label] of Object.entries(KINDS)) {
      const list = loaded.filter((e) => e.type === type);
      const encodings = [...new Set(list.map((e) => e.encoding))].join(",") || "-";
      report.add({
        section: "bytes",
        figure: `${label} on first load (${list.length} responses, encoding ${encodings})`,
        value: kb(sum((e) => e.phase === "load" && e.type === type)),
        raw: { responses: list },
      });
    }
    const otherLoad = loaded.filter((e) => !(e.type in KINDS));
    report.add({
      section: "bytes",
      figure: `other on first load (${otherLoad.map((e) => e.type).join(",") || "none"})`,
      value: kb(otherLoad.reduce((t, e) => t + e.encoded, 0)),
    });
    report.add({
      section: "bytes",
      figure: "total on first load (all responses, before any interaction)",
      value: kb(sum((e) => e.phase === "load")),
    });
    report.add({
      section: "bytes",
      figure: "JS loaded by scrolling to the end",
      value: kb(sum((e) => e.phase === "scroll" && e.type === "Script")),
    });
    report.add({
      section: "bytes",
      figure: "total loaded by scrolling to the end",
      value: kb(sum((e) => e.phase === "scroll")),
    });

    // What compression would give for the same HTML and JS bodies (this run's own compression).
    for (const type of ["Document", "Script", "Stylesheet"]) {
      let gzip = 0;
      let brotli = 0;
      let plain = 0;
      for (const [id, entry] of entries) {
        if (entry.phase !== "load" || entry.type !== type) continue;
        const body = Buffer.from(bodies.get(id) ?? "");
        plain += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
        brotli += brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
      }
      report.add({
        section: "bytes",
        figure: `${KINDS[type]} first load: body uncompressed / IF compressed (gzip 9 / brotli 11, not what was sent)`,
        value: `${kb(plain)} / ${kb(gzip)} / ${kb(brotli)}`,
      });
    }
  } finally {
    await browser.close();
  }
}
