// Where the self-hosted font files are (the @fontsource packages under /fonts/) and which site fonts
// are serif: shared by the @font-face rules (fonts.ts) and the fallback-metrics generator.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { FONTS_DIR } from "../paths";

export { isSerifFont } from "@core/fonts";

/** SPEC §1: Arial and Georgia are system fonts, never loaded. */
export const SYSTEM_FONTS: ReadonlySet<string> = new Set(["Arial", "Georgia"]);

export function fontPackage(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}

export type FontSubset = "latin" | "latin-ext";

/** The URL of one face's woff2, or null when the package does not have it (e.g. no latin-ext). */
export function fontFileUrl(name: string, subset: FontSubset, weight: number, style: string): string | null {
  const pkg = fontPackage(name);
  const file = `${pkg}-${subset}-${weight}-${style}.woff2`;
  // The installed font packages do not change while the server runs: each file is looked for once.
  let found = fileUrls.get(file);
  if (found === undefined) {
    found = existsSync(join(FONTS_DIR, pkg, "files", file)) ? `/fonts/${pkg}/files/${file}` : null;
    fileUrls.set(file, found);
  }
  return found;
}

const fileUrls = new Map<string, string | null>();
