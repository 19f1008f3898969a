// The Fastify application: API routes, the guest pages rendered on the server, the owner app and
// static files. Built by main.ts (production, dev) and by the API tests with an in-memory database.
import "./richtext";
import { createServer } from "node:http";
import { LIMITS } from "@core/limits";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import { cacheBusOf, syncBeforeCachedReads } from "./cache-bus";
import type { AppContext } from "./context";
import { ApiError, type ErrorCode, errorBody, statusOf } from "./errors";
import { compression } from "./http/compression";
import { servePortraitCrops } from "./images/portrait";
import { unstorableJson } from "./json-safety";
import { limitStoreOf, scheduleLimitCleanup } from "./limits/counter-store";
import { rateLimitStoreOf } from "./limits/fastify-store";
import { guardGuestFloods } from "./limits/flood-guard";
import { healthRoutes } from "./ops/health";
import { requestLoggerBase } from "./ops/logging";
import { metricsRoutes } from "./ops/metrics";
import { echoRequestId, requestIdOf } from "./ops/request-id";
import { accountRoutes } from "./routes/accounts";
import { analyticsRoutes } from "./routes/analytics";
import { answerRoutes } from "./routes/answers";
import { calendarRoutes } from "./routes/calendar";
import { feedbackRoutes } from "./routes/feedback";
import { fontRoutes } from "./routes/fonts";
import { giftRegistryRoutes } from "./routes/gift-registry";
import { hostRoutes } from "./routes/hosts";
import { householdRoutes } from "./routes/households";
import { imageRoutes } from "./routes/images";
import { invitationRoutes } from "./routes/invitations";
import { legacyRoutes } from "./routes/legacy";
import { logRoutes } from "./routes/logs";
import { mailDeliveryRoutes } from "./routes/mail-delivery";
import { mapRoutes } from "./routes/maps";
import { memberRoutes } from "./routes/members";
import { openApiRoutes } from "./routes/openapi";
import { orderRoutes } from "./routes/orders";
import { paymentRoutes } from "./routes/payments";
import { stripeRoutes } from "./routes/payments/stripe";
import { photoRoutes } from "./routes/photos";
import { printRoutes } from "./routes/prints";
import { qrRoutes } from "./routes/qr";
import { anyUrlQrRoutes } from "./routes/qr/any-url";
import { reminderRoutes } from "./routes/reminders";
import { robotsRoutes } from "./routes/robots";
import { seatingRoutes } from "./routes/seating";
import { sendRoutes } from "./routes/sends";
import { siteRoutes } from "./routes/sites";
import { siteAccountRoutes } from "./routes/sites/account";
import { siteMetaNoindexRoutes } from "./routes/sites/meta-noindex";
import { sitePasswordRoutes } from "./routes/sites/password";
import { publicLoginRoutes } from "./routes/sites/public-login";
import { quickStartRoutes } from "./routes/sites/quick-start";
import { rsvpDeadlineRoutes } from "./routes/sites/rsvp-deadline";
import { submissionRoutes } from "./routes/submissions";
import { earlyPostKeys } from "./routes/submissions/post-keys";
import { toastmasterRoutes } from "./routes/toastmaster";
import { securityHeaders } from "./security-headers";
import { demoArtworkFor } from "./seed/demo-images";
import { pageRoutes } from "./ssr/routes";
import { mediaDir, staticRoutes } from "./static";
import { inBucket, mediaStorageOf } from "./storage";

/**
 * Guest pages and static files are most of the traffic and their access log is the proxy's (Caddy):
 * two log lines each would cost more CPU than a cached page itself (issue 24). So a GET or HEAD outside
 * the API that ends without an error logs nothing; its errors, and every API request, log as before.
 */
