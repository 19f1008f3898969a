// Lighthouse (the npm package) with its default mobile preset (Moto G Power screen, simulated slow 4G
// and 4× CPU slowdown) in Debian Chromium, on the demo guest page, on /logga-in and on the signed-in
// editor (/redigera/{siteId}) of a site holding the demo site's document (every module kind).
//
// The editor's owner is registered and the site created through the HTTP API, as bench/writes.ts does;
// Lighthouse sends the session cookie with every request (extraHeaders). Besides the scores, the editor's
// row says how much script it received (bytes on the wire, as Lighthouse's network records count them).
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
import { callJson } from "./lib/http";
import { ms, type Report } from "./lib/report";
import { DEMO_HOST, demoSiteId, type Running } from "./lib/server";
import { savedFieldsOf } from "./lib/site-document";
import { startTlsProxy } from "./lib/tls-proxy";

type NetworkItem = {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  /** Milliseconds from the navigation's start, as observed (network-requests audit). */
  networkEndTime?: number;
};

/** The observed (unthrottled) largest paint, in milliseconds from the navigation's start. */
function observedLcp(lhr: { audits: Record<string, { details?: unknown }> }): number | undefined {
  const items = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items;
  return items?.[0]?.observedLargestContentfulPaint;
}

export const HTTPS_ONLY_AUDITS = ["is-on-https", "redirects-http"];

type Target = { chromeFlags: string[]; skipAudits: string[] };

async function audit(url: string, target: Target, headers?: Record<string, string>) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: target.chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      skipAudits: target.skipAudits,
      ...(headers ? { extraHeaders: headers } : {}),
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
  const editor = await editorSession(running);
  const ownerBase = proxy ? `https://127.0.0.1:${proxy.ownerPort}` : `http://127.0.0.1:${running.port}`;
  const pages: [string, string, Record<string, string>?][] = [
    ["demo page", proxy ? `https://${DEMO_HOST}/sv` : guestUrl(running.port)],
    ["/logga-in", proxy ? `${ownerBase}/logga-in` : loginUrl(running.port)],
    // A Swedish owner of a Swedish page (?lang=sv: Lighthouse's Chrome asks for English, and an English
    // UI over a Swedish page loads the page's own Swedish texts besides, web/app/editor/PageLanguageTexts.tsx).
    ["editor", `${ownerBase}/redigera/${editor.siteId}/?lang=sv`, { cookie: `session=${editor.cookie}` }],
  ];
  try {
    for (const [name, url, headers] of pages) await measurePage(report, name, url, target, over, headers);
  } finally {
    proxy?.stop();
  }
}

/** Sends one JSON request to the server itself (no proxy); the answer's JSON and its Set-Cookie. */
const call = (running: Running, method: string, path: string, body?: unknown, cookie?: string) =>
  callJson(running, method, path, { body, cookie });

/** A new owner with one site holding the demo site's document: the editor a real owner opens. */
async function editorSession(running: Running): Promise<{ cookie: string; siteId: string }> {
  const registered = await call(running, "POST", "/api/accounts/register/", {
    mail: `bench.editor.${Date.now()}@example.se`,
    password: "bench-lösen-123",
  });
  const cookie = /session=([^;]+)/.exec(registered.setCookie)?.[1];
  if (!cookie) throw new Error("register set no session cookie");
  const demo = (await call(running, "GET", `/api/sites/public/${demoSiteId(running)}`)).json;
  const site = (demo.site ?? demo) as Record<string, unknown>;
  const document = savedFieldsOf(site);
  const created = await call(running, "POST", "/api/sites/V2", { site: document, wizardData: null }, cookie);
  const siteId = (created.json.site as { _id?: string } | undefined)?._id;
  if (!siteId) throw new Error("creating the editor's site returned no id");
  return { cookie, siteId };
}

async function measurePage(
  report: Report,
  name: string,
  url: string,
  target: Target,
  over: string,
  headers?: Record<string, string>,
) {
  await audit(url, target, headers);
  const lhr = await audit(url, target, headers);
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
  // Script received, on the wire (brotli or whatever the server sent), as Lighthouse's network records
  // count it: for the editor, the figure issue 24 sets a target for.
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const kb = (list: NetworkItem[]) =>
    (list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1);
  // Before the largest paint (the editor's: its first module's picture, drawn with the first canvas):
  // what the page needed to be shown and usable; the rest is what it asks for afterwards (every module
  // kind's view, the starting-text checks, the later messages). Times as this run observed them.
  const lcpAt = observedLcp(lhr) ?? Number.POSITIVE_INFINITY;
  const early = scripts.filter((r) => (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= lcpAt);
  report.add({
    section: "lighthouse",
    figure: `${name} (${over}): JavaScript received before the largest paint / in all (files, KB on the wire)`,
    value: `${early.length}, ${kb(early)} KB / ${scripts.length}, ${kb(scripts)} KB`,
  });
  if (failing.length > 0) {
    report.note(`${name}: failing pass/fail audits: ${failing.join(", ")}`);
  }
}
