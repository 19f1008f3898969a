import { hslCss } from "@core/color-css";
import type { ColorScheme } from "@core/colors";
import { type Fonts, isSerifFont } from "@core/fonts";
import type { CSSProperties } from "react";

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

function fontStack(name: string): string {
  // '{name} fallback': a local face sized to the web font's metrics (server/ssr/fonts.ts), so the swap
  // to the web font moves nothing; Arial and Georgia are local already.
  const fallback = name === "Arial" || name === "Georgia" ? "" : `'${name} fallback', `;
  return `'${name}', ${fallback}${isSerifFont(name) ? SERIF : SANS}`;
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
