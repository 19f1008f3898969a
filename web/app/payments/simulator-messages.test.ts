import { describe, expect, it } from "vitest";
import { parseSimulatorMessage } from "./simulator-messages";

const frame = {};
const expected = { origin: "http://127.0.0.1:3024", source: frame };
const event = (data: unknown, origin = expected.origin, source: unknown = frame) => ({
  origin,
  source,
  data,
});
const paid = { type: "card-payment-result", status: "succeeded", message: "" };

describe("simulator card messages", () => {
  it("reads the form's results", () => {
    expect(parseSimulatorMessage(event(paid), expected)).toEqual({ type: "succeeded" });
    expect(
      parseSimulatorMessage(
        event({ type: "card-payment-result", status: "failed", message: "Ditt kort nekades." }),
        expected,
      ),
    ).toEqual({ type: "failed", message: "Ditt kort nekades." });
    expect(
      parseSimulatorMessage(event({ type: "card-element-error", message: "Ogiltigt kortnummer" }), expected),
    ).toEqual({ type: "inputError", message: "Ogiltigt kortnummer" });
  });

  it("reads the form's height", () => {
    expect(parseSimulatorMessage(event({ type: "card-form-height", height: 350 }), expected)).toEqual({
      type: "height",
      height: 350,
    });
    expect(parseSimulatorMessage(event({ type: "card-form-height", height: "tall" }), expected)).toBeNull();
  });

  it("refuses messages from another origin or another window", () => {
    expect(parseSimulatorMessage(event(paid, "https://evil.example"), expected)).toBeNull();
    expect(parseSimulatorMessage(event(paid, expected.origin, {}), expected)).toBeNull();
    expect(parseSimulatorMessage(event(paid), { ...expected, source: null })).toBeNull();
  });

  it("ignores other messages", () => {
    expect(
      parseSimulatorMessage(event({ type: "card-payment-result", status: "maybe" }), expected),
    ).toBeNull();
    expect(parseSimulatorMessage(event("succeeded"), expected)).toBeNull();
    expect(parseSimulatorMessage(event({ type: "hack", status: "succeeded" }), expected)).toBeNull();
  });
});
