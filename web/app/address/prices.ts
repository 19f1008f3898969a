// What an address costs this site, as the owner sees it before paying (SPEC §9): the server's own
// price rules (core/payments.ts priceFor) fed with what the site's data says. The server prices the
// payment again from its own records; this only decides what to show and whether to ask for money.
import type { Brand, Market } from "@core/brands";
import { subdomainLabelOf } from "@core/hosts";
import { type PaymentProduct, type PriceFacts, type PriceQuote, priceFor } from "@core/payments";

export type SiteAddressFacts = {
  host: string | null;
  active: boolean;
  activeExpireDate: string | null;
  customDomainRegistrationsAvailable: number;
};

/** The site is live on one of the brand's subdomains and its period has not ended. */
export function hasActiveSubdomain(site: SiteAddressFacts, brandDomain: string, now = new Date()): boolean {
  if (!site.active || !site.host || subdomainLabelOf(site.host, brandDomain) === null) return false;
  return site.activeExpireDate === null || new Date(site.activeExpireDate) > now;
}

export function priceFactsOf(site: SiteAddressFacts, brandDomain: string, now = new Date()): PriceFacts {
  return {
    hasActiveSubdomain: hasActiveSubdomain(site, brandDomain, now),
    customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
    domainAlreadyRegistered: false,
  };
}

type Config = { brand: Brand; market: string; domain: string };

/**
 * The quote for a product; for an own domain the upgrade product when the site already has a
 * subdomain (its price is the difference). Null only if the rules refuse the product.
 */
export function quoteFor(product: PaymentProduct, site: SiteAddressFacts, config: Config): PriceQuote | null {
  const facts = priceFactsOf(site, config.domain);
  const market: Market = config.market === "dk" ? "dk" : "se";
  const result = priceFor({ brand: config.brand, market, product: upgradeOf(product, facts), facts });
  return result.ok ? result.quote : null;
}

function upgradeOf(product: PaymentProduct, facts: PriceFacts): PaymentProduct {
  if (!facts.hasActiveSubdomain) return product;
  if (product === "domain_name") return "domain_name_upgrade_from_subdomain";
  if (product === "domain_name_other_registrar") return "domain_name_other_registrar_upgrade_from_subdomain";
  return product;
}
