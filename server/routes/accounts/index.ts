// /api/accounts/*: register, login, logout, me. Thin: parse → operation → presenter.
import type { FastifyInstance } from "fastify";
import { clearSessionCookie, createSession, deleteSession, sessionToken, setSessionCookie } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAccount } from "../../guards";
import {
  authenticate,
  loginInputSchema,
  registerAccount,
  registerInputSchema,
  siteIdOfAccount,
} from "../../operations/accounts";
import { parseInput } from "../../validation";
import { createAttemptLimiter } from "../rate-limits";

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.sessionCookieSecure;
  // Per mail, whether or not the mail exists, so the limit reveals nothing; the per-client limit is
  // the route's rateLimit config.
  const loginAttempts = createAttemptLimiter({ max: 10, windowMs: 15 * 60_000 });

  app.post("/api/accounts/register/", { config: { rateLimit: { max: 20, timeWindow: "1 hour" } } }, async (request, reply) => {
    const input = parseInput(registerInputSchema, request.body);
    const account = await registerAccount(ctx, input);
    const session = await createSession(ctx.db, account.id);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { mail: account.mail, site: null };
  });

  app.post("/api/accounts/login/", { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } }, async (request, reply) => {
    const input = parseInput(loginInputSchema, request.body);
    if (!loginAttempts.allow(input.mail)) throw new ApiError("TOO_MANY_REQUESTS");
    const account = await authenticate(ctx, input);
    loginAttempts.reset(input.mail);
    const session = await createSession(ctx.db, account.id);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { site: await siteIdOfAccount(ctx, account.id), mail: account.mail };
  });

  app.post("/api/accounts/logout/", async (request, reply) => {
    await deleteSession(ctx.db, sessionToken(request));
    clearSessionCookie(reply, secure);
    return {};
  });

  app.get("/api/accounts/me/", async (request) => {
    const account = await requireAccount(ctx, request);
    const siteId = await siteIdOfAccount(ctx, account.id);
    return { mail: account.mail, registered: { date: account.createdAt.toISOString() }, site: siteId ? { _id: siteId } : null };
  });
}
