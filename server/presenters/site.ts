// The one place a stored site becomes the JSON the client sees.
import type { PublicSite, Site } from "@core/site";
import type { SiteRow } from "../guards";

const isoDate = (date: Date | null) => (date ? date.toISOString() : null);

type PresentExtra = { hasRsvps?: boolean; giftRegistryReservations?: Site["giftRegistryReservations"] };

export function presentSite(row: SiteRow, extra: PresentExtra = {}): Site {
  return {
    ...row.document,
    _id: row.id,
    host: row.host,
    usesSiteModules: true,
    siteVersion: 2,
    active: row.active,
    activeDate: isoDate(row.activeDate),
    activeExpireDate: isoDate(row.activeExpireDate),
    password: row.password,
    metaNoindex: row.metaNoindex,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: row.customDomainRegistrationsAvailable,
    quickStart: row.quickStart,
    hasRsvps: extra.hasRsvps ?? false,
    giftRegistryReservations: extra.giftRegistryReservations ?? [],
    wizardData: row.wizardData ?? null,
  };
}

export function presentPublicSite(row: SiteRow, extra: PresentExtra = {}): PublicSite {
  const {
    password: _password,
    wizardData: _wizardData,
    formRecipients: _formRecipients,
    ...site
  } = presentSite(row, extra);
  return { ...site, passwordProtected: Boolean(row.password) };
}
