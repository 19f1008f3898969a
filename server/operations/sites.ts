// Creating, saving and finding sites. Every save stores the validated document and keeps a version.
import { type SiteDocument, siteDocumentSchema, wizardDataSchema } from "@core/site";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context";
import type { Database, Transaction } from "../db/client";
import { runPrepared, runPreparedShape } from "../db/prepared";
import { giftItemCounters, guestListSettings, households, sites, siteVersions } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { newId } from "../ids";
import { claimQuickStartImages, quickStartImageIds } from "../images/claim";
import { QUICK_START_FOLDER } from "../images/records";
import type { GiftReservationSummary } from "./gift-registry";
import { duringSiteSave } from "./submission-outbox";
import { KEEP_NEWEST } from "./version-retention";

export const createSiteInputSchema = z.object({
  site: siteDocumentSchema,
  wizardData: wizardDataSchema.nullable().optional(),
});

/**
 * A new version of the site (and its current one); a version-1 site's version keeps its V1 document
 * too. `savedBy`: the account that made it (the creator of a new site), null when the product did.
 */
export async function insertVersion(
  tx: Transaction,
  siteId: string,
  document: SiteDocument,
  legacyDocument: Record<string, unknown> | null = null,
  savedBy: string | null = null,
): Promise<number> {
  const [version] = await tx
    .insert(siteVersions)
    .values({ siteId, document, legacyDocument, savedBy })
    .returning({ id: siteVersions.id });
  if (!version) throw new Error("inserting a site version returned no row");
  await tx.update(sites).set({ currentVersionId: version.id }).where(eq(sites.id, siteId));
  return version.id;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

export async function createSite(
  ctx: AppContext,
  accountId: string | null,
  input: z.infer<typeof createSiteInputSchema>,
  options: { isDemo?: boolean; host?: string | null; quickStart?: boolean } = {},
): Promise<SiteRow> {
  const create = ctx.db.transaction(async (tx) => {
    if (accountId) {
      const existing = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.accountId, accountId))
        .limit(1);
      if (existing.length > 0) throw new ApiError("ALREADY_HAS_SITE");
    }
    const id = newId();
    const [row] = await tx
      .insert(sites)
      .values({
        id,
        accountId,
        document: input.site,
        wizardData: input.wizardData ?? null,
        isDemo: options.isDemo ?? false,
        host: options.host ?? null,
        quickStart: options.quickStart ?? false,
      })
      .returning();
    if (!row) throw new Error("inserting a site returned no row");
    const currentVersionId = await insertVersion(tx, id, input.site, null, accountId);
    // Quick-start uploads the page uses become the site's, so the cleanup keeps them.
    await claimQuickStartImages(tx, id, input.site);
    return { ...row, currentVersionId };
  });
  try {
    return await create;
  } catch (error) {
    if (isUniqueViolation(error, "sites_account_unique")) throw new ApiError("ALREADY_HAS_SITE");
    throw error;
  }
}

export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23503") return true;
  }
  return false;
}

const placeholder = sql.placeholder;

/**
 * The save: the version's INSERT and the site's UPDATE in ONE statement (a data-modifying WITH: they
 * commit together or not at all), the ~30 KB document sent once as JSON text and parsed once, only the
 * small columns read back. Whether the site now has more versions than the retention keeps in any case
 * (pruneVersions then runs) is asked in the same statement, which does not see its own new version, so
 * one version fewer is looked for. A named prepared statement (db/prepared.ts): built, parsed and
 * planned once, where drizzle built the text, and PostgreSQL planned it, on every save (issue 24).
 */
const saveStatement = () => sql`with v as (
    insert into ${siteVersions} (${sql.identifier(siteVersions.siteId.name)}, ${sql.identifier(siteVersions.document.name)})
    values (${placeholder("siteId")}, ${placeholder("document")}::jsonb)
    returning ${sql.identifier(siteVersions.id.name)}, ${sql.identifier(siteVersions.document.name)})
  update ${sites} set ${sql.identifier(sites.document.name)} = v.document, ${sql.identifier(sites.currentVersionId.name)} = v.id,
    ${sql.identifier(sites.legacyDocument.name)} = null, ${sql.identifier(sites.updatedAt.name)} = ${placeholder("updatedAt")}::timestamptz
  from v where ${sites.id} = ${placeholder("siteId")}
  returning ${sql.join(
    SITE_COLUMNS.filter(([key]) => key !== "document").map(([, column]) => sql`${column}`),
    sql`, `,
  )}, exists (select 1 from ${siteVersions} where ${siteVersions.siteId} = ${placeholder("siteId")}
    order by ${siteVersions.id} desc offset ${sql.raw(String(KEEP_NEWEST - 1))} limit 1) as prune_due`;

