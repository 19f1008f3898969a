// Health checks for supervisors and load balancers, on every host, never rate limited, never cached:
// - GET /healthz: the process is alive and its event loop answers (no database: a database outage
//   must not make a supervisor restart healthy processes);
// - GET /readyz: this process should get traffic: the database answers, every migration of this build
//   is applied, and the server is not shutting down (503 otherwise, with what failed).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { MIGRATIONS_DIR } from "../paths";

/** How long /readyz waits for the database before calling it unavailable. */
const DATABASE_TIMEOUT_MS = 2_000;

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

/** The number of migrations this build brings (drizzle's journal). */
export function expectedMigrations(): number {
  return journalSchema.parse(JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")))
    .entries.length;
}

type Readiness = { ready: true } | { ready: false; reason: string };

async function databaseReadiness(ctx: AppContext, expected: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: "database timeout" }), DATABASE_TIMEOUT_MS);
  });
  const check = (async (): Promise<Readiness> => {
    try {
      // drizzle's own record of applied migrations (same schema and table on PGlite and PostgreSQL).
      const result = await ctx.db.execute<{ applied: number | string }>(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: { applied: number | string }[] }).rows;
      const applied = Number(rows[0]?.applied ?? 0);
      return applied >= expected ? { ready: true } : { ready: false, reason: "migrations not applied" };
    } catch {
      return { ready: false, reason: "database unavailable" };
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const expected = expectedMigrations();
  let closing = false;
  // Fastify runs preClose as soon as close() is called (SIGTERM): from then on /readyz says 503 on
  // connections still open, while requests in flight finish.
  app.addHook("preClose", async () => {
    closing = true;
  });

  const answer = async (route: string, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    if (route === "/healthz") return reply.send({ ok: true });
    const readiness: Readiness = closing
      ? { ready: false, reason: "shutting down" }
      : await databaseReadiness(ctx, expected);
    if (!readiness.ready) return reply.code(503).send({ ok: false, reason: readiness.reason });
    return reply.send({ ok: true });
  };
  // Answered at the front door, before any later onRequest hook (the guest flood guard, the page
  // cache, limits): a health check is never limited, and a busy client cannot make it fail.
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === "/healthz" || route === "/readyz") return answer(route, reply);
  });
  // The routes make the paths known (GET and HEAD); the hook above answers them.
  app.get("/healthz", (_request, reply) => answer("/healthz", reply));
  app.get("/readyz", (_request, reply) => answer("/readyz", reply));
}
