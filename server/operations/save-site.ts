// The save of a site (PUT /api/sites/V2/{id}) in one round trip (issue 24): whose session this is,
// whether the site is its own or it is a co-owner of it (issue 28; the version records who saved it),
// the owner's facts the answer carries (operations/owner-site.ts), the version's INSERT, the site's
// UPDATE and the "saved" line of the owners' activity list (issue 28: at most one per person per
// SAVED_EVERY_MS, as recordSaved in members.ts writes it), all in ONE named prepared statement, which
// on PostgreSQL also sends the page cache's notice to the other server processes (cache-bus.ts). The
// facts live in tables a save does not write (own domains, answers, gift counters), so reading them
// with the save gives what reading them after it gave. The body is parsed before that statement (it
// carries the document); its verdict is told only to the owner: ownership is asked on its own first
// when the body is refused, so a stranger still gets 401 or 403 and learns nothing of how the body was
// judged. The activity line commits with the save: there is no line without a save, nor a save without
// its line (it was a statement of its own after the save, with a second read of the session, before).
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { sessionToken } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import { cacheBusOf } from "../cache-bus";
import type { AppContext } from "../context";
import type { Database, Transaction } from "../db/client";
import { runPreparedShape } from "../db/prepared";
import {
  accounts,
  customDomains,
  giftItemCounters,
  legacyRsvps,
  rsvps,
  sessions,
  siteActivity,
  siteMembers,
  sites,
  siteVersions,
} from "../db/schema";
import { ApiError } from "../errors";
import { requireAccount, type SiteRow } from "../guards";
import { ID_PATTERN } from "../ids";
import { claimQuickStartImages, quickStartImageIds } from "../images/claim";
import { QUICK_START_FOLDER } from "../images/records";
import type { OwnerSiteFacts } from "../presenters/site";
import { invalidateSite, pageCacheOf } from "../ssr/page-cache";
import { SAVED_EVERY_MS } from "./members";
import { parseSavedDocument } from "./save-site-document";
import { isForeignKeyViolation, SITE_COLUMNS, siteRowOf } from "./sites";
import { duringSiteSave } from "./submission-outbox";
import { KEEP_NEWEST } from "./version-retention";

const placeholder = sql.placeholder;

/**
 * The session's account and whether it owns the site, with ownerSiteFacts (owner-site.ts) and
 * siteGiftReservations (gift-registry.ts) for an owned site, their conditions unchanged; the
 * reservations as one JSON text of [item id, units] pairs in the order of the item ids.
 */
const ownerAndFacts = () => sql`select ${accounts.id} as session_account, ${sites.id} as owned_site,
  case when ${sites.accountId} = ${accounts.id} then 'primary' else 'owner' end as owner_role,
  (select min(${customDomains.createdAt}) from ${customDomains}
    where ${customDomains.siteId} = ${sites.id} and ${customDomains.expiresAt} > ${placeholder("now")}::timestamptz) as domain_since,
  (exists (select 1 from ${rsvps} where ${rsvps.siteId} = ${sites.id})
    or exists (select 1 from ${legacyRsvps} where ${legacyRsvps.siteId} = ${sites.id})) as has_rsvps,
  (select coalesce(json_agg(json_build_array(g.item_id, g.reserved) order by g.item_id), '[]')::text
    from (select ${giftItemCounters.itemId} as item_id, cast(sum(${giftItemCounters.reserved}) as integer) as reserved
      from ${giftItemCounters} where ${giftItemCounters.siteId} = ${sites.id} and ${giftItemCounters.reserved} > 0
      group by ${giftItemCounters.itemId}) g) as gifts
  from ${sessions} inner join ${accounts} on ${accounts.id} = ${sessions.accountId}
  left join ${sites} on ${sites.id} = ${placeholder("siteId")} and (${sites.accountId} = ${accounts.id}
    or exists (select 1 from ${siteMembers} where ${siteMembers.siteId} = ${sites.id}
      and ${siteMembers.accountId} = ${accounts.id} and ${siteMembers.role} = 'owner'))
  where ${sessions.tokenHash} = ${placeholder("tokenHash")} and ${sessions.expiresAt} > ${placeholder("now")}::timestamptz
  limit 1`;

type OwnerRow = {
  session_account: string;
  owned_site: string | null;
  /** The saver's role (issue 28): the site's owner, or a co-owner. */
  owner_role: "primary" | "owner";
  prune_due?: boolean;
  wrote?: boolean;
  /** Whether the statement wrote the saver's "saved" activity line. */
  noted?: boolean;
  domain_since: unknown;
  has_rsvps: boolean | null;
  gifts: string | null;
};

