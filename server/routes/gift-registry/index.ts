// /api/gift-registry/{siteId}/{moduleId}/{itemId}/ (and .../v2): guests reserve (PUT) and cancel
// (DELETE, body in the request) units of a gift item. Both answer the site's reservations.

import { isVisibleTo } from "@core/group-visibility";
import { clientIdSchema } from "@core/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import type { SiteRow } from "../../guards";
import { limitStoreOf } from "../../limits/counter-store";
import { cancelDemoGift, reserveDemoGift } from "../../operations/demo-gifts";
import {
  cancelGiftReservation,
  type GiftReservationSummary,
  giftReservationInputSchema,
  reserveGift,
} from "../../operations/gift-registry";
import { guestGroupsOf } from "../../operations/invitations";
import { findGuestSite, requireSiteAccess } from "../../operations/site-access";
import { visibleGiftReservations } from "../../presenters/site";
import { changingSite } from "../../ssr/page-cache";
import { clientKeyOf } from "../client-key";
import { defineRoute } from "../define";
import { createGuessGuard } from "../rate-limits";
import { swishGiftRoutes } from "./swish";

const params = z.object({ siteId: z.string().max(100), moduleId: clientIdSchema, itemId: clientIdSchema });

const PATHS = [
  "/api/gift-registry/:siteId/:moduleId/:itemId/",
  "/api/gift-registry/:siteId/:moduleId/:itemId/v2",
];

// Guests are answered the reservations of the registries they are shown, never of hidden ones nor of
// those limited to other guest groups (issue 25).
const visible = (site: SiteRow, groups: string[] | null, reservations: GiftReservationSummary[]) =>
  visibleGiftReservations(
    site.document.siteModules.filter((module) => isVisibleTo(module, groups)),
    reservations,
  );

/** The guest's groups; a registry this guest is not shown is as unknown as a hidden one (404). */
async function groupsSeeing(ctx: AppContext, request: FastifyRequest, site: SiteRow, moduleId: string) {
  const groups = await guestGroupsOf(ctx, request, site.id);
  const module = site.document.siteModules.find((candidate) => candidate.id === moduleId);
  if (module && !isVisibleTo(module, groups)) throw new ApiError("NOT_FOUND");
  return groups;
}

export async function giftRegistryRoutes(app: FastifyInstance, ctx: AppContext) {
  // Gift money by Swish (issue 27): the couple's number, the guests' notes and the QR code.
  await swishGiftRoutes(app, ctx);

  // Against guessing someone's cancel password: wrong passwords per client and per item.
  const wrongPasswords = createGuessGuard({
    name: "gift-cancel",
    store: limitStoreOf(ctx),
    perClient: { max: 10, windowMs: 15 * 60_000 },
    perTarget: { max: 30, windowMs: 15 * 60_000 },
  });

  for (const url of PATHS) {
    defineRoute(app, {
      method: "PUT",
      url,
      summary:
        "Reserve units of a gift item with a password of the guest's own; answers the site's reservations",
      access: "public",
      params,
      body: giftReservationInputSchema,
      rateLimit: { max: 30, timeWindow: "1 minute" },
      handler: async ({ params: p, body, request, reply }) => {
        const site = await findGuestSite(ctx, p.siteId);
        await requireSiteAccess(ctx, request, site);
        // The demo keeps each visitor's reservations to that visitor (operations/demo-gifts.ts).
        if (site.isDemo)
          return { giftRegistryReservations: await reserveDemoGift(ctx, request, reply, site, p, body) };
        const groups = await groupsSeeing(ctx, request, site, p.moduleId);
        // The page shows the reservations: its cached copies go with each one (ssr/page-cache.ts).
        const reserve = () => reserveGift(ctx, site, p.moduleId, p.itemId, body);
        return {
          giftRegistryReservations: visible(site, groups, await changingSite(ctx, site.id, reserve)),
        };
      },
    });

    defineRoute(app, {
      method: "DELETE",
      url,
      summary:
        "Cancel units of a reservation with the password used to reserve; answers the site's reservations",
      access: "public",
      params,
      body: giftReservationInputSchema,
      rateLimit: { max: 10, timeWindow: "1 minute" },
      handler: async ({ params: p, body, request, reply }) => {
        const site = await findGuestSite(ctx, p.siteId);
        await requireSiteAccess(ctx, request, site);
        if (site.isDemo)
          return { giftRegistryReservations: await cancelDemoGift(ctx, request, reply, site, p, body) };
        const groups = await groupsSeeing(ctx, request, site, p.moduleId);
        const itemKey = `${site.id}/${p.moduleId}/${p.itemId}`;
        const client = clientKeyOf(request.ip);
        // Guessers cannot keep the guest who made a reservation from cancelling it (see createGuessGuard).
        if (await wrongPasswords.blocked(client, itemKey)) throw new ApiError("TOO_MANY_REQUESTS");
        try {
          const cancel = () => cancelGiftReservation(ctx, site, p.moduleId, p.itemId, body);
          return {
            giftRegistryReservations: visible(site, groups, await changingSite(ctx, site.id, cancel)),
          };
        } catch (error) {
          if (error instanceof ApiError && error.code === "GIFT_WRONG_PASSWORD") {
            await wrongPasswords.fail(client, itemKey);
          }
          throw error;
        }
      },
    });
  }
}
