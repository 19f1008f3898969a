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
