// The map editor's rules (SPEC §5, §9): zoom 6 to 18 in whole steps (default 12), marker colour a hex
// colour only (default #ea4335), and the request that makes the map image.
import { type LocationModule, mapSchema } from "./schema";

export type MapSettings = LocationModule["map"];

export const ZOOM_MIN = 6;
export const ZOOM_MAX = 18;
export const ZOOM_DEFAULT = 12;
/** PageUp / PageDown on the zoom slider move this many steps. */
export const ZOOM_PAGE_STEP = 10;
export const MARKER_DEFAULT = "#ea4335";
/** SPEC §9: the location input and colour changes wait this long before a map is made. */
export const MAP_DEBOUNCE_MS = 800;

/** A whole zoom level within 6 … 18; anything not a number gives the default. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM_DEFAULT;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(value)));
}

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** A typed colour with the # added when missing, lower-cased; null when it is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim();
  const withHash = text.startsWith("#") ? text : `#${text}`;
  return isHexColor(withHash) ? withHash.toLowerCase() : null;
}

/** POST {apiBase}/maps/{location}/{zoom}/{theme}/{hex without #}/ (SPEC §7 maps). */
export function mapRequestUrl(apiBase: string, map: Omit<MapSettings, "path">): string {
  const hex = map.markerColor.replace(/^#/, "");
  return `${apiBase}/maps/${encodeURIComponent(map.location.trim())}/${clampZoom(map.zoom)}/${map.mapTheme}/${hex}/`;
}

/** The server's answer, checked like a stored map (its path must be a plain path or https URL). */
export function parseMapAnswer(body: unknown): MapSettings | null {
  const parsed = mapSchema.safeParse(body);
  return parsed.success && parsed.data.path ? parsed.data : null;
}

/** Whether the stored map image still shows these settings (no new image needed). */
export function mapIsCurrent(map: MapSettings, settings: Omit<MapSettings, "path">): boolean {
  return (
    Boolean(map.path) &&
    map.location === settings.location &&
    map.zoom === settings.zoom &&
    map.mapTheme === settings.mapTheme &&
    map.markerColor.toLowerCase() === settings.markerColor.toLowerCase()
  );
}
