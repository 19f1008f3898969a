// Prometheus metrics (issue 12 operations): served at GET /metrics only when METRICS_TOKEN is set. The
// registry and prom-client (metrics-registry.ts) are loaded only then, so a server without the token
// never loads them (issue 11: idle memory); without it, /metrics is the ordinary 404 and counting costs
// nothing.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

type Registry = typeof import("./metrics-registry");
let loaded: Registry | null = null;

/** Counts a payment's move to a new status (payments/records.ts setStatus); nothing without metrics. */
export function countPayment(provider: string, status: string): void {
  loaded?.countPayment(provider, status);
}

export async function metricsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const token = ctx.config.metricsToken;
  if (!token) return; // no hook, no cost: /metrics falls to the not-found handler (404)
  loaded ??= await import("./metrics-registry");
  loaded.installMetrics(app, token);
}
