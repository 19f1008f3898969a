// Finds the built guest and owner bundles in Vite's manifest (dist/client/.vite/manifest.json).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_DIST_DIR } from "../paths";

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type GuestAssets = {
  script: string;
  styles: string[];
  preloads: string[];
  /** Each theme's own stylesheet (theme4, the base look, has none: it is in `styles`). */
  themeStyles: Record<string, string>;
  /** The site graphics' stylesheet, linked only by a page with a graphic. */
  graphicsStyle: string | null;
};
/** The light /logga-in page's entry (web/login/main.ts): its script, its chunks and its one stylesheet. */
export type LoginAssets = { script: string; styles: string[]; preloads: string[] };
export type ClientAssets = {
  guest: GuestAssets | null;
  appHtml: string | null;
  /** Absent or null without a build of the login entry: /logga-in is then the owner app's page. */
  login?: LoginAssets | null;
};

/** The stylesheets of one guest page: the base, its theme's own, and the graphics' when it has one. */
export function guestStyles(guest: GuestAssets | null, theme: string, hasGraphic: boolean): string[] {
  if (!guest) return [];
  const extra = [guest.themeStyles[theme], hasGraphic ? guest.graphicsStyle : null];
  return [...guest.styles, ...extra.filter((href): href is string => !!href)];
}

/** A stylesheet entry's file (Vite names a CSS entry's output itself, or lists it under css). */
const cssEntry = (manifest: Record<string, ManifestChunk>, source: string) => {
  const entry = manifest[source];
  const file = entry?.file.endsWith(".css") ? entry.file : entry?.css?.[0];
  return file ? `/${file}` : null;
};

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
  if (!existsSync(manifestPath)) return { guest: null, appHtml: null, login: null };
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const appHtmlPath = join(dir, "web", "app", "index.html");
  const guest = collect(manifest, "web/guest/main.ts");
  const themeStyles: Record<string, string> = {};
  for (const source of Object.keys(manifest)) {
    const theme = /^design\/themes\/(theme\d+)\.css$/.exec(source)?.[1];
    const href = theme ? cssEntry(manifest, source) : null;
    if (theme && href) themeStyles[theme] = href;
  }
  return {
    guest: guest
      ? { ...guest, themeStyles, graphicsStyle: cssEntry(manifest, "design/guest-graphics-page.css") }
      : null,
    appHtml: existsSync(appHtmlPath) ? readFileSync(appHtmlPath, "utf8") : null,
    login: collect(manifest, "web/login/main.ts"),
  };
}
