// /api/accounts/me/password/ and /api/accounts/me/delete/: the logged-in owner changes the password or
// deletes the account (issue 12). Both take the current password; a wrong one counts as a wrong login
// for the account's mail (limits/account-limits.ts), so a stolen session cannot guess it unhindered.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clearSessionCookie, sessionToken } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAccount } from "../../guards";
import { accountLimitsOf } from "../../limits/account-limits";
import {
  accountDeletionSchema,
  changePassword,
  checkPassword,
  deleteAccount,
  passwordChangeSchema,
} from "../../operations/account-deletion";
import { NOTICE_DAYS } from "../../operations/answers-retention";
import { defineRoute } from "../define";

export async function accountDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = accountLimitsOf(ctx);

  /** The session's account, once its password was given; the same guard as the login's. */
  async function confirmedAccount(request: FastifyRequest, password: string) {
    const account = await requireAccount(ctx, request);
    if (await limits.loginBlocked(request.ip, account.mail)) throw new ApiError("TOO_MANY_REQUESTS");
    await checkPassword(ctx, account.id, password).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === "WRONG_CREDENTIALS")
        await limits.loginFailed(request.ip, account.mail);
      throw error;
    });
    return account;
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/accounts/me/retention/",
    summary: "How long guests' answers are kept after the publication expires, and the notice before",
    access: "account",
    handler: async ({ request }) => {
      await requireAccount(ctx, request);
      return { answersRetentionDays: ctx.config.answersRetentionDays, noticeDays: NOTICE_DAYS };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/me/password/",
    summary: "Change the password (the current one required); every other session of the account ends",
    access: "account",
    body: passwordChangeSchema,
    rateLimit: { max: 20, timeWindow: "1 minute" },
    handler: async ({ body, request }) => {
      const account = await confirmedAccount(request, body.currentPassword);
      const { endedSessions } = await changePassword(
        ctx,
        account.id,
        sessionToken(request),
        body.newPassword,
      );
      return { changed: true, endedSessions };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/me/delete/",
    summary: "Delete the account with its site, answers and images (the password required); logs out",
    access: "account",
    body: accountDeletionSchema,
    rateLimit: { max: 20, timeWindow: "1 minute" },
    handler: async ({ body, request, reply }) => {
      const account = await confirmedAccount(request, body.password);
      await deleteAccount(ctx, account.id);
      clearSessionCookie(reply, ctx.config.sessionCookieSecure);
      return { deleted: true };
    },
  });
}
