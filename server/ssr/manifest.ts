// Finds the built guest and owner bundles in Vite's manifest (dist/client/.vite/manifest.json).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_DIST_DIR } from "../paths";

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type ClientAssets = { guest: { script: string; styles: string[]; preloads: string[] } | null; appHtml: string | null };

function collect(manifest: Record<string, ManifestChunk>, key: string) {
  const entry = manifest[key];
  if (!entry) return null;
  const styles = new Set(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const child of entry.imports ?? []) visit(child);
  const url = (file: string) => `/${file}`;
  return { script: url(entry.file), styles: [...styles].map(url), preloads: [...preloads].map(url) };
}

export function loadClientAssets(dir = CLIENT_DIST_DIR): ClientAssets {
  const manifestPath = join(dir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return { guest: null, appHtml: null };
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const appHtmlPath = join(dir, "web", "app", "index.html");
  return {
    guest: collect(manifest, "web/guest/main.ts"),
    appHtml: existsSync(appHtmlPath) ? readFileSync(appHtmlPath, "utf8") : null,
  };
}
