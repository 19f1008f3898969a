// Notification mails of guest answers, sent off the guest's path (issue 11 item 6).
//
// The statement that stores an answer also inserts its mail into the submission_mails table
// (operations/submission-store.ts), so the mail is as durable as the answer: the guest is answered
// once both are committed, and a sender in the server process mails it moments later:
//   - woken by each stored answer, but it gives way to guests: it starts once no answer has arrived
//     for QUIET_MS, and at the latest MAX_WAIT_MS after the first answer it waits for, so a burst of
//     answers is answered first and mailed right after (in batches), and steady traffic is mailed at
//     least every MAX_WAIT_MS; also at start and every POLL_EVERY_MS (retries, mails left by a crash
//     or by another process);
//   - claims up to BATCH due mails in one statement (FOR UPDATE SKIP LOCKED, so two processes never
//     take the same mail), moving each one's due time a lease ahead: 2 minutes times its attempts,
//     at most an hour. That lease is also the retry: a mail whose send fails stays and is due again
//     when its lease ends; one is never dropped, and each failure is logged with severity 3;
//   - composes each mail from the stored rows (the question as the owner wrote it, the guest's values,
//     the time the answer was stored) and the site's current facts (page title, mail language); the
//     MIME text itself is written by mail/compose.ts (nodemailer's composer was most of a mail's cost);
//   - sends the whole batch side by side: the simulator's files are written together, SMTP mails go
//     over the pooled transport's few connections (mail/provider.ts), one mail's wait overlapping the
//     others';
//   - deletes the sent mails in one statement.
// A crash loses no mail: queued mails wait in the table; claimed but unsent ones are due again when
// their lease ends (at most BATCH mails delayed by at most 2 minutes); a mail sent but not yet deleted
// when the process died is sent a second time. Closing the server sends no new mails and hands the
// claimed but unsent ones back (due now) for the next start or another process.
import type { FormElement } from "@core/form";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { formSubmissions, rsvps, type StoredAnswerValue, submissionMails } from "../db/schema";
import { definitionsOf, joinAnswers } from "./answers";
import { currentSubmissionSite, type SubmissionSite } from "./site-facts";
import { type MailSite, mailSiteOf, notificationMail } from "./submission-mail";

const BATCH = 100;
/** Mails of a batch sent side by side: files written at once, SMTP over the pool's connections (provider.ts). */
const SEND_AT_ONCE = BATCH;
/**
 * The sender starts once no answer has arrived for this long… (a burst of answers 10 at a time arrives
 * a millisecond or so apart; 250 ms kept the mails of a burst waiting for a quarter of a second after
 * it, with the server idle: issue 24).
 */
const QUIET_MS = 50;
/** …or at the latest this long after the first answer it waits for. */
const MAX_WAIT_MS = 5_000;
const POLL_EVERY_MS = 30_000;
/** The longest one step of the sender waits for site saves to end: mails are late, never starved. */
const SAVE_YIELD_MAX_MS = 1_000;
/** A send that takes longer failed: the mail stays queued and the rest of the batch waits its lease. */
const SEND_TIMEOUT_MS = 60_000;

type Sender = {
  wake: NodeJS.Timeout | null;
  /** When the first and the last answer the pending wake waits for arrived (ms since the epoch). */
  firstAnswerAt: number;
  lastAnswerAt: number;
  poll: NodeJS.Timeout | null;
  // Drains run one after the other, never side by side.
  running: Promise<number>;
  closed: boolean;
  /** Site saves in flight (an owner waits on each) and the sender steps waiting for them to end. */
  saves: number;
  waitingForSaves: (() => void)[];
};

const senders = new WeakMap<AppContext, Sender>();

function senderOf(ctx: AppContext): Sender {
  let sender = senders.get(ctx);
  if (!sender) {
    sender = {
      wake: null,
      firstAnswerAt: 0,
      lastAnswerAt: 0,
      poll: null,
      running: Promise.resolve(0),
      closed: false,
      saves: 0,
      waitingForSaves: [],
    };
    senders.set(ctx, sender);
  }
  return sender;
}

type Claimed = { id: string; siteId: string; kind: string; rowIds: string[]; attempts: number };

async function claim(ctx: AppContext): Promise<Claimed[]> {
  return ctx.db
    .update(submissionMails)
    .set({
      attempts: sql`${submissionMails.attempts} + 1`,
      dueAt: sql`now() + least(interval '2 minutes' * (${submissionMails.attempts} + 1), interval '1 hour')`,
    })
    .where(
      sql`${submissionMails.id} in (select id from submission_mails where due_at <= now()
        order by due_at limit ${BATCH} for update skip locked)`,
    )
    .returning({
      id: submissionMails.id,
      siteId: submissionMails.siteId,
      kind: submissionMails.kind,
      rowIds: submissionMails.rowIds,
      attempts: submissionMails.attempts,
    });
}

