// Feedback from a logged-in owner (SPEC §2, §3 Feedback): stored, then mailed to the brand's contact
// address (in English: the mail is for the team); with a reply wanted its Reply-To is the owner's
// address, so answering just works.
import { LIMITS } from "@core/limits";
import { z } from "zod";
import type { SessionAccount } from "../auth/sessions";
import type { AppContext } from "../context";
import { feedback } from "../db/schema";
import { mailSchema, siteIdOfAccount } from "./accounts";

export const FEEDBACK_MAX_LENGTH = LIMITS.feedbackText;

export const feedbackInputSchema = z.object({
  expectsReply: z.boolean(),
  /** Where a reply goes; the account's mail when left out or empty. */
  userMail: z.union([z.literal(""), mailSchema]).optional(),
  feedbackText: z
    .string()
    .max(FEEDBACK_MAX_LENGTH, `at most ${FEEDBACK_MAX_LENGTH} characters`)
    .refine((text) => text.trim().length > 0, "the feedback text is required"),
});

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export async function sendFeedback(ctx: AppContext, account: SessionAccount, input: FeedbackInput) {
  const userMail = input.userMail || account.mail;
  const text = input.feedbackText.trim();
  const siteId = await siteIdOfAccount(ctx, account.id);
  await ctx.db.insert(feedback).values({
    accountId: account.id,
    siteId,
    mail: userMail,
    expectsReply: input.expectsReply,
    text,
  });

  const brand = ctx.config.brandDefinition;
  const firstLine = text.split("\n")[0]?.slice(0, 60) ?? "";
  try {
    await ctx.mail.send({
      to: brand.contactMail,
      subject: `Feedback${input.expectsReply ? " (reply wanted)" : ""}: ${firstLine}`,
      text: [
        text,
        "",
        "--",
        `From: ${userMail}${userMail === account.mail ? "" : ` (account ${account.mail})`}`,
        `Site: ${siteId ? `${ctx.config.publicUrl}/redigera/${siteId}/` : "no site yet"}`,
        `Reply wanted: ${input.expectsReply ? "yes" : "no"}`,
      ].join("\n"),
      ...(input.expectsReply ? { replyTo: userMail } : {}),
      design: { kind: "feedback", language: "en" },
    });
  } catch (error) {
    // Stored already, so nothing is lost; the operator finds it in the feedback table.
    ctx.log.error({ err: error, severity: 3 }, "feedback mail failed");
  }
  return { expectsReply: input.expectsReply, userMail };
}
