// The server's configuration, read once at start from the environment. Configuration, not code,
// chooses the brand and market (ARCHITECTURE.md); a wrong value stops the start with a clear message.
import { isIP } from "node:net";
import path from "node:path";
import {
  BRANDS,
  type Brand,
  type BrandDefinition,
  editorDomains,
  MARKETS,
  type Market,
  resolveBrand,
} from "@core/brands";
import { luhnValid } from "@core/luhn";
import { z } from "zod";
import { parseDnsServers } from "./hosts/dns-servers";
import { type DkimConfig, dkimConfig, MAIL_ENV } from "./mail/dkim";
import { SWISH_ENV, type SwishConfig, swishConfig } from "./payments/swish/config";
import { SMS_ENV, type SmsConfig, smsConfig } from "./sms/config";
import { type MediaStorageConfig, mediaStorageConfig, s3Vars } from "./storage/config";

export const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export type DatabaseConfig = Readonly<{ kind: "pglite" } | { kind: "postgres"; url: string }>;

export const MAP_PROVIDERS = ["offline", "tiles"] as const;
export type MapProviderKind = (typeof MAP_PROVIDERS)[number];

/** The map images of the Location module (server/maps): which provider draws them, and its services. */
export type MapsConfig = Readonly<
  | { provider: "offline"; attribution: string; userAgent: string }
  | {
      provider: "tiles";
      /** Raster tile URL template with {z}, {x} and {y} (and optionally {s}). */
      tileUrl: string;
      /** Base URL of a Nominatim-style geocoder (its /search is asked). */
      geocoderUrl: string;
      /** The credit drawn on each map, as the tiles' licence asks. */
      attribution: string;
      /** Sent with every tile and geocoder request; public OpenStreetMap services require a contact. */
      userAgent: string;
      /** Least time between two geocoder requests (public Nominatim allows one a second). */
      geocoderIntervalMs: number;
    }
>;

/** Card payments (server/payments/stripe): real Stripe when all three keys are set, else the local simulator. */
/** The shipping provider of printed cards: the local simulator, or Sendcloud's API (server/shipping). */
export type ShippingConfig = Readonly<
  | { provider: "simulator" }
  | {
      provider: "sendcloud";
      apiUrl: string;
      publicKey: string;
      secretKey: string;
      /** Where parcels leave from (the printer's post code). */
      fromPostalCode: string;
    }
>;

/** Analytics events (server/analytics): none, our own store (the default), or Plausible's Events API. */
export type AnalyticsConfig = Readonly<
  | { provider: "off" }
  | { provider: "local" }
  | {
      provider: "plausible";
      /** Base URL of Plausible (plausible.io or a self-hosted one); events go to its /api/event. */
      apiUrl: string;
      /** The site's name in Plausible. */
      domain: string;
    }
>;

export type CardConfig = Readonly<
  | { provider: "simulator" }
  | { provider: "stripe"; secretKey: string; publishableKey: string; webhookSecret: string }
>;

/** Addresses (server/hosts): the domain registrar, and where an own domain at another registrar points. */
export type HostsConfig = Readonly<{
  registrar: Readonly<
    | { provider: "simulator" }
    | { provider: "loopia"; url: string; user: string; password: string; customerNumber: string | null }
  >;
  /** The IPv4 address an own domain's A record points to; null when not configured (CNAME only). */
  dnsARecord: string | null;
  /** The name an own domain's www. (or the domain) CNAME points to; the brand's domain by default. */
  dnsCnameTarget: string;
  /** The DNS servers the check asks (DNS_SERVERS, server/hosts/dns-servers.ts); null: the system's. */
  dnsServers: readonly string[] | null;
}>;

/**
 * The seller named on every receipt (SPEC §3 Receipt; Swedish and Danish bookkeeping rules ask a receipt
 * or simplified invoice to name the seller and its VAT number). From SELLER_* (required in production);
 * in development and test a placeholder company, `placeholder` lists the variables that were missing.
 */
