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
import { hexColorQuerySchema } from "../../maps/params";
import { defineRoute } from "../define";
import { contrastRatio, QR_MIN_CONTRAST } from "./index";

const params = z.object({ target: z.string().min(1).max(600) });
const query = z
  .object({
    darkColor: hexColorQuerySchema.default("#000000"),
    lightColor: hexColorQuerySchema.default("#ffffff"),
    format: z.enum(["svg", "png"]).default("svg"),
  })
  .refine((q) => contrastRatio(q.darkColor, q.lightColor) >= QR_MIN_CONTRAST, {
    path: ["darkColor"],
    message: `darkColor must be darker than lightColor, with a contrast of at least ${QR_MIN_CONTRAST}:1`,
  });

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
      const options = {
        errorCorrectionLevel: "M",
        margin: 0,
        color: { dark: q.darkColor, light: q.lightColor },
      } as const;
      // Loaded on the first QR code, not at start (qrcode and its PNG encoder are ~60 modules).
      const { default: QRCode } = await import("qrcode");
      const image =
        q.format === "png"
          ? await QRCode.toBuffer(url, { ...options, type: "png", width: 1200 })
          : await QRCode.toString(url, { ...options, type: "svg" });
      return reply
        .type(q.format === "png" ? "image/png" : "image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(image);
    },
  });
}
