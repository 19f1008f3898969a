// How every API route is written: one object with its method, path, zod schemas and a thin handler.
// The schemas parse the request (a failure is a 400 in the error shape, before the handler runs) and
// the same objects make the OpenAPI document at GET /api/openapi.json.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ApiError } from "../errors";
import { isPersonalRoute, noStoreUnlessSet } from "../security-headers";
import { parseInput } from "../validation";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type RouteSpec<
  B extends Schema | undefined,
  P extends Schema | undefined,
  Q extends Schema | undefined,
> = {
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

// What an HTML form can send: a form (another page of the same site, a guest page on a sibling
// subdomain) posts with the owner's cookies and needs no CORS permission, so a state-changing route
// must refuse these types even with an empty body (issue 12 item 7). Our own clients send JSON, or
// nothing at all (a body-less POST or DELETE from fetch has no content type).
const FORM_CONTENT_TYPE =
  /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;

/** Refuses what a form can send; routes with a multipart parser (uploads) take multipart only. */
function refuseForms(takesMultipart: boolean) {
  return async (request: FastifyRequest) => {
    const type = request.headers["content-type"];
    if (type && FORM_CONTENT_TYPE.test(type) && !(takesMultipart && MULTIPART.test(type)))
      throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
    // Fetch metadata (every current browser): a request started by another site, or by a sibling
    // subdomain, is never one of ours; only the uploads' multipart needs this, forms' other types
    // are refused above already.
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") throw new ApiError("FORBIDDEN");
  };
}

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
    // The multipart plugin is registered only in the uploads' scope (routes/images).
    ...(spec.method === "GET" ? {} : { onRequest: refuseForms(app.hasRequestDecorator("isMultipart")) }),
    handler: async (request, reply) => {
      const params = (spec.params ? parseInput(spec.params, request.params) : undefined) as Out<P>;
      const query = (spec.query ? parseInput(spec.query, request.query) : undefined) as Out<Q>;
      const body = (spec.body ? parseInput(spec.body, request.body) : undefined) as Out<B>;
      return spec.handler({ body, params, query, request, reply });
    },
  });
}
