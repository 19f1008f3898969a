// The real Stripe adapter: webhook signatures it accepts and refuses (computed here with node:crypto,
// independently of the adapter), and the PaymentIntent requests it sends, against a local server that
// answers as Stripe's API does.
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookSignatureError } from "./provider";
import { stripeCardProvider } from "./stripe-adapter";

const SECRET = "whsec_test_0123456789abcdef";
const keys = { secretKey: "sk_test_abc123", publishableKey: "pk_test_abc123", webhookSecret: SECRET };

const sign = (body: string, secret = SECRET, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
const intentEvent = (type: string) =>
  JSON.stringify({
    id: "evt_123",
    object: "event",
    type,
    data: { object: { id: "pi_abc", object: "payment_intent", status: "succeeded" } },
  });

describe("the Stripe adapter's webhook verification", () => {
  const provider = stripeCardProvider(keys);

  it("accepts Stripe's signature over the raw body and reads the intent event", async () => {
    const body = intentEvent("payment_intent.succeeded");
    expect(await provider.verifyWebhook(Buffer.from(body), sign(body))).toEqual({
      id: "evt_123",
      type: "payment_intent.succeeded",
      providerId: "pi_abc",
    });
    const failed = intentEvent("payment_intent.payment_failed");
    expect((await provider.verifyWebhook(Buffer.from(failed), sign(failed))).type).toBe(
      "payment_intent.payment_failed",
    );
    const other = intentEvent("payment_intent.created");
    expect((await provider.verifyWebhook(Buffer.from(other), sign(other))).type).toBe("other");
  });

  it("refuses another secret, a changed body, a missing header and an old timestamp", async () => {
    const body = intentEvent("payment_intent.succeeded");
    const refuse = (raw: string, header: string | undefined) =>
      expect(provider.verifyWebhook(Buffer.from(raw), header)).rejects.toThrow(WebhookSignatureError);
    await refuse(body, sign(body, "whsec_other"));
    await refuse(body.replace("pi_abc", "pi_xyz"), sign(body));
    await refuse(body, undefined);
    await refuse(body, sign(body, SECRET, Math.floor(Date.now() / 1000) - 3600));
    await refuse(body, "t=1,v0=abc");
  });
});

describe("the Stripe adapter's PaymentIntent requests", () => {
  let server: Server;
  const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  let api: { host: string; port: number; protocol: "http" };
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
        response.setHeader("content-type", "application/json");
        if (request.url?.startsWith("/v1/payment_intents/pi_missing")) {
          response.statusCode = 404;
          response.end(
            JSON.stringify({ error: { type: "invalid_request_error", message: "No such payment_intent" } }),
          );
          return;
        }
        response.end(
          JSON.stringify({
            id: "pi_123",
            object: "payment_intent",
            amount: 59900,
            currency: "sek",
            status: "requires_payment_method",
            client_secret: "pi_123_secret_456",
            metadata: { paymentId: "p1" },
            last_payment_error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    api = { host: "127.0.0.1", port: (server.address() as AddressInfo).port, protocol: "http" };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("creates with the amount in minor units, metadata, automatic methods and the idempotency key", async () => {
    const provider = stripeCardProvider({ ...keys, api });
    const created = await provider.createPaymentIntent({
      amount: 59900,
      currency: "SEK",
      paymentId: "p1",
      idempotencyKey: "payment-p1",
    });
    expect(created).toEqual({
      clientSecret: "pi_123_secret_456",
      providerId: "pi_123",
      publishableKey: "pk_test_abc123",
    });
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/payment_intents");
    expect(request?.headers["idempotency-key"]).toBe("payment-p1");
    expect(request?.headers.authorization).toBe("Bearer sk_test_abc123");
    const form = new URLSearchParams(request?.body);
    expect(form.get("amount")).toBe("59900");
    expect(form.get("currency")).toBe("sek");
    expect(form.get("metadata[paymentId]")).toBe("p1");
    expect(form.get("automatic_payment_methods[enabled]")).toBe("true");
  });

  it("retrieves an intent: a refused attempt is 'failed' with Stripe's message; an unknown one throws", async () => {
    const provider = stripeCardProvider({ ...keys, api });
    expect(await provider.retrieve("pi_123")).toEqual({
      providerId: "pi_123",
      state: "failed",
      amount: 59900,
      currency: "sek",
      paymentId: "p1",
      failureMessage: "Your card was declined.",
    });
    await expect(provider.retrieve("pi_missing")).rejects.toThrow("No such payment_intent");
    expect(provider.cardFormUrl("pi_123_secret_456", "sv")).toBeNull();
  });
});
