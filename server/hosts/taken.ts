// Whether a host is another site's: published on it, one of its own domains, or an address it moved
// away from and still redirects (redirects.ts). One check for the address search, a host change, a
// payment's start and a payment's effect, so all four agree on what "taken" means.
import { and, eq, ne } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { customDomains, sites } from "../db/schema";
import { redirectHeldByAnother } from "./redirects";

export async function hostUsedByAnotherSite(
  db: Database | Transaction,
  siteId: string,
  host: string,
): Promise<boolean> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.host, host), ne(sites.id, siteId)))
    .limit(1);
  if (site) return true;
  const [domain] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.domain, host), ne(customDomains.siteId, siteId)))
    .limit(1);
  return domain !== undefined || (await redirectHeldByAnother(db, host, siteId));
}
