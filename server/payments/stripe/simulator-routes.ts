// The simulator's browser side (only without STRIPE_* keys): the card form page and its script, and the
// confirm its form posts to, which decides by Stripe's test cards, then (after a short pause, as Stripe's
// webhooks come a moment after the payment) delivers the signed event to our own webhook route.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError, type ErrorCode } from "../../errors";
import { defineRoute } from "../../routes/define";
import type { CardSimulator, ConfirmResult } from "./simulator";
import { cardPage, invalidLinkPage, localeOf } from "./simulator-page";
import { CARD_FORM_SCRIPT } from "./simulator-script";
import type { CardOutcome } from "./test-cards";

export const WEBHOOK_PATH = "/api/stripe/webhook";
/** How long after a confirm the simulator's webhook arrives (Stripe's come within seconds). */
export const SIMULATED_WEBHOOK_DELAY_MS = 800;
/**
 * As Stripe: an event our webhook did not answer 2xx is sent again with exponential backoff (here 1 s,
 * 2 s, 4 s … at most an hour apart) for up to three days; undelivered events are files, so a restarted
 * server sends what the stopped one could not.
 */
export const webhookRetryDelayMs = (attempt: number): number =>
  Math.min(3_600_000, 1000 * 2 ** (attempt - 1));
const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;

const pending = new WeakMap<AppContext, Set<Promise<void>>>();

/** Resolves when every webhook the simulator has scheduled so far was delivered (or gave up). */
export async function simulatorDeliveries(ctx: AppContext): Promise<void> {
  await Promise.all([...(pending.get(ctx) ?? [])]);
}

const confirmBody = z.object({
  client_secret: z.string().min(1).max(200),
  number: z.string().max(40),
  expiry: z.string().max(12),
  cvc: z.string().max(8),
});
const pageQuery = z.object({
  client_secret: z.string().max(200).default(""),
  locale: z.string().max(5).optional(),
});

function refusal(outcome: CardOutcome): ErrorCode {
  if (outcome.kind === "invalid") {
    return outcome.field === "number"
      ? "CARD_NUMBER_INVALID"
      : outcome.field === "expiry"
        ? "CARD_EXPIRY_INVALID"
        : "CARD_CVC_INVALID";
  }
  if (outcome.kind === "declined") {
    return outcome.declineCode === "insufficient_funds"
      ? "CARD_INSUFFICIENT_FUNDS"
      : outcome.declineCode === "test_mode_live_card"
        ? "CARD_TEST_MODE_LIVE_CARD"
        : "CARD_DECLINED";
  }
  return "INTERNAL";
}

export async function cardSimulatorRoutes(app: FastifyInstance, ctx: AppContext, simulator: CardSimulator) {
  const deliveries = new Set<Promise<void>>();
  pending.set(ctx, deliveries);
  // Scheduled deliveries and how to end each: a closing app drops them (a real lost webhook, which
  // the poll makes up for) and still settles what simulatorDeliveries waits on.
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closing = false;
  app.addHook("onClose", async () => {
    closing = true;
    for (const [timer, resolve] of timers) {
      clearTimeout(timer);
      resolve();
    }
    timers.clear();
  });

  // Delivered through the app itself (not over the network): the same route, content parser and
  // signature check as Stripe's own webhooks, without depending on which address this server listens on.
  // True when the webhook took it.
  const deliver = async (event: { id: string; body: string }): Promise<boolean> => {
    const response = await app.inject({
      method: "POST",
      url: WEBHOOK_PATH,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": simulator.sign(event.body),
      },
      payload: event.body,
    });
    if (response.statusCode < 300) {
      simulator.eventDelivered(event.id);
      return true;
    }
    ctx.log.warn(
      { severity: 2, status: response.statusCode, eventId: event.id },
      "the simulated card webhook was refused",
    );
    return false;
  };
  // One attempt after `delayMs`; a refused or failed one schedules the next with backoff. The promise
  // (what simulatorDeliveries waits on) settles after this attempt.
  const schedule = (event: { id: string; body: string; created: number }, delayMs: number, attempt = 1) => {
    if (closing) return;
    const delivery = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(event)
          .catch((error: unknown) => {
            ctx.log.error({ err: error, severity: 3, eventId: event.id }, "simulated card webhook failed");
            return false;
          })
          .then((delivered) => {
            if (delivered || closing) return;
            if (Date.now() - event.created * 1000 > GIVE_UP_AFTER_MS) {
              ctx.log.error(
                { severity: 3, eventId: event.id },
                "a simulated card webhook was given up after 3 days",
              );
              simulator.eventDelivered(event.id);
              return;
            }
            schedule(event, webhookRetryDelayMs(attempt), attempt + 1);
          })
          .finally(resolve);
      }, delayMs);
      timer.unref();
      timers.set(timer, resolve);
    });
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  };
  // What a stopped server left undelivered goes out once this one is listening.
  app.addHook("onReady", async () => {
    for (const event of simulator.undeliveredEvents()) schedule(event, SIMULATED_WEBHOOK_DELAY_MS);
  });

  app.get("/payment-simulator/card.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(CARD_FORM_SCRIPT),
  );

  app.get("/payment-simulator/card", async (request, reply) => {
    const parsed = pageQuery.safeParse(request.query);
    const locale = localeOf(parsed.success ? parsed.data.locale : undefined);
    const intent = parsed.success ? simulator.intentOfClientSecret(parsed.data.client_secret) : null;
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    if (!intent) return reply.code(404).send(invalidLinkPage(locale));
    return reply.send(
      cardPage({
        locale,
        clientSecret: intent.secret,
        amount: intent.amount,
        currency: intent.currency,
        paid: intent.status === "succeeded",
      }),
    );
  });

  defineRoute(app, {
    method: "POST",
    url: "/payment-simulator/card/confirm",
    summary:
      "Card simulator only (no STRIPE_* keys): pay the intent of client_secret with a test card (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 declined, 402; 4000 0000 0000 9995 insufficient funds, 402; invalid number, expiry or CVC, 422)",
    access: "public",
    body: confirmBody,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async ({ body }) => {
      const result = simulator.confirm(body.client_secret, {
        number: body.number,
        expiry: body.expiry,
        cvc: body.cvc,
      });
      if (!result) throw new ApiError("NOT_FOUND");
      if (!result.event) {
        // Nothing changed: a second click after the payment went through, a closed intent, or bad input.
        if (result.intent.status === "succeeded")
          return { status: "succeeded", payment_intent: result.intent.id };
        if (result.intent.status === "canceled") throw new ApiError("CARD_PAYMENT_CLOSED");
        throw new ApiError(refusal(result.outcome));
      }
      const eventId = (JSON.parse(result.event.body) as { id: string }).id;
      schedule(
        { id: eventId, body: result.event.body, created: Math.floor(Date.now() / 1000) },
        SIMULATED_WEBHOOK_DELAY_MS,
      );
      if (result.outcome.kind === "succeeded")
        return { status: "succeeded", payment_intent: result.intent.id };
      throw new ApiError(refusal(result.outcome));
    },
  });
}
