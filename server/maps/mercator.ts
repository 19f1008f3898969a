// Web Mercator (EPSG:3857) as raster tile servers use it: at zoom z the world is a square of
// 256·2^z pixels, x growing east from longitude -180, y growing south from latitude ~85.05.
export const TILE_SIZE = 256;
/** Beyond this latitude Web Mercator is cut off (the world square ends there). */
export const MAX_LATITUDE = 85.0511287798066;

export type LatLon = Readonly<{ lat: number; lon: number }>;
export type Pixel = Readonly<{ x: number; y: number }>;

export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

/** The point's position in world pixels at this zoom. */
export function project({ lat, lon }: LatLon, zoom: number): Pixel {
  const size = worldSize(zoom);
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lon + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return { x, y };
}

/** The inverse of project. */
export function unproject({ x, y }: Pixel, zoom: number): LatLon {
  const size = worldSize(zoom);
  const lon = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lon };
}

export type TileRef = Readonly<{
  /** Tile column as the server names it (wrapped around the antimeridian). */
  x: number;
  y: number;
  z: number;
  /** Where the tile's top-left corner lands in the stitched canvas. */
  left: number;
  top: number;
}>;

export type TileView = Readonly<{
  tiles: TileRef[];
  /** The stitched canvas of all tiles. */
  canvasWidth: number;
  canvasHeight: number;
  /** Where the view (width × height, centred on the point) sits in that canvas. */
  cropLeft: number;
  cropTop: number;
}>;

/**
 * The tiles covering a view of width × height pixels centred on the point. Columns wrap around the
 * antimeridian; rows outside the world (near the poles) are left out and stay background.
 */
export function tilesForView(center: LatLon, zoom: number, width: number, height: number): TileView {
  const c = project(center, zoom);
  const left = Math.round(c.x - width / 2);
  const top = Math.round(c.y - height / 2);
  const firstCol = Math.floor(left / TILE_SIZE);
  const lastCol = Math.floor((left + width - 1) / TILE_SIZE);
  const firstRow = Math.floor(top / TILE_SIZE);
  const lastRow = Math.floor((top + height - 1) / TILE_SIZE);
  const count = 2 ** zoom;
  const tiles: TileRef[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    if (row < 0 || row >= count) continue;
    for (let col = firstCol; col <= lastCol; col++) {
      tiles.push({
        x: ((col % count) + count) % count,
        y: row,
        z: zoom,
        left: (col - firstCol) * TILE_SIZE,
        top: (row - firstRow) * TILE_SIZE,
      });
    }
  }
  return {
    tiles,
    canvasWidth: (lastCol - firstCol + 1) * TILE_SIZE,
    canvasHeight: (lastRow - firstRow + 1) * TILE_SIZE,
    cropLeft: left - firstCol * TILE_SIZE,
    cropTop: top - firstRow * TILE_SIZE,
  };
}

/** A tile URL from a template: {z}, {x}, {y}, and {s} for a server's a/b/c subdomains. */
export function tileUrl(template: string, tile: Pick<TileRef, "x" | "y" | "z">): string {
  const subdomain = ["a", "b", "c"][(tile.x + tile.y) % 3] ?? "a";
  return template
    .replaceAll("{z}", String(tile.z))
    .replaceAll("{x}", String(tile.x))
    .replaceAll("{y}", String(tile.y))
    .replaceAll("{s}", subdomain);
}
