// The Fastify application: API routes, the guest pages rendered on the server, the owner app and
// static files. Built by main.ts (production, dev) and by the API tests with an in-memory database.
import "./richtext";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from "fastify";
import { LIMITS } from "@core/limits";
import type { AppContext } from "./context";
import { ApiError, type ErrorCode, errorBody, statusOf } from "./errors";
import { accountRoutes } from "./routes/accounts";
import { logRoutes } from "./routes/logs";
import { siteRoutes } from "./routes/sites";
import { pageRoutes } from "./ssr/routes";
import { staticRoutes } from "./static";

function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return "BODY_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "TOO_MANY_REQUESTS";
  if (status === 404) return "NOT_FOUND";
  return "MALFORMED_JSON";
}

export async function buildApp(ctx: AppContext, options: { pages?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: LIMITS.requestBodyBytes,
    trustProxy: true,
    disableRequestLogging: ctx.config.nodeEnv === "test",
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send(errorBody(error.code, error.issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(status);
      return reply.code(statusOf(code)).send(errorBody(code));
    }
    request.log.error({ err: error, severity: 3 }, "unhandled error");
    return reply.code(500).send(errorBody("INTERNAL"));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody("NOT_FOUND"));
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError("TOO_MANY_REQUESTS"),
  });

  app.get("/api/health", async () => ({ ok: true }));
  await accountRoutes(app, ctx);
  await siteRoutes(app, ctx);
  await logRoutes(app, ctx);
  if (options.pages !== false) {
    await staticRoutes(app, ctx);
    await pageRoutes(app, ctx);
  }
  return app;
}
