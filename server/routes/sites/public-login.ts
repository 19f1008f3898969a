// POST /api/sites/public/{id}/login {password}: a guest opens a password-protected site (SPEC §2, §7,
// §8 Password gate). Right password: 200 with the site and an access cookie for the visit; wrong:
// 401 'Felaktigt lösenord, försök gärna igen.'. Failures are limited per client and per site. The
// gate's form also works without JavaScript: it posts to the page itself (server/ssr/gate-form.ts).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { guestViewOf } from "../../operations/invitations";
import {
  findGuestSite,
  openSiteWithPassword,
  PRIVATE_NO_STORE,
  setAccessCookie,
} from "../../operations/site-access";
import { defineRoute } from "../define";

const params = z.object({ id: z.string().max(100) });
const body = z.object({ password: z.string().min(1, "a password is required").max(200) });

/** The per-client request limit of a site login, also used by the gate's form on the guest page. */
export const SITE_LOGIN_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

export async function publicLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.sessionCookieSecure;

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/public/:id/login",
    summary: "Open a password-protected site for this visit; answers the site as guests see it",
    access: "public",
    params,
    body,
    rateLimit: SITE_LOGIN_RATE_LIMIT,
    handler: async ({ params: p, body: input, request, reply }) => {
      const site = await findGuestSite(ctx, p.id);
      const token = await openSiteWithPassword(ctx, site, input.password, request.ip);
      if (token) {
        setAccessCookie(reply, site.id, token, secure);
        reply.header("cache-control", PRIVATE_NO_STORE);
      }
      // What the page itself shows this guest: never a module or question of another guest group.
      return guestViewOf(ctx, request, site);
    },
  });
}