type AnswerRow = {
  id: string;
  formTitle: string;
  language: string;
  definitionHash: string;
  answers: StoredAnswerValue[];
  recipients: string[];
  createdAt: Date;
  guestIndex: number;
};

/**
 * The answer rows the claimed mails name, by id, and their questions: three reads at most, whatever
 * the batch's size (the questions once per definition).
 */
async function answerRows(
  ctx: AppContext,
  mails: Claimed[],
): Promise<{ rows: Map<string, AnswerRow>; definitions: Map<string, FormElement[]> }> {
  const ids = (kind: string) => mails.filter((m) => m.kind === kind).flatMap((m) => m.rowIds);
  const byId = new Map<string, AnswerRow>();
  const rsvpIds = ids("rsvp");
  if (rsvpIds.length > 0) {
    const rows = await ctx.db
      .select({
        id: rsvps.id,
        formTitle: rsvps.formTitle,
        language: rsvps.language,
        definitionHash: rsvps.definitionHash,
        answers: rsvps.answers,
        recipients: rsvps.recipients,
        createdAt: rsvps.createdAt,
        guestIndex: rsvps.guestIndex,
      })
      .from(rsvps)
      .where(inArray(rsvps.id, rsvpIds));
    for (const row of rows) byId.set(row.id, row);
  }
  const formIds = ids("form");
  if (formIds.length > 0) {
    const rows = await ctx.db
      .select({
        id: formSubmissions.id,
        formTitle: formSubmissions.formTitle,
        language: formSubmissions.language,
        definitionHash: formSubmissions.definitionHash,
        answers: formSubmissions.answers,
        recipients: formSubmissions.recipients,
        createdAt: formSubmissions.createdAt,
      })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, formIds));
    for (const row of rows) byId.set(row.id, { ...row, guestIndex: 0 });
  }
  const definitions = await definitionsOf(
    ctx.db,
    [...byId.values()].map((row) => row.definitionHash),
  );
  return { rows: byId, definitions };
}

class SendTimeout extends Error {}

function withinTimeout<T>(sending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendTimeout("mail server did not answer")), SEND_TIMEOUT_MS);
  });
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one claimed mail: 'done' when it is done with (sent, or nothing left to tell of), 'failed'
 * when it stays queued, 'stuck' when the mail server did not answer at all.
 */
async function sendOne(
  ctx: AppContext,
  mail: Claimed,
  { rows, definitions }: { rows: Map<string, AnswerRow>; definitions: Map<string, FormElement[]> },
  site: MailSite | null,
): Promise<"done" | "failed" | "stuck"> {
  const answers = mail.rowIds
    .map((id) => rows.get(id))
    .filter((row): row is AnswerRow => row !== undefined)
    .sort((a, b) => a.guestIndex - b.guestIndex);
  const first = answers[0];
  // The answers (or the whole site) were deleted before the mail went: there is nothing to tell.
  if (!first || !site) return "done";
  const message = notificationMail(
    ctx,
    site,
    {
      kind: mail.kind === "rsvp" ? "rsvp" : "form",
      formTitle: first.formTitle,
      language: first.language,
      groups: answers.map((row) => joinAnswers(definitions.get(row.definitionHash) ?? [], row.answers)),
    },
    first.createdAt,
  );
  try {
    const design = {
      kind: mail.kind === "rsvp" ? "rsvp-answer" : "form-answer",
      language: site.mailLanguage,
    } as const;
    await withinTimeout(ctx.mail.send({ to: first.recipients, ...message, design }));
    return "done";
  } catch (error) {
    ctx.log.error(
      { err: error, severity: 3, siteId: mail.siteId, mailId: mail.id, attempts: mail.attempts },
      "notification mail failed; the answer is stored and the mail is tried again later",
    );
    return error instanceof SendTimeout ? "stuck" : "failed";
  }
}

/**
 * Runs a site save; while any is in flight the mail sender waits before its next step (a claim or
 * one mail), so an owner's save does not share the database and the CPU with a burst of mails.
 */
export async function duringSiteSave<T>(ctx: AppContext, save: () => Promise<T>): Promise<T> {
  const sender = senderOf(ctx);
  sender.saves += 1;
  try {
    return await save();
  } finally {
    sender.saves -= 1;
    if (sender.saves === 0) for (const resume of sender.waitingForSaves.splice(0)) resume();
  }
}