/**
 * The session's account when it owns the site, and the owner's facts of the site: 401 without a valid
 * session, 403 for another's site or an unknown id (as requireOwnedSite, without reading the document).
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
  return factsOf(row);
}

function factsOf(row: OwnerRow): OwnerSiteFacts {
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

/**
 * The save in ONE statement: ownerAndFacts, then, only for the owner, the version's INSERT and the
 * site's UPDATE (as saveSite, operations/sites.ts), the saver's "saved" activity line when they have
 * none newer than `savedSince`, and whether pruning is due. Nothing is written unless the session's
 * account owns the site (and the site's row was written); all of it commits together or not at all.
 */
const ownedSaveStatement = (notify: boolean) => () =>
  sql`with owner as (${ownerAndFacts()}),
  v as (
    insert into ${siteVersions} (${sql.identifier(siteVersions.siteId.name)}, ${sql.identifier(siteVersions.document.name)},
      ${sql.identifier(siteVersions.savedBy.name)})
    select ${placeholder("siteId")}, ${placeholder("document")}::jsonb, owner.session_account from owner where owner.owned_site is not null
      and (${placeholder("base")}::integer is null or exists (select 1 from ${sites} where ${sites.id} = ${placeholder("siteId")}
        and ${sites.currentVersionId} = ${placeholder("base")}::integer for update))
    returning ${sql.identifier(siteVersions.id.name)}, ${sql.identifier(siteVersions.document.name)}),
  u as (
    update ${sites} set ${sql.identifier(sites.document.name)} = v.document, ${sql.identifier(sites.currentVersionId.name)} = v.id,
      ${sql.identifier(sites.legacyDocument.name)} = null, ${sql.identifier(sites.updatedAt.name)} = ${placeholder("now")}::timestamptz
    from v where ${sites.id} = ${placeholder("siteId")}
    returning ${sql.join(
      SITE_COLUMNS.filter(([key]) => key !== "document").map(([, column]) => sql`${column}`),
      sql`, `,
    )}),
  note as (
    insert into ${siteActivity} (${sql.identifier(siteActivity.siteId.name)}, ${sql.identifier(siteActivity.accountId.name)},
      ${sql.identifier(siteActivity.kind.name)}, ${sql.identifier(siteActivity.detail.name)})
    select ${placeholder("siteId")}, owner.session_account, 'saved', '{}'::jsonb from owner
    where exists (select 1 from u) and not exists (select 1 from ${siteActivity}
      where ${siteActivity.siteId} = ${placeholder("siteId")} and ${siteActivity.accountId} = owner.session_account
        and ${siteActivity.kind} = 'saved' and ${siteActivity.createdAt} > ${placeholder("savedSince")}::timestamptz)
    returning 1)
  select owner.*, u.*, exists (select 1 from ${siteVersions} where ${siteVersions.siteId} = ${placeholder("siteId")}
    order by ${siteVersions.id} desc offset ${sql.raw(String(KEEP_NEWEST - 1))} limit 1) as prune_due,
    exists (select 1 from v) as wrote, exists (select 1 from note) as noted${
      // The page cache's notice to the other processes (cache-bus.ts), sent only when the site row was
      // written, delivered by PostgreSQL when this statement commits.
      notify
        ? sql`, (select pg_notify(${placeholder("channel")}, ${placeholder("notice")}) from u) as notified`
        : sql``
    }
  from owner left join u on true`;

/**
 * A site past the version retention would prune on every save (each save adds a version beyond what
 * the rule keeps): six statements more per save. So, per process and site, it prunes on the first save
 * it sees past the retention and then on every PRUNE_EVERY-th: the table holds at most PRUNE_EVERY
 * versions more than the rule keeps (per server process), and a save prunes one time in PRUNE_EVERY.
 */
export const PRUNE_EVERY = 25;
/** Saves since the last prune, per site; forgotten in full past this many sites (they prune once more). */
const PRUNE_SITES_MAX = 10_000;
const savesSincePrune = new WeakMap<AppContext, Map<string, number>>();

function pruneNow(ctx: AppContext, siteId: string): boolean {
  let saves = savesSincePrune.get(ctx);
  if (!saves) {
    saves = new Map();
    savesSincePrune.set(ctx, saves);
  }
  const since = saves.get(siteId);
  if (since !== undefined && since + 1 < PRUNE_EVERY) {
    saves.set(siteId, since + 1);
    return false;
  }
  if (saves.size >= PRUNE_SITES_MAX) saves.clear();
  saves.set(siteId, 0);
  return true;
}

/**
 * The version a save was made on (issue 28): the `x-site-version` header, a whole number; null when the
 * client says none (then saved whatever the version).
 */
