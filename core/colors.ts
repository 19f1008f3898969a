import { z } from "zod";

export const hslColorSchema = z.object({
  hue: z.number().min(0).max(360),
  saturation: z.number().min(0).max(100),
  lightness: z.number().min(0).max(100),
  alpha: z.number().min(0).max(1).optional(),
});
export type HslColor = z.infer<typeof hslColorSchema>;

export const colorSchemeSchema = z.object({
  primary: hslColorSchema,
  background: hslColorSchema,
  surface: hslColorSchema,
  onPrimary: hslColorSchema,
  onBackground: hslColorSchema,
  onSurface: hslColorSchema,
});
export type ColorScheme = z.infer<typeof colorSchemeSchema>;

export const hsl = (hue: number, saturation: number, lightness: number): HslColor => ({
  hue,
  saturation,
  lightness,
});
export const WHITE = hsl(0, 0, 100);

/** A light scheme: the same ink on the page and on surfaces, white text on the primary colour. */
export function lightScheme(
  primary: HslColor,
  background: HslColor,
  surface: HslColor,
  ink: HslColor,
): ColorScheme {
  return { primary, background, surface, onPrimary: WHITE, onBackground: ink, onSurface: ink };
}

/** The default scheme: warm ivory paper, deep green ink, sage accents. */
export const DEFAULT_COLOR_SCHEME: ColorScheme = {
  primary: hsl(150, 22, 32),
  background: hsl(40, 33, 97),
  surface: hsl(40, 30, 92),
  onPrimary: hsl(0, 0, 100),
  onBackground: hsl(160, 18, 14),
  onSurface: hsl(160, 18, 14),
};
