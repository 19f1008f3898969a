// Static files: the built browser bundles (content-hashed, cached for a year) and media under DATA_DIR.
//
// /assets/: each text file has a .br and a .gz beside it, made at build time (scripts/precompress.ts);
// the one Accept-Encoding chooses is sent as a file (with its own Content-Length, ranges and the
// original's Content-Type), never compressed per request. Source maps (*.map) are built for our own
// debugging but are not served: they would publish the whole client source.
// /media/: uploaded and demo pictures (JPEG, WebP), compressed already, so sent as they are.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import { acceptableCodings } from "./http/negotiate";
import { CLIENT_DIST_DIR } from "./paths";
import { inBucket, mediaStorageOf } from "./storage";
import { serveMediaFromStorage } from "./storage/serve";

export function mediaDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, "media");
}

/** Paths under /assets/ that are never served: source maps, and the compressed copies by their own name. */
const HIDDEN_ASSET = /\.(map|br|gz)$/i;

/** The hashed build files from `dir` (dist/client/assets) under /assets/. */
export async function assetRoutes(app: FastifyInstance, dir: string) {
  await app.register(async (scope) => {
    // @fastify/static picks the .br or .gz file from Accept-Encoding with its own parser; it is given
    // our answer instead (only the codings the client accepts, best first), so files and per-request
    // compression negotiate alike, q=0 included. Falling weights keep our order in theirs.
    scope.addHook("onRequest", async (request) => {
      const codings = acceptableCodings(request.headers["accept-encoding"]);
      request.headers["accept-encoding"] = codings.map((coding, i) => `${coding};q=${1 - i / 10}`).join(", ");
    });
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      index: false,
      wildcard: true,
      decorateReply: true,
      preCompressed: true,
      allowedPath: (path) => !HIDDEN_ASSET.test(path),
    });
  });
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext) {
  await assetRoutes(app, join(CLIENT_DIST_DIR, "assets"));
  const media = mediaDir(ctx);
  mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: "/media/",
    maxAge: "7d",
    index: false,
    decorateReply: false,
  });
  // Uploads in a bucket: served from it at the same URLs (the demo pictures and maps stay on disk).
  if (inBucket(ctx)) serveMediaFromStorage(app, mediaStorageOf(ctx));
}
