// A per-client limit for guest pages and the public site API (issue 12 item 9): one client's flood of
// parallel requests must not delay everyone else's page. Two bounds per client (an IPv4 address or an
// IPv6 /64, routes/client-key.ts):
//   - requests in flight at once: a browser opens a handful of connections, and a cached page is
//     answered in about a millisecond, so even a few hundred guests behind one venue's NAT arriving
//     together rarely have more than a few in flight; a flood has hundreds;
//   - requests per minute, generous for such a crowd (each guest's page view is one or two of them).
// Excess is answered 429 with Retry-After before anything is read or rendered. Counted in this
// process's memory on purpose, also with several instances: a database round trip per guest page
// would cost the cached path more than it serves, and a flood is a flood at each instance.
import { parseAcceptLanguage } from "@core/languages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { errorBody } from "../errors";
import { clientKeyOf } from "../routes/client-key";
import { escapeHtml } from "../ssr/html";
import { isPagePath } from "../ssr/page-request";

export type FloodLimits = { maxInFlight: number; max: number; windowMs: number };

export const GUEST_FLOOD_LIMITS: FloodLimits = { maxInFlight: 32, max: 1200, windowMs: 60_000 };

type Client = { inFlight: number; count: number; windowEndsAt: number };
export type FloodVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export function createFloodGuard(limits: FloodLimits, now: () => number = Date.now) {
  const clients = new Map<string, Client>();
  const sweep = () => {
    const at = now();
    for (const [key, c] of clients) if (c.inFlight === 0 && c.windowEndsAt <= at) clients.delete(key);
  };
  return {
    /** Admits a request of the client (then call leave once it is answered) or says how long to wait. */
    enter(client: string): FloodVerdict {
      const at = now();
      let c = clients.get(client);
      if (!c) {
        if (clients.size > 20_000) sweep();
        c = { inFlight: 0, count: 0, windowEndsAt: at + limits.windowMs };
        clients.set(client, c);
      } else if (c.windowEndsAt <= at) {
        c.count = 0;
        c.windowEndsAt = at + limits.windowMs;
      }
      if (c.count >= limits.max)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((c.windowEndsAt - at) / 1000)) };
      // Too many at once: try again in a second, when the ones in flight are answered.
      if (c.inFlight >= limits.maxInFlight) return { ok: false, retryAfterSeconds: 1 };
      c.count += 1;
      c.inFlight += 1;
      return { ok: true };
    },
    leave(client: string): void {
      const c = clients.get(client);
      if (c && c.inFlight > 0) c.inFlight -= 1;
    },
    inFlight: (client: string): number => clients.get(client)?.inFlight ?? 0,
  };
}

const PUBLIC_API = /^\/api\/sites\/public\//;

/** Whether the request is for a page (guest page, gate form) or the public site API. */
function isGuestFacing(url: string): boolean {
  return PUBLIC_API.test(url) || isPagePath(url);
}

function tooManyPage(request: FastifyRequest): string {
  const texts = errorBody("TOO_MANY_REQUESTS").errorDescription;
  const wanted = parseAcceptLanguage(request.headers["accept-language"]).map((tag) => tag.split("-")[0]);
  const language = (wanted.find((l) => l === "sv" || l === "en" || l === "da") ?? "sv") as keyof typeof texts;
  const text = escapeHtml(texts[language]);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head><body><main><p>${text}</p></main></body></html>`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  reply.code(429).header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
  const html = !request.url.startsWith("/api/") && /text\/html/.test(request.headers.accept ?? "");
  if (html) return reply.header("content-type", "text/html; charset=utf-8").send(tooManyPage(request));
  return reply.send(errorBody("TOO_MANY_REQUESTS"));
}

/** Guards every guest page and public site API request; RATE_LIMIT_ALLOW addresses are exempt. */
export function guardGuestFloods(app: FastifyInstance, ctx: AppContext, limits = GUEST_FLOOD_LIMITS): void {
  const guard = createFloodGuard(limits);
  const allowed = new Set(ctx.config.rateLimitAllow);
  const admitted = new WeakMap<FastifyRequest, string>();
  const leave = (request: FastifyRequest) => {
    const client = admitted.get(request);
    if (client === undefined) return;
    admitted.delete(request);
    guard.leave(client);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (allowed.has(request.ip) || !isGuestFacing(request.url)) return;
    const client = clientKeyOf(request.ip);
    const verdict = guard.enter(client);
    if (!verdict.ok) return refuse(request, reply, verdict.retryAfterSeconds);
    admitted.set(request, client);
    // 'close' comes for an answered request and for one the client gave up on alike.
    reply.raw.once("close", () => leave(request));
  });
  app.addHook("onResponse", async (request) => leave(request));
}
