// The real map provider: a Nominatim-style geocoder finds the place, and raster tiles of an
// OpenStreetMap-style tile server (Web Mercator, 256 px) are stitched around it with sharp, given the
// theme's colour treatment, the marker and the data's credit (SPEC §3 Map; /work/shared/PROVIDERS.md).
// Public OpenStreetMap services ask for an identifying User-Agent and modest use: requests carry the
// configured one, tiles are fetched a few at a time, and every result is cached on disk (cache.ts).
import { z } from "zod";
import { loadSharp } from "../images/sharp";
import { attributionOverlay, markerOverlay } from "./marker";
import { type LatLon, TILE_SIZE, tilesForView, tileUrl } from "./mercator";
import { renderSchematic } from "./offline";
import { type MapWidth, mapHeightOf } from "./params";
import { type MapProvider, MapProviderError, type MapRenderRequest } from "./provider";
import { applyThemeTreatment, isDarkTheme } from "./style";

const DRAWING_VERSION = "tiles-1";
const GEOCODER_TIMEOUT_MS = 8_000;
const TILE_TIMEOUT_MS = 8_000;
/** Tiles fetched at once: the tile usage policies of public servers ask for few parallel requests. */
const TILE_CONCURRENCY = 4;
/** A tile is 256 × 256; anything far larger is not a tile (and could be a decompression bomb). */
const TILE_MAX_BYTES = 1_000_000;
const GEOCODER_MAX_BYTES = 200_000;

export type TilesProviderOptions = Readonly<{
  tileUrl: string;
  geocoderUrl: string;
  attribution: string;
  userAgent: string;
  /** Least time between two geocoder requests; they wait their turn. */
  geocoderIntervalMs?: number;
  /** For tests: the fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}>;

const geocoderAnswer = z.array(
  z.object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
  }),
);

async function readLimited(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > maxBytes) throw new MapProviderError(`${what} is larger than ${maxBytes} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > maxBytes) throw new MapProviderError(`${what} is larger than ${maxBytes} bytes`);
  return body;
}

/** Runs the tasks with at most `limit` at a time; results in the tasks' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function tilesMapProvider(options: TilesProviderOptions): MapProvider {
  const doFetch = options.fetch ?? fetch;
  const headers = {
    "User-Agent": options.userAgent,
    Accept: "image/png,image/*;q=0.8,application/json;q=0.5",
  };

  async function get(url: string, timeoutMs: number, what: string): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new MapProviderError(`${what} ${reason}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MapProviderError(`${what} answered HTTP ${response.status}`);
    }
    return response;
  }

  // Geocoder requests one after another, at least geocoderIntervalMs apart (Nominatim's usage policy).
  let geocoderTurn: Promise<void> = Promise.resolve();
  const interval = options.geocoderIntervalMs ?? 1000;
  function waitForGeocoderTurn(): Promise<void> {
    const mine = geocoderTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, interval)));
    const start = geocoderTurn;
    geocoderTurn = mine;
    return start;
  }

  async function geocode(location: string): Promise<LatLon | null> {
    await waitForGeocoderTurn();
    const url = new URL(`${options.geocoderUrl}/search`);
    url.searchParams.set("q", location);
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("limit", "1");
    const response = await get(url.toString(), GEOCODER_TIMEOUT_MS, "The geocoder");
    const body = await readLimited(response, GEOCODER_MAX_BYTES, "The geocoder's answer");
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch (error) {
      throw new MapProviderError("The geocoder's answer is not JSON", { cause: error });
    }
    const parsed = geocoderAnswer.safeParse(json);
    if (!parsed.success) throw new MapProviderError("The geocoder's answer is not a list of places");
    const first = parsed.data[0];
    return first ? { lat: first.lat, lon: first.lon } : null;
  }

  async function fetchTile(url: string): Promise<Buffer> {
    const response = await get(url, TILE_TIMEOUT_MS, "The tile server");
    const body = await readLimited(response, TILE_MAX_BYTES, "A tile");
    const sharp = await loadSharp();
    try {
      // Decoded and checked here, so a broken tile is the tile server's fault (502), not ours (500).
      return await sharp(body, { limitInputPixels: 1024 * 1024 })
        .resize(TILE_SIZE, TILE_SIZE, { fit: "fill" })
        .flatten({ background: "#ffffff" })
        .png()
        .toBuffer();
    } catch (error) {
      throw new MapProviderError("A tile is not an image", { cause: error });
    }
  }

  /** The stitched, themed base map of the largest width; smaller widths are crops of its centre. */
  async function baseMap(
    point: LatLon,
    zoom: number,
    theme: MapRenderRequest["params"]["mapTheme"],
    width: number,
  ) {
    const height = (width * 3) / 4;
    const sharp = await loadSharp();
    const view = tilesForView(point, zoom, width, height);
    const tiles = await mapLimited(view.tiles, TILE_CONCURRENCY, async (tile) => ({
      tile,
      image: await fetchTile(tileUrl(options.tileUrl, tile)),
    }));
    const stitched = await sharp({
      create: { width: view.canvasWidth, height: view.canvasHeight, channels: 3, background: "#dddddd" },
    })
      .composite(tiles.map(({ tile, image }) => ({ input: image, left: tile.left, top: tile.top })))
      .png()
      .toBuffer();
    const cropped = await sharp(stitched)
      .extract({ left: view.cropLeft, top: view.cropTop, width, height })
      .png()
      .toBuffer();
    return applyThemeTreatment(cropped, theme);
  }

  async function render(request: MapRenderRequest): Promise<Buffer[]> {
    const { params, point, widths } = request;
    // A place no geocoder knows still gets a card with its name (the routes say found: false).
    if (!point) return renderSchematic(params, widths);
    const largest = Math.max(...widths) as MapWidth;
    const base = await baseMap(point, params.zoom, params.mapTheme, largest);
    const largestHeight = mapHeightOf(largest);
    const sharp = await loadSharp();
    return Promise.all(
      widths.map(async (width) => {
        const height = mapHeightOf(width);
        const crop = sharp(base).extract({
          left: Math.round((largest - width) / 2),
          top: Math.round((largestHeight - height) / 2),
          width,
          height,
        });
        const cropped = await crop.png().toBuffer();
        return (
          sharp(cropped)
            .composite([
              markerOverlay({ x: width / 2, y: height / 2 }, width, height, params.markerColor),
              attributionOverlay(options.attribution, width, height, isDarkTheme(params.mapTheme)),
            ])
            // Maps have few colours: a palette PNG is a third of the size and looks the same.
            .png({ compressionLevel: 9, palette: true, quality: 90 })
            .toBuffer()
        );
      }),
    );
  }

  return {
    kind: "tiles",
    identity: JSON.stringify([DRAWING_VERSION, options.tileUrl, options.attribution]),
    geocodes: true,
    geocode,
    render,
  };
}
