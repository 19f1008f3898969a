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
//
// The common case is answered before Fastify at all (answerPostKeyEarly, called by app.ts's server
// for every request): a GET of exactly /api/{rsvps|form-submissions}/post-key?siteId={id} for a site
// whose gate is in the page cache without a password, from a client within its limit. Fastify's
// routing, hooks and per-request logger were about three quarters of such a request's CPU (issue 24:
// 0.078 ms against node:http's 0.021 serving the same bytes). It answers what the route answers, with
// the headers the app-wide hooks add (request id, nosniff, referrer policy, HSTS); anything else (no
// cached gate, a password, a malformed host or URL, a forwarded address it cannot read exactly, a
// refusal) goes on to Fastify and is answered by the route as before. Not done for these: the
// per-request log lines (as for guest pages, the proxy's access log has them) and the request
// duration metric.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { isAcceptableHost } from "../../http/request-guard";
import { requestIdOf } from "../../ops/request-id";
import { issuePostKey } from "../../operations/post-keys";
import { postKeyFor } from "../../operations/submissions";
import { HSTS } from "../../security-headers";
import { pageCacheOf } from "../../ssr/page-cache";
import { clientKeyOf } from "../client-key";
import { defineRoute } from "../define";
import { createLocalRequestLimit, type LocalRequestLimit } from "../rate-limits";

const siteIdQuery = z.object({ siteId: z.string().min(1).max(100) });

/**
 * Per client and process: enough for a family on one connection (or guests on the venue's wifi)
 * opening forms, far too few for a flood.
 */
export const KEY_LIMIT = { max: 60, timeWindow: "1 minute" };
const KEY_WINDOW_MS = 60_000;

/** One limit per app, shared by the route and the early answer. */
const limits = new WeakMap<AppContext, { limit: LocalRequestLimit; allowed: Set<string> }>();
function keyLimitOf(ctx: AppContext) {
  let known = limits.get(ctx);
  if (!known) {
    known = {
      limit: createLocalRequestLimit({ max: KEY_LIMIT.max, windowMs: KEY_WINDOW_MS }),
      allowed: new Set(ctx.config.rateLimitAllow),
    };
    limits.set(ctx, known);
  }
  return known;
}

/** In a scope of their own (the limit's hook is theirs only): `app.register(scope => postKeyRoutes(…))`. */
export async function postKeyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const { limit, allowed } = keyLimitOf(ctx);
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

const EARLY_URL = /^\/api\/(rsvps|form-submissions)\/post-key\?siteId=([0-9a-f]{24})$/;

/**
 * The client's address as Fastify reads it (request.ip), or null when this cannot tell it exactly:
 * behind a trusted proxy, the one address X-Forwarded-For names (a list goes to Fastify).
 */
function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string | null {
  if (!trustProxy) return request.socket.remoteAddress ?? null;
  const forwarded = request.headers["x-forwarded-for"];
  if (forwarded === undefined) return request.socket.remoteAddress ?? null;
  if (typeof forwarded !== "string") return null;
  const address = forwarded.trim();
  return isIP(address) ? address : null;
}

/**
 * Answers a post key before Fastify when the request is the common case (see the top of this file);
 * false when Fastify is to answer it. `headers`: whether HSTS is sent (app.ts's security headers).
 */
export function earlyPostKeys(
  ctx: AppContext,
  options: { hsts: boolean },
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { limit, allowed } = keyLimitOf(ctx);
  const cache = pageCacheOf(ctx);
  const trustProxy = ctx.config.trustProxy;
  return (request, response) => {
    if (request.method !== "GET") return false;
    const match = EARLY_URL.exec(request.url ?? "");
    if (!match) return false;
    const [, kind, siteId = ""] = match;
    // The request guard's host check (http/request-guard.ts); the URL's pattern has no NUL.
    if (!isAcceptableHost(request.headers.host)) return false;
    if (request.headers["x-forwarded-host"] !== undefined) return false;
    const site = cache.gate(siteId);
    if (!site || site.password) return false;
    const client = clientAddressOf(request, trustProxy);
    if (client === null) return false;
    // A refusal is the route's to answer (its hook counts the request again: still refused).
    if (!allowed.has(client) && !limit.take(clientKeyOf(client)).ok) return false;
    const body = `{"key":"${issuePostKey(ctx, site.id, kind === "rsvps" ? "rsvp" : "form")}"}`;
    const headers: Record<string, string | number> = {
      "x-request-id": requestIdOf(request),
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "content-length": body.length,
    };
    if (options.hsts) headers["strict-transport-security"] = HSTS;
    response.writeHead(200, headers);
    response.end(body);
    return true;
  };
}