export type SellerConfig = Readonly<{
  name: string;
  /** A Swedish organisation number 'NNNNNN-NNNN' or a Danish CVR number 'NNNNNNNN'. */
  orgNumber: string;
  /** 'SE' + 12 digits or 'DK' + 8 digits (another EU country's as given, without spaces). */
  vatNumber: string;
  /** One line: street, post code and town. */
  address: string;
  placeholder: readonly string[];
}>;

export type Config = Readonly<{
  brand: Brand;
  market: Market;
  brandDefinition: BrandDefinition;
  editorDomains: readonly string[];
  port: number;
  host: string;
  /** Chromium for the print PDFs. */
  chromePath: string;
  /** Absolute. Holds the embedded database (without DATABASE_URL), images and written mail. */
  dataDir: string;
  database: DatabaseConfig;
  /** SMTP URL; null means mail is written as .eml files under dataDir. */
  mailUrl: string | null;
  /** DKIM signing of every mail (MAIL_DKIM_*, server/mail/dkim.ts); null: mails go unsigned. */
  mailDkim: DkimConfig | null;
  /** Signs the bounce webhook's posts (POST /api/mail/bounce); null: the webhook answers 404. */
  mailBounceSecret: string | null;
  /** Redis for the shared limit counters (server/limits); null: the database's table or memory. */
  redisUrl: string | null;
  /** Where uploaded pictures live: DATA_DIR/media (default) or an S3-compatible bucket (storage/). */
  mediaStorage: MediaStorageConfig;
  /** Base URL of this server as browsers reach it, without a trailing slash. */
  publicUrl: string;
  nodeEnv: NodeEnv;
  sessionCookieSecure: boolean;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** Client addresses exempt from the per-client request limits (monitoring, the test runner). */
  rateLimitAllow: readonly string[];
  maps: MapsConfig;
  card: CardConfig;
  shipping: ShippingConfig;
  analytics: AnalyticsConfig;
  /** Swish payments (server/payments/swish/config.ts). */
  swish: SwishConfig;
  /** SMS to guests (server/sms/config.ts): 46elks with SMS_ELKS_*, else the local simulator. */
  sms: SmsConfig;
  hosts: HostsConfig;
  /** Browser log entries (POST /api/logs/) older than this many days are deleted (server/routes/logs). */
  logRetentionDays: number;
  /** Guests' answers are deleted this many days after a site's publication expires (operations/answers-retention.ts). */
  answersRetentionDays: number;
  /** Bearer token for GET /metrics (docs/operations.md); null: /metrics answers 404. */
  metricsToken: string | null;
  /**
   * Signs guests' post keys (operations/post-keys.ts); null: a random secret kept in
   * DATA_DIR/secrets/post-key. Servers sharing one database need the same: set it on each.
   */
  postKeySecret: string | null;
  /** The company behind the product, printed on receipts and order confirmations. */
  seller: SellerConfig;
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

// The seller's legal details (SellerConfig). A Swedish organisation number (or a sole trader's personal
// identity number) has a Luhn check digit; a Danish CVR number a modulus-11 one.
const SE_ORG_NUMBER = /^(\d{6})-?(\d{4})$/;
const DK_CVR_NUMBER = /^\d{8}$/;

function cvrValid(digits: string): boolean {
  const weights = [2, 7, 6, 5, 4, 3, 2, 1];
  return weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11 === 0;
}

/** 'NNNNNN-NNNN' or 'NNNNNNNN' when the number is one; null otherwise. */
export function normalOrgNumber(value: string): string | null {
  const compact = value.replace(/\s+/g, "");
  const se = SE_ORG_NUMBER.exec(compact);
  if (se) return luhnValid(`${se[1]}${se[2]}`) ? `${se[1]}-${se[2]}` : null;
  if (DK_CVR_NUMBER.test(compact)) return cvrValid(compact) ? compact : null;
  return null;
}

const EU_VAT_PREFIX = /^(AT|BE|BG|CY|CZ|DE|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SI|SK|XI)/;

/** 'SE…01' / 'DK…' / another EU VAT number, upper case without spaces or dots; null otherwise. */
export function normalVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]+/g, "").toUpperCase();
  if (compact.startsWith("SE")) {
    return /^SE\d{10}01$/.test(compact) && luhnValid(compact.slice(2, 12)) ? compact : null;
  }
  if (compact.startsWith("DK"))
    return /^DK\d{8}$/.test(compact) && cvrValid(compact.slice(2)) ? compact : null;
  return EU_VAT_PREFIX.test(compact) && /^[A-Z]{2}(?=.*\d)[0-9A-Z+*]{2,12}$/.test(compact) ? compact : null;
}

