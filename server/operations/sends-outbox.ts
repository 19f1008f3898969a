// The outbox of sends to guests (issue 26): send_deliveries rows are the queue; this worker delivers
// them by mail (ctx.mail) and SMS (smsServiceOf), at least once and never twice for one send and
// household.
//
// - Never twice at once: a worker claims due rows in one statement that sets a lease
//     update send_deliveries set lease_until = now() + LEASE, attempts = attempts + 1
//     where (send, household) in (select … where status = 'queued' and next_attempt_at <= now()
//       and (lease_until is null or lease_until < now()) … for update skip locked)
//       and (lease_until is null or lease_until < now())
//     returning …
//   so two workers (two processes on one PostgreSQL, or one process twice) never hold one row: the
//   second skips rows the first has locked and, once committed, finds their lease in the future. The
//   outcome is written only by the worker that holds the claim (the row still queued with the attempts
//   it claimed), so a worker whose lease ran out cannot overwrite another's result.
// - Never twice after: a row once sent (or delivered, failed, skipped) is never claimed again; the
//   primary key (send, household) means there is no second row to send.
// - At least once: a claimed row whose worker died (a crash, a restart) is due again when its lease
//   runs out (LEASE_SECONDS); a failed try is due again after a backoff (1, 2, 4… minutes, at most an
//   hour), up to MAX_ATTEMPTS, then failed with its error. Closing the server hands its claimed but
//   unsent rows back at once.
// - The one window left: a worker that dies after the provider took a message and before its row is
//   marked sent (one statement later) leaves it to be sent again when the lease runs out. For SMS, a
//   provider answer we could not read, or none in time (SmsProviderError.maybeSent), is NOT sent again:
//   the row is marked sent without the provider's id and the delivery report (matched by our own
//   reference in the signed report URL) tells what became of it.
// - Mails go with Reply-To the owner's account mail (guests' questions reach the couple), and with the
//   household's signed unsubscribe link (mail/unsubscribe.ts): List-Unsubscribe and
//   List-Unsubscribe-Post (RFC 8058 one-click) headers and a line at the mail's foot. A test send (to
//   the owner) carries none: the owner must not unsubscribe a guest by trying the link.
// - A household that unsubscribed (households.mail_unsubscribed_at) is skipped "unsubscribed" when its
//   queued mail's turn comes, whenever the send was made.
// - Delivery problems are marked on the household for the guest list: a mail server's permanent
//   refusal (an SMTP 5xx reply) fails the delivery at once (no retry) and sets mail_failed_at/reason; a
//   bounce reported later (POST /api/mail/bounce, recordMailBounce) does the same for the delivery of
//   its Message-ID; a failed SMS delivery report sets sms_failed_at/reason. Changing the address or
//   number in the guest list clears them (operations/households.ts).
// - Each message is written when it goes (sends.ts renderSend): the household's current name and link
//   (a renewed link is the one sent), and a household deleted or whose link was turned off since the
//   send was made is skipped then, with the reason.
import { createHmac } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { accounts, households, sendDeliveries, sends } from "../db/schema";
import { isPermanentMailFailure } from "../mail/provider";
import { guestMailUnsubscribe } from "../mail/unsubscribe";
import { SmsProviderError } from "../sms/provider";
import { deliveryReportUrl } from "../sms/report-url";
import { smsServiceOf } from "../sms/service";
import { postKeySecret } from "./post-keys";
import { renderSend, sendSiteOf, siteForDelivery } from "./sends";

export const BATCH = 50;
/** How long a claim holds a row: longer than any one send (SMTP's and 46elks' timeouts are < 1 min). */
export const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 6;
const POLL_EVERY_MS = 30_000;
const SEND_TIMEOUT_MS = 90_000;

/** The report URL's reference of a delivery: the send's and the household's ids. */
export const reportReference = (sendId: string, householdId: string) => `${sendId}-${householdId}`;

export function parseReportReference(reference: string): { sendId: string; householdId: string } | null {
  const match = /^([0-9a-f]{24})-([0-9a-f]{24})$/.exec(reference);
  return match?.[1] && match[2] ? { sendId: match[1], householdId: match[2] } : null;
}

const reportSecrets = new WeakMap<AppContext["config"], Buffer>();

/**
 * The key of the signed delivery-report URLs: derived from the installation's post-key secret
 * (POST_KEY_SECRET, or DATA_DIR/secrets/post-key), so every server of one installation verifies the
 * reports another one's messages get.
 */
