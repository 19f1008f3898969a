// Lighthouse (the npm package) with its default mobile preset (Moto G Power screen, simulated slow 4G
// and 4× CPU slowdown) in Debian Chromium, on the demo guest page and on /logga-in.
//
// Decision: the pages are measured through Debian's Caddy with TLS and HTTP/2 (bench/lib/tls-proxy.ts),
// as production serves them. Only when no Caddy can be had is the server measured over plain http; then
// the two audits that can only pass over https, is-on-https and redirects-http, are skipped explicitly,
// the best-practices score is over the remaining audits, and the table says so on every row.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BASE_CHROME_ARGS, CHROME_PATH, chromeArgs, guestUrl, loginUrl } from "./lib/chrome";
import { ms, type Report } from "./lib/report";
import { DEMO_HOST, type Running } from "./lib/server";
import { startTlsProxy } from "./lib/tls-proxy";

export const HTTPS_ONLY_AUDITS = ["is-on-https", "redirects-http"];

type Target = { chromeFlags: string[]; skipAudits: string[] };

async function audit(url: string, target: Target) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: target.chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      skipAudits: target.skipAudits,
    });
    if (!result) throw new Error("lighthouse returned nothing");
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(report: Report, running: Running): Promise<void> {
  const proxy = await startTlsProxy(running.port, DEMO_HOST);
  const over = proxy ? "https (Caddy, HTTP/2)" : "http";
  const target: Target = proxy
    ? {
        chromeFlags: [
          ...BASE_CHROME_ARGS,
          "--ignore-certificate-errors",
          `--host-resolver-rules=MAP ${DEMO_HOST} 127.0.0.1:${proxy.guestPort}`,
        ],
        skipAudits: [],
      }
    : { chromeFlags: chromeArgs(running.port), skipAudits: HTTPS_ONLY_AUDITS };
  report.note(
    proxy
      ? "Lighthouse mobile preset over https through Caddy (tls internal, HTTP/2), as production serves pages; every audit scored"
      : `Lighthouse mobile preset over http (no Caddy found): audits ${HTTPS_ONLY_AUDITS.join(", ")} skipped (they need https); best practices is scored without them`,
  );
  // A fresh data directory renders each demo picture on its first request (seconds each, once; then it is
  // a file). A real server has long done that before a guest comes, so one unscored run renders them first.
  report.note(
    "Lighthouse: one unscored warm-up run per page first (demo pictures are rendered on first request)",
  );
  const pages = proxy
    ? ([
        ["demo page", `https://${DEMO_HOST}/sv`],
        ["/logga-in", `https://127.0.0.1:${proxy.ownerPort}/logga-in`],
      ] as const)
    : ([
        ["demo page", guestUrl(running.port)],
        ["/logga-in", loginUrl(running.port)],
      ] as const);
  try {
    for (const [name, url] of pages) await measurePage(report, name, url, target, over);
  } finally {
    proxy?.stop();
  }
}

async function measurePage(report: Report, name: string, url: string, target: Target, over: string) {
  await audit(url, target);
  const lhr = await audit(url, target);
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
    figure: `${name} (${over}): performance / accessibility / best practices / SEO`,
    value: `${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")}`,
    raw: { lighthouseVersion: lhr.lighthouseVersion, failingBinaryAudits: failing },
  });
  report.add({
    section: "lighthouse",
    figure: `${name} (${over}): LCP / TBT / CLS / FCP`,
    value: `${ms(numeric("largest-contentful-paint"))} / ${ms(numeric("total-blocking-time"))} / ${numeric("cumulative-layout-shift").toFixed(3)} / ${ms(numeric("first-contentful-paint"))}`,
  });
  if (failing.length > 0) {
    report.note(`${name}: failing pass/fail audits: ${failing.join(", ")}`);
  }
}
