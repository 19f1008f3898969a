// SMS_* in the server's configuration: the simulator without 46elks' keys, 46elks with both, and the
// start stopped with a clear message for half a configuration or a bad sender or price.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { DEFAULT_SMS_PRICE_ORE, ELKS_API_URL } from "./config";

const quiet = () => {};
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }, quiet);
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join("; ");
    throw error;
  }
  return "";
};

describe("SMS configuration", () => {
  it("is the simulator without keys, with a sender made from the brand and the default price", () => {
    expect(load({}).sms).toEqual({
      provider: "simulator",
      sender: "Brollopssid",
      pricePerPartOre: DEFAULT_SMS_PRICE_ORE,
      deliveryDelayMs: 1500,
    });
    expect(load({ BRAND: "party", MARKET: "dk" }).sms).toMatchObject({ sender: "Festsiden" });
  });

  it("is 46elks with both keys, at its API unless SMS_API_URL says otherwise", () => {
    expect(load({ SMS_ELKS_USERNAME: "u1", SMS_ELKS_PASSWORD: "p1", SMS_SENDER: "AnnaErik" }).sms).toEqual({
      provider: "46elks",
      apiUrl: ELKS_API_URL,
      username: "u1",
      password: "p1",
      sender: "AnnaErik",
      pricePerPartOre: DEFAULT_SMS_PRICE_ORE,
    });
    expect(
      load({
        SMS_ELKS_USERNAME: "u1",
        SMS_ELKS_PASSWORD: "p1",
        SMS_API_URL: "http://127.0.0.1:9999/a1/",
        SMS_PRICE_ORE: "45",
        SMS_SENDER: "+46701234567",
      }).sms,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:9999/a1", pricePerPartOre: 45, sender: "+46701234567" });
  });

  it("stops the start for half a configuration, a bad sender, URL or price, never echoing the password", () => {
    expect(problems({ SMS_ELKS_USERNAME: "u1" })).toMatch(/both SMS_ELKS_USERNAME and SMS_ELKS_PASSWORD/);
    expect(problems({ SMS_ELKS_PASSWORD: "topsecret" })).not.toMatch(/topsecret/);
    expect(problems({ SMS_SENDER: "AB" })).toMatch(/Invalid SMS_SENDER 'AB'/);
    expect(problems({ SMS_SENDER: "Bröllopet" })).toMatch(/Invalid SMS_SENDER/);
    expect(problems({ SMS_SENDER: "ThisIsTooLong" })).toMatch(/Invalid SMS_SENDER/);
    expect(problems({ SMS_SENDER: "1Bad" })).toMatch(/Invalid SMS_SENDER/);
    expect(problems({ SMS_API_URL: "ftp://x" })).toMatch(/Invalid SMS_API_URL/);
    expect(problems({ SMS_PRICE_ORE: "0.52" })).toMatch(/Invalid SMS_PRICE_ORE/);
    expect(problems({ SMS_ELKS_PASSWORD: "x".repeat(201) })).not.toMatch(/xxxx/);
  });
});
