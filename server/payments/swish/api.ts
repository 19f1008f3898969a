// The real Swish adapter: the Swish Commerce API's payment requests over HTTPS with the merchant's
// client certificate (mutual TLS). Against the simulator it speaks plain HTTP on loopback, so this same
// code runs in the tests. Create: PUT /swish-cpcapi/api/v2/paymentrequests/{instructionUUID} → 201;
// 422 with [{errorCode, errorMessage}]; without a payerAlias (m-commerce) the 201 carries a
// PaymentRequestToken header, which opens the request in the Swish app on the payer's own phone. Read: GET /swish-cpcapi/api/v1/paymentrequests/{id}. Refunds
// the same way: PUT /swish-cpcapi/api/v2/refunds/{instructionUUID}, GET /swish-cpcapi/api/v1/refunds/{id}.
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { z } from "zod";
import {
  SWISH_REFUND_STATUSES,
  SWISH_REQUEST_STATUSES,
  type SwishCreateInput,
  type SwishCreateResult,
  type SwishPaymentRequest,
  type SwishProvider,
  type SwishRefund,
  type SwishRefundInput,
  swishAmount,
} from "./provider";

export type SwishApiOptions = {
  baseUrl: string;
  payeeAlias: string;
  /** Client certificate, key and Swish's CA (PEM); none against the simulator. */
  tls?: { cert: Buffer; key: Buffer; ca?: Buffer; passphrase?: string };
  timeoutMs?: number;
};

export function tlsFromFiles(files: {
  certFile: string;
  keyFile: string;
  caFile: string | null;
  keyPassphrase: string | null;
}) {
  return {
    cert: readFileSync(files.certFile),
    key: readFileSync(files.keyFile),
    ...(files.caFile ? { ca: readFileSync(files.caFile) } : {}),
    ...(files.keyPassphrase ? { passphrase: files.keyPassphrase } : {}),
  };
}

const paymentRequestSchema = z.object({
  id: z.string(),
  status: z.enum(SWISH_REQUEST_STATUSES),
  amount: z.coerce.number(),
  currency: z.string(),
  payerAlias: z.string().nullish(),
  payeePaymentReference: z.string().nullish(),
  paymentReference: z.string().nullish(),
  datePaid: z.string().nullish(),
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
});

const refundSchema = z.object({
  id: z.string(),
  status: z.enum(SWISH_REFUND_STATUSES),
  amount: z.coerce.number(),
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
});

const errorListSchema = z.array(z.object({ errorCode: z.string(), errorMessage: z.string().nullish() }));

/** Reads Swish's JSON for a payment request (also a callback's body, which is never trusted as such). */
export function parsePaymentRequest(value: unknown): SwishPaymentRequest | null {
  const parsed = paymentRequestSchema.safeParse(value);
  if (!parsed.success) return null;
  const v = parsed.data;
  return {
    id: v.id,
    status: v.status,
    amount: v.amount,
    currency: v.currency,
    payerAlias: v.payerAlias ?? null,
    payeePaymentReference: v.payeePaymentReference ?? null,
    paymentReference: v.paymentReference ?? null,
    datePaid: v.datePaid ?? null,
    errorCode: v.errorCode ?? null,
    errorMessage: v.errorMessage ?? null,
  };
}

type RawResponse = { status: number; body: string; token: string | null };

/** Swish's PaymentRequestToken: letters, digits and '-' (checked, as it goes into a swish:// link). */
const TOKEN_PATTERN = /^[A-Za-z0-9-]{1,200}$/;

