// Gift money by Swish (issue 27). No money passes through the product: the guest's own Swish app is
// opened pre-filled with the couple's number (core/swish.ts), and nothing is confirmed back.
//   PUT  /api/sites/{siteId}/swish-number {number}   the owner sets the site's one number (null: none)
//   GET  /api/sites/{siteId}/swish-notes             the owner reads the number and the guests' notes
//   POST /api/gift-registry/{siteId}/{moduleId}/{itemId}/swish-note {name, amount?, message?}
//                                                    a guest says "Jag har swishat" (guest host, public)
//   GET  /api/gift-registry/swish-qr?text=C…         the pre-filled Swish QR code as SVG (desktops)

import { isVisibleTo } from "@core/group-visibility";
import { clientIdSchema } from "@core/ids";
import { isSwishQrText } from "@core/swish";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import {
  addSwishNote,
  setSwishNumber,
  siteSwishNotes,
  swishNoteInputSchema,
  swishNumberInputSchema,
} from "../../operations/gift-registry";
import { guestGroupsOf } from "../../operations/invitations";
import { findGuestSite, requireSiteAccess } from "../../operations/site-access";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { drawQr } from "../qr/index";

const siteParams = z.object({ siteId: z.string().max(100) });
const itemParams = z.object({
  siteId: z.string().max(100),
  moduleId: clientIdSchema,
  itemId: clientIdSchema,
});
const qrQuery = z.object({ text: z.string().min(1).max(400) });

export async function swishGiftRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/swish-number",
    summary:
      "Set the couple's own Swish number for gift money (a Swedish mobile 07x or a Swish number 123…; null or empty: none); shown only on the site's own page",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: swishNumberInputSchema,
    handler: async ({ params: p, request }) => {
      await requireOwnedSite(ctx, request, p.siteId);
      const input = parseInput(swishNumberInputSchema, request.body);
      // The guest page shows the number: its cached copies go with the change (ssr/page-cache.ts).
      await changingSite(ctx, p.siteId, () => setSwishNumber(ctx, p.siteId, input.number));
      return { swishNumber: input.number };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/swish-notes",
    summary:
      "The site's Swish number and what guests said they swished ('Jag har swishat'), newest first (owner only)",
    access: "owner",
    params: siteParams,
    handler: async ({ params: p, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      reply.header("cache-control", "private, no-store");
      return { swishNumber: site.swishNumber ?? null, notes: await siteSwishNotes(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/gift-registry/:siteId/:moduleId/:itemId/swish-note",
    summary:
      "A guest tells the couple they have swished for a Swish gift (name; amount in kronor and a message optional). Nothing is checked with Swish",
    access: "public",
    params: itemParams,
    body: swishNoteInputSchema,
    // As the reservations' anti-spam: per client, and a cap per site (operations/gift-registry.ts).
    rateLimit: { max: 5, timeWindow: "1 minute" },
    handler: async ({ params: p, body, request, reply }) => {
      const site = await findGuestSite(ctx, p.siteId);
      await requireSiteAccess(ctx, request, site);
      // A registry this guest is not shown (hidden, or for other guest groups) is unknown to them.
      const groups = await guestGroupsOf(ctx, request, site.id);
      const module = site.document.siteModules.find((candidate) => candidate.id === p.moduleId);
      if (module && !isVisibleTo(module, groups)) throw new ApiError("NOT_FOUND");
      await addSwishNote(ctx, site, p.moduleId, p.itemId, body);
      return reply.code(201).send({ ok: true });
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/gift-registry/swish-qr",
    summary:
      "A pre-filled Swish QR code (SVG) of a text as the guest page makes it: C<payee>;<amount>;<message>;6 (core/swish.ts)",
    access: "public",
    query: qrQuery,
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ query: q, reply }) => {
      if (!isSwishQrText(q.text))
        throw new ApiError("INVALID_INPUT", {
          issues: [{ path: "text", message: "not a pre-filled Swish QR text made by the guest page" }],
        });
      const image = await drawQr(q.text, "svg", {
        dark: "#000000",
        light: "#ffffff",
        width: 480,
        margin: 2,
      });
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(image);
    },
  });
}
