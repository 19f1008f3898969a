// A guest's way to their household's invitation (issue 25): a personal link's token, a printed card's
// code, or the name of someone in the household. Public, limited per client (wrong guesses count, see
// operations/invitations.ts), and never stored by a cache.
import { GUEST_LIST_LIMITS } from "@core/guest-list";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { findInvitations, invitationByToken, linkByCode } from "../../operations/invitations";
import { PRIVATE_NO_STORE } from "../../operations/site-access";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/invitations/:token",
    summary:
      "The household a personal link opens: its name, guests, parts and extra guests; 404 for any other token",
    access: "public",
    params: z.object({ token: z.string().max(100) }),
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async ({ params, request, reply }) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return invitationByToken(ctx, params.token, request.ip);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/invitations/code",
    summary:
      "The personal link of a printed card's code (case, spaces and dashes aside); 404 for a wrong code",
    access: "public",
    params: siteParams,
    body: z.object({ code: z.string().max(20) }),
    rateLimit: { max: 20, timeWindow: "1 minute" },
    handler: async ({ params, body, request, reply }) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return { link: await linkByCode(ctx, params.siteId, body.code, request.ip) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/invitations/find",
    summary:
      "Find your invitation: households with a guest of exactly this full name, by first names, with their links (none when the owner chose only personal links)",
    access: "public",
    params: siteParams,
    body: z.object({ name: z.string().trim().min(1).max(GUEST_LIST_LIMITS.name) }),
    rateLimit: { max: 10, timeWindow: "1 minute" },
    handler: async ({ params, body, request, reply }) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return { households: await findInvitations(ctx, params.siteId, body.name, request.ip) };
    },
  });
}
