// What a guest submission needs of a site, without reading its whole row each time (issue 11 item 6).
//
// A site row carries a ~30 KB document. A submission needs little of it: the languages, the RSVP and
// form modules (questions, options, number of guests), the form recipients and the page's title for
// the mail. Those are derived once per row version and kept in memory together with the gate:
//   - the gate: active, expiry, demo flag, password and the owner's mail, which decide whether a guest
//     may send and who is mailed;
//   - the stamp: the site row's xmin (PostgreSQL's id of the transaction that wrote this row version;
//     any UPDATE of the row, by this process, another process or a hand-written SQL statement, changes
//     it), its current_version_id and the owner's account row's xmin.
// A submission may be judged against the remembered gate and facts, but it is only STORED by a
// statement that checks, in the database and in the same statement, that the stamp is still the rows'
// stamp (storeGuardOf below): when anything changed, nothing is stored and the submission is judged
// again on a fresh read. A refusal judged from memory is likewise checked again on a fresh read before
// the guest gets it. So a save, a restore, a password or any other change is seen by the very next
// submission without anyone having to remember to invalidate anything.
import type { UiLanguage } from "@core/languages";
import { headerTitle, type SiteDocument, siteLanguages } from "@core/site";
import type { SiteModuleOf } from "@modules/schemas";
import { uiLanguageFor } from "@web/i18n";
import { eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { accounts, sites } from "../db/schema";
import { ApiError } from "../errors";
import { ID_PATTERN } from "../ids";
import { isPubliclyVisible } from "./sites";

/** The columns that decide whether guests may send, read fresh for every request. */
export type SiteGate = {
  id: string;
  accountId: string | null;
  host: string | null;
  isDemo: boolean;
  active: boolean;
  activeExpireDate: Date | null;
  password: string | null;
  /** The owner's account mail (null for the demo): who is mailed when a form names no recipients. */
  ownerMail: string | null;
  /** The RSVP's last day (issue 26), YYYY-MM-DD; null: none. */
  rsvpDeadline: string | null;
  /** xmin and current version id: changes with every write of the row. */
  stamp: string;
};

export type FormModule = SiteModuleOf<"Rsvp"> | SiteModuleOf<"Form">;

/** What a submission needs of one row version of the document. Shared between requests: read only. */
export type SubmissionFacts = {
  stamp: string;
  languages: readonly string[];
  mailLanguage: UiLanguage;
  /** The first header's title in the mail language ('' when there is none). */
  pageTitle: string;
  /** Every module by id, so a form id naming a hidden or another kind of module is judged as before. */
  modules: ReadonlyMap<string, { siteModuleType: string; hide: boolean; form: FormModule | null }>;
  formRecipients: ReadonlyMap<string, readonly string[]>;
};

/** More sites than one server has guests answering at once; the oldest used goes first. */
const MAX_CACHED_SITES = 500;

/** A gate with the facts of the same row version. */
export type SubmissionSite = { gate: SiteGate; facts: SubmissionFacts };

const caches = new WeakMap<Database, Map<string, SubmissionSite>>();

function cacheOf(ctx: AppContext): Map<string, SubmissionSite> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  return cache;
}

