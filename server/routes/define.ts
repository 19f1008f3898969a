// How every API route is written: one object with its method, path, zod schemas and a thin handler.
// The schemas parse the request (a failure is a 400 in the error shape, before the handler runs) and
// the same objects make the OpenAPI document at GET /api/openapi.json.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isPersonalRoute, noStoreUnlessSet } from "../security-headers";
import { parseInput } from "../validation";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type RouteSpec<B extends Schema | undefined, P extends Schema | undefined, Q extends Schema | undefined> = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  summary: string;
  /** Who may call it, for the document: guests, a logged-in account, or the site's owner. */
  access: "public" | "account" | "owner";
  body?: B;
  /** A body the handler parses itself, after checking access; listed in the document only. */
  bodyParsedInHandler?: Schema;
  params?: P;
  query?: Q;
  rateLimit?: { max: number; timeWindow: string };
  handler: (input: {
    body: Out<B>;
    params: Out<P>;
    query: Out<Q>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>;
};

export type AnyRouteSpec = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>;

/** Every route defined so far, for the OpenAPI document. */
export const API_ROUTES: AnyRouteSpec[] = [];

export function defineRoute<
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<B, P, Q>): void {
  if (!API_ROUTES.some((r) => r.method === spec.method && r.url === spec.url)) {
    API_ROUTES.push(spec as unknown as AnyRouteSpec);
  }
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
    // Personal answers (owner and account routes) are never kept by a cache (security-headers.ts).
    ...(isPersonalRoute(spec) ? { onSend: noStoreUnlessSet } : {}),
    handler: async (request, reply) => {
      const params = (spec.params ? parseInput(spec.params, request.params) : undefined) as Out<P>;
      const query = (spec.query ? parseInput(spec.query, request.query) : undefined) as Out<Q>;
      const body = (spec.body ? parseInput(spec.body, request.body) : undefined) as Out<B>;
      return spec.handler({ body, params, query, request, reply });
    },
  });
}
