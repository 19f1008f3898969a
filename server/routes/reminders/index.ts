// Reminders before the RSVP's last day (issue 26), owner only (requireOwnedSite: 401 without a session,
// 403 for another account's site, before anything is read):
//   GET /api/sites/{siteId}/reminders → the settings, the last day, the next reminder (when, and per
//                                       channel who gets it and who is skipped and why, the day's cap)
//                                       or why none is coming, and the reminders that went or were skipped
//   PUT /api/sites/{siteId}/reminders → { enabled, daysBefore, channels, text? } → the same view
// The scheduler (operations/reminders.ts runDueReminders) runs every minute and at start while the
// server listens (periodic.ts scheduleReminders).
import { reminderSettingsSchema } from "@core/reminders";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import { remindersView, runDueReminders, saveReminders } from "../../operations/reminders";
import { scheduleReminders } from "../../periodic";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });

export async function reminderRoutes(app: FastifyInstance, ctx: AppContext) {
  scheduleReminders(app, ctx, runDueReminders);

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/reminders",
    summary:
      "The site's reminders before the RSVP's last day: settings, the next one (when, who gets it and who is skipped and why, per channel) or why none is due, and the log",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site, account } = await requireOwnedSite(ctx, request, params.siteId);
      return remindersView(ctx, site, account);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/reminders",
    summary:
      "Set the reminders: on or off, days before the RSVP's last day (e.g. [14, 3]), mail and/or SMS, the owner's short text; answers the same view as GET",
    access: "owner",
    params: siteParams,
    body: reminderSettingsSchema,
    rateLimit: { max: 60, timeWindow: "10 minutes" },
    handler: async ({ params, body, request }) => {
      const { site, account } = await requireOwnedSite(ctx, request, params.siteId);
      await saveReminders(ctx, site.id, body);
      return remindersView(ctx, site, account);
    },
  });
}
