// The SMS provider interface (issue 26; PROVIDERS.md SMS): send one message to one number, and read
// the delivery report the provider posts back. The real adapter (elks.ts) speaks 46elks' REST API; the
// simulator (simulator.ts) speaks the same protocol on loopback and is the default offline, so the
// adapter's own code is what talks to it in development and in the tests.

export const SMS_STATUSES = ["created", "sent", "delivered", "failed"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export type SmsSendInput = {
  /** A text sender ID (3–11 letters and digits) or a number in E.164. */
  from: string;
  /** E.164 (+46…/+45…): core/phone.ts normalizeMobile. */
  to: string;
  message: string;
  /** Where the provider posts the delivery report (form-encoded id, status, delivered). */
  whenDelivered?: string | undefined;
};

export type SmsSendResult = {
  /** The provider's id of the message (the delivery report names it). */
  id: string;
  status: SmsStatus;
  /** The parts the provider split it into (each one paid). */
  parts: number;
  /** What it cost, in 1/10 000 of the account's currency, as 46elks counts (3500 = 0.35 SEK). */
  cost: number;
};

/** A delivery report as the provider posts it to `whenDelivered`. */
export type SmsDeliveryReport = {
  id: string;
  status: "delivered" | "failed";
  /** When it was delivered (UTC, as the provider writes it); null when it failed. */
  delivered: string | null;
};

export interface SmsProvider {
  readonly kind: "46elks" | "simulator";
  /** Throws SmsProviderError when the provider refused the message or could not be reached. */
  send(input: SmsSendInput): Promise<SmsSendResult>;
}

export class SmsProviderError extends Error {
  override name = "SmsProviderError";
  constructor(
    message: string,
    /** The provider's HTTP status; null when it could not be reached or did not answer in time. */
    readonly status: number | null,
    /**
     * The message may have gone out all the same (no answer in time, or a 2xx we could not read): an
     * outbox must not simply send it again.
     */
    readonly maybeSent = false,
  ) {
    super(message);
  }

  /** Sending again cannot help: the provider refused this message or our credentials. */
  get permanent(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 429;
  }

  /** Worth another try later: not refused for good, and surely not sent. */
  get retryable(): boolean {
    return !this.permanent && !this.maybeSent;
  }
}

/**
 * A delivery report's form fields (never trusted further than their shape: the caller matches the id
 * to a message it sent). Null when the fields are not a report.
 */
export function parseDeliveryReport(fields: Readonly<Record<string, unknown>>): SmsDeliveryReport | null {
  const { id, status, delivered } = fields;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  if (status !== "delivered" && status !== "failed") return null;
  return {
    id,
    status,
    delivered: status === "delivered" && typeof delivered === "string" && delivered ? delivered : null,
  };
}
