// npm run build: the browser bundles with Vite (guest + owner app) and the server with esbuild.
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build as esbuild, type Plugin } from "esbuild";
import { build as viteBuild } from "vite";
import { relaunchArguments } from "../server/young-generation.ts";

const started = Date.now();
rmSync("dist", { recursive: true, force: true });

await viteBuild({ configFile: "vite.config.ts", logLevel: "warn" });
await (await import("./precompress.ts")).precompressAssets("dist/client/assets");

await esbuild({
  entryPoints: ["server/main.ts", "server/admin.ts", "server/make-pglite-template.ts"],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  tsconfig: "tsconfig.json",
  jsx: "automatic",
  sourcemap: true,
  logLevel: "warning",
});

// React's packages choose their production or development build by NODE_ENV when first required, so
// the bundle held both (about 1 MB of source an idle server keeps in memory) and a server started
// without NODE_ENV=production rendered with the development build. The built server is the production
// one: in React's own files NODE_ENV reads "production", and the development builds are left out.
const reactProductionOnly: Plugin = {
  name: "react-production-only",
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.js$/ },
      async (args) => ({
        contents: readFileSync(args.path, "utf8").replaceAll("process.env.NODE_ENV", '"production"'),
        loader: "js",
      }),
    );
  },
};

// The server itself (loaded by main.js) with its packages inside: Node resolving and reading some 900
// package modules one by one was most of a start's first second. Left outside: what cannot be bundled
// (PGlite's WebAssembly and sharp's native files sit beside their code; pino starts its transports
// from files; pg-native is optional) and what is loaded on first use (stripe, qrcode, the xlsx writer and reader, the print PDF's browser driver).
await esbuild({
  entryPoints: ["server/start.ts"],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  external: [
    "@electric-sql/pglite",
    "sharp",
    "pino",
    "pino-pretty",
    "pg-native",
    "stripe",
    "qrcode",
    "write-excel-file",
    "read-excel-file",
    "playwright-core",
  ],
  plugins: [reactProductionOnly],
  // What the server loads with import() on first use (the S3 SDK, Redis, the metrics registry, the
  // xlsx and zip writers...) goes into chunks of its own beside start.js, read only when first asked
  // for: without splitting esbuild inlines them, and an idle server holds their source (issue 24).
  // Beside start.js, not in a folder: paths.ts finds the project from the bundle's own place.
  splitting: true,
  chunkNames: "start-chunk-[hash]",
  // Bundled CommonJS packages require Node's built-in modules: give them a require.
  banner: {
    js: 'import { createRequire as __startRequire } from "node:module"; const require = __startRequire(import.meta.url);',
  },
  tsconfig: "tsconfig.json",
  jsx: "automatic",
  sourcemap: true,
  logLevel: "warning",
});

// The bundle as pure ASCII. esbuild escapes every string, but keeps some comments as written (an em dash,
// a "§"): one such character makes V8 hold the whole 9 MB source as a two-byte string, 18 MB of an idle
// server's heap instead of 9 (issue 24). Outside strings only comments hold them, where an escape is
// just text, and inside a string the escape means the same character.
for (const file of readdirSync("dist/server").filter((name) => /^start(-chunk-\w+)?\.js$/.test(name))) {
  const path = `dist/server/${file}`;
  writeFileSync(
    path,
    readFileSync(path, "utf8").replace(
      /[^\t-\r -~]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
  );
}

// V8's compiled code for that bundle, read by every start (server/main.ts): made here by loading it once,
// with the V8 flags the server relaunches itself with (server/young-generation.ts), once per engine. V8
// accepts a cache only from a process with the same flags (Node keeps one folder per flag set), so a
// cache made without them was never read: every first start after a build compiled the whole bundle
// again, and the bench's cold start measured that (issue 24).
// Checked: a second load with the same flags must be told by Node that V8 accepted the cache.
for (const env of [{}, { DATABASE_URL: "postgres://cache" }]) {
  const relaunch = relaunchArguments({
    execPath: process.execPath,
    execArgv: [],
    argv: [process.execPath, "main.js"],
    env,
  });
  // Node's debug lines go to the standard error.
  const load = (flush: boolean) =>
    spawnSync(
      process.execPath,
      [
        ...(relaunch?.slice(1, -1) ?? []),
        "--input-type=module",
        "-e",
        `import { enableCompileCache, flushCompileCache } from "node:module"; enableCompileCache("dist/server/.compile-cache"); await import("./dist/server/start.js");${flush ? " flushCompileCache();" : ""}`,
      ],
      { env: { ...process.env, NODE_DEBUG_NATIVE: "COMPILE_CACHE" }, encoding: "utf8" },
    );
  const made = load(true);
  if (made.status !== 0) throw new Error(`loading the server bundle failed: ${made.stderr}`);
  if (!/code cache for ESM \S+\/dist\/server\/start\.js was accepted/.test(load(false).stderr))
    throw new Error(`the server's compile cache was not accepted with ${relaunch?.slice(1, -1).join(" ")}`);
}

// A first start on PGlite copies this instead of running initdb and the migrations (server/db/pglite-template.ts).
execFileSync(process.execPath, ["dist/server/make-pglite-template.js"], { stdio: "inherit" });

console.log(`Built dist/client and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
