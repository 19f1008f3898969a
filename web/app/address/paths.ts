// The address and extension screens' paths (SPEC §2 Address choice, Extend dialog), in one place so
// the links and the router agree.
const ref = (reference?: string | null) => (reference ? `/${encodeURIComponent(reference)}` : "");

export const addressPaths = {
  choose: (siteId: string) => `/redigera/${siteId}/valj-adress`,
  subdomain: (siteId: string) => `/redigera/${siteId}/valj-adress/subdoman/`,
  subdomainDone: (siteId: string, reference?: string | null) =>
    `/redigera/${siteId}/valj-adress/subdoman/bekraftelse${ref(reference)}`,
  domain: (siteId: string) => `/redigera/${siteId}/valj-adress/doman/`,
  domainDone: (siteId: string, reference?: string | null) =>
    `/redigera/${siteId}/valj-adress/doman/bekraftelse${ref(reference)}`,
  otherRegistrarDone: (siteId: string, domain: string, reference?: string | null) =>
    `/redigera/${siteId}/valj-adress/doman-annan-registrar/bekraftelse${ref(reference)}?doman=${encodeURIComponent(domain)}`,
  account: (siteId: string) => `/redigera/${siteId}/konto/`,
  extend: (siteId: string) => `/redigera/${siteId}/konto/forlang`,
  extendDone: (siteId: string, reference?: string | null) =>
    `/redigera/${siteId}/konto/forlang/subdoman/bekraftelse${ref(reference)}`,
  editor: (siteId: string) => `/redigera/${siteId}/`,
};
