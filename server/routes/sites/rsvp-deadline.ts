// PUT /api/sites/{siteId}/rsvp-deadline {date}: the owner sets the RSVP's last day (issue 26, "Sista
// dag för OSA"), YYYY-MM-DD in the event's time zone, or null for none. Guests see it above the RSVP;
// after it the form is closed and late answers are refused (RSVP_CLOSED). A past date closes the RSVP
// at once; the owner can still set answers by hand.
import { isDeadlineDate } from "@modules/rsvp/deadline";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { sites } from "../../db/schema";
import { requireOwnedSite } from "../../guards";
import { presentOwnerSite } from "../../operations/owner-site";
import { findSiteById } from "../../operations/sites";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

const params = z.object({ siteId: z.string().max(100) });
const body = z.object({
  date: z
    .string()
    .refine(isDeadlineDate, { message: "a calendar date written YYYY-MM-DD (years 2000 to 2100)" })
    .nullable(),
});

export async function rsvpDeadlineRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/rsvp-deadline",
    summary:
      "Set the RSVP's last day (YYYY-MM-DD in the event's time zone; null: none): guests see it, and late answers are refused",
    access: "owner",
    params,
    bodyParsedInHandler: body,
    handler: async ({ params: p, request }) => {
      await requireOwnedSite(ctx, request, p.siteId);
      const input = parseInput(body, request.body);
      const row = await changingSite(ctx, p.siteId, async () => {
        await ctx.db
          .update(sites)
          .set({ rsvpDeadline: input.date, updatedAt: new Date() })
          .where(eq(sites.id, p.siteId));
        return findSiteById(ctx, p.siteId);
      });
      if (!row) throw new Error("the site went away while its RSVP deadline was set");
      return presentOwnerSite(ctx, row);
    },
  });
}
