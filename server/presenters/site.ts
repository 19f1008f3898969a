// The one place a stored site becomes the JSON the client sees.
import { type LegacySite, legacySiteSchema, legacyToWire } from "@core/legacy/schema";
import { receiversOf } from "@core/legacy/to-v2";
import type { PublicSite, Site } from "@core/site";
import { withoutInstructionTexts } from "@core/starting-texts";
import { guestSwishNumber } from "@modules/gift-registry/swish-visibility";
import type { SiteRow } from "../guards";

const isoDate = (date: Date | null) => (date ? date.toISOString() : null);

/** What the owner's Site says beyond the row (operations/owner-site.ts reads it from its own tables). */
export type OwnerSiteFacts = Pick<
  Site,
  "customDomainActive" | "customDomainActiveDate" | "hasRsvps" | "giftRegistryReservations"
>;
type PresentExtra = Partial<OwnerSiteFacts>;

/** A version-1 site's own document, when the row is one (null for version 2). */
export function legacyOf(row: Pick<SiteRow, "legacyDocument">): LegacySite | null {
  if (!row.legacyDocument) return null;
  const parsed = legacySiteSchema.safeParse(row.legacyDocument);
  return parsed.success ? parsed.data : null;
}

export function presentSite(row: SiteRow, extra: PresentExtra = {}): Site {
  const legacy = legacyOf(row);
  return {
    ...row.document,
    _id: row.id,
    host: row.host,
    usesSiteModules: legacy === null,
    siteVersion: legacy ? 1 : 2,
    ...(legacy
      ? {
          modules: legacyToWire(legacy).modules,
          mailReceivers: {
            rsvp: receiversOf(legacy.mailReceivers.rsvp),
            speech: receiversOf(legacy.mailReceivers.speech),
          },
        }
      : {}),
    active: row.active,
    activeDate: isoDate(row.activeDate),
    activeExpireDate: isoDate(row.activeExpireDate),
    password: row.password,
    metaNoindex: row.metaNoindex,
    customDomainActive: extra.customDomainActive ?? false,
    customDomainActiveDate: extra.customDomainActiveDate ?? null,
    customDomainRegistrationsAvailable: row.customDomainRegistrationsAvailable,
    quickStart: row.quickStart,
    hasRsvps: extra.hasRsvps ?? false,
    giftRegistryReservations: extra.giftRegistryReservations ?? [],
    wizardData: row.wizardData ?? null,
    rsvpDeadline: row.rsvpDeadline ?? null,
    swishNumber: row.swishNumber ?? null,
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

/**
 * The site as guests get it (page, islands, public API): no password, wizard, recipients or hidden
 * modules, and no starting text that tells the couple what to write (core/starting-texts.ts).
 */
export function presentPublicSite(row: SiteRow, extra: PresentExtra = {}): PublicSite {
  const {
    password: _password,
    wizardData: _wizardData,
    formRecipients: _formRecipients,
    mailReceivers: _mailReceivers,
    // A version-1 site's old modules (hidden ones too) are its owner's: guests get the page's own.
    modules: _modules,
    ...site
  } = presentSite(row, extra);
  // An instruction left as it came ('Berätta hur gästerna tar sig hit…') is left out for guests in
  // every language, on sites saved before this rule too; the owner still sees it, marked, in the editor.
  const siteModules = withoutInstructionTexts(site.siteModules.filter((module) => !module.hide));
  return {
    ...site,
    siteModules,
    // The demo's list is the same for everyone: a visitor's reservations live in their own cookie
    // (operations/demo-gifts.ts), never in what is shown to others.
    giftRegistryReservations: row.isDemo
      ? []
      : visibleGiftReservations(siteModules, site.giftRegistryReservations),
    // The couple's Swish number only where a Swish gift is shown; never on the demo (issue 27).
    swishNumber: row.isDemo ? null : guestSwishNumber(row.swishNumber, siteModules, site.availableLanguages),
    passwordProtected: Boolean(row.password),
  };
}
