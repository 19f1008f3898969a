import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api";
import { putHostWithRetry, REGISTER_WAIT_MS, registerWithRetry, shouldRetryRegister } from "./register-retry";

const paymentMissing = () => new ApiRequestError(402, { message: "no payment" });

describe("register retry policy", () => {
  it("retries only 402, at most 10 more times", () => {
    expect(shouldRetryRegister(paymentMissing(), 0)).toBe(true);
    expect(shouldRetryRegister(paymentMissing(), 9)).toBe(true);
    expect(shouldRetryRegister(paymentMissing(), 10)).toBe(false);
    expect(shouldRetryRegister(new ApiRequestError(500, null), 0)).toBe(false);
    expect(shouldRetryRegister(new ApiRequestError(409, null), 0)).toBe(false);
    expect(shouldRetryRegister(new Error("network"), 0)).toBe(false);
  });

  it("waits 5 s before the first call and between tries, then succeeds", async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await registerWithRetry({
      sleep: async (ms) => {
        waits.push(ms);
      },
      register: async () => {
        calls++;
        if (calls < 3) throw paymentMissing();
      },
    });
    expect(outcome).toEqual({ ok: true });
    expect(calls).toBe(3);
    expect(waits).toEqual([REGISTER_WAIT_MS, REGISTER_WAIT_MS, REGISTER_WAIT_MS]);
  });

  it("gives up after 11 calls that all answer 402 with the no-payment reason", async () => {
    let calls = 0;
    const outcome = await registerWithRetry({
      sleep: async () => {},
      register: async () => {
        calls++;
        throw paymentMissing();
      },
    });
    expect(calls).toBe(11);
    expect(outcome).toMatchObject({ ok: false, reason: "noPayment" });
  });

  it("stops at once on any other failure", async () => {
    let calls = 0;
    const outcome = await registerWithRetry({
      sleep: async () => {},
      register: async () => {
        calls++;
        throw new ApiRequestError(409, { message: "taken" });
      },
    });
    expect(calls).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: "failed" });
  });
});

describe("putHostWithRetry", () => {
  it("tries a 402 again up to 3 more times, other errors at once", async () => {
    let calls = 0;
    await expect(
      putHostWithRetry({
        sleep: async () => {},
        register: async () => {
          calls++;
          throw paymentMissing();
        },
      }),
    ).rejects.toMatchObject({ status: 402 });
    expect(calls).toBe(4);
    calls = 0;
    await putHostWithRetry({
      sleep: async () => {},
      register: async () => {
        calls++;
        if (calls === 1) throw paymentMissing();
      },
    });
    expect(calls).toBe(2);
  });
});
