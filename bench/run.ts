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
import { multipartBody } from "@server/routes/images/test-helpers";
import { ensureDemoSite } from "@server/seed/demo-site";
import sharp from "sharp";

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
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  BRAND: "wedding",
  MARKET: "se",
  RATE_LIMIT_ALLOW: "127.0.0.1",
});
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
const rssBeforeImages = process.memoryUsage().rss;
// Image upload: a 12-megapixel phone photo through the route (decode, rotate, JPEG + WebP in four
// sizes and the full size), beside the baseline of sharp alone making one 1600 px JPEG of it.
const photo = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: { r: 180, g: 140, b: 110 } },
})
  .composite([
    {
      input: Buffer.from(
        `<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="900" fill="#fff"/></svg>`,
      ),
    },
  ])
  .jpeg({ quality: 90 })
  .toBuffer();
const upload = await time(5, () =>
  server.inject({ method: "POST", url: "/api/sites/quick-start/upload-image", ...multipartBody(photo) }),
);
const oneResize = await time(5, () => sharp(photo).rotate().resize(1600).jpeg().toBuffer());
console.log(
  `image upload 12MP: median ${upload.median.toFixed(0)} ms per photo (all sizes, JPEG + WebP); baseline one 1600 px JPEG with sharp: ${oneResize.median.toFixed(0)} ms`,
);
// Map: the offline card drawn once, then served from the disk cache.
const mapUrl = "/api/sites/quick-start/maps/Visby%20ringmur/12/NORMAL/ea4335/";
const firstMap = await time(1, () => server.inject({ method: "POST", url: mapUrl }));
const cachedMap = await time(50, () => server.inject({ method: "POST", url: mapUrl }));
console.log(
  `map (offline card): first ${firstMap.median.toFixed(0)} ms, cached median ${cachedMap.median.toFixed(2)} ms`,
);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `memory:            ${mb(rssBeforeImages)} RSS after the page runs, ${mb(process.memoryUsage().rss)} after the image and map runs`,
);

await server.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
