import { describe, expect, it } from "vitest";
import { createAttemptLimiter, createGuessGuard } from "./rate-limits";

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

describe("createGuessGuard", () => {
  it("stops a client after its wrong guesses, and a target under attack only for clients that failed", () => {
    let time = 0;
    const guard = createGuessGuard({
      perClient: { max: 2, windowMs: 1000 },
      perTarget: { max: 3, windowMs: 1000 },
      now: () => time,
    });
    guard.fail("a", "site");
    expect(guard.blocked("a", "site")).toBe(false);
    guard.fail("a", "site");
    expect(guard.blocked("a", "site")).toBe(true);
    guard.fail("b", "site");
    // The site has 3 failures: b (failed once) is stopped, c (never failed) is not.
    expect(guard.blocked("b", "site")).toBe(true);
    expect(guard.blocked("c", "site")).toBe(false);
    expect(guard.blocked("b", "other-site")).toBe(false);
    time = 1001;
    expect(guard.blocked("a", "site")).toBe(false);
    expect(guard.blocked("b", "site")).toBe(false);
  });
});
