// The Swish simulator: an HTTP server on loopback speaking the payment request JSON of the Swish
// Commerce API (without mutual TLS), so the real adapter (api.ts) is what talks to it. Like Swish, it
// validates a request, answers 201, lets the "payer" take a few seconds, then settles the request and
// POSTs it to the callbackUrl. The payer number decides the outcome (docs/decisions.md):
//   46700000001 DECLINED · 46700000002 ERROR (BANKIDCL) · 46700000003 CANCELLED
//   46700000004 never answered (stays CREATED) · 46700000005 refused at once (ACMT03, not enrolled)
//   46700000006 PAID, but a refund of it fails (ERROR FF10)
//   any other valid number: PAID.
// Without a payer number (m-commerce, the Swish app on the payer's own phone) it answers a
// PaymentRequestToken header and, like Swish, waits for the app: the simulator's stand-in for the app is
// a page of ours (server/payments/swish/simulator-page.ts, GET /payment-simulator/swish?token=…), where
// the developer pays, declines, cancels or fails the request; not answered within appTimeoutMs (3
// minutes, Swish's own) it ends as ERROR TM01, as Swish's does.
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
  /** m-commerce only: what opens the request in the app. */
  token: string | null;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
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
  /** Milliseconds an m-commerce request waits for the app before it ends as ERROR TM01. */
  appTimeoutMs: number;
  /** Settles every request still waiting at once (tests); an m-commerce one as not answered in time. */
  settleNow: () => Promise<void>;
  /** The m-commerce request a token opens, while it is still waiting for the app; else null. */
  requestOfToken: (token: string) => StoredRequest | null;
  /**
   * What the payer does in the "app" (the simulator's page): settles the waiting m-commerce request the
   * token opens and calls back. False when no request of that token is waiting.
   */
  answerInApp: (token: string, answer: SimulatorAppAnswer) => Promise<boolean>;
  requests: Map<string, StoredRequest>;
  refunds: Map<string, StoredRefund>;
  close: () => Promise<void>;
};

/** The simulator app's buttons: pay, decline, cancel, or a BankID failure. */
export const SIMULATOR_APP_ANSWERS = ["PAID", "DECLINED", "CANCELLED", "ERROR"] as const;
export type SimulatorAppAnswer = (typeof SIMULATOR_APP_ANSWERS)[number];

/** Swish's own limit for approving a request in the app. */
export const SIMULATOR_APP_TIMEOUT_MS = 180_000;

const createSchema = z.object({
  payeePaymentReference: z
    .string()
    .max(35)
    .regex(/^[A-Za-z0-9]*$/)
    .nullish(),
  callbackUrl: z.string().url().max(1000),
  payerAlias: z.string().nullish(),
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
  if (v.payerAlias != null && !/^\d{8,15}$/.test(v.payerAlias))
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

type Outcome = Pick<StoredRequest, "status" | "errorCode" | "errorMessage">;

const ERROR_BANKID: Outcome = {
  status: "ERROR",
  errorCode: "BANKIDCL",
  errorMessage: "Payer cancelled BankId signing",
};
const ERROR_TIMEOUT: Outcome = {
  status: "ERROR",
  errorCode: "TM01",
  errorMessage: "Swish timed out before the payment was started",
};

function appOutcome(answer: SimulatorAppAnswer): Outcome {
  return answer === "ERROR" ? ERROR_BANKID : { status: answer, errorCode: null, errorMessage: null };
}

/** What an e-commerce request to this number comes to; null: never answered. */
function outcome(payerAlias: string): Outcome | null {
  switch (payerAlias) {
    case SIMULATOR_NUMBERS.declined:
      return { status: "DECLINED", errorCode: null, errorMessage: null };
    case SIMULATOR_NUMBERS.error:
      return ERROR_BANKID;
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
  appTimeoutMs?: number;
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

  /**
   * Ends a waiting request: an e-commerce one as its payer number says, an m-commerce one with the
   * app's answer, or (its timer ran out) as not answered in time.
   */
  const settle = async (id: string, fromApp?: SimulatorAppAnswer) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const stored = requests.get(id);
    if (stored?.status !== "CREATED") return;
    const result =
      stored.payerAlias === null
        ? fromApp
          ? appOutcome(fromApp)
          : ERROR_TIMEOUT
        : outcome(stored.payerAlias);
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
        const location = `${simulator.url}/swish-cpcapi/api/v1/paymentrequests/${id}`;
        // The same instruction id again is the same request (a retried create): answered as created.
        if (existing)
          return answer(201, undefined, {
            location,
            ...(existing.token ? { PaymentRequestToken: existing.token } : {}),
          });
        const { errors, value } = validate(body);
        if (!value) return answer(422, errors);
        const token = value.payerAlias == null ? randomBytes(16).toString("hex") : null;
        requests.set(id, {
          id,
          token,
          payeePaymentReference: value.payeePaymentReference ?? null,
          paymentReference: null,
          callbackUrl: value.callbackUrl,
          payerAlias: value.payerAlias ?? null,
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
        // e-commerce: the "payer" answers after a while; m-commerce: the app's page answers, or time runs out.
        const timer = setTimeout(() => void settle(id), token ? simulator.appTimeoutMs : simulator.delayMs);
        timer.unref();
        timers.set(id, timer);
        return answer(201, undefined, { location, ...(token ? { PaymentRequestToken: token } : {}) });
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
    appTimeoutMs: options.appTimeoutMs ?? SIMULATOR_APP_TIMEOUT_MS,
    requestOfToken: (token) =>
      [...requests.values()].find((r) => r.token !== null && r.token === token && r.status === "CREATED") ??
      null,
    answerInApp: async (token, answer) => {
      const waiting = simulator.requestOfToken(token);
      if (!waiting) return false;
      await settle(waiting.id, answer);
      return true;
    },
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
