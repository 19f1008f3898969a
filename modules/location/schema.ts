import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const MAP_THEMES = ["NORMAL", "SILVER", "RETRO", "DARK", "NIGHT"] as const;

export const mapSchema = z.object({
  location: z.string().max(LIMITS.shortText).default(""),
  mapTheme: z.enum(MAP_THEMES).default("NORMAL"),
  zoom: z.number().int().min(6).max(18).default(12),
  markerColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "marker colour is a hex colour like #ea4335")
    .default("#ea4335"),
  /** The rendered map image, when one has been made: a URL path or an https URL, like image paths. */
  path: z
    .string()
    .max(LIMITS.url)
    .regex(/^(\/(?!\/)|https:\/\/)[A-Za-z0-9/_\-.~%:]*$/, "a map image path is a URL path or an https URL")
    .optional(),
});

export const locationSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Location"),
  map: mapSchema.default({ location: "", mapTheme: "NORMAL", zoom: 12, markerColor: "#ea4335" }),
  secondTitle: optionalText,
  text: optionalRichText,
  image: imageSchema.nullable().default(null),
});
export type LocationModule = z.infer<typeof locationSchema>;
