// Design templates (SPEC §3 Design template): a named bundle of colour scheme, fonts, theme, site
// graphic and event logo, chosen in the wizard's first step and in the Design drawer. Each is one
// coherent design; some belong to one brand only (an event logo exists only for weddings, theme12 is
// the wedding brand's, balloons suit a party). Applying one is core/apply-design-template.ts.
import type { Brand } from "./brands";
import { type ColorScheme, type HslColor, hsl, lightScheme as light, WHITE } from "./colors";
import type { Theme } from "./design";
import type { EventLogoKind } from "./event-logo";
import type { Fonts } from "./fonts";

export type DesignTemplate = {
  name: string;
  theme: Theme;
  fonts: Fonts;
  colorScheme: ColorScheme;
  /** One of SITE_GRAPHICS, or null for none. */
  siteGraphic: string | null;
  /** The logo kind the design shows in the header instead of the title; absent: no logo. */
  eventLogo?: EventLogoKind;
  /** The brands offering the template; absent: every brand. */
  brands?: readonly Brand[];
};

/** A dark scheme: light ink on a dark page, dark text on a light primary. */
function dark(primary: HslColor, background: HslColor, surface: HslColor, ink: HslColor): ColorScheme {
  return {
    primary,
    background,
    surface,
    onPrimary: hsl(primary.hue, 30, 10),
    onBackground: ink,
    onSurface: ink,
  };
}

export const STANDARD_DESIGN_TEMPLATE = "STANDARD";

