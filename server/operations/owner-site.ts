// The facts of the owner's Site JSON that are not in the site row (SPEC §3 Site): whether an own domain
// is active and since when, whether guests have answered an RSVP, and the gift reservations. They live
// in their own tables (custom_domains, rsvps, legacy_rsvps, gift counters), so every owner route that
// answers a Site reads them here: one statement for the first two, one for the reservations.
import type { Site } from "@core/site";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { customDomains, legacyRsvps, rsvps, sites } from "../db/schema";
import type { SiteRow } from "../guards";
import { type OwnerSiteFacts, presentSite } from "../presenters/site";
import { siteGiftReservations } from "./gift-registry";

/**
 * - customDomainActive: the site has an own domain (a custom_domains row, made when its payment was
 *   paid) whose paid period has not ended; customDomainActiveDate: since when the first of those has
 *   been the site's (ISO), else null.
 * - hasRsvps: at least one guest's RSVP is stored (rsvps, or a version-1 site's legacy_rsvps).
 * - giftRegistryReservations: units reserved per item, of every module (the owner sees hidden ones too).
 */
export async function ownerSiteFacts(
  ctx: AppContext,
  siteId: string,
  now: Date = new Date(),
): Promise<OwnerSiteFacts> {
  const [facts] = await ctx.db
    .select({
      domainSince: sql<Date | null>`(select min(${customDomains.createdAt}) from ${customDomains}
        where ${customDomains.siteId} = ${siteId} and ${customDomains.expiresAt} > ${now.toISOString()}::timestamptz)`.mapWith(
        customDomains.createdAt,
      ),
      hasRsvps: sql<boolean>`(exists (select 1 from ${rsvps} where ${rsvps.siteId} = ${siteId})
        or exists (select 1 from ${legacyRsvps} where ${legacyRsvps.siteId} = ${siteId}))`,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  const since = facts?.domainSince ?? null;
  return {
    customDomainActive: since !== null,
    customDomainActiveDate: since ? since.toISOString() : null,
    hasRsvps: facts?.hasRsvps === true,
    giftRegistryReservations: await siteGiftReservations(ctx, siteId),
  };
}

/** The owner's Site JSON with the facts above (GET /api/sites/{id} and every owner route answering a Site). */
export async function presentOwnerSite(ctx: AppContext, row: SiteRow): Promise<Site> {
  return presentSite(row, await ownerSiteFacts(ctx, row.id));
}
