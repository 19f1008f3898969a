import { describe, expect, it } from "vitest";
import { parseSimulatorMessage, simulatorFormUrl } from "./simulator-messages";

const frame = {};
const expected = { origin: "http://127.0.0.1:3024", source: frame };
const event = (data: unknown, origin = expected.origin, source: unknown = frame) => ({
  origin,
  source,
  data,
});

describe("simulator card messages", () => {
  it("reads the form's messages", () => {
    expect(parseSimulatorMessage(event({ source: "payment-simulator", type: "ready" }), expected)).toEqual({
      type: "ready",
    });
    expect(
      parseSimulatorMessage(
        event({ source: "payment-simulator", type: "failed", message: "Kortet nekades." }),
        expected,
      ),
    ).toEqual({ type: "failed", message: "Kortet nekades." });
  });

  it("refuses messages from another origin or another window", () => {
    const paid = { source: "payment-simulator", type: "succeeded" };
    expect(parseSimulatorMessage(event(paid, "https://evil.example"), expected)).toBeNull();
    expect(parseSimulatorMessage(event(paid, expected.origin, {}), expected)).toBeNull();
    expect(parseSimulatorMessage(event(paid), { ...expected, source: null })).toBeNull();
  });

  it("ignores other messages", () => {
    expect(parseSimulatorMessage(event({ type: "succeeded" }), expected)).toBeNull();
    expect(parseSimulatorMessage(event("succeeded"), expected)).toBeNull();
    expect(parseSimulatorMessage(event({ source: "payment-simulator", type: "hack" }), expected)).toBeNull();
  });

  it("builds the form's address on this origin", () => {
    expect(simulatorFormUrl({ client_secret: "pi_1_secret_2" }, "sv")).toBe(
      "/payment-simulator/card?client_secret=pi_1_secret_2&locale=sv",
    );
  });
});
