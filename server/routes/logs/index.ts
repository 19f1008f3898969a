// POST /api/logs/: errors and events reported by browsers (SPEC §3 Log entry). Stored, and echoed to
// the server log at the matching level.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { logs } from "../../db/schema";
import { defineRoute } from "../define";

const jsonValue = z.unknown().refine((value) => JSON.stringify(value ?? null).length <= 20_000, "too large");

export const logEntrySchema = z.object({
  url: z.string().max(2000),
  severity: z.number().int().min(1).max(5),
  originId: z.string().max(200),
  userAgent: z.string().max(1000),
  errorObject: z.object({ message: z.string().max(5000), stack: z.string().max(20_000).optional() }).optional(),
  siteData: jsonValue.optional(),
  info: jsonValue.optional(),
});

export async function logRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "POST",
    url: "/api/logs/",
    summary: "Store an error or event reported by a browser",
    access: "public",
    body: logEntrySchema,
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async ({ body: entry, reply }) => {
      await ctx.db.insert(logs).values({
        severity: entry.severity,
        url: entry.url,
        originId: entry.originId,
        userAgent: entry.userAgent,
        errorObject: entry.errorObject ?? null,
        siteData: entry.siteData ?? null,
        info: entry.info ?? null,
      });
      const level = entry.severity >= 3 ? "error" : entry.severity === 2 ? "warn" : "info";
      ctx.log[level]({ client: entry }, "client log");
      return reply.code(201).send({});
    },
  });
}