class QuietPageLogs extends LogController {
  private quiet(request: FastifyRequest): boolean {
    return (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.quiet(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500 || !this.quiet(request))
      super.requestCompleted(error, request, reply);
  }
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return "BODY_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "TOO_MANY_REQUESTS";
  if (status === 404) return "NOT_FOUND";
  return "MALFORMED_JSON";
}

export async function buildApp(ctx: AppContext, options: { pages?: boolean } = {}): Promise<FastifyInstance> {
  const hsts = ctx.config.publicUrl.startsWith("https:");
  // The post key every guest form asks for, answered before Fastify when nothing else applies to it
  // (routes/submissions/post-keys.ts; issue 24); every other request goes to Fastify as before.
  const early = earlyPostKeys(ctx, { hsts });
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!early(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it makes itself (its defaults).
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
    // Requests log with their reqId, not the context logger's job name (ops/logging.ts).
    loggerInstance: requestLoggerBase(ctx.log) as FastifyBaseLogger,
    logController: new QuietPageLogs(),
    bodyLimit: LIMITS.requestBodyBytes,
    // Only behind a proxy the operator configures: otherwise anyone could choose their own
    // X-Forwarded-For and step around the per-client rate limits.
    trustProxy: ctx.config.trustProxy,
    // Request ids in every request's log lines, echoed to the client (ops/request-id.ts).
    genReqId: requestIdOf,
    // Bad URLs (broken percent-encoding, over-long parameters) answer in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply).code(status).send(errorBody("INVALID_INPUT"));
    },
  });

  // JSON bodies: parsed here once, and refused when PostgreSQL could not store them (NUL, lone
  // surrogates) or when nested deeper than any real document.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      return done(new ApiError("MALFORMED_JSON"), undefined);
    }
    const problem = unstorableJson(value);
    if (problem)
      return done(new ApiError("INVALID_INPUT", { issues: [{ path: "", message: problem }] }), undefined);
    done(null, value);
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

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errorBody("NOT_FOUND"));
  });

  // First, so every route (and the 404) is counted and echoes its request id.
  echoRequestId(app);
  await metricsRoutes(app, ctx);
  healthRoutes(app, ctx);
  securityHeaders(app, {
    stripe: ctx.config.card.provider === "stripe",
    hsts,
  });
  // Before every route: text responses compressed, HTML pages with ETag and 304.
  compression(app);
  await app.register(cookie);
  // Caches of site data hear every process's changes (cache-bus.ts: LISTEN/NOTIFY on PostgreSQL).
  await cacheBusOf(ctx).start();
  app.addHook("onClose", () => cacheBusOf(ctx).close());
  // Counted where every process counts (limits/counter-store.ts); the plugin's own memory otherwise.
  const limitStore = limitStoreOf(ctx);
  scheduleLimitCleanup(app, ctx);
  // Before the plugin's limits: a guest-page flood is answered before anything else runs.
  guardGuestFloods(app, ctx);
  // After the flood guard (a flood is refused without a round trip), before any cached read.
  syncBeforeCachedReads(app, cacheBusOf(ctx));
  await app.register(rateLimit, {
    global: false,
    ...(limitStore.shared ? { store: rateLimitStoreOf(limitStore) } : {}),
    // Compared with the client's address itself: the plugin's key for IPv6 is the /64 network.
    ...(ctx.config.rateLimitAllow.length > 0
      ? { allowList: (request: { ip: string }) => ctx.config.rateLimitAllow.includes(request.ip) }
      : {}),
    errorResponseBuilder: () => new ApiError("TOO_MANY_REQUESTS"),
  });

  app.get("/api/health", async () => ({ ok: true }));
  await accountRoutes(app, ctx);
  await siteRoutes(app, ctx);
  await quickStartRoutes(app, ctx);
  await publicLoginRoutes(app, ctx);
  await sitePasswordRoutes(app, ctx);
  await rsvpDeadlineRoutes(app, ctx);
  await siteMetaNoindexRoutes(app, ctx);
  await giftRegistryRoutes(app, ctx);
  await siteAccountRoutes(app, ctx);
  await imageRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  await submissionRoutes(app, ctx);
  await answerRoutes(app, ctx);
  await householdRoutes(app, ctx);
  await invitationRoutes(app, ctx);
  await calendarRoutes(app, ctx);
  await sendRoutes(app, ctx);
  await memberRoutes(app, ctx);
  await toastmasterRoutes(app, ctx);
  await mailDeliveryRoutes(app, ctx);
  await reminderRoutes(app, ctx);
  await seatingRoutes(app, ctx);
  await logRoutes(app, ctx);
  await analyticsRoutes(app, ctx);
  await mapRoutes(app, ctx);
  await qrRoutes(app, ctx);
  await photoRoutes(app, ctx);
  await anyUrlQrRoutes(app, ctx);
  await printRoutes(app, ctx);
  await orderRoutes(app, ctx);
  await legacyRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await stripeRoutes(app, ctx);
  await hostRoutes(app, ctx);
  await fontRoutes(app);
  await openApiRoutes(app, `${ctx.config.brandDefinition.displayName} API`);
  if (options.pages !== false) {
    await robotsRoutes(app, ctx);
    await staticRoutes(app, ctx);
    servePortraitCrops(app, mediaDir(ctx), demoArtworkFor(ctx), inBucket(ctx) ? mediaStorageOf(ctx) : null);
    await pageRoutes(app, ctx);
  }
  return app;
}
