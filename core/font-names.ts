// The site fonts' names and their pure helpers (no zod): apart from the schema (core/fonts.ts, which
// re-exports all of this) so the guest page's and the editor's code need not load zod (issue 24).
import type { Fonts } from "./fonts";

// SPEC §1: 23 heading and 12 text fonts; Arial and Georgia are system fonts and never loaded.
export const HEADING_FONTS = [
  "Playfair Display",
  "Cormorant Garamond",
  "Great Vibes",
  "Dancing Script",
  "Parisienne",
  "Lora",
  "Libre Baskerville",
  "Josefin Sans",
  "Montserrat",
  "Raleway",
  "Cinzel",
  "Sacramento",
  "Alex Brush",
  "Pinyon Script",
  "Allura",
  "Tangerine",
  "EB Garamond",
  "Crimson Text",
  "Abril Fatface",
  "Amatic SC",
  "Poppins",
  "Quicksand",
  "Marcellus",
] as const;
export const TEXT_FONTS = [
  "Arial",
  "Georgia",
  "Lato",
  "Open Sans",
  "Roboto",
  "Source Sans 3",
  "Nunito",
  "Montserrat",
  "Raleway",
  "Lora",
  "Merriweather",
  "PT Serif",
] as const;

export const DEFAULT_FONTS: Fonts = { heading: "Playfair Display", text: "Arial" };

/** The serif site fonts: their fallback is a Times New Roman-like face, every other font's an Arial-like
 * one (the page's font stacks, web/guest/theme.ts, and the size-matched fallbacks, server/ssr/fonts.ts). */
const SERIF_FONTS: ReadonlySet<string> = new Set([
  "Playfair Display",
  "Cormorant Garamond",
  "Lora",
  "Libre Baskerville",
  "Cinzel",
  "EB Garamond",
  "Crimson Text",
  "Abril Fatface",
  "Marcellus",
  "Georgia",
  "Merriweather",
  "PT Serif",
]);

export function isSerifFont(name: string): boolean {
  return SERIF_FONTS.has(name);
}
