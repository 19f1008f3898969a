// The local card simulator (the default without STRIPE_* keys): Stripe's part, played on this server.
// Intents look like Stripe's (pi_…, client secret pi_…_secret_…), a retried create with the same
// idempotency key returns the same intent, a confirm decides by Stripe's test cards (test-cards.ts) and
// leaves the intent as Stripe would (succeeded, or requires_payment_method with last_payment_error),
// and every outcome becomes an event signed with Stripe's scheme, which simulator-routes.ts delivers to
// our own webhook route. Intents are files under DATA_DIR so a restarted server still knows them.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
  type CardProvider,
  CardProviderError,
  type CreateIntentInput,
  intentStateOf,
  type RetrievedIntent,
} from "./provider";
import { type CardInput, type CardOutcome, decideCard } from "./test-cards";
import { signStripeWebhook, verifyStripeWebhook } from "./webhook";

const intentSchema = z.object({
  id: z.string(),
  secret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paymentId: z.string(),
  status: z.enum(["requires_payment_method", "succeeded", "canceled"]),
  lastPaymentError: z.object({ code: z.string(), declineCode: z.string(), message: z.string() }).nullable(),
  created: z.number().int(),
  /** Paid with the card whose refunds fail (test-cards.ts). */
  refundFails: z.boolean().optional(),
  /** Its refund, once asked for (one full refund per intent, as ours are). */
  refund: z
    .object({ id: z.string(), amount: z.number().int(), status: z.enum(["succeeded", "failed"]) })
    .optional(),
});
export type SimulatedIntent = z.infer<typeof intentSchema>;

/** What a confirm did: the intent afterwards, and the signed event to deliver (null: nothing changed). */
export type ConfirmResult = Readonly<{
  outcome: CardOutcome;
  intent: SimulatedIntent;
  event: { body: string; signature: string } | null;
}>;

export interface CardSimulator extends CardProvider {
  readonly kind: "simulator";
  /** The signing secret of its webhooks (tests sign their own, forged and replayed ones, with it). */
  readonly webhookSecret: string;
  /** The intent a client secret names, or null (wrong or unknown secret). */
  intentOfClientSecret(clientSecret: string): SimulatedIntent | null;
  /** Pays the intent with a card: decides, stores the new state and signs the event. */
  confirm(clientSecret: string, card: CardInput): ConfirmResult | null;
  /**
   * Events not yet delivered to our webhook (kept as files, as Stripe keeps undelivered events and
   * retries them for days): a server killed between a confirm and its webhook still gets it.
   */
  undeliveredEvents(): Array<{ id: string; body: string; created: number }>;
  /** An event reached the webhook: it is not sent again. */
  eventDelivered(id: string): void;
  /** Signs an event's body now, with this process's secret (a retried event is signed afresh). */
  sign(body: string): string;
}

// Stripe's English messages, as its API answers; the form shows its own texts in the page's language.
const DECLINE_MESSAGES = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  test_mode_live_card:
    "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
} as const;

const ID_RE = /^pi_[A-Za-z0-9]{24}$/;
const token = (bytes: number) =>
  randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x").slice(0, bytes);

