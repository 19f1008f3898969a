// POST /api/sites/public/{id}/login {password}: a guest opens a password-protected site (SPEC §2, §7,
// §8 Password gate). Right password: 200 with the site and an access cookie for the visit; wrong:
// 401 'Felaktigt lösenord, försök gärna igen.'. Failures are limited per client and per site.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import {
  findGuestSite,
  grantSiteAccess,
  PRIVATE_NO_STORE,
  presentGuestSite,
  setAccessCookie,
  sitePasswordMatches,
} from "../../operations/site-access";
import { clientKeyOf } from "../client-key";
import { defineRoute } from "../define";
import { createGuessGuard } from "../rate-limits";

const params = z.object({ id: z.string().max(100) });
const body = z.object({ password: z.string().min(1, "a password is required").max(200) });

export async function publicLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.sessionCookieSecure;
  const guesses = createGuessGuard({
    perClient: { max: 10, windowMs: 15 * 60_000 },
    perTarget: { max: 100, windowMs: 15 * 60_000 },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/public/:id/login",
    summary: "Open a password-protected site for this visit; answers the site as guests see it",
    access: "public",
    params,
    body,
    rateLimit: { max: 20, timeWindow: "1 minute" },
    handler: async ({ params: p, body: input, request, reply }) => {
      const site = await findGuestSite(ctx, p.id);
      const clientKey = `${clientKeyOf(request.ip)}/${site.id}`;
      if (guesses.blocked(clientKey, site.id)) throw new ApiError("TOO_MANY_REQUESTS");
      if (site.password && !sitePasswordMatches(input.password, site.password)) {
        guesses.fail(clientKey, site.id);
        throw new ApiError("WRONG_SITE_PASSWORD");
      }
      if (site.password) {
        setAccessCookie(reply, site.id, await grantSiteAccess(ctx, site.id), secure);
        reply.header("cache-control", PRIVATE_NO_STORE);
      }
      return presentGuestSite(ctx, site);
    },
  });
}