export function smsReportSecret(ctx: AppContext): Buffer {
  let secret = reportSecrets.get(ctx.config);
  if (!secret) {
    secret = createHmac("sha256", postKeySecret(ctx.config)).update("sms delivery reports").digest();
    reportSecrets.set(ctx.config, secret);
  }
  return secret;
}

export type ClaimedDelivery = {
  sendId: string;
  householdId: string;
  siteId: string;
  channel: "mail" | "sms";
  address: string | null;
  attempts: number;
};

/** Claims up to BATCH due deliveries with a lease (see above); what this worker may send now. */
export async function claimDeliveries(ctx: AppContext, limit = BATCH): Promise<ClaimedDelivery[]> {
  const free = sql`(${sendDeliveries.leaseUntil} is null or ${sendDeliveries.leaseUntil} < now())`;
  return ctx.db
    .update(sendDeliveries)
    .set({
      attempts: sql`${sendDeliveries.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(
      and(
        sql`(${sendDeliveries.sendId}, ${sendDeliveries.householdId}) in (
          select send_id, household_id from send_deliveries
          where status = 'queued' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
          order by next_attempt_at limit ${limit} for update skip locked)`,
        eq(sendDeliveries.status, "queued"),
        free,
      ),
    )
    .returning({
      sendId: sendDeliveries.sendId,
      householdId: sendDeliveries.householdId,
      siteId: sendDeliveries.siteId,
      channel: sendDeliveries.channel,
      address: sendDeliveries.address,
      attempts: sendDeliveries.attempts,
    });
}

/** The claim still held: the row queued with the attempts this worker claimed it with. */
const held = (claim: ClaimedDelivery) =>
  and(
    eq(sendDeliveries.sendId, claim.sendId),
    eq(sendDeliveries.householdId, claim.householdId),
    eq(sendDeliveries.status, "queued"),
    eq(sendDeliveries.attempts, claim.attempts),
  );

type Outcome =
  | { kind: "sent"; providerId: string | null; note?: string }
  | { kind: "skipped"; reason: string }
  | { kind: "failed"; error: string; bounced?: boolean }
  | { kind: "retry"; error: string };

/** A reason as stored on a household: one line, at most 300 characters. */
const reasonText = (text: string) =>
  text
    .replace(/[^\P{Cc}]+/gu, " ")
    .trim()
    .slice(0, 300);

async function record(ctx: AppContext, claim: ClaimedDelivery, outcome: Outcome): Promise<void> {
  const where = held(claim);
  if (outcome.kind === "sent") {
    await ctx.db
      .update(sendDeliveries)
      .set({
        status: "sent",
        providerId: outcome.providerId,
        sentAt: sql`now()`,
        leaseUntil: null,
        error: outcome.note ?? null,
      })
      .where(where);
  } else if (outcome.kind === "skipped") {
    await ctx.db
      .update(sendDeliveries)
      .set({ status: "skipped", reason: outcome.reason, leaseUntil: null })
      .where(where);
  } else if (outcome.kind === "failed" || claim.attempts >= MAX_ATTEMPTS) {
    const failed = await ctx.db
      .update(sendDeliveries)
      .set({ status: "failed", error: outcome.error.slice(0, 500), leaseUntil: null })
      .where(where)
      .returning({ householdId: sendDeliveries.householdId });
    // The mail server refused the address for good: the guest list shows it on the household.
    if (outcome.kind === "failed" && outcome.bounced && failed.length > 0)
      await markMailFailed(ctx, claim.householdId, outcome.error.replace(/^mail: /, ""));
  } else {
    await ctx.db
      .update(sendDeliveries)
      .set({
        leaseUntil: null,
        error: outcome.error.slice(0, 500),
        nextAttemptAt: sql`now() + least(interval '1 minute' * power(2, ${claim.attempts - 1}), interval '1 hour')`,
      })
      .where(where);
  }
}

class SendTimeout extends Error {}

function withinTimeout<T>(sending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendTimeout("no answer in time")), SEND_TIMEOUT_MS);
  });
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}

type SendRow = typeof sends.$inferSelect;
type HouseholdFacts = {
  id: string;
  name: string;
  token: string;
  linkEnabled: boolean;
  deleted: boolean;
  unsubscribed: boolean;
};
type SiteFacts = NonNullable<Awaited<ReturnType<typeof siteForDelivery>>> & { ownerMail: string | null };

/** Delivers one claimed row; the outcome to record. */
async function deliver(
  ctx: AppContext,
  claim: ClaimedDelivery,
  send: SendRow | undefined,
  household: HouseholdFacts | undefined,
  site: SiteFacts | null | undefined,
): Promise<Outcome> {
  if (!send || !site) return { kind: "failed", error: "the send or its page is gone" };
  if (!household || (household.deleted && !send.test)) return { kind: "skipped", reason: "deleted" };
  if (!household.linkEnabled && !send.test) return { kind: "skipped", reason: "link-off" };
  if (!claim.address) return { kind: "skipped", reason: "no-address" };
  if (claim.channel === "mail" && household.unsubscribed && !send.test)
    return { kind: "skipped", reason: "unsubscribed" };
  let sendSite: ReturnType<typeof sendSiteOf>;
  try {
    sendSite = sendSiteOf(ctx, site);
  } catch {
    return { kind: "failed", error: "the page has no address for the personal link" };
  }
  const message = renderSend(sendSite, send, household);
  if (claim.channel === "mail") {
    try {
      const sent = await withinTimeout(
        ctx.mail.send({
          to: claim.address,
          subject: message.subject ?? sendSite.title,
          text: message.text,
          // Guests' answers and "no more mails" go to the couple.
          ...(site.ownerMail ? { replyTo: site.ownerMail } : {}),
          // Its HTML part in the brand's layout; the personal link is on the page's own host.
          design: {
            kind: `guest-${send.kind}`,
            language: sendSite.language,
            pageOrigin: `https://${sendSite.host}`,
            // The page's own picture: "with the page's design (names, date, picture)".
            ...(sendSite.hero ? { hero: sendSite.hero } : {}),
          },
          // "No more mails": headers, a line at the foot (not in a test to the owner).
          ...(send.test
            ? {}
            : {
                unsubscribe: guestMailUnsubscribe(ctx.config, {
                  host: sendSite.host,
                  siteId: sendSite.id,
                  householdId: household.id,
                  language: sendSite.language,
                  event: sendSite.title,
                }),
              }),
        }),
      );
      return { kind: "sent", providerId: sent.messageId };
    } catch (error) {
      // A 5xx reply (no such mailbox, refused): failed for good, marked on the household.
      if (isPermanentMailFailure(error) && !send.test)
        return { kind: "failed", error: `mail: ${(error as Error).message}`, bounced: true };
      if (isPermanentMailFailure(error))
        return { kind: "failed", error: `mail: ${(error as Error).message}` };
      return { kind: "retry", error: `mail: ${(error as Error).message}` };
    }
  }
  const service = await smsServiceOf(ctx);
  try {
    const sent = await withinTimeout(
      service.provider.send({
        from: service.sender,
        to: claim.address,
        message: message.text,
        whenDelivered: deliveryReportUrl(
          ctx.config.publicUrl,
          reportReference(claim.sendId, claim.householdId),
          smsReportSecret(ctx),
        ),
      }),
    );
    return { kind: "sent", providerId: sent.id };
  } catch (error) {
    if (error instanceof SmsProviderError) {
      if (error.permanent) return { kind: "failed", error: `sms: ${error.message}` };
      // It may have gone: never sent again; the delivery report (by our reference) says what happened.
      if (error.maybeSent)
        return {
          kind: "sent",
          providerId: null,
          note: `sms: ${error.message} (it may have gone; the report tells)`,
        };
    }
    if (error instanceof SendTimeout)
      return {
        kind: "sent",
        providerId: null,
        note: "sms: no answer in time (it may have gone; the report tells)",
      };
    return { kind: "retry", error: `sms: ${(error as Error).message}` };
  }
}

