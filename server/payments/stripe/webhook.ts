// Webhook signatures, shared by both adapters so the simulator's webhooks run the very code that checks
// Stripe's: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`,
// checked (and its age, 5 minutes) by the `stripe` package's webhooks.constructEvent.
import { createHmac } from "node:crypto";
import { z } from "zod";
import { type CardWebhookEvent, WebhookSignatureError } from "./provider";

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({ object: z.object({ id: z.string().max(255).optional(), object: z.string().optional() }) }),
});

const INTENT_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);

export async function verifyStripeWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): Promise<CardWebhookEvent> {
  if (!signatureHeader) throw new WebhookSignatureError("No Stripe-Signature header");
  // The stripe package is some 200 modules: loaded with the first webhook (then from the module
  // cache), not at every server start.
  const { default: Stripe } = await import("stripe");
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  // The signature vouches for the sender, not for the shape: an event we cannot read is refused too.
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError("The event has an unexpected shape");
  const { id, type, data } = parsed.data;
  const isIntent = data.object.object === "payment_intent" && typeof data.object.id === "string";
  return {
    id,
    type: INTENT_EVENTS.has(type) ? (type as CardWebhookEvent["type"]) : "other",
    providerId: isIntent ? (data.object.id ?? null) : null,
  };
}

/** The header Stripe would send for this body, at this time (seconds): the simulator's and the tests'. */
export function signStripeWebhook(
  rawBody: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}
