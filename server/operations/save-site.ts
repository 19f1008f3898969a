// A save's first question (PUT /api/sites/V2/{id}): whose session is this, is the site its own, and the
// owner's facts the answer carries (operations/owner-site.ts), in ONE named prepared statement (issue
// 24). The facts live in tables a save does not write (own domains, answers, gift counters), so reading
// them before the save gives what reading them after it gave, one round trip and two statements fewer.
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { sessionToken } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { runPreparedShape } from "../db/prepared";
import { accounts, customDomains, giftItemCounters, legacyRsvps, rsvps, sessions, sites } from "../db/schema";
import { ApiError } from "../errors";
import { requireAccount } from "../guards";
import { ID_PATTERN } from "../ids";
import type { OwnerSiteFacts } from "../presenters/site";

const placeholder = sql.placeholder;

/**
 * accountOfSessionOwning (auth/sessions.ts) with ownerSiteFacts (owner-site.ts) and
 * siteGiftReservations (gift-registry.ts) for an owned site, their conditions unchanged; the
 * reservations as one JSON text of [item id, units] pairs in the order of the item ids.
 */
const ownerAndFacts = () => sql`select ${accounts.id} as account_id, ${sites.id} as owned_site,
  (select min(${customDomains.createdAt}) from ${customDomains}
    where ${customDomains.siteId} = ${sites.id} and ${customDomains.expiresAt} > ${placeholder("now")}::timestamptz) as domain_since,
  (exists (select 1 from ${rsvps} where ${rsvps.siteId} = ${sites.id})
    or exists (select 1 from ${legacyRsvps} where ${legacyRsvps.siteId} = ${sites.id})) as has_rsvps,
  (select coalesce(json_agg(json_build_array(g.item_id, g.reserved) order by g.item_id), '[]')::text
    from (select ${giftItemCounters.itemId} as item_id, cast(sum(${giftItemCounters.reserved}) as integer) as reserved
      from ${giftItemCounters} where ${giftItemCounters.siteId} = ${sites.id} and ${giftItemCounters.reserved} > 0
      group by ${giftItemCounters.itemId}) g) as gifts
  from ${sessions} inner join ${accounts} on ${accounts.id} = ${sessions.accountId}
  left join ${sites} on ${sites.id} = ${placeholder("siteId")} and ${sites.accountId} = ${accounts.id}
  where ${sessions.tokenHash} = ${placeholder("tokenHash")} and ${sessions.expiresAt} > ${placeholder("now")}::timestamptz
  limit 1`;

type OwnerRow = {
  account_id: string;
  owned_site: string | null;
  domain_since: unknown;
  has_rsvps: boolean | null;
  gifts: string | null;
};

/**
 * requireSiteOwner (operations/sites.ts) and the owner's facts of the site: 401 without a valid
 * session, 403 for another's site or an unknown id, as there.
 */
export async function ownerFactsForSave(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  now: Date = new Date(),
): Promise<OwnerSiteFacts> {
  if (!ID_PATTERN.test(siteId)) {
    await requireAccount(ctx, request); // 401 before 403, as everywhere
    throw new ApiError("FORBIDDEN");
  }
  const token = sessionToken(request);
  if (!token || token.length > 200) throw new ApiError("NOT_LOGGED_IN");
  const [row] = await runPreparedShape<OwnerRow>(ctx.db, "save: owner and facts", ownerAndFacts, {
    siteId,
    tokenHash: hashToken(token),
    now: now.toISOString(),
  });
  if (!row) throw new ApiError("NOT_LOGGED_IN");
  if (row.owned_site === null) throw new ApiError("FORBIDDEN");
  const since: Date | null =
    row.domain_since === null || row.domain_since === undefined
      ? null
      : new Date(customDomains.createdAt.mapFromDriverValue(row.domain_since as string) as Date);
  const gifts = JSON.parse(row.gifts ?? "[]") as [string, number][];
  return {
    customDomainActive: since !== null,
    customDomainActiveDate: since ? since.toISOString() : null,
    hasRsvps: row.has_rsvps === true,
    giftRegistryReservations: gifts.map(([giftRegistryId, reserved]) => ({
      giftRegistryId,
      quantityReserved: Number(reserved),
    })),
  };
}
