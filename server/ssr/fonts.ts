// Self-hosted fonts (SPEC §1: heading weights 400/700, text 400, 400i, 700, 700i). The page gets
// @font-face rules only for the two fonts the site uses, pointing at /fonts/ (files from @fontsource
// packages); a font whose package is not installed falls back to its serif/sans stack. Arial and
// Georgia are the visitor's own fonts and never loaded.
//
// Subsets: each face is declared for latin and latin-ext with their unicode-range, so a browser only
// downloads latin-ext when the page shows a character of it (a Polish guest's name, say); Swedish,
// Danish and English need latin only, which is what the head preloads.
//
// No layout shift on swap: font-display: swap shows the text at once in a local fallback, and a
// '{font} fallback' face (first after the web font in the page's font stack) makes that fallback take
// the web font's room: size-adjust for the advance, ascent/descent/line-gap overrides for the line
// (server/ssr/font-fallback-metrics.ts, measured by scripts/font-fallbacks.ts).
import type { Fonts } from "@core/fonts";
import { FONT_FALLBACK_METRICS } from "./font-fallback-metrics";
import { type FontSubset, fontFileUrl, isSerifFont, SYSTEM_FONTS } from "./font-files";

export { fontPackage } from "./font-files";

const UNICODE_RANGES: Record<FontSubset, string> = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
};
// latin-ext first: among faces whose ranges overlap (U+0304…) the last declared wins, and latin is the
// one every page loads anyway.
const SUBSETS: FontSubset[] = ["latin-ext", "latin"];

/** The local faces a fallback face stands on: Arial or Times New Roman, or their metric twins. */
const LOCAL_FALLBACKS = {
  sans: "local('Arial'),local('Liberation Sans'),local('Arimo')",
  serif: "local('Times New Roman'),local('Liberation Serif'),local('Tinos')",
};

type Variant = { weight: number; style: "normal" | "italic" };

const HEADING_VARIANTS: Variant[] = [
  { weight: 400, style: "normal" },
  { weight: 700, style: "normal" },
];
const TEXT_VARIANTS: Variant[] = [
  { weight: 400, style: "normal" },
  { weight: 400, style: "italic" },
  { weight: 700, style: "normal" },
  { weight: 700, style: "italic" },
];

/** The family name of a font's metric-adjusted local fallback (web/guest/theme.ts puts it in the stack). */
export function fallbackFamily(name: string): string {
  return `${name} fallback`;
}

function fallbackFace(name: string): string {
  const metrics = FONT_FALLBACK_METRICS[name];
  if (!metrics) return "";
  const src = isSerifFont(name) ? LOCAL_FALLBACKS.serif : LOCAL_FALLBACKS.sans;
  return `@font-face{font-family:'${fallbackFamily(name)}';src:${src};size-adjust:${metrics.sizeAdjust}%;ascent-override:${metrics.ascent}%;descent-override:${metrics.descent}%;line-gap-override:${metrics.lineGap}%}`;
}

function faces(name: string, variants: Variant[]): string {
  if (SYSTEM_FONTS.has(name)) return "";
  const rules = variants.flatMap(({ weight, style }) =>
    SUBSETS.map((subset) => {
      const url = fontFileUrl(name, subset, weight, style);
      if (!url) return "";
      return `@font-face{font-family:'${name}';font-style:${style};font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${UNICODE_RANGES[subset]}}`;
    }),
  );
  return rules.join("") + fallbackFace(name);
}

export function fontFaceCss(fonts: Fonts): string {
  // One font as heading and text (Montserrat, Raleway, Lora): its rules once, with every variant.
  if (fonts.heading === fonts.text) return faces(fonts.text, TEXT_VARIANTS);
  return faces(fonts.heading, HEADING_VARIANTS) + faces(fonts.text, TEXT_VARIANTS);
}

/** The woff2 of the heading font's regular weight, preloaded because the first screen uses it. */
export function headingFontPreload(fonts: Fonts): string | null {
  if (SYSTEM_FONTS.has(fonts.heading)) return null;
  return fontFileUrl(fonts.heading, "latin", 400, "normal");
}

/**
 * The files worth preloading among the rules fontFaceCss wrote: the latin regular (400, normal) of
 * each font, the faces of the first screen's heading and running text. Bold and italic wait for
 * the browser to find them in use.
 */
export function preloadedFontFiles(css: string): string[] {
  let files = PRELOADED.get(css);
  if (!files) {
    const found = css.matchAll(/url\((\/fonts\/[a-z0-9-]+\/files\/[a-z0-9-]+-latin-400-normal\.woff2)\)/g);
    files = [...new Set([...found].map((match) => match[1] as string))];
    // The rules of a few font pairs: worked out once each (a pattern over 5 KB of CSS per page).
    if (PRELOADED.size >= 256) PRELOADED.clear();
    PRELOADED.set(css, files);
  }
  return [...files];
}

const PRELOADED = new Map<string, string[]>();