/** One batch: claim, deliver side by side, record each outcome. Returns how many rows were claimed. */
export async function deliverBatch(ctx: AppContext, isClosed: () => boolean = () => false): Promise<number> {
  const claims = await claimDeliveries(ctx);
  if (claims.length === 0) return 0;
  const sendIds = [...new Set(claims.map((claim) => claim.sendId))];
  const householdIds = [...new Set(claims.map((claim) => claim.householdId))];
  const [sendRows, householdRows] = await Promise.all([
    ctx.db.select().from(sends).where(inArray(sends.id, sendIds)),
    ctx.db
      .select({
        id: households.id,
        name: households.name,
        token: households.token,
        linkEnabled: households.linkEnabled,
        deleted: sql<boolean>`${households.deletedAt} is not null`,
        unsubscribed: sql<boolean>`${households.mailUnsubscribedAt} is not null`,
      })
      .from(households)
      .where(inArray(households.id, householdIds)),
  ]);
  const sendsById = new Map(sendRows.map((row) => [row.id, row]));
  const householdsById = new Map(
    householdRows.map((row) => [
      row.id,
      { ...row, deleted: Boolean(row.deleted), unsubscribed: Boolean(row.unsubscribed) },
    ]),
  );
  const sitesById = new Map<string, SiteFacts | null>();
  for (const siteId of new Set(claims.map((claim) => claim.siteId))) {
    const site = await siteForDelivery(ctx, siteId);
    let ownerMail: string | null = null;
    if (site?.accountId) {
      const [owner] = await ctx.db
        .select({ mail: accounts.mail })
        .from(accounts)
        .where(eq(accounts.id, site.accountId))
        .limit(1);
      ownerMail = owner?.mail ?? null;
    }
    sitesById.set(siteId, site ? { ...site, ownerMail } : null);
  }
  if (isClosed()) {
    await handBack(ctx, claims);
    return 0;
  }
  await Promise.all(
    claims.map(async (claim) => {
      let outcome: Outcome;
      try {
        outcome = await deliver(
          ctx,
          claim,
          sendsById.get(claim.sendId),
          householdsById.get(claim.householdId),
          sitesById.get(claim.siteId),
        );
      } catch (error) {
        outcome = { kind: "retry", error: (error as Error).message };
      }
      // Never the error's words in the log: a mail server's refusal names the guest's address. The
      // owner sees them in the send's log (GET …/sends), where they belong.
      if (outcome.kind === "retry" || outcome.kind === "failed")
        ctx.log.warn(
          {
            severity: 2,
            sendId: claim.sendId,
            channel: claim.channel,
            attempts: claim.attempts,
            outcome: outcome.kind,
          },
          "a guest message was not sent; tried again later unless failed for good",
        );
      await record(ctx, claim, outcome);
    }),
  );
  return claims.length;
}

