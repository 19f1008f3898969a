// Ownership is checked on the server for every owner route: a session, and the site must be its own.
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { accountOfSession, type SessionAccount, sessionToken } from "./auth/sessions";
import type { AppContext } from "./context";
import { sites } from "./db/schema";
import { ApiError } from "./errors";
import { ID_PATTERN } from "./ids";

export type SiteRow = typeof sites.$inferSelect;

export async function requireAccount(ctx: AppContext, request: FastifyRequest): Promise<SessionAccount> {
  const account = await accountOfSession(ctx.db, sessionToken(request));
  if (!account) throw new ApiError("NOT_LOGGED_IN");
  return account;
}

/** The site, when it is the session account's. An unknown id answers 403 too: ids are not probed. */
export async function requireOwnedSite(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<{ account: SessionAccount; site: SiteRow }> {
  const account = await requireAccount(ctx, request);
  if (!ID_PATTERN.test(siteId)) throw new ApiError("FORBIDDEN");
  const [site] = await ctx.db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site || site.accountId !== account.id) throw new ApiError("FORBIDDEN");
  return { account, site };
}
