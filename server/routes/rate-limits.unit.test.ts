import { describe, expect, it } from "vitest";
import { memoryCounterStore } from "../limits/counter-store";
import { createAttemptLimiter, createGuessGuard } from "./rate-limits";

describe("attempt limiter", () => {
  it("allows max attempts per key within the window, then refuses, then allows again", async () => {
    let time = 0;
    const store = memoryCounterStore(() => time);
    const limiter = createAttemptLimiter({ name: "t", store, max: 2, windowMs: 1000 });
    expect(await limiter.allow("a")).toBe(true);
    expect(await limiter.allow("a")).toBe(true);
    expect(await limiter.allow("a")).toBe(false);
    expect(await limiter.allow("b")).toBe(true);
    time = 1001;
    expect(await limiter.allow("a")).toBe(true);
  });

  it("starts over after a reset", async () => {
    const limiter = createAttemptLimiter({
      name: "t",
      store: memoryCounterStore(() => 0),
      max: 1,
      windowMs: 1000,
    });
    await limiter.allow("a");
    expect(await limiter.allow("a")).toBe(false);
    await limiter.reset("a");
    expect(await limiter.allow("a")).toBe(true);
  });

  it("keeps two limits on one store apart by their names", async () => {
    const store = memoryCounterStore(() => 0);
    const one = createAttemptLimiter({ name: "one", store, max: 1, windowMs: 1000 });
    const two = createAttemptLimiter({ name: "two", store, max: 1, windowMs: 1000 });
    expect(await one.allow("a")).toBe(true);
    expect(await two.allow("a")).toBe(true);
    expect(await one.allow("a")).toBe(false);
  });
});

describe("createGuessGuard", () => {
  it("stops a client after its wrong guesses, and a target under attack only for clients that failed", async () => {
    let time = 0;
    const guard = createGuessGuard({
      name: "t",
      store: memoryCounterStore(() => time),
      perClient: { max: 2, windowMs: 1000 },
      perTarget: { max: 3, windowMs: 1000 },
    });
    await guard.fail("a", "site");
    expect(await guard.blocked("a", "site")).toBe(false);
    await guard.fail("a", "site");
    expect(await guard.blocked("a", "site")).toBe(true);
    await guard.fail("b", "site");
    // The site has 3 failures: b (failed once) is stopped, c (never failed) is not.
    expect(await guard.blocked("b", "site")).toBe(true);
    expect(await guard.blocked("c", "site")).toBe(false);
    expect(await guard.blocked("b", "other-site")).toBe(false);
    time = 1001;
    expect(await guard.blocked("a", "site")).toBe(false);
    expect(await guard.blocked("b", "site")).toBe(false);
  });
});

describe("memoryCounterStore", () => {
  it("forgets keys by prefix and removes ended windows", async () => {
    let time = 0;
    const store = memoryCounterStore(() => time);
    await store.add("p:1", 1000);
    await store.add("p:2", 5000);
    await store.add("q:1", 1000);
    await store.resetPrefix("p:");
    expect(await store.count("p:1")).toBe(0);
    expect(await store.count("p:2")).toBe(0);
    expect(await store.count("q:1")).toBe(1);
    time = 1000;
    expect(await store.removeExpired()).toBe(1);
  });
});