/** Claimed rows given back at once (closing): due now for the next start or another process. */
async function handBack(ctx: AppContext, claims: ClaimedDelivery[]): Promise<void> {
  for (const claim of claims) {
    await ctx.db
      .update(sendDeliveries)
      .set({ leaseUntil: null, attempts: sql`${sendDeliveries.attempts} - 1` })
      .where(held(claim));
  }
}

type Worker = { running: Promise<number>; closed: boolean; poll: NodeJS.Timeout | null };
const workers = new WeakMap<AppContext, Worker>();

function workerOf(ctx: AppContext): Worker {
  let worker = workers.get(ctx);
  if (!worker) {
    worker = { running: Promise.resolve(0), closed: false, poll: null };
    workers.set(ctx, worker);
  }
  return worker;
}

/**
 * Delivers everything due, batch after batch, after any drain of this process already running;
 * resolves with how many rows were claimed. A failure is logged and left to the next wake or poll.
 */
export function deliverDueSends(ctx: AppContext): Promise<number> {
  const worker = workerOf(ctx);
  worker.running = worker.running.then(async () => {
    let claimed = 0;
    try {
      while (!worker.closed) {
        const count = await deliverBatch(ctx, () => worker.closed);
        claimed += count;
        if (count < BATCH) break;
      }
    } catch (error) {
      ctx.log.error({ err: error, severity: 3 }, "guest messages could not be sent now; tried again later");
    }
    return claimed;
  });
  return worker.running;
}

/** After a send is stored: deliver it now, off the owner's request. */
export function wakeSends(ctx: AppContext): void {
  if (!workerOf(ctx).closed) void deliverDueSends(ctx);
}

/** Delivers what waits when the server starts listening, polls for retries, and stops on close. */
export function runSends(app: FastifyInstance, ctx: AppContext): void {
  const worker = workerOf(ctx);
  app.addHook("onListen", async () => {
    void deliverDueSends(ctx);
    worker.poll = setInterval(() => void deliverDueSends(ctx), POLL_EVERY_MS);
    worker.poll.unref();
  });
  app.addHook("onClose", async () => {
    worker.closed = true;
    if (worker.poll) clearInterval(worker.poll);
    worker.poll = null;
    await worker.running;
  });
}

