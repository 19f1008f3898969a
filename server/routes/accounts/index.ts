// /api/accounts/*: register, login, logout, me, reset-password. Thin: parse → operation → presenter.
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionToken,
  setSessionCookie,
} from "../../auth/sessions";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAccount } from "../../guards";
import { accountLimitsOf } from "../../limits/account-limits";
import {
  authenticate,
  loginInputSchema,
  registerAccount,
  registerInputSchema,
  siteIdOfAccount,
} from "../../operations/accounts";
import { defineRoute } from "../define";
import { accountDataRoutes } from "./me";
import { resetPasswordRoutes } from "./reset-password";

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.sessionCookieSecure;
  // Wrong logins per client and mail, and a guard per mail that never stops a client that has not
  // failed (limits/account-limits.ts); known or unknown mails alike, so the limit reveals nothing.
  // The route's rateLimit caps any client's requests.
  const limits = accountLimitsOf(ctx);
  const startSession = async (reply: FastifyReply, accountId: string) => {
    const session = await createSession(ctx.db, accountId);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
  };

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/register/",
    summary: "Create an account and log it in",
    access: "public",
    body: registerInputSchema,
    rateLimit: { max: 20, timeWindow: "1 hour" },
    handler: async ({ body, reply }) => {
      const account = await registerAccount(ctx, body);
      await startSession(reply, account.id);
      return { mail: account.mail, site: null };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/login/",
    summary: "Log in; answers the account's site id",
    access: "public",
    body: loginInputSchema,
    rateLimit: { max: 20, timeWindow: "1 minute" },
    handler: async ({ body, request, reply }) => {
      if (await limits.loginBlocked(request.ip, body.mail)) throw new ApiError("TOO_MANY_REQUESTS");
      const account = await authenticate(ctx, body).catch(async (error: unknown) => {
        if (error instanceof ApiError && error.code === "WRONG_CREDENTIALS")
          await limits.loginFailed(request.ip, body.mail);
        throw error;
      });
      await limits.clearMail(body.mail);
      await startSession(reply, account.id);
      return { site: await siteIdOfAccount(ctx, account.id), mail: account.mail };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/logout/",
    summary: "End the session, on the server too",
    access: "public",
    handler: async ({ request, reply }) => {
      await deleteSession(ctx.db, sessionToken(request));
      clearSessionCookie(reply, secure);
      return {};
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/accounts/me/",
    summary: "The logged-in account: mail, registration date and site id",
    access: "account",
    handler: async ({ request }) => {
      const account = await requireAccount(ctx, request);
      const siteId = await siteIdOfAccount(ctx, account.id);
      return {
        mail: account.mail,
        registered: { date: account.createdAt.toISOString() },
        site: siteId ? { _id: siteId } : null,
      };
    },
  });

  await resetPasswordRoutes(app, ctx);
  await accountDataRoutes(app, ctx);
}
