// The analytics tracker (SPEC §7 Other, core/analytics.ts):
//   GET /api/events/tracker.js  the tracker script the owner app's page loads (async) when analytics is on;
//                               it defines window.eventsidaTracker(name, {props, revenue}), which posts
//   POST /api/events/           one event of a signed-in owner, handed to the analytics provider.
// The address is stored without its ids; the sender's User-Agent and IP go to a provider that counts
// visitors with them (Plausible) and are never stored by us.
import { analyticsEventSchema, anonymousUrl, TRACKER_GLOBAL } from "@core/analytics";
import type { FastifyInstance } from "fastify";
import { analyticsProviderOf } from "../../analytics/provider";
import type { AppContext } from "../../context";
import { requireAccount } from "../../guards";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";

export const TRACKER_PATH = "/api/events/tracker.js";

// Small and old-fashioned on purpose: it runs before anything else of ours is loaded.
const TRACKER_SCRIPT = `(function () {
  "use strict";
  window.${TRACKER_GLOBAL} = function (name, options) {
    options = options || {};
    var body = { name: name, url: window.location.href, props: options.props || {} };
    if (options.revenue) body.revenue = options.revenue;
    return fetch("/api/events/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      keepalive: true
    }).then(function (response) { return response.ok; }, function () { return false; });
  };
})();
`;

export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: TRACKER_PATH,
    summary: "The analytics tracker script (defines window.eventsidaTracker)",
    access: "public",
    handler: async ({ reply }) =>
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(TRACKER_SCRIPT),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/events/",
    summary: "Record an analytics event of the signed-in owner (conversion, purchase); answers 202",
    access: "account",
    bodyParsedInHandler: analyticsEventSchema,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async ({ request, reply }) => {
      await requireAccount(ctx, request);
      const event = parseInput(analyticsEventSchema, request.body);
      const provider = analyticsProviderOf(ctx);
      if (provider) {
        try {
          await provider.record(
            { ...event, url: anonymousUrl(event.url) },
            { userAgent: String(request.headers["user-agent"] ?? ""), ip: request.ip },
          );
        } catch (error) {
          // An event is worth a log line, never a guest's or an owner's error.
          ctx.log.warn(
            { err: error, provider: provider.name, event: event.name },
            "analytics event not recorded",
          );
        }
      }
      return reply.code(202).send({});
    },
  });
}
