// The host a version-1 site is imported on (issue 22 item 9): the address rules the owner's address
// page applies (core/hosts.ts, as server/hosts/addresses.ts and server/payments/records.ts use them),
// so an import takes no host the owner could not choose. Refused: the product's own domains in every
// brand and market (and the configured SITE_DOMAIN), with www. or a reserved label (api., demo., ...)
// or more than one label in front; IP addresses (v4, v6, bracketed or not); localhost and the other
// names that never reach a page (RFC 6761 special-use names); hosts the product serves its editor on
// (core/host.ts siteModeFromHost: *.vercel.app). A subdomain of a product domain must be one the
// address page would sell; an own domain may have any top-level domain ('we already own it').
import { BRANDS, MARKETS, resolveBrand } from "../brands";
import { normalizeHost } from "../host";
import { checkDomainName, checkSubdomainLabel, subdomainLabelOf } from "../hosts";

/** Every brand's and market's own domain, and the configured one (SITE_DOMAIN), lowercase, no www. */
export function productDomains(configured: string): string[] {
  const all = BRANDS.flatMap((brand) => MARKETS.map((market) => resolveBrand({ brand, market }).domain));
  return [...new Set([...all, normalizeHost(configured)])];
}

// An own domain at another registrar: the shape server/payments/records.ts targetOf (and the address
// page, web/app/address/domain-input.ts) accepts.
const ANY_DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

// Names that never reach a site on the internet (RFC 6761, RFC 6762, RFC 7686, RFC 8375, ICANN's .internal).
const SPECIAL_USE = ["localhost", "local", "test", "invalid", "example", "arpa", "onion", "internal"];

/** Hosts the product serves its editor on, whatever the site (core/host.ts siteModeFromHost). */
const EDITOR_SUFFIXES = [".vercel.app"];

export type LegacyHostCheck = { ok: true; host: string } | { ok: false; reason: string };

/**
 * The host a version-1 site may be imported on, as it is stored (lowercase, without www. and a
 * trailing dot, as requests are matched: core/host.ts normalizeHost), or why not.
 */
export function checkLegacyHost(raw: string, domains: readonly string[]): LegacyHostCheck {
  const given = raw.trim().toLowerCase();
  if (given.startsWith("[") || given.split(":").length > 2)
    return { ok: false, reason: `${given} is an IP address, not a host name` };
  if (given.includes(":")) return { ok: false, reason: `${given} has a port: give the host name alone` };
  const host = normalizeHost(given);
  if (/^[0-9.]+$/.test(host) || /^(\d+\.){3}\d+$/.test(host) || /^0x/.test(host))
    return { ok: false, reason: `${host} is an IP address, not a host name` };
  const tld = host.slice(host.lastIndexOf(".") + 1);
  if (SPECIAL_USE.includes(tld))
    return { ok: false, reason: `${host} is a name reserved for local use, not a site's address` };
  if (EDITOR_SUFFIXES.some((suffix) => host.endsWith(suffix)))
    return { ok: false, reason: `${host} is where the product's editor runs, not a site's address` };
  for (const domain of domains) {
    if (host === domain) return { ok: false, reason: `${given} is the product's own domain` };
    if (!host.endsWith(`.${domain}`)) continue;
    const label = subdomainLabelOf(host, domain);
    if (label === null)
      return { ok: false, reason: `${host}: a subdomain of ${domain} has one label in front of it` };
    const checked = checkSubdomainLabel(label);
    if (!checked.ok)
      return {
        ok: false,
        reason:
          checked.reason === "RESERVED"
            ? `${given} is reserved by the product`
            : `${host}: ${label} is not a subdomain the address page gives (${checked.reason})`,
      };
    return { ok: true, host };
  }
  if (checkDomainName(host).ok || ANY_DOMAIN.test(host)) return { ok: true, host };
  return { ok: false, reason: `${host} is not a host name` };
}