/**
 * A delivery report (46elks' whendelivered post) for the delivery of a verified reference: delivered
 * or failed, once, and only for the SMS that was sent (its provider id, or none known when the send's
 * answer was lost). False when it matched nothing.
 */
export async function recordDeliveryReport(
  ctx: AppContext,
  reference: { sendId: string; householdId: string },
  report: { id: string; status: "delivered" | "failed"; delivered: string | null },
): Promise<boolean> {
  const deliveredAt = report.delivered ? new Date(`${report.delivered.replace(/Z?$/, "Z")}`) : null;
  const rows = await ctx.db
    .update(sendDeliveries)
    .set({
      status: report.status,
      providerId: sql`coalesce(${sendDeliveries.providerId}, ${report.id})`,
      sentAt: sql`coalesce(${sendDeliveries.sentAt}, now())`,
      deliveredAt:
        report.status === "delivered"
          ? deliveredAt && !Number.isNaN(deliveredAt.getTime())
            ? deliveredAt
            : sql`now()`
          : null,
      error: report.status === "failed" ? "not delivered (the phone network's report)" : null,
      leaseUntil: null,
    })
    .where(
      and(
        eq(sendDeliveries.sendId, reference.sendId),
        eq(sendDeliveries.householdId, reference.householdId),
        eq(sendDeliveries.channel, "sms"),
        sql`${sendDeliveries.status} in ('queued', 'sent')`,
        sql`(${sendDeliveries.providerId} is null or ${sendDeliveries.providerId} = ${report.id})`,
      ),
    )
    .returning({ sendId: sendDeliveries.sendId });
  // The phone network could not deliver it: the guest list shows it on the household.
  // (A test went to the owner's number, not the household's.)
  if (rows.length > 0 && report.status === "failed")
    await ctx.db
      .update(households)
      .set({ smsFailedAt: sql`now()`, smsFailedReason: SMS_NOT_DELIVERED })
      .where(
        and(
          eq(households.id, reference.householdId),
          sql`not exists (select 1 from sends s where s.id = ${reference.sendId} and s.test)`,
        ),
      );
  return rows.length > 0;
}

/**
 * The reasons stored without words of a server's own (the guest list says them in the owner's
 * language): a failed SMS delivery report (46elks gives no reason), a bounce reported without one.
 */
export const SMS_NOT_DELIVERED = "not-delivered";
export const MAIL_BOUNCED = "bounced";

/** Marks a household's mail as refused or bounced, with the mail server's reason. */
async function markMailFailed(ctx: AppContext, householdId: string, reason: string): Promise<void> {
  await ctx.db
    .update(households)
    .set({ mailFailedAt: sql`now()`, mailFailedReason: reasonText(reason) || MAIL_BOUNCED })
    .where(eq(households.id, householdId));
}

/** What a bounce names: the Message-ID of the mail that bounced, or the delivery itself. */
export type BounceTarget = { messageId: string } | { sendId: string; householdId: string };

/**
 * A bounce reported after the mail was sent (POST /api/mail/bounce): the delivery of its Message-ID (or
 * its send and household) is marked failed with the reason, and its household's mail bounced. False
 * when it names no mail delivery of ours.
 */
export async function recordMailBounce(
  ctx: AppContext,
  target: BounceTarget,
  reason: string,
): Promise<boolean> {
  const why = reasonText(reason) || MAIL_BOUNCED;
  const which =
    "messageId" in target
      ? (() => {
          const bare = target.messageId.trim().replace(/^<|>$/g, "");
          return inArray(sendDeliveries.providerId, [`<${bare}>`, bare]);
        })()
      : and(eq(sendDeliveries.sendId, target.sendId), eq(sendDeliveries.householdId, target.householdId));
  const rows = await ctx.db
    .update(sendDeliveries)
    .set({ status: "failed", error: `mail: bounced: ${why}`.slice(0, 500), leaseUntil: null })
    .where(
      and(
        which,
        eq(sendDeliveries.channel, "mail"),
        sql`${sendDeliveries.status} in ('sent', 'delivered', 'failed')`,
        // A test went to the owner, not to the household.
        sql`not exists (select 1 from sends s where s.id = ${sendDeliveries.sendId} and s.test)`,
      ),
    )
    .returning({ householdId: sendDeliveries.householdId });
  for (const householdId of new Set(rows.map((row) => row.householdId)))
    await markMailFailed(ctx, householdId, why);
  return rows.length > 0;
}
