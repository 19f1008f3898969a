// The site graphics (SPEC §3) grouped the way the Design drawer shows them and the way the guest page
// places them: a background fills the viewport behind the page; a corner bouquet or a foliage sprig is
// drawn in the page's top corners (and, on wide screens, the bottom ones). The guest bundle imports this
// file, so it lists the names itself instead of importing core/design (and zod); catalog.test.ts checks
// that the lists hold exactly SITE_GRAPHICS.

export type SiteGraphicKind = "background" | "corner" | "foliage";

const BACKGROUNDS = [
  "MOVING_DOTS_BACKGROUND",
  "BACKGROUND_IMAGE_FLOWERS_CLEAN",
  "BACKGROUND_IMAGE_WOOD_AND_FLOWERS",
  "BACKGROUND_IMAGE_BLURRY_DECORATIONS",
  "BACKGROUND_IMAGE_BOKEH_DARK",
  "BACKGROUND_IMAGE_BOKEH_FIREWORKS",
  "BACKGROUND_IMAGE_BOKEH_LIGHT",
  "BACKGROUND_IMAGE_DANCING_PARTY",
  "BACKGROUND_IMAGE_NOISE",
  "BACKGROUND_IMAGE_GREEN_AND_GOLD_FLOWERS",
];
const CORNERS = [
  "CORNER_GRAPHICS_BLUE",
  "CORNER_GRAPHICS_MULTI_COLOR",
  "CORNER_GRAPHICS_ROSE",
  "CORNER_GRAPHICS_WATER_COLOR",
  "CORNER_GRAPHICS_BALLOONS",
  "CORNER_GRAPHICS_PURPLE_GREEN_FLOWERS",
  "CORNER_GRAPHICS_WATER_COLOR_VINTAGE_FLOWERS",
  "CORNER_GRAPHICS_GREEN_LEAFS_ARTIFICIAL",
  "CORNER_GRAPHICS_ARTIFICIAL_FLOWERS_RED_AND_PINK",
];
const FOLIAGE = ["EUCALYPTUS", "EUCALYPTUS_MINTED", "LEAFS_MIX"];

export const GRAPHIC_GROUPS: readonly { kind: SiteGraphicKind; names: readonly string[] }[] = [
  { kind: "background", names: BACKGROUNDS },
  { kind: "corner", names: CORNERS },
  { kind: "foliage", names: FOLIAGE },
];

/** The kind of a known graphic; null for none or an unknown name (which then draws nothing). */
export function siteGraphicKind(name: string | null | undefined): SiteGraphicKind | null {
  if (!name) return null;
  return GRAPHIC_GROUPS.find((group) => group.names.includes(name))?.kind ?? null;
}

/** The artwork's file stem: CORNER_GRAPHICS_WATER_COLOR → corner-water-color. */
export function graphicFileStem(name: string): string {
  return name
    .replace(/^CORNER_GRAPHICS_/, "corner-")
    .replace(/^BACKGROUND_IMAGE_/, "background-")
    .toLowerCase()
    .replaceAll("_", "-");
}
