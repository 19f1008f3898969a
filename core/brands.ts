// Brands and markets (SPEC §1): one build serves one brand in one market, chosen by configuration.
import { z } from "zod";
import type { UiLanguage } from "./languages";
import type { Translation } from "./translation";

export const BRANDS = ["wedding", "party", "event"] as const;
export type Brand = (typeof BRANDS)[number];
export const brandSchema = z.enum(BRANDS);

export const MARKETS = ["se", "dk"] as const;
export type Market = (typeof MARKETS)[number];
export const marketSchema = z.enum(MARKETS);

export type Currency = "SEK" | "DKK";

export type BrandDefinition = Readonly<{
  brand: Brand;
  market: Market;
  /** The product's own domain in this market, where the editor runs. */
  domain: string;
  contactMail: string;
  demoHost: string;
  displayName: string;
  /** What one page is called: 'bröllopssida', 'party page', ... */
  pageNameLabel: Readonly<Translation>;
  defaultLanguage: UiLanguage;
  currency: Currency;
}>;

type BrandBasics = { domain: string; displayName: string };

const BASICS: Readonly<Record<Brand, Readonly<Record<Market, BrandBasics>>>> = {
  wedding: {
    se: { domain: "brollopssidan.se", displayName: "Bröllopssidan" },
    dk: { domain: "bryllupssiden.dk", displayName: "Bryllupssiden" },
  },
  party: {
    se: { domain: "festsidan.se", displayName: "Festsidan" },
    dk: { domain: "festsiden.dk", displayName: "Festsiden" },
  },
  event: {
    se: { domain: "eventsidan.se", displayName: "Eventsidan" },
    dk: { domain: "eventsiden.dk", displayName: "Eventsiden" },
  },
};

const PAGE_NAME_LABELS: Readonly<Record<Brand, Readonly<Translation>>> = {
  wedding: Object.freeze({ sv: "bröllopssida", en: "wedding page", da: "bryllupsside" }),
  party: Object.freeze({ sv: "festsida", en: "party page", da: "festside" }),
  event: Object.freeze({ sv: "eventsida", en: "event page", da: "eventside" }),
};

const MARKET_DEFAULTS: Readonly<Record<Market, { defaultLanguage: UiLanguage; currency: Currency }>> = {
  se: { defaultLanguage: "sv", currency: "SEK" },
  dk: { defaultLanguage: "da", currency: "DKK" },
};

export class UnknownBrandError extends Error {
  override name = "UnknownBrandError";
  constructor(readonly value: string) {
    super(`Unknown brand '${value}': use one of ${BRANDS.join(", ")}`);
  }
}

export class UnknownMarketError extends Error {
  override name = "UnknownMarketError";
  constructor(readonly value: string) {
    super(`Unknown market '${value}': use one of ${MARKETS.join(", ")}`);
  }
}

export const isBrand = (x: unknown): x is Brand => brandSchema.safeParse(x).success;
export const isMarket = (x: unknown): x is Market => marketSchema.safeParse(x).success;

export type ResolveBrandInput = {
  /** Checked at run time: configuration arrives as plain strings. */
  brand: string;
  market: string;
  /** Replaces the default domain (e.g. a staging domain); contactMail and demoHost follow it. */
  domain?: string | null;
};

// Written the way hosts are compared in host.ts, so the override matches incoming Host headers.
const normalizeDomain = (domain: string): string =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");

/** The definition for a brand in a market; throws UnknownBrandError / UnknownMarketError. */
export function resolveBrand({ brand, market, domain }: ResolveBrandInput): BrandDefinition {
  if (!isBrand(brand)) throw new UnknownBrandError(brand);
  if (!isMarket(market)) throw new UnknownMarketError(market);
  const basics = BASICS[brand][market];
  const resolvedDomain = (domain && normalizeDomain(domain)) || basics.domain;
  return Object.freeze({
    brand,
    market,
    domain: resolvedDomain,
    contactMail: `info@${resolvedDomain}`,
    demoHost: `demo.${resolvedDomain}`,
    displayName: basics.displayName,
    pageNameLabel: PAGE_NAME_LABELS[brand],
    ...MARKET_DEFAULTS[market],
  });
}

/** The hosts on which the editor runs (SPEC §1): the domain with and without www. */
export const editorDomains = (definition: Pick<BrandDefinition, "domain">): readonly string[] =>
  Object.freeze([definition.domain, `www.${definition.domain}`]);

/** Where a newcomer begins a page (issue 15 item 1): the wedding wizard, or quick start for a party or an event. */
export function startPathFor(brand: Brand): string {
  return brand === "wedding" ? "/kom-igang" : "/snabbstart";
}
