// The seating plan (issue 27), the owner's only:
// - GET /api/sites/{siteId}/seating → SeatingView: the plan (guests no longer attending left out), its
//   version (0 before the first save), the attending guests, the site's parts, how many dropped;
// - PUT /api/sites/{siteId}/seating {version, plan} → SeatingView with version + 1; a version that is
//   no longer the stored one is 409 SEATING_PLAN_CHANGED with `current` (nothing changed); a plan that
//   is not one, or seats someone not on this site's list, is 400 (nothing changed);
// - GET …/seating/plan.pdf?paper=A4|A3 and …/seating/place-cards.pdf: the prints, by Chromium;
// - GET …/seating/print/{key}?kind=&paper=: the print page Chromium prints, with a key made for that
//   one print (no session); any other key is a 404.

import { printFactsOf } from "@core/print/facts";
import { PLAN_PAPERS, seatingSaveSchema } from "@core/seating";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite, type SiteRow } from "../../guards";
import { printKeyAllows, SeatingConflict, saveSeating, seatingView } from "../../operations/seating";
import { findSiteById } from "../../operations/sites";
import { renderSeatingPdf } from "../../prints/seating-pdf";
import {
  placeCardsHtml,
  READY_SCRIPT,
  READY_SCRIPT_PATH,
  type SeatingPrintDesign,
  seatingPlanHtml,
} from "../../prints/seating-print";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const planQuery = z.object({ paper: z.enum(PLAN_PAPERS).default("A4") });
const printParams = z.object({ siteId: z.string().max(100), key: z.string().max(100) });
const printQuery = z.object({ kind: z.enum(["plan", "cards"]), paper: z.enum(PLAN_PAPERS).default("A4") });

/** The site's first language: the prints' words and extra guests' names. */
const languageOf = (site: SiteRow) => site.document.availableLanguages[0]?.languageCode ?? "sv";

function designOf(site: SiteRow): SeatingPrintDesign {
  const facts = printFactsOf(site);
  return {
    fonts: site.document.fonts,
    colorScheme: site.document.colorScheme,
    siteGraphic: site.document.siteGraphic ?? null,
    names: facts.names,
    dateText: facts.dateText,
    language: languageOf(site),
  };
}

export async function seatingRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/seating",
    summary: "The site's seating plan with its version and the attending guests it may seat",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return seatingView(ctx, site.id, languageOf(site));
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/seating",
    summary:
      "Save the seating plan made from `version`; 409 SEATING_PLAN_CHANGED with `current` when it was saved since",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: seatingSaveSchema,
    rateLimit: { max: 600, timeWindow: "1 hour" },
    handler: async ({ params, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const input = parseInput(seatingSaveSchema, request.body);
      try {
        return await saveSeating(ctx, site.id, input, languageOf(site));
      } catch (error) {
        if (error instanceof SeatingConflict) return reply.code(409).send(error.body());
        throw error;
      }
    },
  });

  for (const [file, kind, name] of [
    ["plan.pdf", "plan", "bordsplacering.pdf"],
    ["place-cards.pdf", "cards", "placeringskort.pdf"],
  ] as const)
    defineRoute(app, {
      method: "GET",
      url: `/api/sites/:siteId/seating/${file}`,
      summary:
        kind === "plan"
          ? "The table plan as a PDF, A4 or A3 landscape (?paper=), in the page's fonts, colours and graphic"
          : "Place cards as a PDF: folded cards, six to an A4 sheet, in the page's fonts, colours and graphic",
      access: "owner",
      params: siteParams,
      query: planQuery,
      rateLimit: { max: 30, timeWindow: "1 minute" },
      handler: async ({ params, query, request, reply }) => {
        const { site } = await requireOwnedSite(ctx, request, params.siteId);
        let pdf: Buffer;
        try {
          pdf = await renderSeatingPdf(ctx, site.id, kind, query.paper);
        } catch (cause) {
          throw new ApiError("PRINT_FAILED", { cause });
        }
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/seating/print/:key",
    summary: "The seating print page for the server's own print renderer, with a key made for one print",
    access: "public",
    params: printParams,
    query: printQuery,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ params, query, reply }) => {
      if (!printKeyAllows(params.siteId, params.key)) throw new ApiError("NOT_FOUND");
      const site = await findSiteById(ctx, params.siteId);
      if (!site) throw new ApiError("NOT_FOUND");
      const view = await seatingView(ctx, site.id, languageOf(site));
      const input = { plan: view.plan, guests: view.guests, design: designOf(site) };
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(query.kind === "plan" ? seatingPlanHtml(input, query.paper) : placeCardsHtml(input));
    },
  });

  app.get(READY_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(READY_SCRIPT),
  );
}
