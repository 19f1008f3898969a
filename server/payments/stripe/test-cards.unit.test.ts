import { describe, expect, it } from "vitest";
import { decideCard, expiryValid, luhnValid } from "./test-cards";

const NOW = new Date("2026-11-23T12:00:00Z");
const card = (number: string, expiry = "12/30", cvc = "123") => decideCard({ number, expiry, cvc }, NOW);

describe("the simulator's test cards", () => {
  it("follows Stripe's documented numbers, with or without spaces", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ kind: "succeeded" });
    expect(card("4000000000000002")).toEqual({ kind: "declined", declineCode: "generic_decline" });
    expect(card("4000 0000 0000 9995")).toEqual({ kind: "declined", declineCode: "insufficient_funds" });
  });

  it("declines other real card numbers, as Stripe's test mode does", () => {
    expect(card("5555 5555 5555 4444")).toEqual({ kind: "declined", declineCode: "test_mode_live_card" });
  });

  it("refuses numbers, expiries and CVCs that cannot be a card's", () => {
    expect(card("4242 4242 4242 4241")).toEqual({ kind: "invalid", field: "number" });
    expect(card("4242")).toEqual({ kind: "invalid", field: "number" });
    expect(card("abcd efgh ijkl mnop")).toEqual({ kind: "invalid", field: "number" });
    expect(card("4242424242424242", "10/26")).toEqual({ kind: "invalid", field: "expiry" });
    expect(card("4242424242424242", "13/30")).toEqual({ kind: "invalid", field: "expiry" });
    expect(card("4242424242424242", "12/30", "12")).toEqual({ kind: "invalid", field: "cvc" });
  });

  it("checks Luhn and the expiry month to its end", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(expiryValid("11/26", NOW)).toBe(true);
    expect(expiryValid("11 / 2026", NOW)).toBe(true);
    expect(expiryValid("10/26", NOW)).toBe(false);
  });
});
