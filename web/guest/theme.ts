import { hslCss } from "@core/color-css";
import type { ColorScheme } from "@core/colors";
import type { Fonts } from "@core/fonts";
import type { CSSProperties } from "react";

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Arial, 'Helvetica Neue', Helvetica, sans-serif";
const SERIF_FONTS = new Set([
  "Playfair Display", "Cormorant Garamond", "Lora", "Libre Baskerville", "Cinzel", "EB Garamond", "Crimson Text",
  "Abril Fatface", "Marcellus", "Georgia", "Merriweather", "PT Serif",
]);

function fontStack(name: string): string {
  return `'${name}', ${SERIF_FONTS.has(name) ? SERIF : SANS}`;
}

/** The site's colours and fonts as CSS custom properties on the page root. */
export function themeStyle(colorScheme: ColorScheme, fonts: Fonts): CSSProperties {
  return {
    "--color-primary": hslCss(colorScheme.primary),
    "--color-on-primary": hslCss(colorScheme.onPrimary),
    "--color-background": hslCss(colorScheme.background),
    "--color-on-background": hslCss(colorScheme.onBackground),
    "--color-surface": hslCss(colorScheme.surface),
    "--color-on-surface": hslCss(colorScheme.onSurface),
    "--font-heading": fontStack(fonts.heading),
    "--font-text": fontStack(fonts.text),
  } as CSSProperties;
}
