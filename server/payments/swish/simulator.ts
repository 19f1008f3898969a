// The Swish simulator: an HTTP server on loopback speaking the payment request JSON of the Swish
// Commerce API (without mutual TLS), so the real adapter (api.ts) is what talks to it. Like Swish, it
// validates a request, answers 201, lets the "payer" take a few seconds, then settles the request and
// POSTs it to the callbackUrl. The payer number decides the outcome (docs/decisions.md):
//   46700000001 DECLINED · 46700000002 ERROR (BANKIDCL) · 46700000003 CANCELLED
//   46700000004 never answered (stays CREATED) · 46700000005 refused at once (ACMT03, not enrolled)
//   46700000006 PAID, but a refund of it fails (ERROR FF10)
//   any other valid number: PAID.
// Refunds (PUT /swish-cpcapi/api/v2/refunds/{id}) of a paid request are checked like Swish's (the
// original's paymentReference, the amount left, our own number as payer), settle after the same delay
// (PAID, or ERROR for a payment of 46700000006) and are called back like payments.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { INSTRUCTION_ID_PATTERN, type SwishError, type SwishRequestStatus } from "./provider";

export const SIMULATOR_NUMBERS = {
  declined: "46700000001",
  error: "46700000002",
  cancelled: "46700000003",
  noAnswer: "46700000004",
  notEnrolled: "46700000005",
  refundFails: "46700000006",
} as const;

type StoredRefund = {
  id: string;
  originalPaymentReference: string;
  payerAlias: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  status: "CREATED" | "DEBITED" | "PAID" | "ERROR";
  errorCode: string | null;
  errorMessage: string | null;
  dateCreated: string;
};

const refundSchema = z.object({
  originalPaymentReference: z.string().min(1).max(64),
  callbackUrl: z.string().url().max(1000),
  payerAlias: z.string(),
  amount: z.string(),
  currency: z.string(),
  message: z.string().max(50).nullish(),
});

type StoredRequest = {
  id: string;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string;
  payeeAlias: string;
  amount: number;
  currency: string;
  message: string;
  status: SwishRequestStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
};

export type SwishSimulator = {
  url: string;
  /** Milliseconds the "payer" takes; tests lower it. */
  delayMs: number;
  /** Delivers a callback (a POST of the JSON to callbackUrl); tests replace it. */
  deliver: (callbackUrl: string, body: unknown) => Promise<void>;
  /** Settles every request still waiting at once (tests). */
  settleNow: () => Promise<void>;
  requests: Map<string, StoredRequest>;
  refunds: Map<string, StoredRefund>;
  close: () => Promise<void>;
};

const createSchema = z.object({
  payeePaymentReference: z
    .string()
    .max(35)
    .regex(/^[A-Za-z0-9]*$/)
    .nullish(),
  callbackUrl: z.string().url().max(1000),
  payerAlias: z.string(),
  payeeAlias: z.string(),
  amount: z.string(),
  currency: z.string(),
  message: z.string().nullish(),
});

function validate(body: unknown): { errors: SwishError[]; value?: z.output<typeof createSchema> } {
  const parsed = createSchema.safeParse(body);
  if (!parsed.success) return { errors: [{ errorCode: "PA01", errorMessage: "Parameter is not correct." }] };
  const v = parsed.data;
  const errors: SwishError[] = [];
  if (!/^https?:\/\//.test(v.callbackUrl))
    errors.push({ errorCode: "RP03", errorMessage: "Callback URL is missing or does not use HTTPS." });
  if (!/^\d{8,15}$/.test(v.payerAlias))
    errors.push({ errorCode: "BE18", errorMessage: "Payer alias is invalid." });
  if (!/^\d{10}$/.test(v.payeeAlias))
    errors.push({ errorCode: "RP01", errorMessage: "Missing Merchant Swish Number." });
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(v.amount))
    errors.push({ errorCode: "PA02", errorMessage: "Amount value is missing or not a valid number." });
  else if (Number(v.amount) < 1)
    errors.push({
      errorCode: "AM06",
      errorMessage: "Specified transaction amount is less than agreed minimum.",
    });
  if (v.currency !== "SEK") errors.push({ errorCode: "AM03", errorMessage: "Invalid or missing Currency." });
  if ((v.message ?? "").length > 50)
    errors.push({ errorCode: "RP02", errorMessage: "Wrong formatted message." });
  if (errors.length === 0 && v.payerAlias === SIMULATOR_NUMBERS.notEnrolled) {
    errors.push({ errorCode: "ACMT03", errorMessage: "Payer not Enrolled." });
  }
  return errors.length > 0 ? { errors } : { errors, value: v };
}

