// Swish configuration (SWISH_* variables), read by server/config.ts with the rest. The simulator is the
// default; naming the client certificate (or SWISH_PROVIDER=swish) chooses the real Swish Commerce API.
import { z } from "zod";

export const SWISH_PROVIDERS = ["simulator", "swish"] as const;

/** Swish's production API; its test environment (MSS) is https://mss.cpc.getswish.net. */
export const SWISH_PRODUCTION_URL = "https://cpc.getswish.net";
/** The merchant number Swish's test environment and documentation use. */
export const SIMULATOR_PAYEE_ALIAS = "1231181189";

export type SwishConfig = Readonly<
  | { provider: "simulator"; payeeAlias: string; simulatorDelayMs: number }
  | {
      provider: "swish";
      /** Base URL; the API's paths (/swish-cpcapi/api/v2/...) are appended. */
      apiUrl: string;
      /** The merchant's Swish number (payeeAlias). */
      payeeAlias: string;
      /** PEM files of the merchant's client certificate and key, and Swish's CA (null: the system's). */
      certFile: string;
      keyFile: string;
      caFile: string | null;
      keyPassphrase: string | null;
    }
>;

const isHttpsUrl = (v: string) => {
  try {
    return ["https:", "http:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** Spread into server/config.ts's environment schema. */
export const SWISH_ENV = {
  SWISH_PROVIDER: z
    .string()
    .toLowerCase()
    .pipe(z.enum(SWISH_PROVIDERS, { error: "Invalid SWISH_PROVIDER: use simulator or swish" }))
    .optional(),
  SWISH_API_URL: z
    .string()
    .refine(isHttpsUrl, {
      error: "Invalid SWISH_API_URL: use an https:// URL such as https://cpc.getswish.net",
    })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  SWISH_PAYEE_ALIAS: z
    .string()
    .refine((v) => /^\d{10}$/.test(v), {
      error: "Invalid SWISH_PAYEE_ALIAS: use the merchant's 10-digit Swish number",
    })
    .optional(),
  SWISH_CERT_FILE: z.string().max(1000).optional(),
  SWISH_KEY_FILE: z.string().max(1000).optional(),
  SWISH_CA_FILE: z.string().max(1000).optional(),
  // A secret: never echoed.
  SWISH_KEY_PASSPHRASE: z.string().max(1000, { error: "Invalid SWISH_KEY_PASSPHRASE: too long" }).optional(),
  SWISH_SIMULATOR_DELAY_MS: z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v), {
      error: "Invalid SWISH_SIMULATOR_DELAY_MS: use a whole number of milliseconds",
    })
    .transform(Number)
    .optional(),
};

type SwishVars = { [K in keyof typeof SWISH_ENV]?: z.output<(typeof SWISH_ENV)[K]> };

/** The Swish configuration, or the reason it cannot work (which stops the start). */
export function swishConfig(vars: SwishVars): SwishConfig | string {
  const provider = vars.SWISH_PROVIDER ?? (vars.SWISH_CERT_FILE ? "swish" : "simulator");
  if (provider === "simulator") {
    return {
      provider,
      payeeAlias: vars.SWISH_PAYEE_ALIAS ?? SIMULATOR_PAYEE_ALIAS,
      // A person needs a few seconds to open the app and confirm.
      simulatorDelayMs: vars.SWISH_SIMULATOR_DELAY_MS ?? 4000,
    };
  }
  if (!vars.SWISH_PAYEE_ALIAS || !vars.SWISH_CERT_FILE || !vars.SWISH_KEY_FILE) {
    return "SWISH_PROVIDER swish needs SWISH_PAYEE_ALIAS, SWISH_CERT_FILE and SWISH_KEY_FILE";
  }
  return {
    provider,
    apiUrl: vars.SWISH_API_URL ?? SWISH_PRODUCTION_URL,
    payeeAlias: vars.SWISH_PAYEE_ALIAS,
    certFile: vars.SWISH_CERT_FILE,
    keyFile: vars.SWISH_KEY_FILE,
    caFile: vars.SWISH_CA_FILE ?? null,
    keyPassphrase: vars.SWISH_KEY_PASSPHRASE ?? null,
  };
}
