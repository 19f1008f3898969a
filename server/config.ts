// The server's configuration, read once at start from the environment. Configuration, not code,
// chooses the brand and market (ARCHITECTURE.md); a wrong value stops the start with a clear message.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import {
  BRANDS,
  type Brand,
  type BrandDefinition,
  editorDomains,
  MARKETS,
  type Market,
  resolveBrand,
} from "@core/brands";

export const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export type DatabaseConfig = Readonly<{ kind: "pglite" } | { kind: "postgres"; url: string }>;

export type Config = Readonly<{
  brand: Brand;
  market: Market;
  brandDefinition: BrandDefinition;
  editorDomains: readonly string[];
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (without DATABASE_URL), images and written mail. */
  dataDir: string;
  database: DatabaseConfig;
  /** SMTP URL; null means mail is written as .eml files under dataDir. */
  mailUrl: string | null;
  /** Base URL of this server as browsers reach it, without a trailing slash. */
  publicUrl: string;
  nodeEnv: NodeEnv;
  sessionCookieSecure: boolean;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** Client addresses exempt from the per-client request limits (monitoring, the test runner). */
  rateLimitAllow: readonly string[];
}>;

export type LogEntry = { severity: number; message: string };
export type Log = (entry: LogEntry) => void;

// Before the logger exists (it is configured from this config) the only place to write is stderr.
export const defaultLog: Log = (entry) => {
  console.error(JSON.stringify({ ...entry, source: "config" }));
};

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
  }
}

// Error text for a rejected value. URLs may hold passwords, so those are never echoed.
const rejected =
  (name: string, hint: string, { echo = true } = {}) =>
  (issue: { input?: unknown }) =>
    echo ? `Invalid ${name} '${String(issue.input)}': ${hint}` : `Invalid ${name}: ${hint}`;

const hasProtocol = (protocols: readonly string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  "1": true,
  yes: true,
  false: false,
  "0": false,
  no: false,
};

// An optional yes/no variable: true/false, 1/0, yes/no in any case.
function booleanVar(name: string) {
  return z
    .string()
    .toLowerCase()
    .refine((v) => Object.hasOwn(BOOLEAN_WORDS, v), { error: rejected(name, "use true or false") })
    .transform((v) => BOOLEAN_WORDS[v] === true)
    .optional();
}

const envSchema = z.object({
  // Lowercased so 'Wedding' in a deploy file is not a reason to stop.
  BRAND: z
    .string()
    .toLowerCase()
    .pipe(
      z.enum(BRANDS, { error: (i) => `Unknown BRAND '${String(i.input)}': use one of ${BRANDS.join(", ")}` }),
    )
    .default("wedding"),
  MARKET: z
    .string()
    .toLowerCase()
    .pipe(
      z.enum(MARKETS, {
        error: (i) => `Unknown MARKET '${String(i.input)}': use one of ${MARKETS.join(", ")}`,
      }),
    )
    .default("se"),
  PORT: z
    .string()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
      error: rejected("PORT", "use an integer from 1 to 65535"),
    })
    .transform(Number)
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .refine(hasProtocol(["postgres:", "postgresql:"]), {
      error: rejected("DATABASE_URL", "use a postgres:// or postgresql:// URL", { echo: false }),
    })
    .optional(),
  MAIL_URL: z
    .string()
    .refine(hasProtocol(["smtp:", "smtps:"]), {
      error: rejected("MAIL_URL", "use an smtp:// or smtps:// URL", { echo: false }),
    })
    .optional(),
  SITE_DOMAIN: z
    .string()
    .toLowerCase()
    .refine((v) => /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(v), {
      error: rejected("SITE_DOMAIN", "use a bare domain name such as brollopssidan.se"),
    })
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine(hasProtocol(["http:", "https:"]), {
      error: rejected("PUBLIC_URL", "use an http:// or https:// URL such as https://brollopssidan.se"),
    })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  NODE_ENV: z
    .enum(NODE_ENVS, { error: rejected("NODE_ENV", `use one of ${NODE_ENVS.join(", ")}`) })
    .default("development"),
  TRUST_PROXY: booleanVar("TRUST_PROXY"),
  SESSION_COOKIE_SECURE: booleanVar("SESSION_COOKIE_SECURE"),
  RATE_LIMIT_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((a) => isIP(a) !== 0), {
      error: rejected("RATE_LIMIT_ALLOW", "use a comma-separated list of IP addresses"),
    })
    .optional(),
});

// Only our variables, trimmed; an empty one (`BRAND=` in a compose file) counts as unset.
function pickEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    if (value) picked[key] = value;
  }
  return picked;
}

export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  log: Log = defaultLog,
): Config {
  const parsed = envSchema.safeParse(pickEnv(env));
  if (!parsed.success) {
    const error = new ConfigError(parsed.error.issues.map((issue) => issue.message));
    log({ severity: 3, message: error.message });
    throw error;
  }
  const vars = parsed.data;
  const brandDefinition = resolveBrand({ brand: vars.BRAND, market: vars.MARKET, domain: vars.SITE_DOMAIN });
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  return Object.freeze({
    brand: vars.BRAND,
    market: vars.MARKET,
    brandDefinition,
    editorDomains: editorDomains(brandDefinition),
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    database: Object.freeze(
      vars.DATABASE_URL ? { kind: "postgres" as const, url: vars.DATABASE_URL } : { kind: "pglite" as const },
    ),
    mailUrl: vars.MAIL_URL ?? null,
    publicUrl,
    nodeEnv: vars.NODE_ENV,
    // Browsers drop Secure cookies on plain http, which would make local login impossible.
    sessionCookieSecure: vars.SESSION_COOKIE_SECURE ?? publicUrl.startsWith("https:"),
    trustProxy: vars.TRUST_PROXY ?? false,
    rateLimitAllow: Object.freeze(vars.RATE_LIMIT_ALLOW ?? []),
  });
}
