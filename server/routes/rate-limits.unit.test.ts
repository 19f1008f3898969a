import { describe, expect, it } from "vitest";
import { createAttemptLimiter } from "./rate-limits";

describe("attempt limiter", () => {
  it("allows max attempts per key within the window, then refuses, then allows again", () => {
    let time = 0;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 1000, now: () => time });
    expect(limiter.allow("a")).toBe(true);
    expect(limiter.allow("a")).toBe(true);
    expect(limiter.allow("a")).toBe(false);
    expect(limiter.allow("b")).toBe(true);
    time = 1001;
    expect(limiter.allow("a")).toBe(true);
  });

  it("starts over after a reset", () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    limiter.allow("a");
    expect(limiter.allow("a")).toBe(false);
    limiter.reset("a");
    expect(limiter.allow("a")).toBe(true);
  });
});