/**
 * Stores the document and a new version it points at (saveStatement; issue 11: a save costs about its
 * raw statements). The owner's PUT saves through saveOwnedSite (save-site.ts), the same writes with the
 * ownership check and the owner's facts in the one statement. `json` is the document's JSON when the caller has it already. Quick-start images
 * the document uses become the site's in the same transaction when there are any. A version-2 save of
 * a site made with the old editor makes it a version-2 site (its V1 document stays in the versions it
 * was saved with; server/legacy/owner.ts).
 */
export async function saveSite(
  ctx: AppContext,
  siteId: string,
  document: SiteDocument,
  json: string = JSON.stringify(document),
): Promise<SiteRow & { pruneDue: boolean }> {
  const values = { siteId, document: json, updatedAt: new Date().toISOString() };
  const write = async (db: Database | Transaction): Promise<SiteRow & { pruneDue: boolean }> => {
    const [raw] = await runPreparedShape<Record<string, unknown>>(
      db,
      "save: site and version",
      saveStatement,
      values,
    );
    if (!raw) throw new ApiError("NOT_FOUND");
    return { ...siteRowOf(raw), document, pruneDue: raw.prune_due === true };
  };
  try {
    // The notification mail sender waits while a save is in flight (submission-outbox.ts).
    return await duringSiteSave(ctx, async () => {
      // Only a document that names the quick-start folder can hold a quick-start image.
      if (!json.includes(`/media/${QUICK_START_FOLDER}/`) || quickStartImageIds(document).length === 0)
        return await write(ctx.db);
      return await ctx.db.transaction(async (tx) => {
        const row = await write(tx);
        await claimQuickStartImages(tx, siteId, document);
        return row;
      });
    });
  } catch (error) {
    // The version's site is gone (deleted meanwhile): as for an unknown id.
    if (isForeignKeyViolation(error)) throw new ApiError("NOT_FOUND");
    throw error;
  }
}

export type SiteVersionSummary = { id: number; createdAt: string; latest: boolean; current: boolean };

export async function listVersions(ctx: AppContext, site: SiteRow): Promise<SiteVersionSummary[]> {
  const rows = await ctx.db
    .select({ id: siteVersions.id, createdAt: siteVersions.createdAt })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.id))
    .limit(500);
  return rows.map((row, index) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    latest: index === 0,
    current: row.id === site.currentVersionId,
  }));
}

export async function getVersion(ctx: AppContext, siteId: string, versionId: number): Promise<SiteDocument> {
  const [row] = await ctx.db
    .select({ document: siteVersions.document })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.id, versionId)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row.document;
}

// The guest page's reads (by host, and by id when the host's facts are cached) run on every page the
// cache does not hold: as named prepared statements (db/prepared.ts) they skip drizzle's query building
// and PostgreSQL's planning, about half their CPU (issue 24). The raw row is mapped as drizzle would.
export const SITE_COLUMNS = Object.entries(getTableColumns(sites));

export function siteRowOf(raw: Record<string, unknown>): SiteRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of SITE_COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as SiteRow;
}

export async function findSiteById(ctx: AppContext, siteId: string): Promise<SiteRow | null> {
  const [raw] = await runPrepared<Record<string, unknown>>(
    ctx.db,
    sql`select * from ${sites} where ${sites.id} = ${siteId} limit 1`,
  );
  return raw ? siteRowOf(raw) : null;
}

/**
 * The site published at a host, visible to guests or not: an active site (its paid period may have
 * ended, see isPubliclyVisible) or a demo site; null when nothing is published there.
 */
export async function findActiveSiteByHost(ctx: AppContext, host: string): Promise<SiteRow | null> {
  const [raw] = await runPrepared<Record<string, unknown>>(
    ctx.db,
    sql`select * from ${sites} where ${sites.host} = ${host} and (${sites.active} or ${sites.isDemo}) limit 1`,
  );
  return raw ? siteRowOf(raw) : null;
}

