// Self-hosted fonts (SPEC §1: heading weights 400/700, text 400, 400i, 700, 700i). The page gets
// @font-face rules only for the two fonts the site uses, pointing at /fonts/ (files from @fontsource
// packages); a font whose package is not installed falls back to its serif/sans stack.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Fonts } from "@core/fonts";
import { FONTS_DIR } from "../paths";

const SYSTEM_FONTS = new Set(["Arial", "Georgia"]);

export function fontPackage(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}

function faces(name: string, variants: { weight: number; style: "normal" | "italic" }[]): string {
  if (SYSTEM_FONTS.has(name)) return "";
  const pkg = fontPackage(name);
  return variants
    .map(({ weight, style }) => {
      const file = `${pkg}-latin-${weight}-${style}.woff2`;
      if (!existsSync(join(FONTS_DIR, pkg, "files", file))) return "";
      return `@font-face{font-family:'${name}';font-style:${style};font-weight:${weight};font-display:swap;src:url(/fonts/${pkg}/files/${file}) format('woff2')}`;
    })
    .join("");
}

export function fontFaceCss(fonts: Fonts): string {
  return (
    faces(fonts.heading, [
      { weight: 400, style: "normal" },
      { weight: 700, style: "normal" },
    ]) +
    faces(fonts.text, [
      { weight: 400, style: "normal" },
      { weight: 400, style: "italic" },
      { weight: 700, style: "normal" },
      { weight: 700, style: "italic" },
    ])
  );
}

/** The woff2 of the heading font's regular weight, preloaded because the first screen uses it. */
export function headingFontPreload(fonts: Fonts): string | null {
  if (SYSTEM_FONTS.has(fonts.heading)) return null;
  const pkg = fontPackage(fonts.heading);
  const file = `${pkg}-latin-400-normal.woff2`;
  return existsSync(join(FONTS_DIR, pkg, "files", file)) ? `/fonts/${pkg}/files/${file}` : null;
}
