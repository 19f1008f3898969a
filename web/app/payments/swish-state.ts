// The Swish payment's states (SPEC §4 Swish): 0 enter number, 1 waiting (poll every 5 s), 2 failed
// (message and retry). A reducer so the whole life of one payment — start, each poll answer, a failed
// request, the 300 s time-out — is a pure function the tests can drive without timers.

export const SWISH_POLL_INTERVAL_MS = 5000;
export const SWISH_TIMEOUT_MS = 300_000;

/** What the status route answers (GET /api/swishPayments/{swishId}). */
export type SwishStatus = "NOT_SET" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED" | (string & {});

/** Why a payment failed, as message keys (texts live in the message files) or the server's own words. */
export type SwishFailure =
  | { kind: "declined" }
  | { kind: "cancelled" }
  | { kind: "unknown" }
  | { kind: "timeout" }
  | { kind: "startFailed" }
  | { kind: "server"; message: string };

export type SwishState =
  | { step: 0; starting: boolean; validationMessage: string | null }
  | { step: 1; swishId: string; startedAt: number }
  | { step: 2; failure: SwishFailure }
  | { step: "paid"; swishId: string };

export type SwishAction =
  | { type: "start" }
  | { type: "started"; swishId: string; at: number }
  /** A 422 from the start route: the number was refused; the owner corrects it in step 0. */
  | { type: "invalid"; validationMessage: string }
  | { type: "startFailed" }
  | { type: "status"; status: SwishStatus; errorMessage?: string | null | undefined; at: number }
  | { type: "pollFailed" }
  | { type: "tick"; at: number }
  /** Cancel or retry: back to the number (SPEC §4). */
  | { type: "reset" };

export const initialSwishState: SwishState = { step: 0, starting: false, validationMessage: null };

/** The failure a final status means, or null while the payment is still open (NOT_SET) or paid. */
export function failureOfStatus(status: SwishStatus, errorMessage?: string | null): SwishFailure | null {
  switch (status) {
    case "NOT_SET":
    case "PAID":
      return null;
    case "DECLINED":
      return { kind: "declined" };
    case "CANCELLED":
      return { kind: "cancelled" };
    case "ERROR":
      return errorMessage ? { kind: "server", message: errorMessage } : { kind: "unknown" };
    default:
      return { kind: "unknown" };
  }
}

export function swishReducer(state: SwishState, action: SwishAction): SwishState {
  switch (action.type) {
    case "reset":
      return initialSwishState;
    case "start":
      return state.step === 0 ? { step: 0, starting: true, validationMessage: null } : state;
    case "started":
      return state.step === 0 ? { step: 1, swishId: action.swishId, startedAt: action.at } : state;
    case "invalid":
      return state.step === 0
        ? { step: 0, starting: false, validationMessage: action.validationMessage }
        : state;
    case "startFailed":
      return state.step === 0 ? { step: 2, failure: { kind: "startFailed" } } : state;
    case "status": {
      // A late answer for a payment already settled (or reset) changes nothing.
      if (state.step !== 1) return state;
      if (action.status === "PAID") return { step: "paid", swishId: state.swishId };
      const failure = failureOfStatus(action.status, action.errorMessage);
      if (failure) return { step: 2, failure };
      return timedOut(state, action.at) ? { step: 2, failure: { kind: "timeout" } } : state;
    }
    case "pollFailed":
      // SPEC §8: a failed poll request shows the start failure message.
      return state.step === 1 ? { step: 2, failure: { kind: "startFailed" } } : state;
    case "tick":
      return state.step === 1 && timedOut(state, action.at)
        ? { step: 2, failure: { kind: "timeout" } }
        : state;
  }
}

const timedOut = (state: { startedAt: number }, at: number) => at - state.startedAt > SWISH_TIMEOUT_MS;

/** The message key (under payments.swish) of a failure; the server's words are shown as they are. */
export function failureMessageKey(failure: SwishFailure): string | null {
  switch (failure.kind) {
    case "declined":
      return "payments.swish.declined";
    case "cancelled":
      return "payments.swish.cancelled";
    case "unknown":
      return "payments.swish.unknown";
    case "timeout":
      return "payments.swish.timeout";
    case "startFailed":
      return "payments.swish.startFailed";
    case "server":
      return null;
  }
}