export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  {
    name: STANDARD_DESIGN_TEMPLATE,
    theme: "theme4",
    fonts: { heading: "Playfair Display", text: "Arial" },
    colorScheme: light(hsl(150, 22, 32), hsl(40, 33, 97), hsl(40, 30, 92), hsl(160, 18, 14)),
    siteGraphic: null,
  },
  {
    name: "ROMANTIC_ROSE",
    theme: "theme5",
    fonts: { heading: "Great Vibes", text: "Lora" },
    colorScheme: light(hsl(345, 42, 42), hsl(20, 60, 97), hsl(350, 45, 93), hsl(345, 25, 18)),
    siteGraphic: "CORNER_GRAPHICS_ROSE",
    eventLogo: "HandDrawnHeart",
    brands: ["wedding"],
  },
  {
    name: "EUCALYPTUS",
    theme: "theme7",
    fonts: { heading: "Cormorant Garamond", text: "Lato" },
    colorScheme: light(hsl(165, 20, 30), hsl(120, 14, 96), hsl(140, 16, 89), hsl(170, 22, 13)),
    siteGraphic: "EUCALYPTUS",
    eventLogo: "LeafsBox",
    brands: ["wedding"],
  },
  {
    name: "CLASSIC_GOLD",
    theme: "theme8",
    fonts: { heading: "Cinzel", text: "Georgia" },
    colorScheme: light(hsl(38, 55, 30), hsl(45, 40, 98), hsl(42, 38, 90), hsl(30, 15, 12)),
    siteGraphic: null,
    eventLogo: "ModernMonogramBadge",
    brands: ["wedding"],
  },
  {
    name: "MODERN_NAVY",
    theme: "theme10",
    fonts: { heading: "Montserrat", text: "Open Sans" },
    colorScheme: light(hsl(218, 45, 28), WHITE, hsl(215, 30, 94), hsl(220, 30, 12)),
    siteGraphic: null,
  },
  {
    name: "BOHEMIAN_TERRACOTTA",
    theme: "theme11",
    fonts: { heading: "Dancing Script", text: "Nunito" },
    colorScheme: light(hsl(16, 50, 36), hsl(35, 45, 96), hsl(28, 45, 89), hsl(20, 30, 14)),
    siteGraphic: "LEAFS_MIX",
  },
  {
    name: "MINTED_GARDEN",
    theme: "theme9",
    fonts: { heading: "Marcellus", text: "Source Sans 3" },
    colorScheme: light(hsl(168, 30, 28), hsl(150, 30, 97), hsl(155, 32, 90), hsl(175, 30, 12)),
    siteGraphic: "EUCALYPTUS_MINTED",
    eventLogo: "ModernMonogramBorderBetween",
    brands: ["wedding"],
  },
  {
    name: "WATERCOLOUR_BLUE",
    theme: "theme12",
    fonts: { heading: "Parisienne", text: "Raleway" },
    colorScheme: light(hsl(210, 45, 34), hsl(205, 50, 98), hsl(205, 45, 92), hsl(215, 35, 14)),
    siteGraphic: "CORNER_GRAPHICS_WATER_COLOR",
    eventLogo: "RelaxedByHand",
    brands: ["wedding"],
  },
  {
    name: "VINTAGE_FLOWERS",
    theme: "theme5",
    fonts: { heading: "Pinyon Script", text: "PT Serif" },
    colorScheme: light(hsl(95, 18, 30), hsl(38, 45, 95), hsl(34, 38, 88), hsl(30, 25, 15)),
    siteGraphic: "CORNER_GRAPHICS_WATER_COLOR_VINTAGE_FLOWERS",
    eventLogo: "BorderUpAndDown",
    brands: ["wedding"],
  },
  {
    name: "GREEN_AND_GOLD",
    theme: "theme8",
    fonts: { heading: "EB Garamond", text: "Lora" },
    colorScheme: light(hsl(150, 35, 24), hsl(48, 40, 97), hsl(46, 42, 90), hsl(150, 30, 11)),
    siteGraphic: "BACKGROUND_IMAGE_GREEN_AND_GOLD_FLOWERS",
  },
  {
    name: "PARTY_NIGHT",
    theme: "theme10",
    fonts: { heading: "Abril Fatface", text: "Montserrat" },
    colorScheme: dark(hsl(45, 90, 62), hsl(250, 35, 11), hsl(250, 30, 18), hsl(40, 30, 94)),
    siteGraphic: "BACKGROUND_IMAGE_BOKEH_FIREWORKS",
    brands: ["party"],
  },
  {
    name: "BALLOON_PARTY",
    theme: "theme11",
    fonts: { heading: "Amatic SC", text: "Nunito" },
    colorScheme: light(hsl(330, 60, 40), hsl(50, 80, 97), hsl(190, 55, 91), hsl(260, 30, 16)),
    siteGraphic: "CORNER_GRAPHICS_BALLOONS",
    brands: ["party"],
  },
  {
    name: "MIDNIGHT_BOKEH",
    theme: "theme9",
    fonts: { heading: "Josefin Sans", text: "Lato" },
    colorScheme: dark(hsl(190, 55, 70), hsl(215, 40, 12), hsl(215, 35, 19), hsl(200, 25, 93)),
    siteGraphic: "BACKGROUND_IMAGE_BOKEH_DARK",
    brands: ["party", "event"],
  },
  {
    name: "CONFERENCE_CLEAN",
    theme: "theme7",
    fonts: { heading: "Poppins", text: "Source Sans 3" },
    colorScheme: light(hsl(205, 70, 32), hsl(210, 20, 98), hsl(210, 25, 93), hsl(215, 30, 13)),
    siteGraphic: "MOVING_DOTS_BACKGROUND",
    brands: ["event"],
  },
];

/** Whether a brand offers the template. */
export function offersDesignTemplate(template: DesignTemplate, brand: Brand): boolean {
  return template.brands === undefined || template.brands.includes(brand);
}

/** The templates a brand offers, in their order (the standard one first). */
export function designTemplatesFor(brand: Brand): DesignTemplate[] {
  return DESIGN_TEMPLATES.filter((template) => offersDesignTemplate(template, brand));
}

export function designTemplate(name: string | undefined): DesignTemplate {
  const standard = DESIGN_TEMPLATES[0] as DesignTemplate;
  return DESIGN_TEMPLATES.find((template) => template.name === name) ?? standard;
}
