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

/**
 * The reservations guests may see: those of items in gift registries they are shown. A hidden module
 * (hide: true) is the owner's draft; nothing of it, not even its items' counts, reaches a guest.
 */
export function visibleGiftReservations(
  modules: Site["siteModules"],
  reservations: Site["giftRegistryReservations"],
): Site["giftRegistryReservations"] {
  const items = new Set<string>();
  for (const module of modules) {
    if (module.hide || module.siteModuleType !== "GiftRegistry") continue;
    for (const item of module.giftRegistry.items) items.add(item.id);
  }
  return reservations.filter((r) => items.has(r.giftRegistryId));
}

/** The site as guests get it (page, islands, public API): no password, wizard, recipients or hidden modules. */
export function presentPublicSite(row: SiteRow, extra: PresentExtra = {}): PublicSite {
  const {
    password: _password,
    wizardData: _wizardData,
    formRecipients: _formRecipients,
    ...site
  } = presentSite(row, extra);
  const siteModules = site.siteModules.filter((module) => !module.hide);
  return {
    ...site,
    siteModules,
    // The demo's list is the same for everyone: a visitor's reservations live in their own cookie
    // (operations/demo-gifts.ts), never in what is shown to others.
    giftRegistryReservations: row.isDemo
      ? []
      : visibleGiftReservations(siteModules, site.giftRegistryReservations),
    passwordProtected: Boolean(row.password),
  };
}
