// /api/accounts/reset-password/: POST asks for a reset mail, PUT sets a new password with the token.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashToken } from "../../auth/tokens";
import type { AppContext } from "../../context";
import { accounts, passwordResets } from "../../db/schema";
import { accountLimitsOf } from "../../limits/account-limits";
import {
  requestPasswordReset,
  resetMailLanguage,
  resetPassword,
  resetPasswordSchema,
  resetRequestSchema,
} from "../../operations/password-reset";
import { defineRoute } from "../define";

/** The mail of the account a reset token is for (read before the token is used). */
async function mailOfResetToken(ctx: AppContext, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ mail: accounts.mail })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  return row?.mail ?? null;
}

export async function resetPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = accountLimitsOf(ctx);

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/reset-password/",
    summary: "Mail a password reset link; the same answer whether or not the mail has an account",
    access: "public",
    body: resetRequestSchema,
    rateLimit: { max: 10, timeWindow: "15 minutes" },
    handler: async ({ body, request }) => {
      // A few mails an hour per address (known or not) keep the form from flooding an inbox. Over
      // the limit the answer stays the same and no mail is sent: refusing would let anyone stop the
      // owner from resetting, while the mails already sent this window hold links still valid
      // (a link lives as long as the window), so the owner can always reset with one of them.
      if (!(await limits.resetMailAllowed(body.mail))) return {};
      const language = resetMailLanguage(
        body.language,
        request.headers["accept-language"],
        ctx.config.brandDefinition.defaultLanguage,
      );
      requestPasswordReset(ctx, body.mail, language);
      return {};
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/accounts/reset-password/",
    summary: "Set a new password with a reset token; ends every session of the account",
    access: "public",
    body: resetPasswordSchema,
    rateLimit: { max: 20, timeWindow: "15 minutes" },
    handler: async ({ body }) => {
      const mail = await mailOfResetToken(ctx, body.token);
      await resetPassword(ctx, body);
      // The owner proved the mailbox: wrong logins counted against the mail no longer stop anyone.
      if (mail) await limits.clearMail(mail);
      return {};
    },
  });
}
