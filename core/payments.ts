// What can be bought and what it costs (SPEC §3 payment products, §9 prices), and the Swish payer
// number rules (SPEC §5). Pure: the server's price table is the only source of an amount; the browser
// shows these numbers but never sends one.
import { z } from "zod";
import type { Brand, Currency, Market } from "./brands";

export const PAYMENT_PRODUCTS = [
  "subdomain",
  "extend_subdomain",
  "domain_name",
  "domain_name_other_registrar",
  "domain_name_upgrade_from_subdomain",
  "domain_name_other_registrar_upgrade_from_subdomain",
] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];
export const paymentProductSchema = z.enum(PAYMENT_PRODUCTS, { error: "unknown paymentProduct" });
/**
 * A payment of an order of printed cards (issue 13): priced by the order itself (core/orders/prices),
 * never chosen by the site routes' paymentProduct, so it is not one of PAYMENT_PRODUCTS.
 */
export const ORDER_PRODUCT = "print_order";
/** What a payment row can be for: a site product or an order. */
export type PaidProduct = PaymentProduct | typeof ORDER_PRODUCT;

export const PAYMENT_METHODS = ["swish", "card", "free"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What each product is called on receipts, in mails and in the UI. */
export const PRODUCT_NAMES: Readonly<Record<PaidProduct, Readonly<{ sv: string; en: string; da: string }>>> =
  {
    print_order: {
      sv: "Tryckta inbjudningskort",
      en: "Printed invitation cards",
      da: "Trykte invitationskort",
    },
    subdomain: {
      sv: "Publicering på egen adress",
      en: "Publication on your own address",
      da: "Udgivelse på egen adresse",
    },
    extend_subdomain: { sv: "Förlängd publicering", en: "Extended publication", da: "Forlænget udgivelse" },
    domain_name: { sv: "Egen domän", en: "Own domain", da: "Eget domæne" },
    domain_name_other_registrar: {
      sv: "Egen domän hos annan registrar",
      en: "Own domain at another registrar",
      da: "Eget domæne hos en anden registrator",
    },
    domain_name_upgrade_from_subdomain: {
      sv: "Uppgradering till egen domän",
      en: "Upgrade to an own domain",
      da: "Opgradering til eget domæne",
    },
    domain_name_other_registrar_upgrade_from_subdomain: {
      sv: "Uppgradering till egen domän hos annan registrar",
      en: "Upgrade to an own domain at another registrar",
      da: "Opgradering til eget domæne hos en anden registrator",
    },
  };

/** Products that put the site on a domain of its own (a custom_domains row). */
export const DOMAIN_PRODUCTS: readonly PaymentProduct[] = [
  "domain_name",
  "domain_name_other_registrar",
  "domain_name_upgrade_from_subdomain",
  "domain_name_other_registrar_upgrade_from_subdomain",
];
export const isDomainProduct = (product: PaymentProduct): boolean => DOMAIN_PRODUCTS.includes(product);
/** Domain products registered by us at the registrar (the others point a domain the couple owns). */
export const isOurRegistrarProduct = (product: PaymentProduct): boolean =>
  product === "domain_name" || product === "domain_name_upgrade_from_subdomain";
export const isUpgradeProduct = (product: PaymentProduct): boolean =>
  product.endsWith("_upgrade_from_subdomain");

type Price = { amount: number; months: number };
type PriceTable = Readonly<Record<PaymentProduct, Price>>;

const table = (subdomain: Price, domain: number, upgrade: number): PriceTable => ({
  subdomain,
  extend_subdomain: subdomain,
  domain_name: { amount: domain, months: 12 },
  domain_name_other_registrar: { amount: domain, months: 12 },
  domain_name_upgrade_from_subdomain: { amount: upgrade, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amount: upgrade, months: 12 },
});

/**
 * Minor units (öre / øre), VAT included. Sweden is SPEC §9's table. Denmark has no table in the spec:
 * its prices are the Swedish ones converted at about 1.5 SEK per DKK and set to the nearest price
 * ending in 9 kr, keeping Sweden's rule that an upgrade costs the domain minus the subdomain
 * (docs/decisions.md, "Payments: prices, products and exactly-once effects").
 */
export const PRICE_TABLE: Readonly<Record<Market, Readonly<Record<Brand, PriceTable>>>> = {
  se: {
    wedding: table({ amount: 59900, months: 18 }, 119900, 60000),
    party: table({ amount: 49900, months: 12 }, 119900, 70000),
    event: table({ amount: 49900, months: 12 }, 119900, 70000),
  },
  dk: {
    wedding: table({ amount: 39900, months: 18 }, 79900, 40000),
    party: table({ amount: 32900, months: 12 }, 79900, 47000),
    event: table({ amount: 32900, months: 12 }, 79900, 47000),
  },
};

/** SPEC §9 'custom domain price 499 in the already-registered case': another year of a domain this site already has. */
export const ALREADY_REGISTERED_PRICE: Readonly<Record<Market, number>> = { se: 49900, dk: 32900 };

export const MARKET_CURRENCY: Readonly<Record<Market, Currency>> = { se: "SEK", dk: "DKK" };
export const VAT_RATE_PERCENT = 25;

/** What the server knows about the site when pricing (server/payments/records.ts siteFactsOf). */
export type PriceFacts = {
  /** The site is published on a paid subdomain whose period has not ended. */
  hasActiveSubdomain: boolean;
  /** Free domain registrations granted to the site (support, campaigns). */
  customDomainRegistrationsAvailable: number;
  /** The domain asked for is already one of the site's own unexpired custom domains. */
  domainAlreadyRegistered: boolean;
};

export const NO_FACTS: PriceFacts = {
  hasActiveSubdomain: false,
  customDomainRegistrationsAvailable: 0,
  domainAlreadyRegistered: false,
};

export type PriceQuote = {
  product: PaymentProduct;
  /** Minor units, VAT included. */
  amount: number;
  amountWithoutVat: number;
  amountVat: number;
  currency: Currency;
  /** Months the product adds (0: nothing to add, e.g. a subdomain already bought is renamed). */
  months: number;
  /** Why the price differs from the table, for the UI and the records. */
  rule: "table" | "already_bought" | "free_registration" | "already_registered";
};

export type PriceResult = { ok: true; quote: PriceQuote } | { ok: false; reason: "UPGRADE_NEEDS_SUBDOMAIN" };

export function splitVat(amount: number): { amountWithoutVat: number; amountVat: number } {
  const amountWithoutVat = Math.round((amount * 100) / (100 + VAT_RATE_PERCENT));
  return { amountWithoutVat, amountVat: amount - amountWithoutVat };
}

function quote(product: PaymentProduct, market: Market, price: Price, rule: PriceQuote["rule"]): PriceQuote {
  return {
    product,
    amount: price.amount,
    ...splitVat(price.amount),
    currency: MARKET_CURRENCY[market],
    months: price.months,
    rule,
  };
}

/**
 * The price of a product for a site (SPEC §9), in this order: an upgrade needs an active subdomain; a
 * subdomain already bought costs 0 and adds no months; a free registration makes any domain product 0
 * for 12 months; a domain the site already has costs the 499 renewal for 12 months; else the table.
 */
export function priceFor(input: {
  brand: Brand;
  market: Market;
  product: PaymentProduct;
  facts?: PriceFacts;
}): PriceResult {
  const { brand, market, product } = input;
  const facts = input.facts ?? NO_FACTS;
  const listed = PRICE_TABLE[market][brand][product];
  if (isUpgradeProduct(product) && !facts.hasActiveSubdomain)
    return { ok: false, reason: "UPGRADE_NEEDS_SUBDOMAIN" };
  if (product === "subdomain" && facts.hasActiveSubdomain) {
    return { ok: true, quote: quote(product, market, { amount: 0, months: 0 }, "already_bought") };
  }
  if (isDomainProduct(product)) {
    if (facts.customDomainRegistrationsAvailable > 0) {
      return { ok: true, quote: quote(product, market, { amount: 0, months: 12 }, "free_registration") };
    }
    if (facts.domainAlreadyRegistered) {
      const amount = ALREADY_REGISTERED_PRICE[market];
      return { ok: true, quote: quote(product, market, { amount, months: 12 }, "already_registered") };
    }
  }
  return { ok: true, quote: quote(product, market, listed, "table") };
}

// ---- Swish payer number (SPEC §5) ----

export const SWISH_NUMBER_REQUIRED = "Du måste uppge ditt swish-nummer";
export const SWISH_NUMBER_INVALID = "Ange ett giltigt swish-nummer med bara siffror, t.ex. 46700000000";
export const SWISH_NUMBER_PLACEHOLDER = "46700000000";

export type SwishNumberResult = { ok: true; payerAlias: string } | { ok: false; validationMessage: string };

/**
 * Required; trimmed; '+' removed; longer than 6 and starting 07 → the leading 0 becomes 46. Swish
 * payer aliases are the country code and number, 8 to 15 digits, so anything else is refused here
 * instead of by Swish after a round trip.
 */
export function normalizeSwishNumber(raw: string): SwishNumberResult {
  let value = raw.trim().replaceAll("+", "");
  if (value === "") return { ok: false, validationMessage: SWISH_NUMBER_REQUIRED };
  if (value.length > 6 && value.startsWith("07")) value = `46${value.slice(1)}`;
  // Spaces and dashes people type inside a number (070-123 45 67) carry no meaning.
  value = value.replace(/[\s-]/g, "");
  if (!/^\d{8,15}$/.test(value)) return { ok: false, validationMessage: SWISH_NUMBER_INVALID };
  return { ok: true, payerAlias: value };
}

/** '599,00 kr' for 59900 öre in Swedish format (also used by receipts and mails). */
export function formatAmount(amount: number, currency: Currency, locale = "sv-SE"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 }).format(
    amount / 100,
  );
}