/** Resolves once no site save is in flight, or after SAVE_YIELD_MAX_MS whatever happens. */
function giveWayToSaves(sender: Sender): Promise<void> {
  if (sender.saves === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, SAVE_YIELD_MAX_MS);
    sender.waitingForSaves.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** One batch: claim, compose, send, delete what went. Returns how many mails were claimed. */
async function sendBatch(ctx: AppContext, sender: Sender): Promise<number> {
  await giveWayToSaves(sender);
  const mails = await claim(ctx);
  if (mails.length === 0) return 0;
  const rows = await answerRows(ctx, mails);
  const sites = new Map<string, SubmissionSite | null>();
  for (const siteId of new Set(mails.map((m) => m.siteId))) {
    sites.set(siteId, await currentSubmissionSite(ctx, siteId));
  }
  const done: string[] = [];
  const unsent: string[] = [];
  let stuck = false;
  // A few at a time: a mail's wait (the file written, the SMTP server's answer) overlaps the others'.
  for (let i = 0; i < mails.length && !stuck; i += SEND_AT_ONCE) {
    // Closing: the rest is handed back at once. A mail server that does not answer: the rest waits.
    if (sender.closed) {
      unsent.push(...mails.slice(i).map((mail) => mail.id));
      break;
    }
    await giveWayToSaves(sender);
    const group = mails.slice(i, i + SEND_AT_ONCE);
    const results = await Promise.all(
      group.map((mail) => {
        const site = sites.get(mail.siteId);
        return sendOne(ctx, mail, rows, site ? mailSiteOf(site.gate, site.facts) : null);
      }),
    );
    results.forEach((sent, j) => {
      const mail = group[j];
      if (sent === "done" && mail) done.push(mail.id);
      if (sent === "stuck") stuck = true;
    });
  }
  if (done.length > 0) await ctx.db.delete(submissionMails).where(inArray(submissionMails.id, done));
  if (unsent.length > 0) {
    await ctx.db
      .update(submissionMails)
      .set({ dueAt: sql`now()` })
      .where(inArray(submissionMails.id, unsent));
  }
  return stuck ? 0 : mails.length;
}

/**
 * Sends every mail that is due, batch after batch, after any drain already running; resolves with
 * how many were claimed. A failure is logged and left to the next wake or poll.
 */
export function sendDueSubmissionMails(ctx: AppContext): Promise<number> {
  const sender = senderOf(ctx);
  sender.running = sender.running.then(async () => {
    let claimed = 0;
    try {
      while (!sender.closed) {
        const count = await sendBatch(ctx, sender);
        claimed += count;
        if (count < BATCH) break;
      }
    } catch (error) {
      ctx.log.error(
        { err: error, severity: 3 },
        "notification mails could not be sent now; tried again later",
      );
    }
    return claimed;
  });
  return sender.running;
}

/** When the pending wake is to send: after a quiet spell, or at the latest MAX_WAIT_MS after it began. */
const dueOf = (sender: Sender) =>
  Math.min(sender.lastAnswerAt + QUIET_MS, sender.firstAnswerAt + MAX_WAIT_MS);

function arm(ctx: AppContext, sender: Sender, delay: number): void {
  sender.wake = setTimeout(() => {
    const wait = dueOf(sender) - Date.now();
    // Answers kept arriving: wait for the quiet spell (one timer per burst, not one per answer).
    if (wait > 0 && !sender.closed) return arm(ctx, sender, wait);
    sender.wake = null;
    void sendDueSubmissionMails(ctx);
  }, delay);
}

/** Called once an answer and its mail are committed: the mail goes out once the burst is answered. */
export function wakeSubmissionMails(ctx: AppContext): void {
  const sender = senderOf(ctx);
  if (sender.closed) return;
  const now = Date.now();
  sender.lastAnswerAt = now;
  if (sender.wake) return;
  sender.firstAnswerAt = now;
  arm(ctx, sender, QUIET_MS);
}

/** Sends what waits when the server starts listening, polls for retries, and stops on close. */
export function runSubmissionMails(app: FastifyInstance, ctx: AppContext): void {
  const sender = senderOf(ctx);
  app.addHook("onListen", async () => {
    void sendDueSubmissionMails(ctx);
    sender.poll = setInterval(() => void sendDueSubmissionMails(ctx), POLL_EVERY_MS);
    sender.poll.unref();
  });
  app.addHook("onClose", async () => {
    sender.closed = true;
    if (sender.wake) clearTimeout(sender.wake);
    if (sender.poll) clearInterval(sender.poll);
    sender.wake = null;
    sender.poll = null;
    await sender.running;
  });
}
