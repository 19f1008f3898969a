// GET /api/qr?target={url or DEMO}&darkColor=&lightColor=[&format=png] (SPEC §7 Invitations): the QR
// code a printed card carries, in the card's colours. SVG by default (vector: sharp at any size and in
// the print PDF), PNG with format=png. Only http(s) addresses of up to 500 characters (what a card
// accepts); DEMO is the brand's demo page. It depends only on its inputs and shows nothing of anyone's
// data, so it needs no session and may be cached.
// The address goes in the query string: a path parameter ends at Fastify's maxParamLength (100), far
// below the 500 characters a card takes (issue 22 item 5: a longer one printed as a broken image).
// SPEC's GET /api/qr/{target} stays, the same code for addresses short enough for a path segment
// (longer ones answer 414); the card (web/print/PrintCard.tsx) uses the query form.
import { isQrUrl } from "@core/print/schema";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../define";
import { drawQr, qrQuerySchema } from "./index";

const target = z.string().min(1).max(600);
const params = z.object({ target });
const format = { format: z.enum(["svg", "png"]).default("svg") };
const pathQuery = qrQuerySchema(format);
const query = qrQuerySchema({ target, ...format });

type QrQuery = z.infer<typeof pathQuery>;

export async function anyUrlQrRoutes(app: FastifyInstance, ctx: AppContext) {
  const answer = async (reply: FastifyReply, targetValue: string, q: QrQuery) => {
    const url = targetValue === "DEMO" ? `https://${ctx.config.brandDefinition.demoHost}/` : targetValue;
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
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/qr",
    summary:
      "A QR code of an http(s) address of up to 500 characters (?target=, percent-encoded), or target=DEMO for the demo page (SVG, or PNG with format=png)",
    access: "public",
    query,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ query: q, reply }) => answer(reply, q.target, q),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/qr/:target",
    summary:
      "A QR code of a percent-encoded http(s) address short enough for a path segment (else 414; use /api/qr?target=), or DEMO for the demo page (SVG, or PNG with format=png)",
    access: "public",
    params,
    query: pathQuery,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ params: p, query: q, reply }) => answer(reply, p.target, q),
  });
}
