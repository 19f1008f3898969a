import { describe, expect, it } from "vitest";
import { CARD_POLL_INTERVAL_MS, CARD_TIMEOUT_MS, isRealStripeKey, pollCardPayment } from "./card-poll";

function clock() {
  let time = 0;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

describe("card poll", () => {
  it("asks every 3 s until the server has seen the payment", async () => {
    const { now, sleep } = clock();
    const asked: number[] = [];
    const outcome = await pollCardPayment({
      now,
      sleep,
      check: async () => {
        asked.push(now());
        return asked.length === 3;
      },
    });
    expect(outcome).toBe("confirmed");
    expect(asked).toEqual([0, CARD_POLL_INTERVAL_MS, 2 * CARD_POLL_INTERVAL_MS]);
  });

  it("gives up after 150 s", async () => {
    const { now, sleep } = clock();
    let checks = 0;
    const outcome = await pollCardPayment({
      now,
      sleep,
      check: async () => {
        checks++;
        return false;
      },
    });
    expect(outcome).toBe("timeout");
    expect(now()).toBe(CARD_TIMEOUT_MS);
    expect(checks).toBe(CARD_TIMEOUT_MS / CARD_POLL_INTERVAL_MS + 1);
  });

  it("stops when cancelled and passes a failed check on", async () => {
    const { now, sleep } = clock();
    expect(await pollCardPayment({ now, sleep, check: async () => false, cancelled: () => true })).toBe(
      "cancelled",
    );
    await expect(
      pollCardPayment({
        now,
        sleep,
        check: async () => {
          throw new Error("HTTP 500");
        },
      }),
    ).rejects.toThrow("HTTP 500");
  });

  it("knows a real Stripe key from the simulator's", () => {
    expect(isRealStripeKey("pk_test_51Habc")).toBe(true);
    expect(isRealStripeKey("pk_live_51Habc")).toBe(true);
    expect(isRealStripeKey("pk_sim_local")).toBe(false);
    expect(isRealStripeKey("")).toBe(false);
  });
});