export function swishApiProvider(options: SwishApiOptions): SwishProvider {
  const base = new URL(options.baseUrl);
  const isHttps = base.protocol === "https:";
  const agent = isHttps
    ? new https.Agent({ keepAlive: true, ...(options.tls ?? {}) })
    : new http.Agent({ keepAlive: true });
  const timeoutMs = options.timeoutMs ?? 10_000;

  const send = (method: "GET" | "PUT", path: string, json?: unknown): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const url = new URL(path, base);
      const request = (isHttps ? https : http).request(
        url,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            accept: "application/json",
            ...(body
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const header = response.headers.paymentrequesttoken;
            const token = typeof header === "string" && TOKEN_PATTERN.test(header) ? header : null;
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              token,
            });
          });
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error(`Swish did not answer within ${timeoutMs} ms`)));
      request.on("error", reject);
      request.end(body);
    });

  const jsonOf = (raw: RawResponse): unknown => {
    try {
      return raw.body ? JSON.parse(raw.body) : null;
    } catch {
      return null;
    }
  };

  /** A create's answer: 201 made, 422/400 Swish's list of errors, anything else thrown. */
  const createResult = (raw: RawResponse, what: string): SwishCreateResult => {
    if (raw.status === 201 || raw.status === 200) return { ok: true, token: raw.token };
    if (raw.status === 422 || raw.status === 400) {
      const errors = errorListSchema.safeParse(jsonOf(raw));
      if (errors.success) {
        return {
          ok: false,
          errors: errors.data.map((e) => ({ errorCode: e.errorCode, errorMessage: e.errorMessage ?? "" })),
        };
      }
    }
    throw new Error(`Swish answered ${raw.status} to ${what}`);
  };

  return {
    kind: "swish",
    async createRefund(input: SwishRefundInput): Promise<SwishCreateResult> {
      const raw = await send("PUT", `/swish-cpcapi/api/v2/refunds/${input.instructionId}`, {
        originalPaymentReference: input.originalPaymentReference,
        callbackUrl: input.callbackUrl,
        // The refund is paid from the merchant's own Swish number.
        payerAlias: options.payeeAlias,
        amount: swishAmount(input.amount),
        currency: input.currency,
        message: input.message,
      });
      return createResult(raw, "a refund");
    },
    async getRefund(instructionId: string): Promise<SwishRefund | null> {
      const raw = await send("GET", `/swish-cpcapi/api/v1/refunds/${instructionId}`);
      if (raw.status === 404) return null;
      if (raw.status !== 200) throw new Error(`Swish answered ${raw.status} to a refund status request`);
      const parsed = refundSchema.safeParse(jsonOf(raw));
      if (!parsed.success) throw new Error("Swish's refund could not be read");
      const v = parsed.data;
      return {
        id: v.id,
        status: v.status,
        amount: v.amount,
        errorCode: v.errorCode ?? null,
        errorMessage: v.errorMessage ?? null,
      };
    },
    async createPaymentRequest(input: SwishCreateInput): Promise<SwishCreateResult> {
      const raw = await send("PUT", `/swish-cpcapi/api/v2/paymentrequests/${input.instructionId}`, {
        payeePaymentReference: input.payeePaymentReference,
        callbackUrl: input.callbackUrl,
        // m-commerce: no payer; Swish answers a token for the app instead.
        ...(input.payerAlias === null ? {} : { payerAlias: input.payerAlias }),
        payeeAlias: options.payeeAlias,
        amount: swishAmount(input.amount),
        currency: input.currency,
        message: input.message,
      });
      const result = createResult(raw, "a payment request");
      // An m-commerce request Swish made but gave no token for cannot be opened in the app.
      if (result.ok && input.payerAlias === null && !result.token)
        throw new Error("Swish answered an m-commerce payment request without a PaymentRequestToken");
      return result.ok && input.payerAlias !== null ? { ok: true, token: null } : result;
    },
    async getPaymentRequest(instructionId: string): Promise<SwishPaymentRequest | null> {
      const raw = await send("GET", `/swish-cpcapi/api/v1/paymentrequests/${instructionId}`);
      if (raw.status === 404) return null;
      if (raw.status !== 200) throw new Error(`Swish answered ${raw.status} to a status request`);
      const request = parsePaymentRequest(jsonOf(raw));
      if (!request) throw new Error("Swish's payment request could not be read");
      return request;
    },
  };
}
