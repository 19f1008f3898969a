import { describe, expect, it, vi } from "vitest";
import { type TrackDeps, track, trackConversion, trackPurchase } from "./analytics";
import { memoryStorage } from "./memory-storage.test-helper";

/** A page whose tracker script arrives after `arrivesAfter` looks (never when null). */
function page(arrivesAfter: number | null, enabled = true) {
  const calls: { name: string; options: unknown }[] = [];
  const tracker = vi.fn((name: string, options: unknown) => {
    calls.push({ name, options });
  });
  let looks = 0;
  const deps: TrackDeps = {
    enabled,
    findTracker: () => {
      looks += 1;
      return arrivesAfter !== null && looks > arrivesAfter ? tracker : undefined;
    },
    wait: vi.fn(async () => {}),
    report: vi.fn(),
  };
  return { deps, calls, looks: () => looks };
}

describe("track", () => {
  it("calls the tracker at once when the page has it", async () => {
    const p = page(0);
    expect(await track("conversion", { props: { source: "wizard" } }, p.deps)).toBe(true);
    expect(p.calls).toEqual([{ name: "conversion", options: { props: { source: "wizard" } } }]);
    expect(p.deps.wait).not.toHaveBeenCalled();
  });

  it("looks again every 500 ms while the tracker script is still loading", async () => {
    const p = page(3);
    expect(await track("conversion", {}, p.deps)).toBe(true);
    expect(p.deps.wait).toHaveBeenCalledTimes(3);
    expect(p.deps.wait).toHaveBeenCalledWith(500);
    expect(p.calls).toHaveLength(1);
  });

  it("gives up after 10 more looks and logs an error", async () => {
    const p = page(null);
    expect(await track("purchase", {}, p.deps)).toBe(false);
    expect(p.looks()).toBe(11);
    expect(p.deps.wait).toHaveBeenCalledTimes(10);
    expect(p.deps.report).toHaveBeenCalledTimes(1);
    expect(vi.mocked(p.deps.report).mock.calls[0]?.[0].message).toBe("analytics tracker not found");
  });

  it("does nothing where analytics is off (local development)", async () => {
    const p = page(0, false);
    expect(await track("conversion", {}, p.deps)).toBe(false);
    expect(p.looks()).toBe(0);
    expect(p.deps.report).not.toHaveBeenCalled();
  });

  it("reports a tracker that throws, and never throws itself", async () => {
    const p = page(0);
    p.deps.findTracker = () => () => {
      throw new Error("blocked");
    };
    expect(await track("conversion", {}, p.deps)).toBe(false);
    expect(p.deps.report).toHaveBeenCalledTimes(1);
  });
});

describe("the party brand's events", () => {
  const receipt = {
    reference: "pay_123abc",
    product: "subdomain",
    amountWithVat: 49900,
    currency: "SEK" as const,
  };

  it("sends the conversion for the party brand only", async () => {
    const party = page(0);
    expect(await trackConversion("quick-start", "party", party.deps)).toBe(true);
    expect(party.calls).toEqual([{ name: "conversion", options: { props: { source: "quick-start" } } }]);
    const wedding = page(0);
    expect(await trackConversion("wizard", "wedding", wedding.deps)).toBe(false);
    expect(wedding.looks()).toBe(0);
  });

  it("sends a receipt's purchase once, with the amount in kronor as revenue", async () => {
    const storage = memoryStorage();
    const p = page(0);
    expect(await trackPurchase(receipt, "party", storage, p.deps)).toBe(true);
    expect(p.calls).toEqual([
      {
        name: "purchase",
        options: { props: { product: "subdomain" }, revenue: { amount: 499, currency: "SEK" } },
      },
    ]);
    // The receipt opened again (a reload, the confirmation link) is not a second sale.
    expect(await trackPurchase(receipt, "party", storage, p.deps)).toBe(false);
    expect(await trackPurchase({ ...receipt, reference: "pay_456def" }, "party", storage, p.deps)).toBe(true);
    expect(p.calls).toHaveLength(2);
  });

  it("sends no purchase for the wedding and event brands", async () => {
    const p = page(0);
    expect(await trackPurchase(receipt, "wedding", memoryStorage(), p.deps)).toBe(false);
    expect(await trackPurchase(receipt, "event", memoryStorage(), p.deps)).toBe(false);
    expect(p.looks()).toBe(0);
  });
});
