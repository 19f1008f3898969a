// The Swish provider interface (Swish Commerce API, payment requests; /work PROVIDERS.md): create a
// payment request for a payer, and read one back. The real adapter (api.ts) speaks the API over
// mutual TLS; the simulator (simulator.ts) speaks the same JSON on loopback and is the default.

export const SWISH_REQUEST_STATUSES = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type SwishRequestStatus = (typeof SWISH_REQUEST_STATUSES)[number];

export type SwishCreateInput = {
  /** 32 upper-case hex characters, made by us so a retried create is the same request. */
  instructionId: string;
  /**
   * The payer's number, 46… (core/payments.ts normalizeSwishNumber): e-commerce, the request waits in
   * the app of that number. Null: m-commerce, the payer pays in the Swish app on the device they are
   * using, opened with the PaymentRequestToken Swish answers (swish://paymentrequest?token=…).
   */
  payerAlias: string | null;
  /** Minor units (öre). */
  amount: number;
  currency: "SEK";
  /** Shown to the payer in the app (at most 50 characters). */
  message: string;
  /** Our reference, shown on the merchant's statement (payments.reference). */
  payeePaymentReference: string;
  callbackUrl: string;
};

export type SwishError = { errorCode: string; errorMessage: string };

/**
 * A create's answer. `token`: the PaymentRequestToken header of an m-commerce payment request (no
 * payerAlias), which opens it in the Swish app; null for e-commerce and refunds.
 */
export type SwishCreateResult = { ok: true; token: string | null } | { ok: false; errors: SwishError[] };

/** A payment request as Swish reports it (GET on its location, or a callback's body). */
export type SwishPaymentRequest = {
  id: string;
  status: SwishRequestStatus;
  /** Major units as Swish sends it (599.00). */
  amount: number;
  currency: string;
  payerAlias: string | null;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
};

/** A refund of a paid payment request (PROVIDERS.md, Refunds): made by us, paid from our own number. */
export type SwishRefundInput = {
  /** 32 upper-case hex characters, made by us (a retried create is the same refund). */
  instructionId: string;
  /** The paid request's paymentReference (Swish's, not ours). */
  originalPaymentReference: string;
  /** Minor units (öre). */
  amount: number;
  currency: "SEK";
  message: string;
  callbackUrl: string;
};

export const SWISH_REFUND_STATUSES = ["CREATED", "VALIDATED", "DEBITED", "PAID", "ERROR"] as const;
export type SwishRefundStatus = (typeof SWISH_REFUND_STATUSES)[number];

export type SwishRefund = {
  id: string;
  status: SwishRefundStatus;
  amount: number;
  errorCode: string | null;
  errorMessage: string | null;
};

export interface SwishProvider {
  /** Throws when Swish could not be reached or answered something unexpected. */
  createRefund(input: SwishRefundInput): Promise<SwishCreateResult>;
  /** Null when Swish does not know the id. Throws when it could not be asked. */
  getRefund(instructionId: string): Promise<SwishRefund | null>;
  readonly kind: "swish" | "simulator";
  /** Throws when Swish could not be reached or answered something unexpected. */
  createPaymentRequest(input: SwishCreateInput): Promise<SwishCreateResult>;
  /** Null when Swish does not know the id. Throws when it could not be asked. */
  getPaymentRequest(instructionId: string): Promise<SwishPaymentRequest | null>;
}

export const INSTRUCTION_ID_PATTERN = /^[0-9A-F]{32}$/;

/** The amount as the API writes it: 59900 öre → "599.00". */
export const swishAmount = (minor: number): string => (minor / 100).toFixed(2);
