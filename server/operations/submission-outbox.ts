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
// Besides the owner's notifications ('rsvp', 'form'), the outbox holds the guests' confirmations of
// their answers ('rsvp-confirmation', issue 26: queued by the statement that ties an RSVP to its
// household, household-answers.ts; written by confirmation-mail.ts): a mail, or, with no mail address
// but a phone number, an SMS through the SMS provider (sendConfirmationSms: the site's daily SMS cap
// first; an SMS that may have gone is never sent again). An owner's notification of an
// answer from a household that had answered before says it is a changed answer; the sender waits a
// moment for an RSVP whose rows are not tied to their household yet (the tie is the guest's request's
// next statement), so it knows.
// A crash loses no mail: queued mails wait in the table; claimed but unsent ones are due again when
// their lease ends (at most BATCH mails delayed by at most 2 minutes); a mail sent but not yet deleted
// when the process died is sent a second time. Closing the server sends no new mails and hands the
// claimed but unsent ones back (due now) for the next start or another process.
import type { FormElement } from "@core/form";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { formSubmissions, rsvps, type StoredAnswerValue, submissionMails } from "../db/schema";
import { limitStoreOf } from "../limits/counter-store";
import { SmsProviderError } from "../sms/provider";
import { smsServiceOf } from "../sms/service";
import { definitionsOf, joinAnswers } from "./answers";
import {
  answeredBefore,
  CONFIRMATION_SMS_PER_SITE_DAY,
  type ConfirmationMessage,
  type ConfirmationSite,
  confirmationMessage,
  confirmationSite,
  confirmationSmsCounterKey,
  type MailedHousehold,
  mailedHouseholds,
} from "./confirmation-mail";
import { currentSubmissionSite, type SubmissionSite } from "./site-facts";
import { mailSiteOf, notificationMail } from "./submission-mail";

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
/**
 * An owner's RSVP mail whose rows are not tied to a household yet, and younger than this, waits
 * UNTIED_WAIT_MS once (the tie follows the answer in the same request): then it knows whether the
 * answer changes an earlier one. A mail left untied for good (a full guest list) goes after that wait.
 */
const UNTIED_YOUNG_MS = 30_000;
const UNTIED_WAIT_MS = 5_000;

