// GET /api/qr/{url or DEMO}?darkColor=&lightColor=[&format=png] (SPEC §7 Invitations): the QR code a
// printed card carries, in the card's colours. SVG by default (vector: sharp at any size and in the
// print PDF), PNG with format=png. The address is percent-encoded in the path; only http(s) addresses
// of up to 500 characters; DEMO is the brand's demo page. It depends only on its inputs and shows
// nothing of anyone's data, so it needs no session and may be cached.
import { isQrUrl } from "@core/print/schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../define";
import { drawQr, qrQuerySchema } from "./index";

const params = z.object({ target: z.string().min(1).max(600) });
const query = qrQuerySchema({ format: z.enum(["svg", "png"]).default("svg") });

export async function anyUrlQrRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/qr/:target",
    summary:
      "A QR code of a percent-encoded http(s) address, or DEMO for the demo page (SVG, or PNG with format=png)",
    access: "public",
    params,
    query,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ params: p, query: q, reply }) => {
      const url = p.target === "DEMO" ? `https://${ctx.config.brandDefinition.demoHost}/` : p.target;
      if (!isQrUrl(url))
        throw new ApiError("INVALID_INPUT", {
          issues: [{ path: "target", message: "a QR code is made of an http(s) address, or DEMO" }],
        });
      // The PNG large enough to print; the SVG is drawn at any size.
      const image = await drawQr(url, q.format, {
        dark: q.darkColor,
        light: q.lightColor,
        width: 1200,
        margin: 0,
      });
      return reply
        .type(q.format === "png" ? "image/png" : "image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(image);
    },
  });
}
