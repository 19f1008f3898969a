// Design enumerations of the site document (SPEC §1 Themes, §3 Site graphic and Event logo).
import { z } from "zod";

export const THEMES = [
  "theme4",
  "theme5",
  "theme6",
  "theme7",
  "theme8",
  "theme9",
  "theme10",
  "theme11",
  "theme12",
] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = "theme4";

const CORNER_GRAPHICS = [
  "BLUE",
  "MULTI_COLOR",
  "ROSE",
  "WATER_COLOR",
  "BALLOONS",
  "PURPLE_GREEN_FLOWERS",
  "WATER_COLOR_VINTAGE_FLOWERS",
  "GREEN_LEAFS_ARTIFICIAL",
  "ARTIFICIAL_FLOWERS_RED_AND_PINK",
].map((name) => `CORNER_GRAPHICS_${name}`);
const BACKGROUND_IMAGES = [
  "FLOWERS_CLEAN",
  "WOOD_AND_FLOWERS",
  "BLURRY_DECORATIONS",
  "BOKEH_DARK",
  "BOKEH_FIREWORKS",
  "BOKEH_LIGHT",
  "DANCING_PARTY",
  "NOISE",
  "GREEN_AND_GOLD_FLOWERS",
].map((name) => `BACKGROUND_IMAGE_${name}`);

export const SITE_GRAPHICS = [
  "MOVING_DOTS_BACKGROUND",
  "EUCALYPTUS",
  "EUCALYPTUS_MINTED",
  "LEAFS_MIX",
  ...CORNER_GRAPHICS,
  ...BACKGROUND_IMAGES,
] as readonly string[];

export const siteGraphicSchema = z
  .string()
  .refine((name) => SITE_GRAPHICS.includes(name), "unknown site graphic")
  .nullable();

export const EVENT_LOGO_NAMES = [
  "RelaxedByHand",
  "BorderUpAndDown",
  "ModernMonogramStrikethrough",
  "ModernMonogramBadge",
  "HandDrawnHeart",
  "ModernMonogramBorderBetween",
  "LeafsBox",
] as const;

const overridableColor = z.object({
  override: z.boolean().default(false),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default("#000000"),
});

export const eventLogoSchema = z.object({
  name: z.enum(EVENT_LOGO_NAMES),
  name1: z.string().max(100).default(""),
  name2: z.string().max(100).default(""),
  additionalText: z.string().max(200).default(""),
  colorText: overridableColor.default({ override: false, color: "#000000" }),
  colorBackground: overridableColor.default({ override: false, color: "#ffffff" }),
  fontSizeInitials: z.number().min(1).max(15).optional(),
  distanceInitialsX: z.number().min(-14).max(14).optional(),
  distanceInitialsY: z.number().min(-14).max(14).optional(),
});
export type EventLogo = z.infer<typeof eventLogoSchema>;