function outcome(payerAlias: string): Pick<StoredRequest, "status" | "errorCode" | "errorMessage"> | null {
  switch (payerAlias) {
    case SIMULATOR_NUMBERS.declined:
      return { status: "DECLINED", errorCode: null, errorMessage: null };
    case SIMULATOR_NUMBERS.error:
      return { status: "ERROR", errorCode: "BANKIDCL", errorMessage: "Payer cancelled BankId signing" };
    case SIMULATOR_NUMBERS.cancelled:
      return { status: "CANCELLED", errorCode: null, errorMessage: null };
    case SIMULATOR_NUMBERS.noAnswer:
      return null;
    default:
      return { status: "PAID", errorCode: null, errorMessage: null };
  }
}

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

export async function startSwishSimulator(options: {
  delayMs: number;
  onError?: (error: unknown) => void;
}): Promise<SwishSimulator> {
  const requests = new Map<string, StoredRequest>();
  const refunds = new Map<string, StoredRefund>();
  const timers = new Map<string, NodeJS.Timeout>();

  const settleRefund = async (id: string) => {
    timers.delete(id);
    const refund = refunds.get(id);
    if (refund?.status !== "CREATED") return;
    const original = [...requests.values()].find(
      (r) => r.paymentReference === refund.originalPaymentReference,
    );
    if (original?.payerAlias === SIMULATOR_NUMBERS.refundFails) {
      Object.assign(refund, {
        status: "ERROR",
        errorCode: "FF10",
        errorMessage: "Bank system processing error",
      });
    } else {
      refund.status = "PAID";
    }
    try {
      await simulator.deliver(refund.callbackUrl, { ...refund });
    } catch (error) {
      options.onError?.(error);
    }
  };

  const createRefund = (id: string, body: unknown): { status: number; errors?: SwishError[] } => {
    if (!INSTRUCTION_ID_PATTERN.test(id))
      return {
        status: 422,
        errors: [{ errorCode: "RP09", errorMessage: "The given instructionUUID is not available." }],
      };
    if (refunds.has(id)) return { status: 201 };
    const parsed = refundSchema.safeParse(body);
    if (!parsed.success)
      return { status: 422, errors: [{ errorCode: "PA01", errorMessage: "Parameter is not correct." }] };
    const v = parsed.data;
    const original = [...requests.values()].find(
      (r) => r.status === "PAID" && r.paymentReference === v.originalPaymentReference,
    );
    if (!original)
      return { status: 422, errors: [{ errorCode: "RF02", errorMessage: "Original Payment not found." }] };
    if (v.payerAlias !== original.payeeAlias)
      return {
        status: 422,
        errors: [
          {
            errorCode: "RF03",
            errorMessage: "Payer alias in the refund does not match the payee alias in the original payment.",
          },
        ],
      };
    const already = [...refunds.values()]
      .filter((r) => r.originalPaymentReference === v.originalPaymentReference && r.status !== "ERROR")
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(v.amount);
    if (!/^\d{1,13}(\.\d{1,2})?$/.test(v.amount) || amount <= 0 || amount + already > original.amount + 1e-9)
      return {
        status: 422,
        errors: [
          {
            errorCode: "RF08",
            errorMessage:
              "Amount value is too large, or amount exceeds the amount of the original payment minus any previous refunds.",
          },
        ],
      };
    if (v.currency !== "SEK")
      return { status: 422, errors: [{ errorCode: "AM03", errorMessage: "Invalid or missing Currency." }] };
    refunds.set(id, {
      id,
      originalPaymentReference: v.originalPaymentReference,
      payerAlias: v.payerAlias,
      amount,
      currency: v.currency,
      callbackUrl: v.callbackUrl,
      status: "CREATED",
      errorCode: null,
      errorMessage: null,
      dateCreated: new Date().toISOString(),
    });
    const timer = setTimeout(() => void settleRefund(id), simulator.delayMs);
    timer.unref();
    timers.set(id, timer);
    return { status: 201 };
  };

  const settle = async (id: string) => {
    timers.delete(id);
    const stored = requests.get(id);
    if (stored?.status !== "CREATED") return;
    const result = outcome(stored.payerAlias);
    if (!result) return;
    Object.assign(stored, result);
    if (result.status === "PAID") {
      stored.datePaid = new Date().toISOString();
      stored.paymentReference = randomBytes(16).toString("hex").toUpperCase();
    }
    try {
      await simulator.deliver(stored.callbackUrl, { ...stored });
    } catch (error) {
      // Like a lost callback: the merchant's poll still finds the status.
      options.onError?.(error);
    }
  };

  const server = http.createServer((request, response) => {
    const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const put = /^\/swish-cpcapi\/api\/v2\/paymentrequests\/([^/]+)$/.exec(request.url ?? "");
    const get = /^\/swish-cpcapi\/api\/v1\/paymentrequests\/([^/]+)$/.exec(request.url ?? "");
    const putRefund = /^\/swish-cpcapi\/api\/v2\/refunds\/([^/]+)$/.exec(request.url ?? "");
    const getRefund = /^\/swish-cpcapi\/api\/v1\/refunds\/([^/]+)$/.exec(request.url ?? "");
    if (request.method === "PUT" && putRefund) {
      void readBody(request).then((raw) => {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return answer(400);
        }
        const id = putRefund[1] ?? "";
        const result = createRefund(id, body);
        if (result.errors) return answer(result.status, result.errors);
        return answer(201, undefined, { location: `${simulator.url}/swish-cpcapi/api/v1/refunds/${id}` });
      });
      return;
    }
    if (request.method === "GET" && getRefund) {
      const refund = refunds.get(getRefund[1] ?? "");
      return refund ? answer(200, refund) : answer(404);
    }
    if (request.method === "PUT" && put) {
      void readBody(request).then((raw) => {
        const id = put[1] ?? "";
        if (!INSTRUCTION_ID_PATTERN.test(id))
          return answer(422, [
            { errorCode: "RP09", errorMessage: "The given instructionUUID is not available." },
          ]);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return answer(400);
        }
        const existing = requests.get(id);
        // The same instruction id again is the same request (a retried create): answered as created.
        if (existing)
          return answer(201, undefined, {
            location: `${simulator.url}/swish-cpcapi/api/v1/paymentrequests/${id}`,
          });
        const { errors, value } = validate(body);
        if (!value) return answer(422, errors);
        requests.set(id, {
          id,
          payeePaymentReference: value.payeePaymentReference ?? null,
          paymentReference: null,
          callbackUrl: value.callbackUrl,
          payerAlias: value.payerAlias,
          payeeAlias: value.payeeAlias,
          amount: Number(value.amount),
          currency: value.currency,
          message: value.message ?? "",
          status: "CREATED",
          dateCreated: new Date().toISOString(),
          datePaid: null,
          errorCode: null,
          errorMessage: null,
        });
        const timer = setTimeout(() => void settle(id), simulator.delayMs);
        timer.unref();
        timers.set(id, timer);
        return answer(201, undefined, {
          location: `${simulator.url}/swish-cpcapi/api/v1/paymentrequests/${id}`,
        });
      });
      return;
    }
    if (request.method === "GET" && get) {
      const stored = requests.get(get[1] ?? "");
      return stored ? answer(200, stored) : answer(404);
    }
    answer(404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const simulator: SwishSimulator = {
    url: `http://127.0.0.1:${port}`,
    delayMs: options.delayMs,
    deliver: async (callbackUrl, body) => {
      const response = await fetch(callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
    },
    settleNow: async () => {
      const waiting = [...timers.keys()];
      for (const id of waiting) clearTimeout(timers.get(id));
      await Promise.all(waiting.map((id) => (refunds.has(id) ? settleRefund(id) : settle(id))));
    },
    requests,
    refunds,
    close: async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return simulator;
}
