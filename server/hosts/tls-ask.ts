// Caddy's on-demand TLS asks before it obtains a certificate for a name it has never seen
// (PROVIDERS.md): only names this server serves may get one, or anyone could point a thousand names
// at us and have Caddy hit the certificate authority's rate limits on our account.
import { normalizeHost } from "@core/host";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../context";
import { customDomains, sites } from "../db/schema";
import { isPubliclyVisible } from "../operations/sites";
import { redirectTargetOf } from "./redirects";

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * Whether a certificate may be obtained for the name: the product's own domain and its demo host,
 * the host of a published (active, unexpired) site or the demo site, or an unexpired own domain of a
 * published site — each also with www. in front.
 */
export async function mayHaveCertificate(
  ctx: AppContext,
  name: string,
  now: Date = new Date(),
): Promise<boolean> {
  const lower = name.trim().toLowerCase().replace(/\.$/, "");
  if (!HOST_NAME.test(lower)) return false;
  const host = normalizeHost(lower);
  const brand = ctx.config.brandDefinition;
  if (host === brand.domain || host === brand.demoHost) return true;

  const [site] = await ctx.db
    .select({ active: sites.active, isDemo: sites.isDemo, activeExpireDate: sites.activeExpireDate })
    .from(sites)
    .where(eq(sites.host, host))
    .limit(1);
  if (site && isPubliclyVisible(site, now)) return true;

  const [owner] = await ctx.db
    .select({ active: sites.active, isDemo: sites.isDemo, activeExpireDate: sites.activeExpireDate })
    .from(customDomains)
    .innerJoin(sites, eq(sites.id, customDomains.siteId))
    .where(and(eq(customDomains.domain, host), gt(customDomains.expiresAt, now)))
    .limit(1);
  if (owner !== undefined && isPubliclyVisible(owner, now)) return true;
  // An address a site moved away from answers a redirect, over HTTPS too.
  return (await redirectTargetOf(ctx, host, now)) !== null;
}
