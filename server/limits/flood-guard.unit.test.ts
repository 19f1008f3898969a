import { describe, expect, it } from "vitest";
import { createFloodGuard } from "./flood-guard";

describe("createFloodGuard", () => {
  it("admits up to maxInFlight at once per client, and more once some are answered", () => {
    const guard = createFloodGuard({ maxInFlight: 2, max: 100, windowMs: 1000 }, () => 0);
    expect(guard.enter("a")).toEqual({ ok: true });
    expect(guard.enter("a")).toEqual({ ok: true });
    expect(guard.enter("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
    // Another client is not affected.
    expect(guard.enter("b")).toEqual({ ok: true });
    guard.leave("a");
    expect(guard.enter("a")).toEqual({ ok: true });
    expect(guard.inFlight("a")).toBe(2);
  });

  it("admits max requests per window, says how long to wait, and starts over in the next window", () => {
    let time = 0;
    const guard = createFloodGuard({ maxInFlight: 10, max: 3, windowMs: 10_000 }, () => time);
    for (let i = 0; i < 3; i++) {
      expect(guard.enter("a").ok).toBe(true);
      guard.leave("a");
    }
    time = 2_500;
    expect(guard.enter("a")).toEqual({ ok: false, retryAfterSeconds: 8 });
    time = 10_000;
    expect(guard.enter("a")).toEqual({ ok: true });
  });

  it("never counts a refused request as in flight", () => {
    const guard = createFloodGuard({ maxInFlight: 1, max: 100, windowMs: 1000 }, () => 0);
    guard.enter("a");
    for (let i = 0; i < 5; i++) expect(guard.enter("a").ok).toBe(false);
    guard.leave("a");
    expect(guard.inFlight("a")).toBe(0);
    expect(guard.enter("a").ok).toBe(true);
  });
});
