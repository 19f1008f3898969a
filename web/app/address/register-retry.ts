// Registering a bought domain (SPEC §4 Domain purchase, §9): wait 5 s after the payment so the
// payment provider's confirmation has reached the server, then POST register; a 402 means the server
// has not seen the payment yet, so it is tried up to 10 more times. Any other failure ends at once.
import { ApiRequestError } from "../api";

export const REGISTER_WAIT_MS = 5000;
export const REGISTER_MAX_RETRIES = 10;

export type RegisterOutcome = { ok: true } | { ok: false; reason: "noPayment" | "failed"; error: unknown };

/** Whether attempt number `attempt` (0 = the first call) that failed with `error` is tried again. */
export function shouldRetryRegister(error: unknown, attempt: number): boolean {
  return error instanceof ApiRequestError && error.status === 402 && attempt < REGISTER_MAX_RETRIES;
}

type Deps = { register: () => Promise<unknown>; sleep: (ms: number) => Promise<void> };

/**
 * Setting the host after a subdomain payment: the payment's effect may land a moment after the
 * browser saw it paid, so a 402 is tried again a few times (2 s apart) before it counts.
 */
export async function putHostWithRetry({ register, sleep }: Deps, retries = 3): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await register();
      return;
    } catch (error) {
      const paymentNotSeen = error instanceof ApiRequestError && error.status === 402;
      if (!paymentNotSeen || attempt >= retries) throw error;
      await sleep(2000);
    }
  }
}

/** Waits, registers, retries on 402 with the same wait between tries. */
export async function registerWithRetry({ register, sleep }: Deps): Promise<RegisterOutcome> {
  for (let attempt = 0; ; attempt++) {
    await sleep(REGISTER_WAIT_MS);
    try {
      await register();
      return { ok: true };
    } catch (error) {
      if (shouldRetryRegister(error, attempt)) continue;
      const noPayment = error instanceof ApiRequestError && error.status === 402;
      return { ok: false, reason: noPayment ? "noPayment" : "failed", error };
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
