// /api/accounts/reset-password/: POST asks for a reset mail, PUT sets a new password with the token.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import {
  requestPasswordReset,
  resetMailLanguage,
  resetPassword,
  resetPasswordSchema,
  resetRequestSchema,
} from "../../operations/password-reset";
import { defineRoute } from "../define";
import { createAttemptLimiter } from "../rate-limits";

export async function resetPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  // Per mail, known or not (so the limit reveals nothing): a few mails an hour are plenty for a
  // person and keep the form from being used to flood someone's inbox.
  const mailsPerAddress = createAttemptLimiter({ max: 3, windowMs: 60 * 60_000 });

  defineRoute(app, {
    method: "POST",
    url: "/api/accounts/reset-password/",
    summary: "Mail a password reset link; the same answer whether or not the mail has an account",
    access: "public",
    body: resetRequestSchema,
    rateLimit: { max: 10, timeWindow: "15 minutes" },
    handler: async ({ body, request }) => {
      if (!mailsPerAddress.allow(body.mail)) throw new ApiError("TOO_MANY_REQUESTS");
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
      await resetPassword(ctx, body);
      return {};
    },
  });
}
