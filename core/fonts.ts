import { z } from "zod";
import { HEADING_FONTS, TEXT_FONTS } from "./font-names";

// The names and helpers live in font-names.ts (no zod there); re-exported so every importer keeps working.
export { DEFAULT_FONTS, HEADING_FONTS, isSerifFont, TEXT_FONTS } from "./font-names";

export const fontsSchema = z.object({
  heading: z.enum(HEADING_FONTS).default("Playfair Display"),
  text: z.enum(TEXT_FONTS).default("Arial"),
});
export type Fonts = z.infer<typeof fontsSchema>;
