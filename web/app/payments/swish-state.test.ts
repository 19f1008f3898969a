import { describe, expect, it } from "vitest";
import {
  failureMessageKey,
  initialSwishState,
  SWISH_TIMEOUT_MS,
  type SwishAction,
  type SwishState,
  swishReducer,
} from "./swish-state";

const run = (actions: SwishAction[], from: SwishState = initialSwishState) =>
  actions.reduce(swishReducer, from);
const waiting = run([{ type: "start" }, { type: "started", swishId: "S1", at: 1000 }]);

describe("Swish states", () => {
  it("goes from entering the number to waiting once the payment has started", () => {
    expect(run([{ type: "start" }])).toEqual({ step: 0, starting: true, validationMessage: null });
    expect(waiting).toEqual({ step: 1, swishId: "S1", startedAt: 1000 });
  });

  it("keeps polling on NOT_SET and is done on PAID", () => {
    const still = swishReducer(waiting, { type: "status", status: "NOT_SET", at: 6000 });
    expect(still).toBe(waiting);
    expect(swishReducer(still, { type: "status", status: "PAID", at: 11_000 })).toEqual({
      step: "paid",
      swishId: "S1",
    });
  });

  it.each([
    ["DECLINED", undefined, { kind: "declined" }, "payments.swish.declined"],
    ["CANCELLED", undefined, { kind: "cancelled" }, "payments.swish.cancelled"],
    ["ERROR", "Swish svarar inte", { kind: "server", message: "Swish svarar inte" }, null],
    ["ERROR", null, { kind: "unknown" }, "payments.swish.unknown"],
    ["SOMETHING_NEW", undefined, { kind: "unknown" }, "payments.swish.unknown"],
  ])("fails on %s with the right message", (status, errorMessage, failure, key) => {
    const next = swishReducer(waiting, { type: "status", status, errorMessage, at: 2000 });
    expect(next).toEqual({ step: 2, failure });
    expect(failureMessageKey(failure as never)).toBe(key);
  });

  it("times out after 300 s without a final answer", () => {
    expect(swishReducer(waiting, { type: "tick", at: 1000 + SWISH_TIMEOUT_MS })).toBe(waiting);
    expect(swishReducer(waiting, { type: "tick", at: 1001 + SWISH_TIMEOUT_MS })).toEqual({
      step: 2,
      failure: { kind: "timeout" },
    });
    expect(swishReducer(waiting, { type: "status", status: "NOT_SET", at: 2000 + SWISH_TIMEOUT_MS })).toEqual(
      {
        step: 2,
        failure: { kind: "timeout" },
      },
    );
  });

  it("shows the 422 validation message in step 0 and the start failure in step 2", () => {
    const invalid = run([{ type: "start" }, { type: "invalid", validationMessage: "Ogiltigt nummer" }]);
    expect(invalid).toEqual({ step: 0, starting: false, validationMessage: "Ogiltigt nummer" });
    expect(run([{ type: "start" }, { type: "startFailed" }])).toEqual({
      step: 2,
      failure: { kind: "startFailed" },
    });
  });

  it("a failed poll request shows the start failure message", () => {
    expect(swishReducer(waiting, { type: "pollFailed" })).toEqual({
      step: 2,
      failure: { kind: "startFailed" },
    });
  });

  it("ignores late answers after a reset or a final state, and retry goes back to step 0", () => {
    const failed = swishReducer(waiting, { type: "status", status: "DECLINED", at: 2000 });
    expect(swishReducer(failed, { type: "status", status: "PAID", at: 3000 })).toBe(failed);
    const reset = swishReducer(failed, { type: "reset" });
    expect(reset).toEqual(initialSwishState);
    expect(swishReducer(reset, { type: "status", status: "PAID", at: 3000 })).toBe(reset);
  });
});
