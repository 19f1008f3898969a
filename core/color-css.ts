// Colours as CSS (no zod, so the guest bundle stays small).
import type { HslColor } from "./colors";

export function hslCss(color: HslColor): string {
  const alpha = color.alpha === undefined ? "" : ` / ${color.alpha}`;
  return `hsl(${color.hue} ${color.saturation}% ${color.lightness}%${alpha})`;
}
