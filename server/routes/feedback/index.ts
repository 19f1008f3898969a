// POST /api/feedback/: a logged-in owner's feedback, stored and mailed to the brand's contact address.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAccount } from "../../guards";
import { limitStoreOf } from "../../limits/counter-store";
import { feedbackInputSchema, sendFeedback } from "../../operations/feedback";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
import { createAttemptLimiter } from "../rate-limits";

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const perAccount = createAttemptLimiter({
    name: "feedback",
    store: limitStoreOf(ctx),
    max: 10,
    windowMs: 60 * 60_000,
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/feedback/",
    summary: "Send feedback to the team; answers { expectsReply, userMail }",
    access: "account",
    bodyParsedInHandler: feedbackInputSchema,
    rateLimit: { max: 20, timeWindow: "1 hour" },
    handler: async ({ request }) => {
      const account = await requireAccount(ctx, request);
      const body = parseInput(feedbackInputSchema, request.body);
      if (!(await perAccount.allow(account.id))) throw new ApiError("TOO_MANY_REQUESTS");
      return sendFeedback(ctx, account, body);
    },
  });
}
