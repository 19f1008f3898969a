// The parameters of one map image, parsed from the URL (SPEC §7 maps routes, §5: zoom 6 to 18 step 1,
// marker colour hex only) and normalised, so that the same map asked in two spellings is drawn and
// cached once.
import { createHash } from "node:crypto";
import { MAP_IMAGE_WIDTHS } from "@modules/location/map-image";
import { MAP_THEMES } from "@modules/location/schema";
import { z } from "zod";

export type MapTheme = (typeof MAP_THEMES)[number];

export const MAP_ZOOM_MIN = 6;
export const MAP_ZOOM_MAX = 18;
export const MAP_LOCATION_MAX = 300;

/** The two widths every map is drawn in; both 4:3, like the guest page's map box. */
export const MAP_WIDTHS = MAP_IMAGE_WIDTHS;
export type MapWidth = (typeof MAP_WIDTHS)[number];
export const mapHeightOf = (width: MapWidth): number => (width * 3) / 4;

export type MapParams = Readonly<{
  location: string;
  zoom: number;
  mapTheme: MapTheme;
  /** '#rrggbb', lower case. */
  markerColor: string;
}>;

/** A place as the owner typed it: Unicode NFC, trimmed, runs of white space as one space. */
export function normalizeLocation(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/gu, " ").trim();
}

const locationSchema = z
  .string()
  .transform(normalizeLocation)
  .pipe(
    z
      .string()
      .min(1, "the place is empty")
      .max(MAP_LOCATION_MAX, `the place has at most ${MAP_LOCATION_MAX} characters`)
      .refine((v) => !/\p{Cc}/u.test(v), "the place holds control characters"),
  );

const zoomSchema = z
  .string()
  .regex(/^\d{1,2}$/, `zoom is a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`)
  .transform(Number)
  .pipe(z.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX));

// In a URL the colour has no '#': six hex digits, nothing else (SPEC §5 marker colour hex only).
const colorHexSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{6}$/, "the marker colour is six hexadecimal digits without '#', like ea4335")
  .transform((v) => `#${v.toLowerCase()}`);

/** The four map segments of a maps URL, already percent-decoded. */
export const mapSegmentsSchema = z
  .object({
    location: locationSchema,
    zoom: zoomSchema,
    mapTheme: z.enum(MAP_THEMES, { error: `the map theme is one of ${MAP_THEMES.join(", ")}` }),
    markerColor: colorHexSchema,
  })
  .transform((v): MapParams => v);

/** A colour given in a query as six hex digits without '#' (QR colours use the same rule). */
export const hexColorQuerySchema = colorHexSchema;

/** The cache key of a map: its parameters and what draws it (another provider draws another map). */
export function mapCacheKey(params: MapParams, providerIdentity: string): string {
  const normalized = {
    location: normalizeLocation(params.location),
    zoom: params.zoom,
    mapTheme: params.mapTheme,
    markerColor: params.markerColor.toLowerCase(),
  };
  return createHash("sha256")
    .update(JSON.stringify([providerIdentity, normalized]))
    .digest("hex")
    .slice(0, 32);
}

/** The naming rule of the two files, shared with the guest page's srcset. */
export { smallMapPath } from "@modules/location/map-image";
