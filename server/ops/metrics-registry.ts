// Prometheus metrics at GET /metrics (prom-client), loaded by metrics.ts only when METRICS_TOKEN is set
// (prom-client is not loaded otherwise: issue 11's idle memory), for the operator's monitoring and never public:
// served only when METRICS_TOKEN is set and sent as a Bearer token; otherwise the route answers 404
// like any unknown path, so it cannot even be told apart (docs/operations.md).
//
// One registry per process: the counters are module-level so the payment and submission code can count
// without being handed anything, and several apps in one test process add to the same series. The
// per-request cost is one histogram observe (its _count is the request count by route and status), and
// nothing at all when no token is set.
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { errorBody } from "../errors";

export const metricsRegistry = new Registry();

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by route (the registered pattern, 'unmatched' for 404s), method and status; _count is the number of requests",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const submissions = new Counter({
  name: "guest_submissions_total",
  help: "Guest answers by kind (rsvp, form, gift_reservation) and outcome (stored: 2xx, refused: 4xx, failed: 5xx)",
  labelNames: ["kind", "outcome"] as const,
  registers: [metricsRegistry],
});

const paymentOutcomes = new Counter({
  name: "payments_total",
  help: "Payment status changes by provider (swish, card, free) and outcome (paid, declined, error, cancelled)",
  labelNames: ["provider", "outcome"] as const,
  registers: [metricsRegistry],
});

/** Counts a payment's move to a new status (payments/records.ts setStatus). */
export function countPayment(provider: string, status: string): void {
  paymentOutcomes.inc({ provider, outcome: status.toLowerCase() });
}

// The guest answer routes, by their registered pattern: counted here from the response so the
// submission code (another engineer's) stays as it is.
const SUBMISSION_ROUTES: Record<string, string> = {
  "POST /api/rsvps/:siteId/v4/": "rsvp",
  "POST /api/form-submissions/:siteId/": "form",
  "PUT /api/gift-registry/:siteId/:moduleId/:itemId/": "gift_reservation",
  "PUT /api/gift-registry/:siteId/:moduleId/:itemId/v2": "gift_reservation",
};

let defaultMetricsStarted = false;

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function installMetrics(app: FastifyInstance, token: string): void {
  if (!defaultMetricsStarted) {
    defaultMetricsStarted = true;
    collectDefaultMetrics({ register: metricsRegistry });
  }

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = reply.statusCode;
    httpDuration.observe({ route, method: request.method, status }, reply.elapsedTime / 1000);
    const kind = SUBMISSION_ROUTES[`${request.method} ${route}`];
    if (kind)
      submissions.inc({ kind, outcome: status < 300 ? "stored" : status < 500 ? "refused" : "failed" });
  });

  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bearerMatches(request, token)) return reply.code(404).send(errorBody("NOT_FOUND"));
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
