// Design templates for the wizard's first step (SPEC §3 Design template): a named bundle of colours,
// fonts, theme and site graphic, applied to the generated page.
import type { ColorScheme, HslColor } from "./colors";
import type { Theme } from "./design";
import type { Fonts } from "./fonts";

export type DesignTemplate = {
  name: string;
  theme: Theme;
  fonts: Fonts;
  colorScheme: ColorScheme;
  siteGraphic: string | null;
};

const hsl = (hue: number, saturation: number, lightness: number): HslColor => ({
  hue,
  saturation,
  lightness,
});
const WHITE = hsl(0, 0, 100);

export const STANDARD_DESIGN_TEMPLATE = "STANDARD";

export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  {
    name: STANDARD_DESIGN_TEMPLATE,
    theme: "theme4",
    fonts: { heading: "Playfair Display", text: "Arial" },
    colorScheme: {
      primary: hsl(150, 22, 32),
      background: hsl(40, 33, 97),
      surface: hsl(40, 30, 92),
      onPrimary: WHITE,
      onBackground: hsl(160, 18, 14),
      onSurface: hsl(160, 18, 14),
    },
    siteGraphic: null,
  },
  {
    name: "ROMANTIC_ROSE",
    theme: "theme5",
    fonts: { heading: "Great Vibes", text: "Lora" },
    colorScheme: {
      primary: hsl(345, 42, 42),
      background: hsl(20, 60, 97),
      surface: hsl(350, 45, 93),
      onPrimary: WHITE,
      onBackground: hsl(345, 25, 18),
      onSurface: hsl(345, 25, 18),
    },
    siteGraphic: "CORNER_GRAPHICS_ROSE",
  },
  {
    name: "EUCALYPTUS",
    theme: "theme7",
    fonts: { heading: "Cormorant Garamond", text: "Lato" },
    colorScheme: {
      primary: hsl(165, 20, 30),
      background: hsl(120, 14, 96),
      surface: hsl(140, 16, 89),
      onPrimary: WHITE,
      onBackground: hsl(170, 22, 13),
      onSurface: hsl(170, 22, 13),
    },
    siteGraphic: "EUCALYPTUS",
  },
  {
    name: "CLASSIC_GOLD",
    theme: "theme8",
    fonts: { heading: "Cinzel", text: "Georgia" },
    colorScheme: {
      primary: hsl(38, 55, 30),
      background: hsl(45, 40, 98),
      surface: hsl(42, 38, 90),
      onPrimary: WHITE,
      onBackground: hsl(30, 15, 12),
      onSurface: hsl(30, 15, 12),
    },
    siteGraphic: null,
  },
  {
    name: "MODERN_NAVY",
    theme: "theme10",
    fonts: { heading: "Montserrat", text: "Open Sans" },
    colorScheme: {
      primary: hsl(218, 45, 28),
      background: hsl(0, 0, 100),
      surface: hsl(215, 30, 94),
      onPrimary: WHITE,
      onBackground: hsl(220, 30, 12),
      onSurface: hsl(220, 30, 12),
    },
    siteGraphic: null,
  },
  {
    name: "BOHEMIAN_TERRACOTTA",
    theme: "theme11",
    fonts: { heading: "Dancing Script", text: "Nunito" },
    colorScheme: {
      primary: hsl(16, 50, 36),
      background: hsl(35, 45, 96),
      surface: hsl(28, 45, 89),
      onPrimary: WHITE,
      onBackground: hsl(20, 30, 14),
      onSurface: hsl(20, 30, 14),
    },
    siteGraphic: "LEAFS_MIX",
  },
];

export function designTemplate(name: string | undefined): DesignTemplate {
  const standard = DESIGN_TEMPLATES[0] as DesignTemplate;
  return DESIGN_TEMPLATES.find((template) => template.name === name) ?? standard;
}
