// A receipt is marked sent only once the mail provider has taken it (issue 22): an SMTP server that
// accepts the connection and never answers fails the send within the URL's timeouts, and the receipt
// is then neither marked sent nor left leased, so the next resume sends it, once. While a send goes on
// its lease is held (and renewed), so a second sender (another process's resume) sends nothing.
import { createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments, sites } from "../db/schema";
import { mailDirOf } from "../mail/config";
import { readMailbox } from "../mail/mailbox";
import { type MailMessage, type MailProvider, smtpMailProvider } from "../mail/provider";
import { ownerWithSite, testAppForThisFile } from "../test/harness";
import { applyPaidPayment, mailReceiptOnce, RECEIPT_LEASE_MS, resumeUnapplied } from "./effects";
import { createPayment, setStatus } from "./records";

const t = testAppForThisFile();

/** An SMTP server that takes connections and never says a word (no greeting): every send hangs. */
let silent: Server;
let silentPort = 0;
let connections = 0;
const sockets = new Set<Socket>();
beforeAll(async () => {
  silent = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  silentPort = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const paymentOf = async (id: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0];
const receiptsTo = (mail: string) =>
  readMailbox(mailDirOf(t.ctx.config)).filter((m) => m.to.includes(mail) && m.subject.startsWith("Kvitto"));

async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An owner's subdomain payment recorded PAID (as a provider's callback leaves it), effect not yet applied. */
async function paidPayment(label: string) {
  const owner = await ownerWithSite(t.app);
  const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, owner.siteId));
  const payment = await createPayment(t.ctx, {
    siteId: owner.siteId,
    accountId: site?.accountId ?? "",
    product: "subdomain",
    method: "swish",
    target: label,
  });
  expect(await setStatus(t.ctx, payment.id, "PAID", { providerId: `swish-${label}` })).not.toBeNull();
  return { ...owner, payment };
}

/** Runs `fn` with ctx.mail replaced, restoring the app's own (file) provider afterwards. */
async function withMail<T>(provider: MailProvider, fn: () => Promise<T>): Promise<T> {
  const own = t.ctx.mail;
  t.ctx.mail = provider;
  try {
    return await fn();
  } finally {
    t.ctx.mail = own;
  }
}

