// Old addresses keep working (issue 23 item 2). When a published site moves from one address to another
// (its subdomain to the own domain the couple bought, or one subdomain to another), the address it leaves
// is kept for the site until the end of the period it was paid for: a guest's old link answers 301 to
// the same path and query on the new address, and no other site can take the old one meanwhile. Moving
// back to it simply ends the redirect.
import { and, eq, gt, ne } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database, Transaction } from "../db/client";
import { hostRedirects, sites } from "../db/schema";
import type { SiteRow } from "../guards";
import { isPubliclyVisible } from "../operations/sites";

type Db = Database | Transaction;

/**
 * Called with the site as it is before its host changes to `newHost`: the old host, if guests can reach
 * the site there now, redirects to the site until its paid period ends.
 */
export async function rememberOldHost(
  db: Db,
  site: Pick<SiteRow, "id" | "host" | "active" | "isDemo" | "activeExpireDate">,
  newHost: string | null,
  now = new Date(),
): Promise<void> {
  if (newHost) await db.delete(hostRedirects).where(eq(hostRedirects.host, newHost));
  if (!site.host || site.host === newHost || site.isDemo || !isPubliclyVisible(site, now)) return;
  // A site without an end date (an operator's) keeps the old link for a year.
  const until = site.activeExpireDate ?? new Date(now.getTime() + 365 * 86_400_000);
  await db
    .insert(hostRedirects)
    .values({ host: site.host, siteId: site.id, until })
    .onConflictDoUpdate({ target: hostRedirects.host, set: { siteId: site.id, until, createdAt: now } });
}

/** Whether another site keeps the host as its old address (then it is not free to take). */
export async function redirectHeldByAnother(db: Db, host: string, siteId: string, now = new Date()) {
  const [held] = await db
    .select({ host: hostRedirects.host })
    .from(hostRedirects)
    .where(and(eq(hostRedirects.host, host), ne(hostRedirects.siteId, siteId), gt(hostRedirects.until, now)))
    .limit(1);
  return held !== undefined;
}

/** The address an old host now leads to: the site's current host, while guests may see the site. */
export async function redirectTargetOf(
  ctx: AppContext,
  host: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ site: sites })
    .from(hostRedirects)
    .innerJoin(sites, eq(sites.id, hostRedirects.siteId))
    .where(and(eq(hostRedirects.host, host), gt(hostRedirects.until, now)))
    .limit(1);
  if (!row?.site.host || row.site.host === host || !isPubliclyVisible(row.site, now)) return null;
  return row.site.host;
}
