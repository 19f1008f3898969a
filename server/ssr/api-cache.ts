// The public site API's answer (GET /api/sites/public/:id, issue 11 item 5) kept as the bytes it is
// sent as, in the guest page cache (page-cache.ts): the site row by id and the serialised JSON per
// site, version and access state, tagged with the site's id. So the writers that already invalidate a
// site's pages (save, restore, publish, password, metaNoindex, host, gift reservations, payments, the
// admin command) drop these too, and the cache's tickets refuse a store by a request that read the
// site before such a write. A hit reads nothing from the database, except the access cookie of a
// password-protected site, which is checked on every request as for the guest page.
import { siteForGroups } from "@core/group-visibility";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { EncodedBody } from "../http/encoded-body";
import { invitationCookieName, invitationOfRequest } from "../operations/invitations";
import { findGuestSite, hasSiteAccess, PRIVATE_NO_STORE, presentGuestSite } from "../operations/site-access";
import { type CachedPage, type PageCache, pageCacheOf, visibleUntilOf } from "./page-cache";

export const JSON_TYPE = "application/json; charset=utf-8";

/** Open answers are revalidated by every client (ETag), so none is shown after a change. */
export const PUBLIC_SITE_CACHE_CONTROL = "no-cache";

/**
 * The key of one serialised answer. The access state is part of it: a protected site's answer is
 * stored only as "granted" and reached only after the request's cookie was checked.
 */
export function publicSiteKey(siteId: string, versionId: number | null, access: "open" | "granted"): string {
  return `api\n${siteId}\n${versionId ?? "-"}\n${access}`;
}

/** The site guests may see by id: cached while visible (until its paid period ends), else read. */
async function visibleSiteById(ctx: AppContext, cache: PageCache, ticket: number, siteId: string) {
  const cached = cache.siteById(siteId);
  if (cached) return cached;
  // Unknown, inactive and expired sites throw NOT_FOUND here and are never kept.
  const row: SiteRow = await findGuestSite(ctx, siteId);
  cache.storeSiteById(ticket, row, visibleUntilOf(row));
  return row;
}

/**
 * The public site as this request may see it: the JSON bytes and their Cache-Control, and whether
 * they came from the cache. Throws NOT_FOUND for a site guests cannot see and PASSWORD_REQUIRED
 * without a protected site's cookie.
 */
export async function publicSiteAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<{ answer: CachedPage; hit: boolean; recount: () => void }> {
  const cache = pageCacheOf(ctx);
  // Taken before anything is read: a store after a change to the site is refused (page-cache.ts).
  const ticket = cache.begin();
  const row = await visibleSiteById(ctx, cache, ticket, siteId);
  // A protected site answers 401 until this visit gave its password (operations/site-access.ts).
  if (!(await hasSiteAccess(ctx, request, row))) throw new ApiError("PASSWORD_REQUIRED");
  // A household that came by its personal link gets its own view (its groups' modules and questions,
  // core/group-visibility.ts): read for it alone, never kept, never stored by any cache.
  const invitation = request.cookies[invitationCookieName(row.id)]
    ? await invitationOfRequest(ctx, request, row.id)
    : null;
  if (invitation) {
    const site = siteForGroups(await presentGuestSite(ctx, row), invitation.household.groups);
    const answer = {
      body: new EncodedBody(Buffer.from(JSON.stringify(site))),
      cacheControl: PRIVATE_NO_STORE,
    };
    return { answer, hit: false, recount: () => {} };
  }
  const key = publicSiteKey(row.id, row.currentVersionId, row.password ? "granted" : "open");
  const cached = cache.page(key);
  const recount = (answer: CachedPage) => () => cache.recount(row.id, key, answer);
  if (cached) return { answer: cached, hit: true, recount: recount(cached) };
  // The gift reservations are read with the answer: a reservation invalidates the site's entries.
  // The open page's view: never a module or question limited to groups unless marked for the open page.
  const body = new EncodedBody(
    Buffer.from(JSON.stringify(siteForGroups(await presentGuestSite(ctx, row), null))),
  );
  // A protected site's answer is for this visitor only: no shared cache may keep it for the next one.
  const answer = { body, cacheControl: row.password ? PRIVATE_NO_STORE : PUBLIC_SITE_CACHE_CONTROL };
  cache.storePage(ticket, row.id, key, answer);
  return { answer, hit: false, recount: recount(answer) };
}