describe("a receipt whose SMTP server hangs", () => {
  it("is not marked sent, its lease is released, and the next resume sends it once", async () => {
    const { mail, siteId, payment } = await paidPayment("tyst-smtp");
    const hanging = smtpMailProvider({
      mailUrl: `smtp://127.0.0.1:${silentPort}?connectionTimeout=500&greetingTimeout=500&socketTimeout=1000`,
      mailDir: mailDirOf(t.ctx.config),
      from: "Test <test@example.se>",
      log: t.ctx.log,
    });

    await withMail(hanging, async () => {
      const before = connections;
      const started = Date.now();
      const applying = applyPaidPayment(t.ctx, payment.id);
      // The send has begun (the server has our connection) and hangs: leased, not sent.
      await until("the SMTP connection", () => connections > before);
      const during = await paymentOf(payment.id);
      expect(during?.effectAppliedAt).not.toBeNull();
      expect(during?.receiptSentAt).toBeNull();
      const lease = during?.receiptLeaseUntil?.getTime() ?? 0;
      expect(lease).toBeGreaterThan(Date.now());
      expect(lease).toBeLessThanOrEqual(Date.now() + RECEIPT_LEASE_MS);
      // Another sender meanwhile (a second process's resume) leaves the leased receipt alone and
      // says when the lease ends (finishPayments comes back then).
      const other = await resumeUnapplied(t.ctx);
      expect(other.leaseEndsAt?.getTime()).toBe(lease);
      expect(connections).toBe(before + 1);

      // The greeting never comes: the send fails within the URL's timeouts; the effect stays applied.
      expect(await applying).toBe(true);
      // Within the URL's timeouts, not nodemailer's defaults (2 and 10 minutes); far from both on a busy machine.
      expect(Date.now() - started).toBeLessThan(45_000);
    });
    const failed = await paymentOf(payment.id);
    expect(failed?.receiptSentAt).toBeNull();
    expect(failed?.receiptLeaseUntil).toBeNull();
    expect(receiptsTo(mail)).toHaveLength(0);
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site).toMatchObject({ active: true, host: "tyst-smtp.brollopssidan.se" });

    // With a mail provider that works, the next resume sends it and marks it sent.
    const resumed = await resumeUnapplied(t.ctx);
    expect(resumed.leaseEndsAt).toBeNull();
    const sent = await paymentOf(payment.id);
    expect(sent?.receiptSentAt).not.toBeNull();
    expect(sent?.receiptLeaseUntil).toBeNull();
    const receipts = receiptsTo(mail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain(payment.reference);

    // Nothing more on the next run, or on another try of this payment.
    await resumeUnapplied(t.ctx);
    await mailReceiptOnce(t.ctx, payment.id);
    expect(await applyPaidPayment(t.ctx, payment.id)).toBe(false);
    expect(receiptsTo(mail)).toHaveLength(1);
    expect((await paymentOf(payment.id))?.receiptSentAt?.getTime()).toBe(sent?.receiptSentAt?.getTime());
  }, 60_000);

  it("keeps the lease renewed while a slow send goes on, so nobody else sends it", async () => {
    const { mail, payment } = await paidPayment("langsam-smtp");
    const taken: MailMessage[] = [];
    let finish: () => void = () => {};
    const slow: MailProvider = {
      kind: "smtp",
      send: (message) =>
        new Promise((resolve) => {
          taken.push(message);
          finish = () => resolve({ messageId: `<${taken.length}@test>` });
        }),
    };

    await withMail(slow, async () => {
      const applying = applyPaidPayment(t.ctx, payment.id);
      await until("the send", () => taken.length === 1);
      const first = (await paymentOf(payment.id))?.receiptLeaseUntil?.getTime() ?? 0;
      expect(first).toBeGreaterThan(Date.now());
      // After more than one renewal period (a quarter of the lease) the lease reaches further.
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_LEASE_MS / 4 + 1_000));
      const renewed = await paymentOf(payment.id);
      expect(renewed?.receiptSentAt).toBeNull();
      expect(renewed?.receiptLeaseUntil?.getTime()).toBeGreaterThan(first + RECEIPT_LEASE_MS / 4 - 500);
      // Other senders meanwhile take nothing.
      await mailReceiptOnce(t.ctx, payment.id);
      await resumeUnapplied(t.ctx);
      expect(taken).toHaveLength(1);

      finish();
      expect(await applying).toBe(true);
    });
    const sent = await paymentOf(payment.id);
    expect(sent?.receiptSentAt).not.toBeNull();
    expect(sent?.receiptLeaseUntil).toBeNull();
    expect(taken[0]?.subject).toContain(payment.reference);
    expect(taken[0]?.to).toBe(mail);
    // Sent once: the file provider (restored) gets nothing more for it.
    await resumeUnapplied(t.ctx);
    expect(receiptsTo(mail)).toHaveLength(0);
    expect(taken).toHaveLength(1);
  }, 60_000);

  it("leases a receipt from the moment it is claimed, even late in a long resume", async () => {
    // One resume sends a backlog: the first send takes longer than a whole lease (slow SMTP). The
    // next receipt claimed by that same run must still be leased for RECEIPT_LEASE_MS from its claim,
    // not from when the run began (it would be free for anyone at once: sent twice).
    const a = await paidPayment("forsta-i-ko");
    const b = await paidPayment("andra-i-ko");
    const taken: MailMessage[] = [];
    const waiting: Array<() => void> = [];
    let secondSender: Promise<void> | null = null;
    const slow: MailProvider = {
      kind: "smtp",
      send: (message) => {
        taken.push(message);
        if (taken.length === 1) {
          // A slow server: this one send takes 25 s (the clock is moved on).
          vi.setSystemTime(Date.now() + RECEIPT_LEASE_MS + 5_000);
          return Promise.resolve({ messageId: "<1@test>" });
        }
        if (taken.length === 2) {
          // While the second receipt of the run is being sent, another sender (a second process, or
          // the next periodic run) looks at it.
          const id = message.subject.includes(a.payment.reference) ? a.payment.id : b.payment.id;
          secondSender = mailReceiptOnce(t.ctx, id);
          return new Promise((resolve) => waiting.push(() => resolve({ messageId: "<2@test>" })));
        }
        return Promise.resolve({ messageId: `<${taken.length}@test>` });
      },
    };
    // Nobody's receipt yet: applied now, mailed by the resume below (as after a restart).
    await withMail(
      {
        kind: "smtp",
        send: () => Promise.reject(new Error("down")),
      },
      async () => {
        expect(await applyPaidPayment(t.ctx, a.payment.id)).toBe(true);
        expect(await applyPaidPayment(t.ctx, b.payment.id)).toBe(true);
      },
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await withMail(slow, async () => {
        const resuming = resumeUnapplied(t.ctx);
        await until("the second send", () => taken.length >= 2 && secondSender !== null);
        await secondSender;
        for (const release of waiting) release();
        await resuming;
      });
    } finally {
      vi.useRealTimers();
    }
    const subjects = taken.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes(a.payment.reference))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes(b.payment.reference))).toHaveLength(1);
    expect((await paymentOf(a.payment.id))?.receiptSentAt).not.toBeNull();
    expect((await paymentOf(b.payment.id))?.receiptSentAt).not.toBeNull();
  }, 60_000);
});
