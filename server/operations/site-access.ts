// Password-protected sites (SPEC §2 Public site, §7 public login): a guest who gives the site's
// password gets a random token in a cookie that lasts for the visit; only its sha256 is stored, in
// site_access_tokens, with an expiry. Every guest route of a protected site checks it with
// hasSiteAccess / requireSiteAccess. The owner's session does not count: the public page is what
// guests see, and the owner sees the page in the editor.
import { createHash, timingSafeEqual } from "node:crypto";
import { guestPasswordProblem } from "@core/guest-password";
import type { PublicSite } from "@core/site";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken, newToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { siteAccessTokens, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { ID_PATTERN } from "../ids";
import { limitStoreOf } from "../limits/counter-store";
import { presentPublicSite } from "../presenters/site";
import { clientKeyOf } from "../routes/client-key";
import { createGuessGuard, type GuessGuard } from "../routes/rate-limits";
import { type GiftReservationSummary, siteGiftReservations } from "./gift-registry";
import { findSiteById, isPubliclyVisible } from "./sites";

const ACCESS_HOURS = 12;
const COOKIE_PREFIX = "site_access_";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Cache-Control of anything a protected site answers after its password: never kept by a shared cache. */
export const PRIVATE_NO_STORE = "private, no-store";

/** The site as a guest who may see it gets it: the public fields plus the gift reservations. */
export async function presentGuestSite(
  ctx: AppContext,
  row: SiteRow,
  /** The reservations when they were read with the row (sites.ts findGuestSiteByHost). */
  reservations?: GiftReservationSummary[],
): Promise<PublicSite> {
  // Only a page that shows a gift registry reads its reservations (the demo never shows any).
  const showsGifts =
    !row.isDemo &&
    row.document.siteModules.some((module) => module.siteModuleType === "GiftRegistry" && !module.hide);
  return presentPublicSite(row, {
    giftRegistryReservations: showsGifts ? (reservations ?? (await siteGiftReservations(ctx, row.id))) : [],
  });
}

/** One cookie per site, so previews of several sites on one local host do not overwrite each other. */
export function accessCookieName(siteId: string): string {
  return `${COOKIE_PREFIX}${siteId}`;
}

/** Compares in constant time (both sides hashed first, so lengths do not leak either). */
export function sitePasswordMatches(given: string, stored: string): boolean {
  return timingSafeEqual(sha256(given.trim().normalize("NFC")), sha256(stored.trim().normalize("NFC")));
}

/** The site a guest may reach: active (or demo); anything else is a 404, ids are not probed. */
export async function findGuestSite(ctx: AppContext, siteId: string): Promise<SiteRow> {
  const row = ID_PATTERN.test(siteId) ? await findSiteById(ctx, siteId) : null;
  if (!row || !isPubliclyVisible(row)) throw new ApiError("NOT_FOUND");
  return row;
}

/**
 * Whether this request may see the site: always for a site without password, else only with a
 * valid access cookie for this site. Guest routes (RSVP, forms, gifts) use requireSiteAccess.
 */
export async function hasSiteAccess(
  ctx: AppContext,
  request: FastifyRequest,
  row: Pick<SiteRow, "id" | "password">,
): Promise<boolean> {
  if (!row.password) return true;
  const token = request.cookies[accessCookieName(row.id)];
  if (!token || token.length > 200) return false;
  const [found] = await ctx.db
    .select({ siteId: siteAccessTokens.siteId })
    .from(siteAccessTokens)
    .where(
      and(
        eq(siteAccessTokens.tokenHash, hashToken(token)),
        eq(siteAccessTokens.siteId, row.id),
        gt(siteAccessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export async function requireSiteAccess(
  ctx: AppContext,
  request: FastifyRequest,
  site: Pick<SiteRow, "id" | "password">,
): Promise<void> {
  if (!(await hasSiteAccess(ctx, request, site))) throw new ApiError("PASSWORD_REQUIRED");
}

/** A new access token for the site; the caller sets it as the cookie. Expired tokens are swept here. */
export async function grantSiteAccess(ctx: AppContext, siteId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await ctx.db.delete(siteAccessTokens).where(lt(siteAccessTokens.expiresAt, now));
  await ctx.db.insert(siteAccessTokens).values({
    tokenHash: hashToken(token),
    siteId,
    expiresAt: new Date(now.getTime() + ACCESS_HOURS * 3600_000),
  });
  return token;
}

/** A session cookie (no Max-Age or Expires): it lasts for the visit; the server row expires anyway. */
export function setAccessCookie(reply: FastifyReply, siteId: string, token: string, secure: boolean): void {
  reply.setCookie(accessCookieName(siteId), token, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

// One guess guard per app: the JSON login and the page's form (without JavaScript) count the same
// wrong guesses, so a guesser gains nothing by switching between them.
const loginGuesses = new WeakMap<AppContext, GuessGuard>();

function loginGuessGuard(ctx: AppContext): GuessGuard {
  let guard = loginGuesses.get(ctx);
  if (!guard) {
    guard = createGuessGuard({
      name: "site-gate",
      store: limitStoreOf(ctx),
      perClient: { max: 10, windowMs: 15 * 60_000 },
      perTarget: { max: 100, windowMs: 15 * 60_000 },
    });
    loginGuesses.set(ctx, guard);
  }
  return guard;
}

/**
 * A guest gives a site's password (SPEC §7 public login): answers a new access token for the cookie,
 * or null when the site has no password. Throws WRONG_SITE_PASSWORD (counted as a guess) or
 * TOO_MANY_REQUESTS for a client that has guessed wrong too often (see createGuessGuard).
 */
export async function openSiteWithPassword(
  ctx: AppContext,
  site: SiteRow,
  password: string,
  clientAddress: string,
): Promise<string | null> {
  const guesses = loginGuessGuard(ctx);
  const client = `${clientKeyOf(clientAddress)}/${site.id}`;
  if (await guesses.blocked(client, site.id)) throw new ApiError("TOO_MANY_REQUESTS");
  if (!site.password) return null;
  if (!sitePasswordMatches(password, site.password)) {
    await guesses.fail(client, site.id);
    throw new ApiError("WRONG_SITE_PASSWORD");
  }
  return grantSiteAccess(ctx, site.id);
}

/**
 * The owner sets (or with an empty string removes) the guests' password. Trimmed; every access
 * granted with the old password ends.
 */
export async function setSitePassword(ctx: AppContext, siteId: string, password: string): Promise<SiteRow> {
  // A new password follows the shared rule (at least 4 characters); '' still removes it.
  if (guestPasswordProblem(password)) throw new ApiError("GUEST_PASSWORD_TOO_SHORT");
  const value = password.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sites)
      .set({ password: value, updatedAt: new Date() })
      .where(eq(sites.id, siteId))
      .returning();
    if (!row) throw new ApiError("NOT_FOUND");
    await tx.delete(siteAccessTokens).where(eq(siteAccessTokens.siteId, siteId));
    return row;
  });
}
