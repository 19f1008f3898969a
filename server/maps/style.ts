// How each map theme looks (SPEC §3 Map: NORMAL, SILVER, RETRO, DARK, NIGHT). The schematic card uses
// the palette; tile maps get the colour treatment, since raster tiles come in one style only.
import type { Sharp } from "sharp";
import { loadSharp } from "../images/sharp";
import type { MapTheme } from "./params";

export type Palette = Readonly<{
  background: string;
  /** The faint grid lines of the schematic card. */
  grid: string;
  /** The rings around the marker and the compass. */
  accent: string;
  text: string;
  /** The place label's card and the attribution's backing. */
  label: string;
}>;

// Close to the well-known static map presets of the same names, so the names mean what owners expect.
export const PALETTES: Readonly<Record<MapTheme, Palette>> = {
  NORMAL: { background: "#e8efe4", grid: "#d3ddcd", accent: "#9fb59a", text: "#25332a", label: "#ffffff" },
  SILVER: { background: "#f2f2f2", grid: "#dedede", accent: "#b5b5b5", text: "#333333", label: "#ffffff" },
  RETRO: { background: "#ebe3cd", grid: "#dccfae", accent: "#b9a57a", text: "#523735", label: "#f7f2e4" },
  DARK: { background: "#212121", grid: "#2f2f2f", accent: "#5a5a5a", text: "#eeeeee", label: "#303030" },
  NIGHT: { background: "#242f3e", grid: "#2e3b4e", accent: "#4b6584", text: "#f0d9b5", label: "#17263c" },
};

// Sepia, scaled so white stays within range (the usual coefficients overflow to a yellow wash on the
// light colours maps are made of): white becomes a warm paper tone.
const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.291, 0.569, 0.14],
  [0.258, 0.508, 0.124],
  [0.201, 0.395, 0.097],
];

type Step = (image: Sharp) => Sharp;

// sharp runs the operations of one pipeline in its own fixed order, not in the order they are called,
// so each step of a treatment is a pipeline of its own.
const TREATMENTS: Readonly<Record<MapTheme, readonly Step[]>> = {
  NORMAL: [],
  // Grey and a little lighter, so the marker is what stands out.
  SILVER: [(i) => i.greyscale(), (i) => i.linear(0.82, 44)],
  RETRO: [(i) => i.recomb(SEPIA), (i) => i.modulate({ saturation: 0.7 }), (i) => i.linear(0.95, 12)],
  // Inverted: light land becomes dark grey, dark roads and labels become light.
  DARK: [(i) => i.greyscale(), (i) => i.negate({ alpha: false }), (i) => i.linear(0.85, 22)],
  // As DARK, in night blue.
  NIGHT: [
    (i) => i.greyscale(),
    (i) => i.negate({ alpha: false }),
    (i) => i.linear(0.85, 26),
    (i) => i.tint("#6f8fbf"),
  ],
};

/** Whether the theme's map is dark (its credit line is then light on dark). */
export const isDarkTheme = (theme: MapTheme): boolean => theme === "DARK" || theme === "NIGHT";

/** The theme's colour treatment of an opaque map image (PNG in, PNG out, three channels). */
export async function applyThemeTreatment(png: Buffer, theme: MapTheme): Promise<Buffer> {
  const sharp = await loadSharp();
  let current = await sharp(png).removeAlpha().toColourspace("srgb").png().toBuffer();
  for (const step of TREATMENTS[theme]) {
    current = await step(sharp(current)).toColourspace("srgb").png().toBuffer();
  }
  return current;
}
