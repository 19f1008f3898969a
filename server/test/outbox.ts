// The submission outbox in the API tests: send what is due now, as a test that expects a mail needs.
import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { submissionMails } from "../db/schema";
import { sendDueSubmissionMails } from "../operations/submission-outbox";

/**
 * Sends every queued notification that is due, and one put off for a moment: an owner's RSVP mail that
 * a drain found before the answer was tied to its household waits 5 s once (submission-outbox.ts,
 * UNTIED_WAIT_MS). The app's own wake, 50 ms after an answer, can be that drain on a busy machine,
 * before the same request ties the answer; such a mail is waited for and sent too.
 */
export async function sendQueuedMails(ctx: AppContext): Promise<void> {
  await sendDueSubmissionMails(ctx);
  const [putOff] = await ctx.db
    .select({ dueAt: submissionMails.dueAt })
    .from(submissionMails)
    .where(
      sql`${submissionMails.kind} = 'rsvp' and ${submissionMails.attempts} = 1 and ${submissionMails.dueAt} > now() and ${submissionMails.dueAt} < now() + interval '10 seconds'`,
    )
    .orderBy(sql`${submissionMails.dueAt} desc`)
    .limit(1);
  if (!putOff) return;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, putOff.dueAt.getTime() - Date.now()) + 100));
  await sendDueSubmissionMails(ctx);
}
