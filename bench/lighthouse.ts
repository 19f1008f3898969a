// Lighthouse (the npm package) with its default mobile preset (Moto G Power screen, simulated slow 4G
// and 4× CPU slowdown) in Debian Chromium, on the demo guest page and on /logga-in.
//
// Decision: the page is served over plain http (no TLS proxy in the run), so the two audits that can
// only pass over https, is-on-https and redirects-http, are skipped explicitly and the best-practices
// score is over the remaining audits. The table says so on every best-practices row.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_PATH, chromeArgs, guestUrl, loginUrl } from "./lib/chrome";
import { ms, type Report } from "./lib/report";
import type { Running } from "./lib/server";

export const HTTPS_ONLY_AUDITS = ["is-on-https", "redirects-http"];

async function audit(url: string, port: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: chromeArgs(port),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      skipAudits: HTTPS_ONLY_AUDITS,
    });
    if (!result) throw new Error("lighthouse returned nothing");
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(report: Report, running: Running): Promise<void> {
  report.note(
    `Lighthouse ${"mobile preset"} over http: audits ${HTTPS_ONLY_AUDITS.join(", ")} skipped (they need https); best practices is scored without them`,
  );
  // A fresh data directory renders each demo picture on its first request (seconds each, once; then it is
  // a file). A real server has long done that before a guest comes, so one unscored run renders them first.
  report.note("Lighthouse: one unscored warm-up run per page first (demo pictures are rendered on first request)");
  for (const [name, url] of [
    ["demo page", guestUrl(running.port)],
    ["/logga-in", loginUrl(running.port)],
  ] as const) {
    await audit(url, running.port);
    const lhr = await audit(url, running.port);
    // BENCH_LIGHTHOUSE_DIR=dir keeps each whole report, to read why a figure is what it is.
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) writeFileSync(join(keep, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? "–" : String(Math.round(value * 100));
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    report.add({
      section: "lighthouse",
      figure: `${name}: performance / accessibility / best practices (no https audits) / SEO`,
      value: `${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")}`,
      raw: { lighthouseVersion: lhr.lighthouseVersion, failingBinaryAudits: failing },
    });
    report.add({
      section: "lighthouse",
      figure: `${name}: LCP / TBT / CLS / FCP`,
      value: `${ms(numeric("largest-contentful-paint"))} / ${ms(numeric("total-blocking-time"))} / ${numeric("cumulative-layout-shift").toFixed(3)} / ${ms(numeric("first-contentful-paint"))}`,
    });
    if (failing.length > 0) {
      report.note(`${name}: failing pass/fail audits: ${failing.join(", ")}`);
    }
  }
}
