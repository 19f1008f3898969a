// Request ids: every log line Fastify writes for a request carries `reqId`. An id the client or the
// proxy in front sends in X-Request-Id is kept when it is well-formed (so one id follows a request
// through Caddy and every instance), else a random UUID is made; the id is echoed in the response's
// X-Request-Id header so a user's report can be matched with the logs.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** Letters, digits and . _ : - only, at most 128: nothing that could forge a log line or a header. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && WELL_FORMED.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
