// Host → site mode (SPEC §1): the owner's editor runs on the product's own domains, a customer's
// published page on any other host.

export const SITE_MODES = ["EDIT", "PUBLIC"] as const;
export type SiteMode = (typeof SITE_MODES)[number];

export type SiteModeInput = {
  /** The request's Host header (or location.host in the browser), port included. */
  host?: string | null;
  /** The ?domainHost= query parameter; when given it replaces the host. */
  domainHost?: string | null;
  /** The product's own domains (see brands.editorDomains). */
  editorDomains: readonly string[];
};

export type SiteModeResult = {
  mode: SiteMode;
  /** Normalized host (lowercase, no www., no port); null when none was derived. */
  host: string | null;
  isDemo: boolean;
};

// Local dev servers listen on ports starting with 30 (SPEC §9); their host names say nothing about
// which site is meant.
const isDevPort = (port: string | null): boolean => port?.startsWith("30") ?? false;

// Splits 'name:port', including the bracketed IPv6 form '[::1]:3000'.
function splitPort(raw: string): { name: string; port: string | null } {
  const match = /^(\[[^\]]*\]|[^:]*):(\d*)$/.exec(raw);
  if (!match) return { name: raw, port: null };
  return { name: match[1] ?? "", port: match[2] ?? "" };
}

/** Lowercases and drops a leading 'www.' and a trailing dot; '' stays ''. */
export function normalizeHost(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

// The host the request is about: domainHost wins; a dev port hides the real host.
function deriveHost({ host, domainHost }: SiteModeInput): string | null {
  const fromQuery = domainHost?.trim();
  if (fromQuery) return normalizeHost(splitPort(fromQuery).name) || null;
  const fromHeader = host?.trim();
  if (!fromHeader) return null;
  const { name, port } = splitPort(fromHeader);
  if (isDevPort(port)) return null;
  return normalizeHost(name) || null;
}

export function siteModeFromHost(input: SiteModeInput): SiteModeResult {
  const host = deriveHost(input);
  const isDemo = host?.startsWith("demo.") ?? false;
  if (host === null) return { mode: "EDIT", host, isDemo };
  const isEditorDomain = input.editorDomains.some((domain) => normalizeHost(domain) === host);
  const mode: SiteMode = isEditorDomain || host.endsWith(".vercel.app") ? "EDIT" : "PUBLIC";
  return { mode, host, isDemo };
}
