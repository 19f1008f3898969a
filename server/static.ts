// Static files: the built browser bundles (content-hashed, cached for a year) and media under DATA_DIR.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import { CLIENT_DIST_DIR } from "./paths";

export function mediaDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, "media");
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(fastifyStatic, {
    root: join(CLIENT_DIST_DIR, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
    decorateReply: true,
  });
  const media = mediaDir(ctx);
  mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: "/media/",
    maxAge: "7d",
    index: false,
    decorateReply: false,
  });
}
