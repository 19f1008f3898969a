// WCAG 2.x contrast for colour schemes (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), so the
// colour picker can warn before guests get a page they cannot read. Colours with alpha are composited
// over what they are painted on: text over its own background, surface and primary over the page
// background, the page background over white (the browser's canvas).
import type { ColorScheme, HslColor } from "./colors";

export type Rgb = { red: number; green: number; blue: number };

/** WCAG 2.2 AA for normal-size text. */
export const AA_CONTRAST = 4.5;

/** HSL (0–360, 0–100, 0–100) to sRGB channels in 0–1 (CSS Color 4's hslToRgb). */
export function hslToRgb(color: HslColor): Rgb {
  const hue = (((color.hue % 360) + 360) % 360) / 30;
  const saturation = color.saturation / 100;
  const lightness = color.lightness / 100;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number): number => {
    const k = (offset + hue) % 12;
    return lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { red: channel(0), green: channel(8), blue: channel(4) };
}

/** Paints `top` (with its alpha, default opaque) over an opaque `bottom`. */
export function composite(top: Rgb, alpha: number | undefined, bottom: Rgb): Rgb {
  const a = alpha ?? 1;
  return {
    red: top.red * a + bottom.red * (1 - a),
    green: top.green * a + bottom.green * (1 - a),
    blue: top.blue * a + bottom.blue * (1 - a),
  };
}

function linear(channel: number): number {
  // WCAG 2.x's sRGB threshold; 0.03928 vs 0.04045 differ in no 8-bit value.
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb.red) + 0.7152 * linear(rgb.green) + 0.0722 * linear(rgb.blue);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE: Rgb = { red: 1, green: 1, blue: 1 };

/** `color` as it appears when painted over the opaque `under`. */
function over(color: HslColor, under: Rgb): Rgb {
  return composite(hslToRgb(color), color.alpha, under);
}

/** The ratio of text `foreground` on `background`, both possibly translucent, on top of `under`. */
export function colorContrast(foreground: HslColor, background: HslColor, under: Rgb = WHITE): number {
  const backdrop = over(background, under);
  return contrastRatio(over(foreground, backdrop), backdrop);
}

export type ContrastPair = "onBackground/background" | "onSurface/surface" | "onPrimary/primary";

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  "onBackground/background",
  "onSurface/surface",
  "onPrimary/primary",
];

export type ContrastProblem = { pair: ContrastPair; ratio: number };

/** Every text/background pair's contrast ratio in the scheme, as painted on the page. */
export function schemeContrasts(scheme: ColorScheme): { pair: ContrastPair; ratio: number }[] {
  const page = over(scheme.background, WHITE);
  return [
    { pair: "onBackground/background", ratio: colorContrast(scheme.onBackground, scheme.background) },
    { pair: "onSurface/surface", ratio: colorContrast(scheme.onSurface, scheme.surface, page) },
    { pair: "onPrimary/primary", ratio: colorContrast(scheme.onPrimary, scheme.primary, page) },
  ];
}

/** The pairs below WCAG AA (4.5:1), weakest first; empty when the scheme is readable. */
export function contrastProblems(scheme: ColorScheme): ContrastProblem[] {
  return schemeContrasts(scheme)
    .filter((contrast) => contrast.ratio < AA_CONTRAST)
    .sort((a, b) => a.ratio - b.ratio);
}
