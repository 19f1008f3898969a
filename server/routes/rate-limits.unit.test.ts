import { describe, expect, it } from "vitest";
import { memoryCounterStore } from "../limits/counter-store";
import { createAttemptLimiter, createGuessGuard, createLocalRequestLimit } from "./rate-limits";

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

describe("local request limit", () => {
  it("allows max requests per client within the window, then refuses with the seconds left", () => {
    const limit = createLocalRequestLimit({ max: 2, windowMs: 60_000 });
    expect(limit.take("a", 0)).toEqual({ ok: true });
    expect(limit.take("a", 10)).toEqual({ ok: true });
    expect(limit.take("a", 1_000)).toEqual({ ok: false, retryAfterSeconds: 59 });
    expect(limit.take("b", 1_000)).toEqual({ ok: true });
    expect(limit.take("a", 60_000)).toEqual({ ok: true });
  });

  it("remembers at most maxClients, forgetting ended windows first, then the oldest", () => {
    const limit = createLocalRequestLimit({ max: 1, windowMs: 1_000, maxClients: 2 });
    limit.take("old", 0);
    limit.take("a", 500);
    // 'old' has ended by 1,200: forgotten first, 'a' is still counted.
    limit.take("b", 1_200);
    expect(limit.take("a", 1_300).ok).toBe(false);
    // Nothing has ended at 1,400: the oldest ('a') is forgotten to make room.
    limit.take("c", 1_400);
    expect(limit.take("a", 1_450).ok).toBe(true);
  });
});
