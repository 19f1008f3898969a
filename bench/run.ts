// npm run bench: figures, never pass/fail. Guest and owner bundle sizes (gzip), guest page server
// render time, API latency and memory, on an in-memory database seeded with the demo site.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/config";
import { openDatabase } from "@server/db/client";
import { createLogger } from "@server/logger";
import { mailProviderFor } from "@server/mail/config";
import { CLIENT_DIST_DIR } from "@server/paths";
import { ensureDemoSite } from "@server/seed/demo-site";

type Chunk = { file: string; imports?: string[]; css?: string[] };

function bundleSize(manifest: Record<string, Chunk>, entry: string) {
  const seen = new Set<string>();
  let js = 0;
  let css = 0;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js += gzipSync(readFileSync(join(CLIENT_DIST_DIR, chunk.file))).length;
    for (const file of chunk.css ?? []) css += gzipSync(readFileSync(join(CLIENT_DIST_DIR, file))).length;
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entry);
  return { js, css, files: seen.size };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(runs: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { median: median(samples), p95: [...samples].sort((a, b) => a - b)[Math.floor(runs * 0.95)] ?? 0 };
}

try {
  const manifest = JSON.parse(
    readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, Chunk>;
  const guest = bundleSize(manifest, "web/guest/main.tsx");
  const app = bundleSize(manifest, "web/app/index.html");
  console.log(`guest bundle:      ${kb(guest.js)} JS + ${kb(guest.css)} CSS gzip in ${guest.files} files`);
  console.log(
    `owner app (entry): ${kb(app.js)} JS + ${kb(app.css)} CSS gzip in ${app.files} files (screens load lazily)`,
  );
} catch {
  console.log("bundle sizes: no build found, run npm run build first");
}

const dataDir = mkdtempSync(join(tmpdir(), "eventsida-bench-"));
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, BRAND: "wedding", MARKET: "se" });
const log = createLogger({ level: "silent" });
const handle = await openDatabase({ engine: "pglite", dataDir: null });
const ctx = { config, db: handle.db, log, mail: mailProviderFor(config, log) };
const siteId = await ensureDemoSite(ctx);
const server = await buildApp(ctx);

const page = await time(200, () => server.inject({ url: "/sv?domainHost=demo.brollopssidan.se" }));
const html = (await server.inject({ url: "/sv?domainHost=demo.brollopssidan.se" })).body;
const publicApi = await time(200, () => server.inject({ url: `/api/sites/public/${siteId}` }));
console.log(
  `guest page SSR:    median ${page.median.toFixed(2)} ms, p95 ${page.p95.toFixed(2)} ms (200 requests, in-process)`,
);
console.log(`guest page HTML:   ${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`);
console.log(
  `public site API:   median ${publicApi.median.toFixed(2)} ms, p95 ${publicApi.p95.toFixed(2)} ms`,
);
console.log(
  `memory:            ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB RSS after the runs`,
);

await server.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
