// Map images by their parameters, cached on disk under DATA_DIR/media/maps (issue 8 item 4). A cached
// map is answered without asking the provider; preventCache draws it anew. Files are named by the
// parameters' hash and a hash of the drawn image ({key}-{rev}-640.png and -420.png), so a redrawn map
// gets a new URL that no browser has cached, and a URL once handed out keeps showing what it showed.
// {key}.json says which revision is current and whether the geocoder found the place.
import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { ApiError } from "../errors";
import { writeFileAtomically } from "../files";
import type { Logger } from "../logger";
import type { LatLon } from "./mercator";
import { MAP_WIDTHS, type MapParams, type MapWidth, mapCacheKey } from "./params";
import { type MapProvider, MapProviderError } from "./provider";

export const MAPS_URL_PREFIX = "/media/maps/";
/** Drawings at once, whoever asks: each holds a few megabytes of pixels and some tile requests. */
const RENDER_CONCURRENCY = 3;
const GEOCODE_CACHE_SIZE = 1_000;

export type MapImages = Readonly<{
  /** true/false: what the geocoder said; null: no geocoder is configured (the offline card). */
  found: boolean | null;
  /** URL paths of the images by width. */
  paths: Readonly<Record<MapWidth, string>>;
  /** Absolute file names of the images by width. */
  files: Readonly<Record<MapWidth, string>>;
}>;

const metaSchema = z.object({
  found: z.boolean().nullable(),
  files: z.object({
    "640": z.string().regex(/^[0-9a-f-]+\.png$/),
    "420": z.string().regex(/^[0-9a-f-]+\.png$/),
  }),
  renderedAt: z.string(),
});
type Meta = z.infer<typeof metaSchema>;

function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

export type MapService = {
  readonly provider: MapProvider;
  images(params: MapParams, options?: { preventCache?: boolean }): Promise<MapImages>;
};

export function createMapService(provider: MapProvider, mediaDir: string, log: Logger): MapService {
  const dir = join(mediaDir, "maps");
  const inFlight = new Map<string, Promise<MapImages>>();
  const limit = semaphore(RENDER_CONCURRENCY);
  // The editor asks again for the same place with each change of zoom, theme or colour; the
  // geocoder's usage policy asks to cache its answers.
  const geocoded = new Map<string, LatLon | null>();

  const toImages = (meta: Meta): MapImages => ({
    found: meta.found,
    paths: { 640: `${MAPS_URL_PREFIX}${meta.files["640"]}`, 420: `${MAPS_URL_PREFIX}${meta.files["420"]}` },
    files: { 640: join(dir, meta.files["640"]), 420: join(dir, meta.files["420"]) },
  });

  async function cached(key: string): Promise<MapImages | null> {
    try {
      const meta = metaSchema.parse(JSON.parse(await readFile(join(dir, `${key}.json`), "utf8")));
      const images = toImages(meta);
      // Both files must still be there (an operator may have cleaned the folder).
      await Promise.all(MAP_WIDTHS.map((w) => readFile(images.files[w]).then(() => undefined)));
      return images;
    } catch {
      return null;
    }
  }

  async function geocode(location: string, fresh: boolean): Promise<LatLon | null> {
    if (!fresh && geocoded.has(location)) return geocoded.get(location) ?? null;
    const point = await provider.geocode(location);
    if (geocoded.size >= GEOCODE_CACHE_SIZE) geocoded.delete(geocoded.keys().next().value as string);
    geocoded.set(location, point);
    return point;
  }

  async function draw(key: string, params: MapParams, fresh: boolean): Promise<MapImages> {
    const point = await geocode(params.location, fresh);
    const pngs = await limit(() => provider.render({ params, point, widths: MAP_WIDTHS }));
    const rev = createHash("sha256")
      .update(pngs[0] ?? Buffer.alloc(0))
      .digest("hex")
      .slice(0, 10);
    const meta: Meta = {
      found: provider.geocodes ? point !== null : null,
      files: { "640": `${key}-${rev}-640.png`, "420": `${key}-${rev}-420.png` },
      renderedAt: new Date().toISOString(),
    };
    await mkdir(dir, { recursive: true });
    await writeFileAtomically(join(dir, meta.files["640"]), pngs[0] as Buffer);
    await writeFileAtomically(join(dir, meta.files["420"]), pngs[1] as Buffer);
    await writeFileAtomically(join(dir, `${key}.json`), JSON.stringify(meta));
    return toImages(meta);
  }

  async function images(params: MapParams, options: { preventCache?: boolean } = {}): Promise<MapImages> {
    const key = mapCacheKey(params, provider.identity);
    const fresh = options.preventCache === true;
    const running = inFlight.get(key);
    if (running) return running;
    if (!fresh) {
      const hit = await cached(key);
      if (hit) return hit;
    }
    const work = draw(key, params, fresh)
      .catch((error: unknown) => {
        if (error instanceof MapProviderError) {
          log.warn(
            { err: error, severity: 2, provider: provider.kind },
            `map provider failed: ${error.message}`,
          );
          throw new ApiError("MAP_PROVIDER_FAILED", { cause: error });
        }
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  return { provider, images };
}
