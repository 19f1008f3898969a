// GET /api/fonts/faces.css?heading=&text=: the @font-face rules for one pair of the site fonts, for the
// owner app (the editor's page and the wizard's design cards). Guest pages inline the same rules.
import { HEADING_FONTS, TEXT_FONTS } from "@core/fonts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fontFaceCss } from "../../ssr/fonts";
import { defineRoute } from "../define";

export const fontFacesQuerySchema = z.object({
  heading: z.enum(HEADING_FONTS),
  text: z.enum(TEXT_FONTS),
});

export async function fontRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/fonts/faces.css",
    summary: "The @font-face rules (self-hosted woff2 under /fonts/) for a heading and a text font",
    access: "public",
    query: fontFacesQuerySchema,
    handler: async ({ query, reply }) =>
      reply
        .header("content-type", "text/css; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(fontFaceCss(query)),
  });
}