export function cardSimulator(options: { dataDir: string; now?: () => Date }): CardSimulator {
  const dir = join(options.dataDir, "card-simulator");
  mkdirSync(dir, { recursive: true });
  // A new signing secret per process: webhooks are delivered by this process to itself.
  const webhookSecret = `whsec_sim${randomBytes(24).toString("hex")}`;
  const now = options.now ?? (() => new Date());

  const fileOf = (id: string) => join(dir, `${id}.json`);
  const keyFile = (key: string) => join(dir, `key-${createHash("sha256").update(key).digest("hex")}.txt`);
  const write = (file: string, text: string) => {
    // Write then rename, so a killed server leaves the old file or the new one, never half of one.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
  };
  const load = (id: string): SimulatedIntent | null => {
    if (!ID_RE.test(id)) return null;
    try {
      return intentSchema.parse(JSON.parse(readFileSync(fileOf(id), "utf8")));
    } catch {
      return null;
    }
  };
  const save = (intent: SimulatedIntent) => write(fileOf(intent.id), JSON.stringify(intent));

  const stripeObject = (intent: SimulatedIntent) => ({
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: { paymentId: intent.paymentId },
    livemode: false,
    last_payment_error: intent.lastPaymentError
      ? {
          type: "card_error",
          code: intent.lastPaymentError.code,
          decline_code: intent.lastPaymentError.declineCode,
          message: intent.lastPaymentError.message,
        }
      : null,
  });

  const eventsDir = join(dir, "events");
  mkdirSync(eventsDir, { recursive: true });
  const EVENT_RE = /^evt_[A-Za-z0-9]{24}$/;

  const signedEvent = (type: string, intent: SimulatedIntent) => {
    const id = `evt_${token(24)}`;
    const body = JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      data: { object: stripeObject(intent) },
    });
    // Kept until delivered (written before the intent's new state, so no paid intent lacks its event).
    write(join(eventsDir, `${id}.json`), body);
    return { body, signature: signStripeWebhook(body, webhookSecret, Math.floor(now().getTime() / 1000)) };
  };

  const intentOfClientSecret = (clientSecret: string): SimulatedIntent | null => {
    const match = /^(pi_[A-Za-z0-9]{24})_secret_([A-Za-z0-9]{24})$/.exec(clientSecret);
    if (!match) return null;
    const intent = load(match[1] as string);
    if (!intent) return null;
    const given = Buffer.from(clientSecret);
    const expected = Buffer.from(intent.secret);
    return given.length === expected.length && timingSafeEqual(given, expected) ? intent : null;
  };

  const retrieveIntent = async (providerId: string): Promise<RetrievedIntent> => {
    const intent = load(providerId);
    if (!intent) throw new CardProviderError(`No such payment_intent: '${providerId}'`);
    return {
      providerId: intent.id,
      state: intentStateOf(intent.status, intent.lastPaymentError),
      amount: intent.amount,
      currency: intent.currency,
      paymentId: intent.paymentId,
      failureMessage: intent.lastPaymentError?.message ?? null,
    };
  };

  return {
    kind: "simulator",
    webhookSecret,

    async createPaymentIntent(input: CreateIntentInput) {
      if (!Number.isInteger(input.amount) || input.amount < 1) {
        throw new CardProviderError(`Invalid amount ${input.amount}: Stripe wants a positive integer`);
      }
      let existing: SimulatedIntent | null = null;
      try {
        existing = load(readFileSync(keyFile(input.idempotencyKey), "utf8"));
      } catch {
        existing = null;
      }
      const intent = existing ?? {
        id: `pi_${token(24)}`,
        secret: "",
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        paymentId: input.paymentId,
        status: "requires_payment_method" as const,
        lastPaymentError: null,
        created: Math.floor(now().getTime() / 1000),
      };
      if (!existing) {
        intent.secret = `${intent.id}_secret_${token(24)}`;
        save(intent);
        write(keyFile(input.idempotencyKey), intent.id);
      }
      return { clientSecret: intent.secret, providerId: intent.id, publishableKey: "pk_test_simulator" };
    },

    retrieve: retrieveIntent,

    async cancel(providerId: string) {
      const intent = load(providerId);
      if (!intent) throw new CardProviderError(`No such payment_intent: '${providerId}'`);
      // As Stripe: only an intent not yet paid can be cancelled; a paid one stays paid.
      if (intent.status === "requires_payment_method") save({ ...intent, status: "canceled" });
      return retrieveIntent(providerId);
    },

    async refund(input) {
      const intent = load(input.providerId);
      if (!intent) throw new CardProviderError(`No such payment_intent: '${input.providerId}'`);
      if (intent.refund) return { id: intent.refund.id, state: intent.refund.status };
      if (intent.status !== "succeeded")
        throw new CardProviderError(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        );
      if (input.amount < 1 || input.amount > intent.amount)
        throw new CardProviderError(
          `Refund amount (${input.amount}) is greater than charge amount (${intent.amount})`,
        );
      const refund = {
        id: `re_${token(24)}`,
        amount: input.amount,
        status: intent.refundFails ? ("failed" as const) : ("succeeded" as const),
      };
      save({ ...intent, refund });
      return { id: refund.id, state: refund.status };
    },

    async retrieveRefund(refundId: string) {
      for (const name of readdirSync(dir)) {
        if (!name.startsWith("pi_") || !name.endsWith(".json")) continue;
        const intent = load(name.slice(0, -5));
        if (intent?.refund?.id === refundId) return { id: refundId, state: intent.refund.status };
      }
      throw new CardProviderError(`No such refund: '${refundId}'`);
    },

    async verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeWebhook(rawBody, signatureHeader, webhookSecret);
    },

    // Relative: the form is served by whichever of our hosts the owner app is on, so the iframe is
    // same-origin with it and the result message can name that origin.
    cardFormUrl(clientSecret, locale) {
      const query = new URLSearchParams({ client_secret: clientSecret, locale });
      return `/payment-simulator/card?${query.toString()}`;
    },

    intentOfClientSecret,

    undeliveredEvents() {
      const events: Array<{ id: string; body: string; created: number }> = [];
      for (const name of readdirSync(eventsDir)) {
        const id = name.replace(/\.json$/, "");
        if (!EVENT_RE.test(id)) continue;
        try {
          const body = readFileSync(join(eventsDir, name), "utf8");
          const created = z.object({ created: z.number() }).parse(JSON.parse(body)).created;
          events.push({ id, body, created });
        } catch {
          // A file being written (its temporary name does not match) or not an event: skipped.
        }
      }
      return events.sort((a, b) => a.created - b.created);
    },

    eventDelivered(id) {
      if (EVENT_RE.test(id)) rmSync(join(eventsDir, `${id}.json`), { force: true });
    },

    sign(body) {
      return signStripeWebhook(body, webhookSecret, Math.floor(now().getTime() / 1000));
    },

    confirm(clientSecret, card) {
      const intent = intentOfClientSecret(clientSecret);
      if (!intent) return null;
      const outcome = decideCard(card, now());
      // As Stripe: a paid or cancelled intent takes no more attempts, and a refused input touches nothing.
      if (intent.status !== "requires_payment_method" || outcome.kind === "invalid") {
        return { outcome, intent, event: null };
      }
      if (outcome.kind === "succeeded") {
        const paid: SimulatedIntent = {
          ...intent,
          status: "succeeded",
          lastPaymentError: null,
          ...(outcome.refundFails ? { refundFails: true } : {}),
        };
        save(paid);
        return { outcome, intent: paid, event: signedEvent("payment_intent.succeeded", paid) };
      }
      const refused: SimulatedIntent = {
        ...intent,
        lastPaymentError: {
          code: "card_declined",
          declineCode: outcome.declineCode,
          message: DECLINE_MESSAGES[outcome.declineCode],
        },
      };
      save(refused);
      return { outcome, intent: refused, event: signedEvent("payment_intent.payment_failed", refused) };
    },
  };
}
