// Access is checked on the server for every owner route: a session, and the site must be the account's
// own, or one it is a member of in a role the route allows (issue 28: co-owners and helpers). Membership
// is read on every request, so a person removed from a site is refused from their next request on.
import { isOwning, type MemberRole, OWNING_ROLES, type SiteRole } from "@core/members";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { accountOfSession, type SessionAccount, sessionToken } from "./auth/sessions";
import type { AppContext } from "./context";
import { siteMembers, sites } from "./db/schema";
import { ApiError } from "./errors";
import { ID_PATTERN } from "./ids";

export type SiteRow = typeof sites.$inferSelect;

export async function requireAccount(ctx: AppContext, request: FastifyRequest): Promise<SessionAccount> {
  const account = await accountOfSession(ctx.db, sessionToken(request));
  if (!account) throw new ApiError("NOT_LOGGED_IN");
  return account;
}

/** The site and the account's role on it (null: none), in one statement. */
export async function siteAndRole(
  ctx: AppContext,
  siteId: string,
  accountId: string,
): Promise<{ site: SiteRow; role: SiteRole | null } | null> {
  const [row] = await ctx.db
    .select({
      site: sites,
      memberRole: sql<MemberRole | null>`(select ${siteMembers.role} from ${siteMembers}
        where ${siteMembers.siteId} = ${sites.id} and ${siteMembers.accountId} = ${accountId})`,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row) return null;
  const role: SiteRole | null = row.site.accountId === accountId ? "primary" : (row.memberRole ?? null);
  return { site: row.site, role };
}

/**
 * The site, when the session's account has one of `roles` on it. An unknown id, a site the account is
 * no member of and a role the route does not allow all answer 403: ids are not probed.
 */
export async function requireSiteRole(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  roles: readonly SiteRole[],
): Promise<{ account: SessionAccount; site: SiteRow; role: SiteRole }> {
  const account = await requireAccount(ctx, request);
  if (!ID_PATTERN.test(siteId)) throw new ApiError("FORBIDDEN");
  const found = await siteAndRole(ctx, siteId, account.id);
  if (!found?.role || !roles.includes(found.role)) throw new ApiError("FORBIDDEN");
  return { account, site: found.site, role: found.role };
}

/**
 * The site, when it is the session account's own or it is a co-owner of it: everything the owner app
 * does but deleting the site and removing its owner (those check for 'primary').
 */
export async function requireOwnedSite(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<{ account: SessionAccount; site: SiteRow; role: "primary" | "owner" }> {
  const found = await requireSiteRole(ctx, request, siteId, OWNING_ROLES);
  if (!isOwning(found.role)) throw new ApiError("FORBIDDEN");
  return { ...found, role: found.role };
}

/** Any member of the site, whatever their role (GET /api/sites/{id} answers every member). */
export const ANY_ROLE: readonly SiteRole[] = ["primary", "owner", "toastmaster", "caterer"];
