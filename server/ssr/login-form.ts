// Logging in before the script has run (issue 11 known gap, issue 15 item 10): /logga-in is rendered on
// the server, so an owner can type and press Enter before the owner app has hydrated. The form then
// posts `mail` and `password` (application/x-www-form-urlencoded) to /logga-in itself, and this route
// does what POST /api/accounts/login/ does — same schema, same per-client and per-mail limits, same
// session cookie — and answers with a 303: to the account's editor on success, else back to
// /logga-in?fel=<problem>, whose screen (rendered on the server too) shows the message by the
// password field. Once hydrated, the page logs in through the API and never posts here.
//
// Only the owner app's hosts take it (a guest host's POSTs are the password gate's, gate-form.ts), and
// only a same-origin form: a browser sends Sec-Fetch-Site, and anything but same-origin (a form on
// another site trying to sign the visitor in to its own account) is refused, as is an Origin that is
// not this host's.
import type { LoginProblem } from "@core/account";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createSession, setSessionCookie } from "../auth/sessions";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { accountLimitsOf } from "../limits/account-limits";
import { authenticate, loginInputSchema, siteIdOfAccount } from "../operations/accounts";
import { acceptFormPosts, FORM_TYPE, mediaTypeOf } from "./form-posts";
import { pageRequest } from "./page-request";

/** The same cap as POST /api/accounts/login/ (server/routes/accounts). */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

export const loginProblemPath = (problem: LoginProblem) => `/logga-in?fel=${problem}`;

/** A same-origin form: Sec-Fetch-Site same-origin (or none: an old browser), and Origin, when sent, this host. */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or no URL at all.
    return false;
  }
}

export async function loginFormRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = accountLimitsOf(ctx);
  const secure = ctx.config.sessionCookieSecure;
  const back = (reply: FastifyReply, problem: LoginProblem) =>
    reply.header("cache-control", "no-store").redirect(loginProblemPath(problem), 303);

  // Encapsulated: the form parser and the error answers apply to this route only.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    // What fails before the handler (the request limit, a body too large) goes back to the form.
    scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
      // A refusal (403 another site's form, 404 not the owner app) stays what it is.
      if (status >= 500 || status === 403 || status === 404) throw error;
      if (pageRequest(ctx, request)?.site.mode !== "EDIT") throw error;
      return back(reply, status === 429 ? "tooMany" : "failed");
    });

    scope.post("/logga-in", { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request, reply) => {
      if (pageRequest(ctx, request)?.site.mode !== "EDIT") throw new ApiError("NOT_FOUND");
      if (!sameOrigin(request)) throw new ApiError("FORBIDDEN");
      const type = mediaTypeOf(request);
      if (type !== FORM_TYPE) return back(reply, "failed");
      const input = loginInputSchema.safeParse(request.body ?? {});
      if (!input.success) return back(reply, "credentials");
      const { mail } = input.data;
      if (await limits.loginBlocked(request.ip, mail)) return back(reply, "tooMany");
      let accountId: string;
      try {
        accountId = (await authenticate(ctx, input.data)).id;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== "WRONG_CREDENTIALS") throw error;
        await limits.loginFailed(request.ip, mail);
        return back(reply, "credentials");
      }
      await limits.clearMail(mail);
      const session = await createSession(ctx.db, accountId);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      const siteId = await siteIdOfAccount(ctx, accountId);
      // Without a site the login page itself shows the signed-in account.
      const to = siteId ? `/redigera/${encodeURIComponent(siteId)}/` : "/logga-in";
      return reply.header("cache-control", "no-store").redirect(to, 303);
    });
  });
}