// Printable text on one line (a receipt's line, a mail's line): no control characters.
const oneLine = (name: string, max: number) =>
  z
    .string()
    .refine((v) => v.length >= 2 && v.length <= max && !/\p{Cc}/u.test(v), {
      error: rejected(name, `use 2 to ${max} characters on one line`),
    })
    .optional();

const envSchema = z.object({
  ...s3Vars,
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
  /** The Chromium that prints invitation cards into PDFs (server/prints/pdf.ts); Debian's by default. */
  CHROME_PATH: z.string().min(1).default("/usr/bin/chromium"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .refine(hasProtocol(["postgres:", "postgresql:"]), {
      error: rejected("DATABASE_URL", "use a postgres:// or postgresql:// URL", { echo: false }),
    })
    .optional(),
  REDIS_URL: z
    .string()
    .refine(hasProtocol(["redis:", "rediss:"]), {
      error: rejected("REDIS_URL", "use a redis:// or rediss:// URL", { echo: false }),
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
  MAP_PROVIDER: z
    .string()
    .toLowerCase()
    .pipe(
      z.enum(MAP_PROVIDERS, { error: rejected("MAP_PROVIDER", `use one of ${MAP_PROVIDERS.join(", ")}`) }),
    )
    .optional(),
  // Tile and geocoder URLs may carry an API key, so they are never echoed in an error.
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) =>
        hasProtocol(["http:", "https:"])(v.replace(/[{}]/g, "")) &&
        /\{z\}/.test(v) &&
        /\{x\}/.test(v) &&
        /\{y\}/.test(v),
      {
        error: rejected("MAP_TILE_URL", "use an http(s) URL template with {z}, {x} and {y}", { echo: false }),
      },
    )
    .optional(),
  MAP_GEOCODER_URL: z
    .string()
    .refine(hasProtocol(["http:", "https:"]), {
      error: rejected("MAP_GEOCODER_URL", "use the http(s) base URL of a Nominatim-style geocoder", {
        echo: false,
      }),
    })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  MAP_ATTRIBUTION: z
    .string()
    .max(120, { error: rejected("MAP_ATTRIBUTION", "use at most 120 characters") })
    .optional(),
  MAP_GEOCODER_INTERVAL_MS: z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v), {
      error: rejected("MAP_GEOCODER_INTERVAL_MS", "use a whole number of milliseconds"),
    })
    .transform(Number)
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, {
      error: rejected("METRICS_TOKEN", "use 16 to 200 printable characters without spaces", { echo: false }),
    })
    .optional(),
  // A secret: never echoed.
  POST_KEY_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, {
      error: rejected("POST_KEY_SECRET", "use 32 to 200 printable characters without spaces", {
        echo: false,
      }),
    })
    .optional(),
  ANSWERS_RETENTION_DAYS: z
    .string()
    .refine((v) => /^[1-9]\d{0,4}$/.test(v), {
      error: rejected("ANSWERS_RETENTION_DAYS", "use a whole number of days"),
    })
    .transform(Number)
    .optional(),
  LOG_RETENTION_DAYS: z
    .string()
    .refine((v) => /^[1-9]\d{0,4}$/.test(v), {
      error: rejected("LOG_RETENTION_DAYS", "use a whole number of days"),
    })
    .transform(Number)
    .optional(),
  MAP_USER_AGENT: z
    .string()
    .max(200, { error: rejected("MAP_USER_AGENT", "use at most 200 characters") })
    .optional(),
  // Stripe keys are secrets: never echoed in an error.
  STRIPE_SECRET_KEY: z
    .string()
    .refine((v) => /^(sk|rk)_(test|live)_\w+$/.test(v), {
      error: rejected("STRIPE_SECRET_KEY", "use a Stripe secret key (sk_test_… or sk_live_…)", {
        echo: false,
      }),
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .refine((v) => /^pk_(test|live)_\w+$/.test(v), {
      error: rejected("STRIPE_PUBLISHABLE_KEY", "use a Stripe publishable key (pk_test_… or pk_live_…)"),
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .refine((v) => /^whsec_\w+$/.test(v), {
      error: rejected("STRIPE_WEBHOOK_SECRET", "use the endpoint's signing secret (whsec_…)", {
        echo: false,
      }),
    })
    .optional(),
  // Addresses (server/hosts): the registrar and where an own domain at another registrar points.
  REGISTRAR: z
    .string()
    .toLowerCase()
    .pipe(z.enum(["simulator", "loopia"], { error: rejected("REGISTRAR", "use simulator or loopia") }))
    .optional(),
  REGISTRAR_URL: z
    .string()
    .refine(hasProtocol(["http:", "https:"]), { error: rejected("REGISTRAR_URL", "use an http(s) URL") })
    .optional(),
  REGISTRAR_USER: z.string().max(200).optional(),
  // A secret: never echoed.
  REGISTRAR_PASSWORD: z
    .string()
    .max(200, { error: rejected("REGISTRAR_PASSWORD", "use at most 200 characters", { echo: false }) })
    .optional(),
  REGISTRAR_CUSTOMER_NUMBER: z.string().max(100).optional(),
  DNS_A_RECORD: z
    .string()
    .refine((v) => isIP(v) === 4, { error: rejected("DNS_A_RECORD", "use an IPv4 address") })
    .optional(),
  DNS_CNAME_TARGET: z
    .string()
    .toLowerCase()
    .transform((v) => v.replace(/\.$/, ""))
    .refine((v) => /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(v), {
      error: rejected("DNS_CNAME_TARGET", "use a host name such as sites.brollopssidan.se"),
    })
    .optional(),
  DNS_SERVERS: z
    .string()
    .transform((v) => parseDnsServers(v))
    .refine((v) => v !== null, {
      error: rejected("DNS_SERVERS", "use comma-separated IP addresses, each optionally with :port"),
    })
    .optional(),
  // Shipping of printed cards: Sendcloud's API when both keys are given, else the simulator.
  SENDCLOUD_PUBLIC_KEY: z.string().max(200).optional(),
  // A secret: never echoed.
  SENDCLOUD_SECRET_KEY: z
    .string()
    .max(200, { error: rejected("SENDCLOUD_SECRET_KEY", "use at most 200 characters", { echo: false }) })
    .optional(),
  SENDCLOUD_API_URL: z
    .string()
    .refine(hasProtocol(["http:", "https:"]), { error: rejected("SENDCLOUD_API_URL", "use an http(s) URL") })
    .optional(),
  SHIPPING_FROM_POSTCODE: z
    .string()
    .regex(/^[0-9A-Za-z -]{3,12}$/, { error: rejected("SHIPPING_FROM_POSTCODE", "use a post code") })
    .optional(),
  // Analytics events: off, local (our own table) or plausible; local by default, off in development.
  ANALYTICS: z
    .enum(["off", "local", "plausible"], { error: rejected("ANALYTICS", "use off, local or plausible") })
    .optional(),
  PLAUSIBLE_API_URL: z
    .string()
    .refine(hasProtocol(["http:", "https:"]), { error: rejected("PLAUSIBLE_API_URL", "use an http(s) URL") })
    .optional(),
  PLAUSIBLE_DOMAIN: z
    .string()
    .toLowerCase()
    .refine((v) => /^[a-z0-9.-]{1,200}$/.test(v), { error: rejected("PLAUSIBLE_DOMAIN", "use a host name") })
    .optional(),
  // The seller named on receipts (SellerConfig): required in production.
  SELLER_NAME: oneLine("SELLER_NAME", 120),
  SELLER_ORG_NUMBER: z
    .string()
    .transform((v, c) => {
      const normal = normalOrgNumber(v);
      if (normal) return normal;
      c.addIssue({
        code: "custom",
        message: `Invalid SELLER_ORG_NUMBER '${v}': use a Swedish organisation number (NNNNNN-NNNN) or a Danish CVR number (8 digits), check digit included`,
      });
      return z.NEVER;
    })
    .optional(),
  SELLER_VAT_NUMBER: z
    .string()
    .transform((v, c) => {
      const normal = normalVatNumber(v);
      if (normal) return normal;
      c.addIssue({
        code: "custom",
        message: `Invalid SELLER_VAT_NUMBER '${v}': use an EU VAT number such as SE556677889901 or DK12345674`,
      });
      return z.NEVER;
    })
    .optional(),
  SELLER_ADDRESS: oneLine("SELLER_ADDRESS", 200),
  ...SWISH_ENV,
  ...SMS_ENV,
  ...MAIL_ENV,
});

type EnvVars = z.output<typeof envSchema>;

const LOOPIA_API_URL = "https://api.loopia.se/RPCSERV";

// Loopia is chosen explicitly (a real registrar spends money); it cannot work without its API user.
function hostsConfig(vars: EnvVars, brand: BrandDefinition): HostsConfig | string {
  const common = {
    dnsARecord: vars.DNS_A_RECORD ?? null,
    dnsCnameTarget: vars.DNS_CNAME_TARGET ?? brand.domain,
    dnsServers: vars.DNS_SERVERS ? Object.freeze([...vars.DNS_SERVERS]) : null,
  };
  if ((vars.REGISTRAR ?? "simulator") === "simulator") {
    return { registrar: { provider: "simulator" }, ...common };
  }
  if (!vars.REGISTRAR_USER || !vars.REGISTRAR_PASSWORD) {
    return "REGISTRAR loopia needs REGISTRAR_USER and REGISTRAR_PASSWORD";
  }
  const registrar = {
    provider: "loopia" as const,
    url: vars.REGISTRAR_URL ?? LOOPIA_API_URL,
    user: vars.REGISTRAR_USER,
    password: vars.REGISTRAR_PASSWORD,
    customerNumber: vars.REGISTRAR_CUSTOMER_NUMBER ?? null,
  };
  return { registrar, ...common };
}

// Half a Stripe configuration would take payments it cannot confirm (no webhook secret) or hand the
// browser a key of another account, so it is all three keys or none (none: the local simulator).
function cardConfig(vars: EnvVars): CardConfig | string {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = vars;
  const webhookSecret = vars.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !publishableKey && !webhookSecret) return { provider: "simulator" };
  if (!secretKey || !publishableKey || !webhookSecret) {
    return "Stripe needs all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (or none for the simulator)";
  }
  if (secretKey.includes("_live_") !== publishableKey.includes("_live_")) {
    return "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys";
  }
  return { provider: "stripe", secretKey, publishableKey, webhookSecret };
}

// Both Sendcloud keys or neither (the simulator); a sender post code is needed for real quotes.
function shippingConfig(vars: EnvVars): ShippingConfig | string {
  const { SENDCLOUD_PUBLIC_KEY: publicKey, SENDCLOUD_SECRET_KEY: secretKey } = vars;
  if (!publicKey && !secretKey) return { provider: "simulator" };
  if (!publicKey || !secretKey) {
    return "Sendcloud needs both SENDCLOUD_PUBLIC_KEY and SENDCLOUD_SECRET_KEY (or neither for the simulator)";
  }
  if (!vars.SHIPPING_FROM_POSTCODE)
    return "Sendcloud needs SHIPPING_FROM_POSTCODE, where the parcels leave from";
  return {
    provider: "sendcloud",
    apiUrl: (vars.SENDCLOUD_API_URL ?? "https://panel.sendcloud.sc/api/v3").replace(/\/+$/, ""),
    publicKey,
    secretKey,
    fromPostalCode: vars.SHIPPING_FROM_POSTCODE,
  };
}

// Local development sends no events (SPEC §7 Other); elsewhere our own table keeps them unless told.
function analyticsConfig(vars: EnvVars, brand: BrandDefinition): AnalyticsConfig {
  const provider = vars.ANALYTICS ?? (vars.NODE_ENV === "development" ? "off" : "local");
  if (provider !== "plausible") return { provider };
  return {
    provider,
    apiUrl: (vars.PLAUSIBLE_API_URL ?? "https://plausible.io").replace(/\/+$/, ""),
    domain: vars.PLAUSIBLE_DOMAIN ?? brand.domain,
  };
}

const SELLER_VARS = ["SELLER_NAME", "SELLER_ORG_NUMBER", "SELLER_VAT_NUMBER", "SELLER_ADDRESS"] as const;

// The spec names no company, so there is no default that could be printed on a real receipt: production
// needs all four; development and test get an obvious placeholder (and the start logs a warning).
const PLACEHOLDER_SELLERS: Record<Market, Omit<SellerConfig, "placeholder">> = {
  se: {
    name: "PLACEHOLDER Seller AB (set SELLER_NAME)",
    orgNumber: "000000-0000",
    vatNumber: "SE000000000001",
    address: "Placeholder Street 1, 000 00 Nowhere (set SELLER_ADDRESS)",
  },
  dk: {
    name: "PLACEHOLDER Seller ApS (set SELLER_NAME)",
    orgNumber: "00000000",
    vatNumber: "DK00000000",
    address: "Placeholder Street 1, 0000 Nowhere (set SELLER_ADDRESS)",
  },
};

function sellerConfig(vars: EnvVars): SellerConfig | string {
  const missing = SELLER_VARS.filter((name) => vars[name] === undefined);
  if (missing.length > 0 && vars.NODE_ENV === "production") {
    return `${missing.join(", ")} must be set in production: the seller's name, organisation number, VAT number and address are printed on every receipt`;
  }
  const orgDigits = vars.SELLER_ORG_NUMBER?.replace("-", "");
  const vatDigits = vars.SELLER_VAT_NUMBER?.replace(/^SE(\d{10})01$/, "$1").replace(/^DK(\d{8})$/, "$1");
  // A Swedish company's VAT number is SE + its organisation number + 01, a Danish one's DK + its CVR.
  const sameCountry =
    (vars.SELLER_ORG_NUMBER?.includes("-") && vars.SELLER_VAT_NUMBER?.startsWith("SE")) ||
    (orgDigits?.length === 8 && vars.SELLER_VAT_NUMBER?.startsWith("DK"));
  if (sameCountry && orgDigits !== vatDigits) {
    return `SELLER_VAT_NUMBER ${vars.SELLER_VAT_NUMBER} is not the VAT number of SELLER_ORG_NUMBER ${vars.SELLER_ORG_NUMBER}`;
  }
  const fallback = PLACEHOLDER_SELLERS[vars.MARKET];
  return {
    name: vars.SELLER_NAME ?? fallback.name,
    orgNumber: vars.SELLER_ORG_NUMBER ?? fallback.orgNumber,
    vatNumber: vars.SELLER_VAT_NUMBER ?? fallback.vatNumber,
    address: vars.SELLER_ADDRESS ?? fallback.address,
    placeholder: Object.freeze(missing),
  };
}

const DEFAULT_MAP_ATTRIBUTION = "© OpenStreetMap contributors";

// Tiles are the real maps, so naming a tile server is enough to choose them; without one the
// offline card is drawn. Asking for tiles without both services cannot work and stops the start.
function mapsConfig(vars: EnvVars, brand: BrandDefinition, publicUrl: string): MapsConfig | string {
  const provider = vars.MAP_PROVIDER ?? (vars.MAP_TILE_URL ? "tiles" : "offline");
  const attribution = vars.MAP_ATTRIBUTION ?? DEFAULT_MAP_ATTRIBUTION;
  const userAgent =
    vars.MAP_USER_AGENT ?? `${brand.displayName}-maps/1 (+${publicUrl}; ${brand.contactMail})`;
  if (provider === "offline") return { provider, attribution, userAgent };
  if (!vars.MAP_TILE_URL || !vars.MAP_GEOCODER_URL) {
    return "MAP_PROVIDER tiles needs both MAP_TILE_URL and MAP_GEOCODER_URL";
  }
  return {
    provider,
    tileUrl: vars.MAP_TILE_URL,
    geocoderUrl: vars.MAP_GEOCODER_URL,
    attribution,
    userAgent,
    geocoderIntervalMs: vars.MAP_GEOCODER_INTERVAL_MS ?? 1000,
  };
}

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
  const maps = mapsConfig(vars, brandDefinition, publicUrl);
  if (typeof maps === "string") {
    const error = new ConfigError([maps]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const swish = swishConfig(vars);
  if (typeof swish === "string") {
    const error = new ConfigError([swish]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const sms = smsConfig(vars, brandDefinition.displayName);
  if (typeof sms === "string") {
    const error = new ConfigError([sms]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const mailDkim = dkimConfig(vars);
  if (typeof mailDkim === "string") {
    const error = new ConfigError([mailDkim]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const card = cardConfig(vars);
  if (typeof card === "string") {
    const error = new ConfigError([card]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const shipping = shippingConfig(vars);
  if (typeof shipping === "string") {
    const error = new ConfigError([shipping]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const mediaStorage = mediaStorageConfig(vars);
  if (typeof mediaStorage === "string") {
    const error = new ConfigError([mediaStorage]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const hosts = hostsConfig(vars, brandDefinition);
  if (typeof hosts === "string") {
    const error = new ConfigError([hosts]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  const seller = sellerConfig(vars);
  if (typeof seller === "string") {
    const error = new ConfigError([seller]);
    log({ severity: 3, message: error.message });
    throw error;
  }
  return Object.freeze({
    brand: vars.BRAND,
    market: vars.MARKET,
    brandDefinition,
    // The host browsers reach this server at is the owner app's too, whatever its port (issue 15 item
    // 11: `PORT=8080 npm start` printed links to localhost:8080 that answered as a guest host).
    editorDomains: Object.freeze([
      ...new Set([...editorDomains(brandDefinition), new URL(publicUrl).hostname.toLowerCase()]),
    ]),
    port: vars.PORT,
    host: vars.HOST,
    chromePath: vars.CHROME_PATH,
    dataDir: path.resolve(vars.DATA_DIR),
    database: Object.freeze(
      vars.DATABASE_URL ? { kind: "postgres" as const, url: vars.DATABASE_URL } : { kind: "pglite" as const },
    ),
    mailUrl: vars.MAIL_URL ?? null,
    mailDkim,
    mailBounceSecret: vars.MAIL_BOUNCE_SECRET ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    mediaStorage: Object.freeze(mediaStorage),
    publicUrl,
    nodeEnv: vars.NODE_ENV,
    // Browsers drop Secure cookies on plain http, which would make local login impossible.
    sessionCookieSecure: vars.SESSION_COOKIE_SECURE ?? publicUrl.startsWith("https:"),
    trustProxy: vars.TRUST_PROXY ?? false,
    rateLimitAllow: Object.freeze(vars.RATE_LIMIT_ALLOW ?? []),
    maps: Object.freeze(maps),
    card: Object.freeze(card),
    shipping: Object.freeze(shipping),
    analytics: Object.freeze(analyticsConfig(vars, brandDefinition)),
    swish: Object.freeze(swish),
    sms: Object.freeze(sms),
    hosts: Object.freeze(hosts),
    logRetentionDays: vars.LOG_RETENTION_DAYS ?? 30,
    answersRetentionDays: vars.ANSWERS_RETENTION_DAYS ?? 180,
    metricsToken: vars.METRICS_TOKEN ?? null,
    postKeySecret: vars.POST_KEY_SECRET ?? null,
    seller: Object.freeze(seller),
  });
}