function remember(ctx: AppContext, site: SubmissionSite): void {
  const cache = cacheOf(ctx);
  // Most recently used last, so the oldest is the one dropped when the map is full.
  cache.delete(site.gate.id);
  cache.set(site.gate.id, site);
  if (cache.size > MAX_CACHED_SITES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/**
 * The row versions a gate was read from: the site row's xmin and current version, and the owner's
 * account row's xmin (their mail). Any UPDATE of either row, by whoever, gives a new stamp.
 */
const stampSql = sql<string>`${sites}.xmin::text || ':' || coalesce(${sites.currentVersionId}, 0)::text || ':' || coalesce(${accounts}.xmin::text, '')`;

const gateColumns = {
  id: sites.id,
  accountId: sites.accountId,
  host: sites.host,
  isDemo: sites.isDemo,
  active: sites.active,
  activeExpireDate: sites.activeExpireDate,
  password: sites.password,
  ownerMail: accounts.mail,
  rsvpDeadline: sites.rsvpDeadline,
  stamp: stampSql,
};

/** Builds the facts of one document; pure, exported for tests. */
export function submissionFactsOf(document: SiteDocument, stamp: string): SubmissionFacts {
  const languages = siteLanguages(document);
  const mailLanguage = uiLanguageFor(languages[0] ?? "");
  const modules = new Map<string, { siteModuleType: string; hide: boolean; form: FormModule | null }>();
  for (const module of document.siteModules) {
    if (modules.has(module.id)) continue; // the first of two equal ids wins, as Array.find did
    const form = module.siteModuleType === "Rsvp" || module.siteModuleType === "Form" ? module : null;
    modules.set(module.id, { siteModuleType: module.siteModuleType, hide: Boolean(module.hide), form });
  }
  const formRecipients = new Map<string, readonly string[]>();
  for (const entry of document.formRecipients) {
    if (!formRecipients.has(entry.formId)) formRecipients.set(entry.formId, entry.recipients);
  }
  return {
    stamp,
    languages,
    mailLanguage,
    pageTitle: headerTitle(document, mailLanguage),
    modules,
    formRecipients,
  };
}

/** The site's gate, or null for no such site. One read of the small columns and the owner's mail. */
export async function readSiteGate(ctx: AppContext, siteId: string): Promise<SiteGate | null> {
  if (!ID_PATTERN.test(siteId)) return null;
  const [row] = await ctx.db
    .select(gateColumns)
    .from(sites)
    .leftJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}

/** The gate of a site guests may reach now (active and unexpired, or the demo); else 404, as its page. */
export async function requireGuestGate(ctx: AppContext, siteId: string): Promise<SiteGate> {
  const gate = await readSiteGate(ctx, siteId);
  if (!gate || !isPubliclyVisible(gate)) throw new ApiError("NOT_FOUND");
  return gate;
}

/**
 * The facts for the row version the gate was read from: from memory when the stamp still matches,
 * else read with the document. When the row changed between the two reads, the returned gate is the
 * newer one (read together with the document), so gate and facts always describe the same version.
 * Whether guests may reach the site is the caller's to judge.
 */
async function factsOf(ctx: AppContext, gate: SiteGate): Promise<SubmissionSite | null> {
  const cached = cacheOf(ctx).get(gate.id);
  if (cached && cached.facts.stamp === gate.stamp) {
    remember(ctx, { gate, facts: cached.facts });
    return { gate, facts: cached.facts };
  }
  const [row] = await ctx.db
    .select({ ...gateColumns, document: sites.document })
    .from(sites)
    .leftJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, gate.id))
    .limit(1);
  if (!row) return null;
  const { document, ...fresh } = row;
  const site = { gate: fresh, facts: submissionFactsOf(document, fresh.stamp) };
  remember(ctx, site);
  return site;
}

/** The facts of the gate's row version, for a site guests may reach (else 404, as its page). */
export async function submissionFacts(ctx: AppContext, gate: SiteGate): Promise<SubmissionSite> {
  const site = await factsOf(ctx, gate);
  if (!site || !isPubliclyVisible(site.gate)) throw new ApiError("NOT_FOUND");
  return site;
}

/**
 * The gate and facts of a site as it is now, whether or not guests may reach it: for the mail of an
 * answer accepted earlier (the owner still hears of it after unpublishing). Null for no such site.
 */
export async function currentSubmissionSite(ctx: AppContext, siteId: string): Promise<SubmissionSite | null> {
  const gate = await readSiteGate(ctx, siteId);
  return gate ? factsOf(ctx, gate) : null;
}

/** The gate and facts of a site guests may reach, read now (the gate always, the document when changed). */
export async function freshSubmissionSite(ctx: AppContext, siteId: string): Promise<SubmissionSite> {
  return submissionFacts(ctx, await requireGuestGate(ctx, siteId));
}

/**
 * The gate and facts remembered from an earlier submission, or null. They may be out of date: use them
 * only to judge, and store only through storeGuardOf, which fails when the rows changed since.
 */
export function rememberedSubmissionSite(ctx: AppContext, siteId: string): SubmissionSite | null {
  return cacheOf(ctx).get(siteId) ?? null;
}

/**
 * A condition for the statement that stores a submission: true only while the site's and its owner's
 * rows are the versions `gate` was read from (same stamp), evaluated by the database in that statement.
 */
export function storeGuardOf(id: unknown, stamp: unknown): SQL {
  return sql`exists (select 1 from ${sites} left join ${accounts} on ${accounts.id} = ${sites.accountId}
    where ${sites.id} = ${id} and ${stampSql} = ${stamp})`;
}
