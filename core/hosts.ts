// Addresses an owner can buy (SPEC §4 Subdomain, Domain search; §5 'Domain/subdomain input
// sanitised'): a subdomain of the brand's own domain (anna-och-erik.brollopssidan.se) or an own
// domain (anna-och-erik.se). The same rules run in the browser while the owner types and on the
// server before anything is looked up or bought, so what was checked is what is bought.

/** Top-level domains offered for own domains (SPEC §9). */
export const OFFERED_TLDS = ["se", "nu", "com", "eu"] as const;
export type OfferedTld = (typeof OFFERED_TLDS)[number];

export const SUBDOMAIN_MIN_LENGTH = 3;
export const DOMAIN_LABEL_MIN_LENGTH = 2;
/** A DNS label holds at most 63 characters (RFC 1035). */
export const LABEL_MAX_LENGTH = 63;

/**
 * Subdomain labels nobody may buy: names the product uses or may use for itself, names that look
 * official to a guest, and the demo page's host.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "demo",
  "api",
  "admin",
  "administrator",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "app",
  "static",
  "media",
  "assets",
  "cdn",
  "internal",
  "dev",
  "test",
  "staging",
  "beta",
  "status",
  "support",
  "help",
  "info",
  "kontakt",
  "login",
  "logga-in",
  "konto",
  "account",
  "redigera",
  "editor",
  "secure",
  "ns1",
  "ns2",
  "autodiscover",
  "autoconfig",
]);

// Nordic letters first (æ → ae as Danes write it without the letter), then any other accent is
// dropped by decomposing and removing the combining marks (é → e, ü → u).
const FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/[åä]/g, "a"],
  [/[öø]/g, "o"],
  [/æ/g, "ae"],
  [/ß/g, "ss"],
];

/**
 * What the owner typed, made into label characters as they type: lowercase, å/ä → a, ö/ø → o,
 * æ → ae, spaces → '-', anything else outside a–z, 0–9 and '-' removed, repeated hyphens collapsed,
 * a leading hyphen dropped and cut to 63 characters. A trailing hyphen stays (the owner may be
 * about to type the next word); checkSubdomainLabel refuses it.
 */
export function sanitizeLabelInput(raw: string): string {
  let text = raw.toLowerCase();
  for (const [pattern, replacement] of FOLDS) text = text.replace(pattern, replacement);
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+/, "")
    .slice(0, LABEL_MAX_LENGTH);
}

/** The label as it will be checked and bought: sanitised, without hyphens at either end. */
export function finalLabel(raw: string): string {
  return sanitizeLabelInput(raw).replace(/-+$/, "");
}

export type LabelProblem = "INVALID" | "TOO_SHORT" | "TOO_LONG" | "RESERVED";
export type LabelCheck = { ok: true; label: string } | { ok: false; reason: LabelProblem };

const LABEL_SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

// A hyphen pair at positions 3–4 ('xn--') marks an internationalised label: only registries make those.
const hasIdnPrefix = (label: string) => label.slice(2, 4) === "--";

function checkLabel(label: string, minLength: number): LabelCheck {
  if (label.length < minLength) return { ok: false, reason: "TOO_SHORT" };
  if (label.length > LABEL_MAX_LENGTH) return { ok: false, reason: "TOO_LONG" };
  if (!LABEL_SHAPE.test(label) || hasIdnPrefix(label)) return { ok: false, reason: "INVALID" };
  return { ok: true, label };
}

/**
 * A subdomain label exactly as given (already sanitised by the client): 3–63 characters of a–z, 0–9
 * and inner hyphens, and not reserved. Nothing is changed here: a label that sanitising would
 * change is INVALID, so the server never buys something other than what the owner saw.
 */
export function checkSubdomainLabel(label: string): LabelCheck {
  const checked = checkLabel(label, SUBDOMAIN_MIN_LENGTH);
  if (!checked.ok) return checked;
  if (RESERVED_SUBDOMAINS.has(label)) return { ok: false, reason: "RESERVED" };
  return checked;
}

/** The full host of a subdomain: the label under the brand's domain (anna.brollopssidan.se). */
export function subdomainHost(label: string, brandDomain: string): string {
  return `${label}.${brandDomain}`;
}

/**
 * The label of a host under the brand's domain, or null when the host is not one (an own domain,
 * the brand's domain itself, or a deeper name such as a.b.brollopssidan.se).
 */
export function subdomainLabelOf(host: string, brandDomain: string): string | null {
  const suffix = `.${brandDomain}`;
  const lower = host.toLowerCase();
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  return label && !label.includes(".") ? label : null;
}

/** A subdomain given either as its label (anna) or as its full host (anna.brollopssidan.se). */
export function subdomainLabelFromInput(input: string, brandDomain: string): string {
  const lower = input.trim().toLowerCase().replace(/\.$/, "");
  return subdomainLabelOf(lower, brandDomain) ?? lower;
}

export type DomainProblem = LabelProblem | "UNSUPPORTED_TLD";
export type DomainName = { label: string; tld: OfferedTld; domain: string };
export type DomainCheck = ({ ok: true } & DomainName) | { ok: false; reason: DomainProblem };

const isOfferedTld = (value: string): value is OfferedTld =>
  (OFFERED_TLDS as readonly string[]).includes(value);

/**
 * An own domain exactly as given: one label of 2–63 characters and one of the offered top-level
 * domains (anna-och-erik.se). 'www.' in front is dropped (the site is served there too).
 */
export function checkDomainName(input: string): DomainCheck {
  const lower = input
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  const dot = lower.lastIndexOf(".");
  if (dot < 0) return { ok: false, reason: "UNSUPPORTED_TLD" };
  const tld = lower.slice(dot + 1);
  if (!isOfferedTld(tld)) return { ok: false, reason: "UNSUPPORTED_TLD" };
  const checked = checkLabel(lower.slice(0, dot), DOMAIN_LABEL_MIN_LENGTH);
  if (!checked.ok) return checked;
  return { ok: true, label: checked.label, tld, domain: `${checked.label}.${tld}` };
}

/**
 * What the owner typed into the domain search, made into a domain name as they type: the part before
 * a known top-level domain is sanitised like a label (dots inside it are removed); without one, the
 * given default TLD is used. Null while nothing usable is typed.
 */
export function sanitizeDomainInput(raw: string, defaultTld: OfferedTld = "se"): DomainName | null {
  const lower = raw
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  const match = /\.([a-z]+)\.?$/.exec(lower);
  const tld = match?.[1] && isOfferedTld(match[1]) ? match[1] : defaultTld;
  const base = match?.[1] && isOfferedTld(match[1]) ? lower.slice(0, match.index) : lower;
  const label = finalLabel(base.replace(/\./g, ""));
  return label ? { label, tld, domain: `${label}.${tld}` } : null;
}
