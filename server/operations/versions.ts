// The version list, restoring a saved version, and keeping the version table bounded (SPEC §2
// Versions). Reading one version's document lives with the save that writes it (operations/sites.ts).
import { siteDocumentSchema } from "@core/site";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { accounts, sites, siteVersions } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { KEEP_NEWEST, versionsToPrune } from "./version-retention";

export type SiteVersionSummary = {
  id: number;
  createdAt: string;
  latest: boolean;
  current: boolean;
  savedBy: VersionSavedBy;
};

/**
 * Who saved a version (issue 28): the owner's, co-owner's or toastmaster's account, named by its mail as
 * the Personer screen and the guest list's "Senast ändrad av" name people; or null when not known: a
 * version the product made (the site's first, an upgrade), one saved before saved_by was recorded, or
 * one saved by an account since deleted (saved_by set null).
 */
export type VersionSavedBy = { kind: "account"; accountId: string; mail: string } | null;

/**
 * Every kept version, newest first: the newest is latest, the one the site shows is current, each with
 * who saved it. Not cut off at a count: the retention rule bounds a site's versions (about 570), and a
 * cut could hide the current one after a restore of an old version.
 */
export async function listSiteVersions(ctx: AppContext, site: SiteRow): Promise<SiteVersionSummary[]> {
  const rows = await ctx.db
    .select({
      id: siteVersions.id,
      createdAt: siteVersions.createdAt,
      accountId: accounts.id,
      mail: accounts.mail,
    })
    .from(siteVersions)
    .leftJoin(accounts, eq(accounts.id, siteVersions.savedBy))
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.id));
  return rows.map((row, index) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    latest: index === 0,
    current: row.id === site.currentVersionId,
    savedBy:
      row.accountId !== null && row.mail !== null
        ? { kind: "account", accountId: row.accountId, mail: row.mail }
        : null,
  }));
}

/**
 * Makes a saved version the site's page: its document becomes sites.document (which the editor and
 * guests read) and current_version_id points at it. No new row: the version list then shows the chosen
 * one as current while the newest stays latest, and the next save becomes both (docs/decisions.md).
 */
export async function restoreVersion(ctx: AppContext, siteId: string, versionId: number): Promise<SiteRow> {
  return ctx.db.transaction(async (tx) => {
    const [version] = await tx
      .select({ document: siteVersions.document, legacyDocument: siteVersions.legacyDocument })
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.id, versionId)))
      .limit(1);
    if (!version) throw new ApiError("NOT_FOUND");
    // Through today's schema, as a save would: a version stored before a schema change comes back in
    // the shape the editor and guest page read, and one that no longer fits is refused, not shown broken.
    const parsed = siteDocumentSchema.safeParse(version.document);
    if (!parsed.success) throw new ApiError("INVALID_INPUT");
    const [row] = await tx
      .update(sites)
      // A version saved while the site was a version-1 site brings that site back (issue 14 upgrade).
      .set({
        document: parsed.data,
        legacyDocument: version.legacyDocument ?? null,
        currentVersionId: versionId,
        updatedAt: new Date(),
      })
      .where(eq(sites.id, siteId))
      .returning();
    if (!row) throw new ApiError("NOT_FOUND");
    return row;
  });
}

/**
 * Deletes the versions the retention rule (version-retention.ts) does not keep. Called after a save
 * that finds the site past KEEP_NEWEST versions, on one such save in PRUNE_EVERY (save-site.ts): saves
 * are the only way versions are added after a site's creation, so the table stays bounded. Returns
 * how many went.
 */
export async function pruneVersions(
  ctx: AppContext,
  siteId: string,
  now: Date = new Date(),
): Promise<number> {
  const [beyond] = await ctx.db
    .select({ id: siteVersions.id })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId))
    .orderBy(desc(siteVersions.id))
    .offset(KEEP_NEWEST)
    .limit(1);
  if (!beyond) return 0;
  return ctx.db.transaction(async (tx) => {
    const [site] = await tx
      .select({ currentVersionId: sites.currentVersionId })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for("update");
    if (!site) return 0;
    const stamps = await tx
      .select({ id: siteVersions.id, createdAt: siteVersions.createdAt })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId));
    const doomed = versionsToPrune(stamps, site.currentVersionId, now);
    for (let i = 0; i < doomed.length; i += 500) {
      await tx
        .delete(siteVersions)
        .where(and(eq(siteVersions.siteId, siteId), inArray(siteVersions.id, doomed.slice(i, i + 500))));
    }
    return doomed.length;
  });
}
