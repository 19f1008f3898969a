// Forms a browser sends before (or without) the page's script: application/x-www-form-urlencoded
// bodies, parsed into a plain object in the encapsulated scope of the one route that takes them (the
// password gate, gate-form.ts; the login, login-form.ts). Every other route keeps refusing them.
import type { FastifyInstance, FastifyRequest } from "fastify";

export const FORM_TYPE = "application/x-www-form-urlencoded";

/** Both forms hold at most a mail (254) and a password (200): percent-encoded at worst, they fit. */
export const FORM_BODY_LIMIT = 4096;

export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    FORM_TYPE,
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** The request's media type, lower case, without parameters; undefined when it names none. */
export const mediaTypeOf = (request: FastifyRequest): string | undefined =>
  request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
