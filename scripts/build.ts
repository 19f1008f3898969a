// npm run build: the browser bundles with Vite (guest + owner app) and the server with esbuild.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

const started = Date.now();
rmSync("dist", { recursive: true, force: true });

await viteBuild({ configFile: "vite.config.ts", logLevel: "warn" });
await (await import("./precompress.ts")).precompressAssets("dist/client/assets");

await esbuild({
  entryPoints: ["server/main.ts", "server/start.ts", "server/admin.ts", "server/make-pglite-template.ts"],
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

// A first start on PGlite copies this instead of running initdb and the migrations (server/db/pglite-template.ts).
execFileSync(process.execPath, ["dist/server/make-pglite-template.js"], { stdio: "inherit" });

console.log(`Built dist/client and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
