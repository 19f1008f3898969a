// The host calls (SPEC §7 Sites host routes; /work/notes/hosts-contract.md).
import type { Site } from "@core/site";
import { api } from "../api";

export type SubdomainAnswer = {
  available: boolean;
  host: string | null;
  reason?: "TAKEN" | "RESERVED" | "INVALID" | "TOO_SHORT" | "TOO_LONG";
  current?: true;
};

export type DomainAnswer = {
  available: boolean;
  domain: string | null;
  reason?: "TAKEN" | "UNSUPPORTED_TLD" | "INVALID" | "TOO_SHORT" | "TOO_LONG";
  current?: true;
};

export type DnsSettings = { aRecord: string | null; cnameTarget: string };
export type DnsCheck = {
  domain: string;
  pointsHere: boolean;
  /** The domain's A records now (an old web host's address while it does not point here). */
  aRecords: string[];
  wwwPointsHere: boolean;
};

const site = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;

export const hostsApi = {
  site: (siteId: string) => api.get<Site>(site(siteId)),
  subdomainAvailable: (siteId: string, label: string) =>
    api.get<SubdomainAnswer>(`${site(siteId)}/host/subdomain-available/${encodeURIComponent(label)}`),
  domainAvailable: (siteId: string, domain: string) =>
    api.get<DomainAnswer>(`${site(siteId)}/host/domain-available/${encodeURIComponent(domain)}`),
  putHost: (siteId: string, host: string) => api.put<Site>(`${site(siteId)}/host`, { host }),
  register: (siteId: string, domain: string) =>
    api.post<Site>(`${site(siteId)}/host/domain-registration/register/${encodeURIComponent(domain)}`),
  dnsSettings: (siteId: string) => api.get<DnsSettings>(`${site(siteId)}/host/dns-settings`),
  dnsCheck: (siteId: string, domain: string) =>
    api.get<DnsCheck>(`${site(siteId)}/host/dns-check/${encodeURIComponent(domain)}`),
};