/** The site at a host as a guest page reads it (findGuestSiteByHost). */
export type GuestSiteAtHost = {
  row: SiteRow;
  /** The open page offers "Hitta din inbjudan" (issue 25). */
  offersFindInvitation: boolean;
  /** Units reserved per gift item, as gift-registry.ts siteGiftReservations reads them. */
  giftReservations: GiftReservationSummary[];
};

/**
 * The site published at a host as a guest page reads it (findActiveSiteByHost), with whether its open
 * page offers "Hitta din inbjudan" (issue 25: a household of the owner's list whose link is on, not one
 * made from an open answer and waiting for review, and the owner did not choose only personal links) and its gift reservations. One statement, so a page the cache does not hold costs
 * no extra round trips (issue 24); the first fact is kept with the host's facts and dropped with them by
 * every household or settings change, the reservations are the page's (a reservation invalidates it).
 */
export async function findGuestSiteByHost(ctx: AppContext, host: string): Promise<GuestSiteAtHost | null> {
  const [raw] = await runPrepared<Record<string, unknown>>(
    ctx.db,
    sql`select ${sites}.*, (
      exists (select 1 from ${households} where ${households.siteId} = ${sites.id}
        and ${households.deletedAt} is null and ${households.linkEnabled} and not ${households.needsReview})
      and not coalesce((select ${guestListSettings.onlyPersonalLinks} from ${guestListSettings}
        where ${guestListSettings.siteId} = ${sites.id}), false)
    ) as offers_find_invitation, (
      select coalesce(json_agg(json_build_array(counted.item_id, counted.reserved) order by counted.item_id), '[]'::json)
      from (select ${giftItemCounters.itemId} as item_id, cast(sum(${giftItemCounters.reserved}) as integer) as reserved
        from ${giftItemCounters} where ${giftItemCounters.siteId} = ${sites.id} and ${giftItemCounters.reserved} > 0
        group by ${giftItemCounters.itemId}) counted
    ) as gift_reservations
    from ${sites} where ${sites.host} = ${host} and (${sites.active} or ${sites.isDemo}) limit 1`,
  );
  if (!raw) return null;
  const counted = (raw.gift_reservations ?? []) as [string, number | string][];
  return {
    row: siteRowOf(raw),
    offersFindInvitation: raw.offers_find_invitation === true,
    giftReservations: counted.map(([id, reserved]) => ({
      giftRegistryId: id,
      quantityReserved: Number(reserved),
    })),
  };
}

/** The site guests may see at a host: an active, unexpired site published there, or a demo site. */
export async function findPublishedSiteByHost(ctx: AppContext, host: string): Promise<SiteRow | null> {
  const row = await findActiveSiteByHost(ctx, host);
  return row && isPubliclyVisible(row) ? row : null;
}

/**
 * Whether guests may see the site: the demo, or a published site whose paid period has not ended (a
 * site without an expiry date stays visible). An expired site is a 404 for guests until it is extended;
 * its owner still edits it and sees its answers.
 */
export function isPubliclyVisible(
  site: Pick<SiteRow, "active" | "isDemo" | "activeExpireDate">,
  now: Date = new Date(),
): boolean {
  if (site.isDemo) return true;
  return site.active && (site.activeExpireDate === null || site.activeExpireDate.getTime() > now.getTime());
}

/** Publishes a site on a host (operator command until payments exist). */
export async function activateSite(
  ctx: AppContext,
  siteId: string,
  host: string,
  options: { months?: number; now?: Date } = {},
): Promise<SiteRow> {
  const now = options.now ?? new Date();
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + (options.months ?? 18));
  const normalizedHost = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.host, normalizedHost))
      .limit(1);
    if (taken && taken.id !== siteId)
      throw new Error(`The host ${normalizedHost} is already used by site ${taken.id}`);
    const [row] = await tx
      .update(sites)
      .set({
        host: normalizedHost,
        active: true,
        activeDate: now,
        activeExpireDate: expires,
        quickStart: false,
      })
      .where(eq(sites.id, siteId))
      .returning();
    if (!row) throw new Error(`No site with id ${siteId}`);
    return row;
  });
}
