// SMS configuration (SMS_* variables), read by server/config.ts with the rest (issue 26). 46elks' API
// when both its API username and password are set; else the local simulator (server/sms/simulator.ts),
// which speaks the same protocol on loopback and writes each message to DATA_DIR/sms.
import { SMS_SENDER_PATTERN, smsSenderFrom } from "@core/sms";
import { z } from "zod";

/** 46elks' API; its paths (/sms) are appended. */
export const ELKS_API_URL = "https://api.46elks.com/a1";

/**
 * What one SMS part is estimated to cost, in the market currency's minor unit (öre/øre), shown to the
 * owner before sending: 52 öre, 46elks' list price for a part to a Swedish number at low volume,
 * rounded up. The operator sets SMS_PRICE_ORE to their own price (their plan, Danish numbers, VAT).
 */
export const DEFAULT_SMS_PRICE_ORE = 52;

/** Milliseconds before the simulator reports a message delivered (a phone takes a moment). */
export const SIMULATOR_DELIVERY_MS = 1500;

export type SmsConfig = Readonly<
  | {
      provider: "simulator";
      /** The sender name guests see (3–11 letters and digits, or a number in E.164). */
      sender: string;
      pricePerPartOre: number;
      deliveryDelayMs: number;
    }
  | {
      provider: "46elks";
      /** Base URL without a trailing slash; POST {apiUrl}/sms sends. */
      apiUrl: string;
      username: string;
      password: string;
      sender: string;
      pricePerPartOre: number;
    }
>;

const isHttpUrl = (v: string) => {
  try {
    return ["https:", "http:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** A sender 46elks accepts: a text sender ID, or a number in E.164 (so guests can answer). */
export const isSmsSender = (v: string) => SMS_SENDER_PATTERN.test(v) || /^\+[1-9]\d{6,14}$/.test(v);

/** Spread into server/config.ts's environment schema. */
export const SMS_ENV = {
  SMS_ELKS_USERNAME: z
    .string()
    .max(200, { error: "Invalid SMS_ELKS_USERNAME: use the API username from 46elks' dashboard" })
    .optional(),
  // A secret: never echoed.
  SMS_ELKS_PASSWORD: z
    .string()
    .max(200, { error: "Invalid SMS_ELKS_PASSWORD: use the API password from 46elks' dashboard" })
    .optional(),
  SMS_SENDER: z
    .string()
    .refine(isSmsSender, {
      error: (issue) =>
        `Invalid SMS_SENDER '${String(issue.input)}': use 3 to 11 letters a-z and digits starting with a letter (such as Brollopet), or a phone number such as +46701234567`,
    })
    .optional(),
  SMS_API_URL: z
    .string()
    .refine(isHttpUrl, { error: "Invalid SMS_API_URL: use an http(s) URL such as https://api.46elks.com/a1" })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  SMS_PRICE_ORE: z
    .string()
    .refine((v) => /^\d{1,4}$/.test(v), {
      error: (issue) =>
        `Invalid SMS_PRICE_ORE '${String(issue.input)}': use a whole number of öre (øre) per SMS part, such as 52`,
    })
    .transform(Number)
    .optional(),
};

type SmsVars = { [K in keyof typeof SMS_ENV]?: z.output<(typeof SMS_ENV)[K]> };

/** The SMS configuration, or the reason it cannot work (which stops the start). */
export function smsConfig(vars: SmsVars, brandName: string): SmsConfig | string {
  const sender = vars.SMS_SENDER ?? smsSenderFrom(brandName);
  const pricePerPartOre = vars.SMS_PRICE_ORE ?? DEFAULT_SMS_PRICE_ORE;
  const { SMS_ELKS_USERNAME: username, SMS_ELKS_PASSWORD: password } = vars;
  if (!username && !password) {
    return { provider: "simulator", sender, pricePerPartOre, deliveryDelayMs: SIMULATOR_DELIVERY_MS };
  }
  if (!username || !password) {
    return "46elks needs both SMS_ELKS_USERNAME and SMS_ELKS_PASSWORD (or neither for the simulator)";
  }
  return {
    provider: "46elks",
    apiUrl: vars.SMS_API_URL ?? ELKS_API_URL,
    username,
    password,
    sender,
    pricePerPartOre,
  };
}
