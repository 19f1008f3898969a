// Post keys (SPEC §7 Guest submissions: GET /api/rsvps/post-key, GET /api/form-submissions/post-key):
// every guest form asks for one when it opens, so this is the busiest guest API route (issue 24). A
// key is a signed token (operations/post-keys.ts): issuing it reads the site's gate from the page cache
// and writes nothing.
//
// What runs for it: the app-wide hooks (request id, request guard, security headers, cookies…: app.ts)
// and, in the scope of these two routes:
//   - its limit per client, counted in this process's memory (rate-limits.ts createLocalRequestLimit)
//     instead of @fastify/rate-limit's shared store, which on PostgreSQL is a database write per
//     request: a key costs nothing to issue, and the limits that protect something (the submission
//     itself, 30 a minute, shared by every process) stay as they are. With several processes a client
//     may fetch 60 keys a minute from each;
//   - Cache-Control: no-store (every key is another one, used once).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { postKeyFor } from "../../operations/submissions";
import { clientKeyOf } from "../client-key";
import { defineRoute } from "../define";
import { createLocalRequestLimit } from "../rate-limits";

const siteIdQuery = z.object({ siteId: z.string().min(1).max(100) });

/**
 * Per client and process: enough for a family on one connection (or guests on the venue's wifi)
 * opening forms, far too few for a flood.
 */
export const KEY_LIMIT = { max: 60, timeWindow: "1 minute" };
const KEY_WINDOW_MS = 60_000;

/** In a scope of their own (the limit's hook is theirs only): `app.register(scope => postKeyRoutes(…))`. */
export async function postKeyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = createLocalRequestLimit({ max: KEY_LIMIT.max, windowMs: KEY_WINDOW_MS });
  const allowed = new Set(ctx.config.rateLimitAllow);
  // A callback hook: no promise per request. Answers 429 in the error shape, as the shared limits do.
  scope.addHook("onRequest", (request, reply, done) => {
    if (allowed.has(request.ip)) return done();
    const verdict = limit.take(clientKeyOf(request.ip));
    if (verdict.ok) return done();
    reply.header("retry-after", String(verdict.retryAfterSeconds));
    reply.header("x-ratelimit-limit", String(KEY_LIMIT.max));
    reply.header("x-ratelimit-remaining", "0");
    reply.header("x-ratelimit-reset", String(verdict.retryAfterSeconds));
    done(new ApiError("TOO_MANY_REQUESTS"));
  });

  for (const [url, purpose, noun] of [
    ["/api/rsvps/post-key", "rsvp", "RSVP"],
    ["/api/form-submissions/post-key", "form", "form"],
  ] as const) {
    defineRoute(scope, {
      method: "GET",
      url,
      summary: `A single-use key for sending one ${noun} to the site (fetched when the guest opens the form)`,
      access: "public",
      query: siteIdQuery,
      // No `rateLimit`: that is @fastify/rate-limit's (shared) limit; this route's is the hook above.
      handler: async ({ query, request, reply }) => {
        const key = await postKeyFor(ctx, request, query.siteId, purpose);
        reply.header("cache-control", "no-store");
        return key;
      },
    });
  }
}
