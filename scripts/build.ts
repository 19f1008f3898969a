// npm run build: the browser bundles with Vite (guest + owner app) and the server with esbuild.
import { rmSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

const started = Date.now();
rmSync("dist", { recursive: true, force: true });

await viteBuild({ configFile: "vite.config.ts", logLevel: "warn" });
await (await import("./precompress.ts")).precompressAssets("dist/client/assets");

await esbuild({
  entryPoints: ["server/main.ts", "server/start.ts", "server/admin.ts"],
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

console.log(`Built dist/client and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