export function savedOnVersion(request: FastifyRequest): number | null {
  const header = request.headers["x-site-version"];
  return typeof header === "string" && /^\d{1,10}$/.test(header) ? Number(header) : null;
}

export type OwnedSave = {
  row: SiteRow;
  facts: OwnerSiteFacts;
  json: string;
  pruneDue: boolean;
  /** The saver's role, as GET /api/sites/{id} answers it. */
  role: "primary" | "owner";
};

/**
 * PUT /api/sites/V2/{id}: the body parsed (save-site-document.ts), then ownership checked, the document
 * and its version written and the owner's facts read in one round trip, and the site's pages
 * invalidated (ssr/page-cache.ts). The answers are as when ownership was asked first: 401 without a
 * session and 403 for another's site or an unknown id, whatever the body; 400 for a refused body only
 * to the owner; nothing written or invalidated for anyone else.
 */
export async function saveOwnedSite(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  body: unknown,
  /**
   * The version the editor's document was made from (issue 28: two owners editing at once). Given, a
   * save made on an older one is refused (409 SAVE_CONFLICT, nothing written); the check and the write
   * are one statement, the site's row locked by the check, so two saves from one version never both
   * pass. Null: saved whatever the version (a client that does not say).
   */
  base: number | null = null,
): Promise<OwnedSave> {
  const token = sessionToken(request);
  if (!ID_PATTERN.test(siteId) || !token || token.length > 200) {
    await ownerFactsForSave(ctx, request, siteId); // answers 401 or 403
    throw new ApiError("FORBIDDEN");
  }
  let parsed: ReturnType<typeof parseSavedDocument>;
  try {
    parsed = parseSavedDocument(siteId, body);
  } catch (error) {
    await ownerFactsForSave(ctx, request, siteId); // 401 or 403 before the 400
    throw error;
  }
  const { document } = parsed;
  const json = JSON.stringify(document);
  const change = { siteId, what: "site" };
  const bus = cacheBusOf(ctx);
  // On PostgreSQL the other processes' notice rides in the save's statement: no round trip of its own.
  const notice = bus.noticeOf(change);
  const now = Date.now();
  const values = {
    siteId,
    base: base === null ? null : String(base),
    tokenHash: hashToken(token),
    document: json,
    now: new Date(now).toISOString(),
    savedSince: new Date(now - SAVED_EVERY_MS).toISOString(),
    ...(notice ? { channel: notice.channel, notice: notice.payload } : {}),
  };
  const write = async (db: Database | Transaction) => {
    const [raw] = await runPreparedShape<OwnerRow & Record<string, unknown>>(
      db,
      notice ? "save: owned site and version, notice" : "save: owned site and version",
      ownedSaveStatement(notice !== null),
      values,
    );
    // Quick-start images the document uses become the site's, in the same transaction.
    if (db !== ctx.db && raw?.owned_site && raw.id) await claimQuickStartImages(db, siteId, document);
    return raw;
  };
  let raw: (OwnerRow & Record<string, unknown>) | undefined;
  try {
    // The notification mail sender waits while a save is in flight (submission-outbox.ts).
    raw = await duringSiteSave(ctx, () =>
      // Only a document that names the quick-start folder can hold a quick-start image.
      !json.includes(`/media/${QUICK_START_FOLDER}/`) || quickStartImageIds(document).length === 0
        ? write(ctx.db)
        : ctx.db.transaction((tx) => write(tx)),
    );
  } catch (error) {
    // A write that committed and then threw must not leave the old page in place.
    await invalidateSite(ctx, siteId);
    // The version's site is gone (deleted meanwhile): as for an unknown id.
    if (isForeignKeyViolation(error)) throw new ApiError("NOT_FOUND");
    throw error;
  }
  if (!raw) throw new ApiError("NOT_LOGGED_IN");
  if (raw.owned_site === null) throw new ApiError("FORBIDDEN");
  if (base !== null && raw.wrote === false) throw new ApiError("SAVE_CONFLICT");
  // The guest page shows the saved document from now on: this process's caches now, the others' by
  // the notice the statement sent (when it wrote the site row).
  if (raw.id === null || raw.id === undefined) {
    await invalidateSite(ctx, siteId);
    throw new ApiError("NOT_FOUND");
  }
  pageCacheOf(ctx);
  bus.publishedWithWrite(change);
  parsed.remember();
  return {
    row: { ...siteRowOf(raw), document },
    facts: factsOf(raw),
    json,
    pruneDue: raw.prune_due === true && pruneNow(ctx, siteId),
    role: raw.owner_role === "primary" ? "primary" : "owner",
  };
}
