// The guest list's owner routes (issue 25): households with their guests, the event's parts and guest
// groups, personal links and the overview. Owner only: requireOwnedSite answers 401 without a session
// and 403 for a site that is not the account's, before anything is read. Nothing about a guest is
// logged (request logs carry no bodies).
import { guestListSettingsSchema, householdInputSchema, linkActionSchema, recordId } from "@core/guest-list";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import {
  changeLink,
  createHousehold,
  deleteHousehold,
  getHousehold,
  guestListSummary,
  listHouseholds,
  restoreHousehold,
  saveSettings,
  settingsOf,
  updateHousehold,
} from "../../operations/households";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const householdParams = siteParams.extend({ householdId: recordId });

export async function householdRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households",
    summary: "The guest list: households in list order with their guests, and the parts and groups",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const [households, settings] = await Promise.all([
        listHouseholds(ctx, site.id),
        settingsOf(ctx.db, site.id),
      ]);
      return { households, settings };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households",
    summary: "Add a household with its guests; it gets a personal link and a print code",
    access: "owner",
    params: siteParams,
    body: householdInputSchema,
    handler: async ({ params, body, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await createHousehold(ctx, site.id, body) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/summary",
    summary: "The overview: invited, attending, declined and not answered, in total and per part",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return guestListSummary(ctx, site.id);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/:householdId",
    summary: "One household with its guests",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await getHousehold(ctx, site.id, params.householdId) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/households/:householdId",
    summary:
      "Change a household: its fields and its guests as listed (a listed guest of another household moves here; one left out is removed)",
    access: "owner",
    params: householdParams,
    body: householdInputSchema,
    handler: async ({ params, body, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await updateHousehold(ctx, site.id, params.householdId, body) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/sites/:siteId/households/:householdId",
    summary: "Delete a household (its link stops working); POST …/restore brings it back",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await deleteHousehold(ctx, site.id, params.householdId), deleted: true };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households/:householdId/restore",
    summary: "Bring back a deleted household with its guests, link and code (undo)",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await restoreHousehold(ctx, site.id, params.householdId) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households/:householdId/link",
    summary:
      "Renew a household's personal link and code (the old ones stop working), or turn the link off or on",
    access: "owner",
    params: householdParams,
    body: linkActionSchema,
    handler: async ({ params, body, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await changeLink(ctx, site.id, params.householdId, body.action) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/guest-list/settings",
    summary: "The event's parts, the guest groups and whether only personal links open the invitation",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { settings: await settingsOf(ctx.db, site.id) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/guest-list/settings",
    summary: "Save the parts and groups (a group that is gone is taken off its households)",
    access: "owner",
    params: siteParams,
    body: guestListSettingsSchema,
    handler: async ({ params, body, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { settings: await saveSettings(ctx, site.id, body) };
    },
  });
}
