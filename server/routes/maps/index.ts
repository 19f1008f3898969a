// The Location module's map images (SPEC §7 maps routes, issue 8 item 4):
// - GET  /api/sites/{siteId}/maps/{location}/{zoom}/{mapTheme}/{markerColorHex}/ (?preventCache=true,
//   ?width=420): the PNG itself, for the site's owner;
// - POST /api/sites/{siteId|quick-start}/maps/{location}/{zoom}/{theme}/{colorHex}/: the map object the
//   module stores ({location, mapTheme, zoom, markerColor, path} + found);
// - GET  /api/sites/{siteId|quick-start}/maps/preview/{location}/{zoom}/{theme}/{colorHex}/: {url}.
// Quick-start variants are anonymous and rate-limited per client. Maps are cached (server/maps/service.ts).
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { mapProviderFor } from "../../maps";
import { scheduleMapCleanup } from "../../maps/cleanup";
import type { MapParams } from "../../maps/params";
import { createMapService, type MapImages, type MapService } from "../../maps/service";
import { mediaDir } from "../../static";
import { defineRoute } from "../define";
import { type MapTarget, parseMapUrl } from "./segments";

const ownerParams = z.object({ siteId: z.string().max(100), "*": z.string() });
const quickStartParams = z.object({ "*": z.string() });
const query = z.object({
  preventCache: z
    .enum(["true", "false"], { error: "preventCache is true or false" })
    .optional()
    .transform((v) => v === "true"),
  width: z
    .enum(["640", "420"], { error: "width is 640 or 420" })
    .optional()
    .transform((v) => (v === "420" ? 420 : 640)),
});

// Drawing a map costs tile requests, CPU and disk (every map is kept, server/maps/cleanup.ts): the
// editor asks once per change after an 800 ms pause, so an hour of real editing stays far below these.
const OWNER_LIMIT = { max: 600, timeWindow: "1 hour" };
const QUICK_START_LIMIT = { max: 100, timeWindow: "1 hour" };

/** The map object of the Location module (modules/location/schema.ts mapSchema) and whether the place was found. */
export type MapAnswer = MapParams & { path: string; found: boolean | null };
export type MapPreviewAnswer = { url: string; url420: string; found: boolean | null };

const mapAnswer = (params: MapParams, images: MapImages): MapAnswer => ({
  ...params,
  path: images.paths[640],
  found: images.found,
});
const previewAnswer = (images: MapImages): MapPreviewAnswer => ({
  url: images.paths[640],
  url420: images.paths[420],
  found: images.found,
});

const mapServices = new WeakMap<AppContext, MapService>();

/** One map service per app (its in-flight and geocoder caches are shared by every route). */
export function mapServiceOf(ctx: AppContext): MapService {
  let service = mapServices.get(ctx);
  if (!service) {
    service = createMapService(mapProviderFor(ctx.config.maps), mediaDir(ctx), ctx.log);
    mapServices.set(ctx, service);
  }
  return service;
}

export async function mapRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = mapServiceOf(ctx);
  scheduleMapCleanup(app, ctx);
  const target = (request: FastifyRequest): MapTarget => parseMapUrl(request.url);
  // Both POSTs (owner, quick start) make the map of the URL's place; a preview URL names no map to make.
  const makeMap = async (request: FastifyRequest, preventCache: boolean): Promise<MapAnswer> => {
    const { preview, params: map } = target(request);
    if (preview) throw new ApiError("NOT_FOUND");
    return mapAnswer(map, await service.images(map, { preventCache }));
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/maps/*",
    summary:
      "The site's map image (PNG) at .../maps/{location}/{zoom 6-18}/{NORMAL|SILVER|RETRO|DARK|NIGHT}/{rrggbb}/ (?preventCache=true draws it anew, ?width=420), or {url, url420, found} at .../maps/preview/{location}/{zoom}/{theme}/{rrggbb}/",
    access: "owner",
    params: ownerParams,
    query,
    rateLimit: OWNER_LIMIT,
    handler: async ({ params, query: q, request, reply }) => {
      await requireOwnedSite(ctx, request, params.siteId);
      const { preview, params: map } = target(request);
      const images = await service.images(map, { preventCache: q.preventCache });
      if (preview) return previewAnswer(images);
      const png = await readFile(images.files[q.width]);
      return reply
        .type("image/png")
        .header("cache-control", q.preventCache ? "no-store" : "private, max-age=3600")
        .send(png);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/maps/*",
    summary:
      "Make the map for .../maps/{location}/{zoom 6-18}/{theme}/{rrggbb}/: answers the Location module's map {location, mapTheme, zoom, markerColor, path (640 px; the 420 px image is the same path ending -420.png), found}",
    access: "owner",
    params: ownerParams,
    query,
    rateLimit: OWNER_LIMIT,
    handler: async ({ params, query: q, request }) => {
      await requireOwnedSite(ctx, request, params.siteId);
      return makeMap(request, q.preventCache);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/quick-start/maps/*",
    summary:
      "As POST /api/sites/{siteId}/maps/..., without an account (quick start); rate-limited per client",
    access: "public",
    params: quickStartParams,
    query,
    rateLimit: QUICK_START_LIMIT,
    handler: ({ query: q, request }) => makeMap(request, q.preventCache),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/quick-start/maps/*",
    summary:
      "{url, url420, found} of the map at .../maps/preview/{location}/{zoom}/{theme}/{rrggbb}/, without an account",
    access: "public",
    params: quickStartParams,
    query,
    rateLimit: QUICK_START_LIMIT,
    handler: async ({ query: q, request }) => {
      const { preview, params: map } = target(request);
      // The image itself is only the owner's route; a quick-start visitor uses the preview's URL.
      if (!preview) throw new ApiError("NOT_FOUND");
      return previewAnswer(await service.images(map, { preventCache: q.preventCache }));
    },
  });
}
