// POST /api/logs/: errors and events reported by browsers (SPEC §3 Log entry). Stored, and echoed to
// the server log at the matching level. Anyone may report, so what one report may cost is bounded:
// the entry is cut to a few KB before it is stored (see boundedEntry), a client may send 10 a minute,
// and entries older than LOG_RETENTION_DAYS are deleted (./retention.ts).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { logs } from "../../db/schema";
import { defineRoute } from "../define";
import { scheduleLogRetention } from "./retention";

const jsonValue = z.unknown().refine((value) => JSON.stringify(value ?? null).length <= 20_000, "too large");

// What the request may carry: the browsers' reporters (web/guest/report.ts) cut their texts to these,
// so a long stack never turns the report itself into a 400.
export const logEntrySchema = z.object({
  url: z.string().max(2000),
  severity: z.number().int().min(1).max(5),
  originId: z.string().max(200),
  userAgent: z.string().max(1000),
  errorObject: z
    .object({ message: z.string().max(5000), stack: z.string().max(20_000).optional() })
    .optional(),
  siteData: jsonValue.optional(),
  info: jsonValue.optional(),
});
type LogEntryInput = z.output<typeof logEntrySchema>;

// What is stored: at most about 8 KB an entry. The top of a stack and the start of a message say where
// an error came from; the rest is cut rather than refused, so a report is never lost for its length.
export const STORED_LIMITS = { url: 1000, userAgent: 400, message: 1000, stack: 3000, json: 1500 } as const;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

// A JSON value over the limit is kept as the start of its text, marked as cut.
function boundedJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  return text.length <= STORED_LIMITS.json ? value : { truncated: text.slice(0, STORED_LIMITS.json) };
}

export function boundedEntry(entry: LogEntryInput) {
  return {
    severity: entry.severity,
    url: cut(entry.url, STORED_LIMITS.url),
    originId: entry.originId,
    userAgent: cut(entry.userAgent, STORED_LIMITS.userAgent),
    errorObject: entry.errorObject
      ? {
          message: cut(entry.errorObject.message, STORED_LIMITS.message),
          ...(entry.errorObject.stack !== undefined
            ? { stack: cut(entry.errorObject.stack, STORED_LIMITS.stack) }
            : {}),
        }
      : null,
    siteData: boundedJson(entry.siteData),
    info: boundedJson(entry.info),
  };
}

export async function logRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "POST",
    url: "/api/logs/",
    summary: "Store an error or event reported by a browser",
    access: "public",
    body: logEntrySchema,
    // A page that keeps failing reports a few errors, not one a second.
    rateLimit: { max: 10, timeWindow: "1 minute" },
    handler: async ({ body, reply }) => {
      const entry = boundedEntry(body);
      await ctx.db.insert(logs).values(entry);
      const level = entry.severity >= 3 ? "error" : entry.severity === 2 ? "warn" : "info";
      ctx.log[level]({ client: entry }, "client log");
      return reply.code(201).send({});
    },
  });
  scheduleLogRetention(app, ctx);
}
