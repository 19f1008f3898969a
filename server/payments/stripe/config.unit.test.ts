// STRIPE_* configuration: all three keys choose Stripe, none the simulator, anything between stops the start.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";

const quiet = () => {};
const KEYS = {
  STRIPE_SECRET_KEY: "sk_test_51abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_51abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
};

describe("card configuration", () => {
  it("is the simulator without keys and Stripe with all three", () => {
    expect(loadConfig({}, quiet).card).toEqual({ provider: "simulator" });
    expect(loadConfig(KEYS, quiet).card).toEqual({
      provider: "stripe",
      secretKey: "sk_test_51abc",
      publishableKey: "pk_test_51abc",
      webhookSecret: "whsec_abc123",
    });
  });

  it("stops on some keys but not all, mixed test and live keys, or malformed keys (never echoing secrets)", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY }, quiet)).toThrow(
      /all of STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...KEYS, STRIPE_PUBLISHABLE_KEY: "pk_live_51abc" }, quiet)).toThrow(
      /both be test keys/,
    );
    try {
      loadConfig({ ...KEYS, STRIPE_SECRET_KEY: "not-a-key-sekret" }, quiet);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("STRIPE_SECRET_KEY");
      expect((error as Error).message).not.toContain("sekret");
    }
  });
});
