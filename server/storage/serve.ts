// Uploaded pictures served from the bucket (S3_* set) at the same URLs as from the disk, with the same
// Cache-Control as the disk's static route (7 days), an ETag (the object's) and 304 for a matching
// If-None-Match; streamed, never held whole in memory. Only our own folders and file names.
import type { FastifyInstance } from "fastify";
import { errorBody } from "../errors";
import type { MediaStorage } from "./provider";

const MEDIA_PATH =
  /^\/media\/((?:uploads|quick-start)(?:\/[A-Za-z0-9_-]+)+\/[A-Za-z0-9._-]+\.(jpg|jpeg|png|webp|avif|gif))$/;
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};
/** The disk route's maxAge ("7d"): the same caching whichever storage answers. */
export const MEDIA_CACHE_CONTROL = "public, max-age=604800";

export function serveMediaFromStorage(app: FastifyInstance, storage: MediaStorage): void {
  for (const folder of ["uploads", "quick-start"]) {
    app.get(`/media/${folder}/*`, async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const match = MEDIA_PATH.exec(path);
      const object = match?.[1] ? await storage.get(match[1]) : null;
      if (!match?.[1] || !match[2] || !object) return reply.code(404).send(errorBody("NOT_FOUND"));
      const etag = `"${object.size.toString(16)}-${object.modified.getTime().toString(16)}"`;
      reply
        .header("content-type", TYPES[match[2]] ?? "application/octet-stream")
        .header("cache-control", MEDIA_CACHE_CONTROL)
        .header("etag", etag)
        .header("last-modified", object.modified.toUTCString());
      if (request.headers["if-none-match"] === etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
      reply.header("content-length", object.size);
      if (request.method === "HEAD") {
        object.body.destroy();
        return reply.send();
      }
      return reply.send(object.body);
    });
  }
}
