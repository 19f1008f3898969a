// The own-domain search field (SPEC §4 Domain search, §9 TLDs): the name is sanitised as a label while
// the owner types; typing a known ending ('.com') chooses that top-level domain instead.
import { finalLabel, OFFERED_TLDS, type OfferedTld, sanitizeLabelInput } from "@core/hosts";

export type DomainField = { name: string; tld: OfferedTld };

export function typeDomainName(raw: string, tld: OfferedTld): DomainField {
  const match = /\.([a-z]+)$/i.exec(raw.trim());
  const ending = match?.[1]?.toLowerCase();
  if (match && ending && (OFFERED_TLDS as readonly string[]).includes(ending)) {
    const name = raw
      .trim()
      .slice(0, match.index)
      .replace(/^www\./i, "")
      .replace(/\./g, "");
    return { name: sanitizeLabelInput(name), tld: ending as OfferedTld };
  }
  return { name: sanitizeLabelInput(raw.replace(/^www\./i, "").replace(/\./g, "")), tld };
}

/** The domain searched for, or null while no name is typed (the search button is hidden then). */
export function domainOf(field: DomainField): string | null {
  const label = finalLabel(field.name);
  return label ? `${label}.${field.tld}` : null;
}

// A domain the couple already owns may have any top-level domain (the server's rule for another
// registrar, server/payments/records.ts targetOf).
const ANY_DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The domain in what the owner typed or pasted for 'we already own it': an address copied from the
 * browser ('https://www.anna.fi/om-oss') gives anna.fi, and a name with å, ä or ö its xn-- form, as
 * browsers and DNS spell it. Null when it is not a domain name.
 */
export function ownDomainOf(raw: string): string | null {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (!text || /[\s:@]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  return ANY_DOMAIN.test(host) ? host : null;
}