/** The outbox kinds: the owner's notifications and the guest's confirmation (issue 26). */
export const CONFIRMATION_KIND = "rsvp-confirmation";

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
  householdId: string | null;
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
  const rsvpIds = [...ids("rsvp"), ...ids(CONFIRMATION_KIND)];
  if (rsvpIds.length > 0) {
    const rows = await ctx.db
      .select({
        id: rsvps.id,
        householdId: rsvps.householdId,
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
    for (const row of rows) byId.set(row.id, { ...row, householdId: null, guestIndex: 0 });
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

/** What a batch's mails are written from, read once for the whole batch. */
type BatchFacts = {
  rows: Map<string, AnswerRow>;
  definitions: Map<string, FormElement[]>;
  /** The households the batch's RSVP rows belong to (issue 26). */
  households: Map<string, MailedHousehold>;
  /** The sites of the batch's confirmations, as those need them. */
  confirmationSites: Map<string, ConfirmationSite | null>;
};

/** The message of one claimed mail, null when there is nothing to send, 'later' to wait for its tie. */
function messageOf(
  ctx: AppContext,
  mail: Claimed,
  facts: BatchFacts,
  site: SubmissionSite,
  answers: AnswerRow[],
): ConfirmationMessage | null | "later" {
  const first = answers[0];
  if (!first) return null;
  const groups = answers.map((row) =>
    joinAnswers(facts.definitions.get(row.definitionHash) ?? [], row.answers),
  );
  const household = first.householdId ? facts.households.get(first.householdId) : undefined;
  if (mail.kind === CONFIRMATION_KIND) {
    const confirming = facts.confirmationSites.get(mail.siteId);
    if (!confirming || !household) return null;
    return confirmationMessage(
      ctx,
      confirming,
      household,
      answers.map((row, index) => ({ id: row.id, guestIndex: row.guestIndex, answers: groups[index] ?? [] })),
      first.language,
      first.createdAt,
    );
  }
  // Not tied to its household yet: the guest's request ties it next; wait for it once.
  if (
    mail.kind === "rsvp" &&
    !first.householdId &&
    mail.attempts <= 1 &&
    Date.now() - first.createdAt.getTime() < UNTIED_YOUNG_MS
  )
    return "later";
  const changedBy =
    mail.kind === "rsvp" && household && answeredBefore(household, mail.rowIds, first.createdAt)
      ? household.name
      : null;
  const mailSite = mailSiteOf(site.gate, site.facts);
  const message = notificationMail(
    ctx,
    mailSite,
    {
      kind: mail.kind === "rsvp" ? "rsvp" : "form",
      formTitle: first.formTitle,
      language: first.language,
      groups,
      changedBy,
    },
    first.createdAt,
  );
  return {
    channel: "mail",
    message: {
      to: first.recipients,
      ...message,
      design: { kind: mail.kind === "rsvp" ? "rsvp-answer" : "form-answer", language: mailSite.mailLanguage },
    },
  };
}

/** A day and a bit: each UTC day's counter has its own key, the window only cleans it up. */
const SMS_COUNTER_WINDOW_MS = 26 * 60 * 60 * 1000;

/**
 * Sends an SMS confirmation (issue 26): counted against the site's daily safety cap first (past it:
 * not sent, logged, done with); sent once, never again when it may have gone (the provider's answer
 * unread or late), again later only when it surely did not.
 */
async function sendConfirmationSms(
  ctx: AppContext,
  mail: Claimed,
  sms: { to: string; text: string },
): Promise<"done" | "failed"> {
  const { count } = await limitStoreOf(ctx).add(
    confirmationSmsCounterKey(mail.siteId, new Date()),
    SMS_COUNTER_WINDOW_MS,
  );
  if (count > CONFIRMATION_SMS_PER_SITE_DAY) {
    ctx.log.warn(
      { siteId: mail.siteId, mailId: mail.id, cap: CONFIRMATION_SMS_PER_SITE_DAY },
      "confirmation SMS not sent: the site's SMS confirmations for today reached the cap",
    );
    return "done";
  }
  const service = await smsServiceOf(ctx);
  try {
    await withinTimeout(service.provider.send({ from: service.sender, to: sms.to, message: sms.text }));
    return "done";
  } catch (error) {
    const maybeSent = error instanceof SendTimeout || (error instanceof SmsProviderError && error.maybeSent);
    const refused = error instanceof SmsProviderError && error.permanent;
    ctx.log.error(
      { err: error, severity: 3, siteId: mail.siteId, mailId: mail.id, attempts: mail.attempts },
      refused
        ? "confirmation SMS refused by the provider; not tried again"
        : maybeSent
          ? "confirmation SMS may have gone (no answer read); not sent again"
          : "confirmation SMS failed; tried again later",
    );
    return refused || maybeSent ? "done" : "failed";
  }
}

/**
 * Sends one claimed mail: 'done' when it is done with (sent, or nothing left to tell of), 'failed'
 * when it stays queued, 'stuck' when the mail server did not answer at all, 'later' when it waits for
 * its answer's household.
 */
async function sendOne(
  ctx: AppContext,
  mail: Claimed,
  facts: BatchFacts,
  site: SubmissionSite | null,
): Promise<"done" | "failed" | "stuck" | "later"> {
  const answers = mail.rowIds
    .map((id) => facts.rows.get(id))
    .filter((row): row is AnswerRow => row !== undefined)
    .sort((a, b) => a.guestIndex - b.guestIndex);
  // The answers (or the whole site) were deleted before the mail went: there is nothing to tell.
  if (answers.length === 0 || !site) return "done";
  try {
    const message = messageOf(ctx, mail, facts, site, answers);
    if (message === "later") return "later";
    if (!message) return "done";
    if (message.channel === "sms") return await sendConfirmationSms(ctx, mail, message);
    await withinTimeout(ctx.mail.send(message.message));
    return "done";
  } catch (error) {
    ctx.log.error(
      { err: error, severity: 3, siteId: mail.siteId, mailId: mail.id, attempts: mail.attempts },
      mail.kind === CONFIRMATION_KIND
        ? "confirmation mail failed; the answer is stored and the mail is tried again later"
        : "notification mail failed; the answer is stored and the mail is tried again later",
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
  const { rows, definitions } = await answerRows(ctx, mails);
  const sites = new Map<string, SubmissionSite | null>();
  for (const siteId of new Set(mails.map((m) => m.siteId))) {
    sites.set(siteId, await currentSubmissionSite(ctx, siteId));
  }
  const householdIds = [...rows.values()].flatMap((row) => (row.householdId ? [row.householdId] : []));
  const confirmationSites = new Map<string, ConfirmationSite | null>();
  for (const siteId of new Set(mails.filter((m) => m.kind === CONFIRMATION_KIND).map((m) => m.siteId)))
    confirmationSites.set(
      siteId,
      await confirmationSite(ctx, siteId, sites.get(siteId)?.gate.ownerMail ?? null),
    );
  const facts: BatchFacts = {
    rows,
    definitions,
    households: await mailedHouseholds(ctx, householdIds),
    confirmationSites,
  };
  const done: string[] = [];
  const unsent: string[] = [];
  const later: string[] = [];
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
        return sendOne(ctx, mail, facts, sites.get(mail.siteId) ?? null);
      }),
    );
    results.forEach((sent, j) => {
      const mail = group[j];
      if (sent === "done" && mail) done.push(mail.id);
      if (sent === "later" && mail) later.push(mail.id);
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
  if (later.length > 0) {
    await ctx.db
      .update(submissionMails)
      .set({ dueAt: sql`now() + ${`${UNTIED_WAIT_MS} milliseconds`}::interval` })
      .where(inArray(submissionMails.id, later));
    // Sent once the wait is over (not at the next poll).
    const retry = setTimeout(() => {
      if (!sender.closed) void sendDueSubmissionMails(ctx);
    }, UNTIED_WAIT_MS + 50);
    retry.unref();
  }
  return stuck ? 0 : mails.length - later.length;
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
