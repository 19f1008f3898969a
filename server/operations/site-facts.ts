// What a guest submission needs of a site, without reading its whole row each time (issue 11 item 6).
//
// A site row carries a ~30 KB document. A submission needs little of it: the languages, the RSVP and
// form modules (questions, options, number of guests), the form recipients and the page's title for
// the mail. Those are derived once per row version and kept in memory; every request still reads the
// row's small columns fresh (one indexed read without the document):
//   - the gate: active, expiry, demo flag, password and the owner's mail. These decide whether a guest
//     may send and who is mailed, so they are never taken from memory;
//   - the stamp: the row's xmin (PostgreSQL's id of the transaction that wrote this row version; any
//     UPDATE of the row, by this process, another process or a hand-written SQL statement, changes it)
//     and current_version_id. The derived facts are used only while the stamp they were built from is
//     the row's stamp now, so a save, a restore or any other change of the document is seen by the
//     very next submission without anyone having to remember to invalidate anything.
import type { UiLanguage } from "@core/languages";
import { headerTitle, type SiteDocument, siteLanguages } from "@core/site";
import type { SiteModuleOf } from "@modules/schemas";
import { uiLanguageFor } from "@web/i18n";
import { eq, sql } from "drizzle-orm";
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

const caches = new WeakMap<Database, Map<string, SubmissionFacts>>();

function cacheOf(ctx: AppContext): Map<string, SubmissionFacts> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  return cache;
}

const gateColumns = {
  id: sites.id,
  accountId: sites.accountId,
  host: sites.host,
  isDemo: sites.isDemo,
  active: sites.active,
  activeExpireDate: sites.activeExpireDate,
  password: sites.password,
  ownerMail: accounts.mail,
  stamp: sql<string>`${sites}.xmin::text || ':' || coalesce(${sites.currentVersionId}, 0)::text`,
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
 */
export async function submissionFacts(
  ctx: AppContext,
  gate: SiteGate,
): Promise<{ gate: SiteGate; facts: SubmissionFacts }> {
  const cache = cacheOf(ctx);
  const cached = cache.get(gate.id);
  if (cached && cached.stamp === gate.stamp) {
    // Most recently used last, so the oldest is the one dropped when the map is full.
    cache.delete(gate.id);
    cache.set(gate.id, cached);
    return { gate, facts: cached };
  }
  const [row] = await ctx.db
    .select({ ...gateColumns, document: sites.document })
    .from(sites)
    .leftJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, gate.id))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  const { document, ...fresh } = row;
  const facts = submissionFactsOf(document, fresh.stamp);
  cache.delete(gate.id);
  cache.set(gate.id, facts);
  if (cache.size > MAX_CACHED_SITES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  if (!isPubliclyVisible(fresh)) throw new ApiError("NOT_FOUND");
  return { gate: fresh, facts };
}
