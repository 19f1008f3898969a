// What draws the Location module's map images (issue 8 item 4). One interface, two adapters: `tiles`
// (a Nominatim-style geocoder and OpenStreetMap-style raster tiles, server/maps/tiles.ts) and the
// default `offline` schematic card (server/maps/offline.ts), chosen by configuration.
import type { LatLon } from "./mercator";
import type { MapParams, MapWidth } from "./params";

export type MapRenderRequest = Readonly<{
  params: MapParams;
  /** Where the place is; null when no geocoder knows it (or none is configured). */
  point: LatLon | null;
  widths: readonly MapWidth[];
}>;

export interface MapProvider {
  readonly kind: "offline" | "tiles";
  /**
   * Everything that changes the drawn image besides the parameters (the tile source, the credit, the
   * drawing's version): part of the cache key, so a change of configuration draws anew.
   */
  readonly identity: string;
  /** Whether geocode asks a real geocoder (false: the place is never looked up). */
  readonly geocodes: boolean;
  /** The place's coordinates, or null when the geocoder does not know it. */
  geocode(location: string): Promise<LatLon | null>;
  /** One PNG per requested width, 4:3, in the order asked. */
  render(request: MapRenderRequest): Promise<Buffer[]>;
}

/**
 * The map service could not be reached or answered nonsense (a network error, a timeout, a 5xx, a tile
 * that is not an image). The routes answer 502 in the error shape; the cause is logged.
 */
export class MapProviderError extends Error {
  override name = "MapProviderError";
}
