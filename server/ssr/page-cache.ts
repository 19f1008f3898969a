// Rendered guest pages kept in memory (issue 11 item 5), so a page view costs neither a database
// read nor a React render. Entries of these kinds, all tagged with their site's id:
//   - the site published at a host (its row: what the page request needs before rendering),
//   - a page's bytes, keyed by site, version, language, demo mode, link query and access state, and
//   - a version's prepared site (its row and the site as guests get it), kept from the version's second
//     render on, so personal links' pages and other languages do not read and present it again.
// Every place that changes what a guest page shows calls invalidateSite(ctx, siteId) (or wraps the
// write in changingSite) AFTER the change is committed: saves, version restores, host changes and
// publishing (payments, the admin command), the password, metaNoindex, gift reservations.
//
// Each server process has its own cache. Invalidations go through the cache bus (cache-bus.ts): this
// process's cache at once, and on PostgreSQL every other process's through LISTEN/NOTIFY. While the
// bus's listener is down this cache keeps nothing (notices may be missed), and every entry is also
// read again after PAGE_MAX_AGE_MS, which bounds staleness should a notice ever be lost.
//
// Sized by bytes (issue 24): a page is kept as its compressed bodies (http/encoded-body.ts), a host's
// entry as the few facts a request needs before rendering (HostSite, not the document), so a thousand
// demo-size sites take about 25 MB; the budget below holds several thousand.

import { siteForGroups } from "@core/group-visibility";
import type { PublicSite } from "@core/site";
import { cacheBusOf } from "../cache-bus";
import type { AppContext } from "../context";
import type { SiteRow } from "../guards";
import type { EncodedAnswer } from "../http/encoded-body";
import type { Invitation } from "../operations/invitations";
import type { SiteGate } from "../operations/site-facts";
import { type LruLimits, TaggedLru } from "./lru";

export const PAGE_CACHE_LIMITS: LruLimits = { maxEntries: 50_000, maxBytes: 96 * 1024 * 1024 };
/** Prepared site versions (and the marks of versions rendered once): about a hundred demo-size sites. */
export const PREPARED_SITE_LIMITS: LruLimits = { maxEntries: 10_000, maxBytes: 32 * 1024 * 1024 };
// A page is also rendered again after this long: the server-rendered countdown (what a guest without
// JavaScript sees; with it the browser's clock takes over) is then never more than a minute old.
export const PAGE_MAX_AGE_MS = 60_000;

/** A rendered page (or public JSON) as it is sent: its bodies per coding, and its Cache-Control. */
export type CachedPage = EncodedAnswer;

/** What a guest page request needs of the site published at a host before it renders (or not). */
export type HostSite = Pick<SiteRow, "id" | "currentVersionId" | "password" | "isDemo"> & {
  languages: string[];
  /** The open page offers "Hitta din inbjudan" (operations/sites.ts findGuestSiteByHost). */
  offersFindInvitation: boolean;
};

type SiteEntry = { kind: "site"; site: HostSite; visibleUntil: number | null; storedAt: number };
type RowEntry = { kind: "row"; row: SiteRow; visibleUntil: number | null; storedAt: number };
type PageEntry = { kind: "page"; page: CachedPage; storedAt: number };
type GateEntry = { kind: "gate"; gate: SiteGate; visibleUntil: number | null; storedAt: number };
type InvitationEntry = { kind: "invitation"; invitation: CachedInvitation; storedAt: number };
/**
 * A site version as a render starts from it (its row and the site presented to guests), kept from the
 * version's second render on; `seen` until then (a site rendered once is not worth its memory).
 */
type PreparedEntry =
  | { kind: "prepared"; prepared: PreparedSite; visibleUntil: number | null; storedAt: number }
  | { kind: "seen"; storedAt: number };

/**
 * What a guest page's render reads from the database, for one version of a site: the row and the site
 * as guests get it (public fields and gift reservations, before any group's view). Shared by every
 * render of that version and never changed by one.
 */
export type PreparedSite = { row: SiteRow; site: PublicSite; views?: Map<string, PublicSite> };

/** Group views kept per prepared site: a site has a few groups, households few combinations of them. */
const MAX_GROUP_VIEWS = 64;

/**
 * The site as a household in these groups sees it (null: the open page), core/group-visibility.ts's
 * siteForGroups: made once per prepared site and set of groups, so every household page of that view
 * renders from the same object (and from its template, guest-page.ts). Without a prepared site it is
 * made for this render only.
 */
export function siteForGroupsOf(
  prepared: PreparedSite | undefined,
  site: PublicSite,
  groups: readonly string[] | null,
): PublicSite {
  if (!prepared) return siteForGroups(site, groups);
  const key = groups === null ? "open" : JSON.stringify([...groups].sort());
  prepared.views ??= new Map();
  let view = prepared.views.get(key);
  if (!view) {
    view = siteForGroups(prepared.site, groups);
    if (prepared.views.size >= MAX_GROUP_VIEWS) prepared.views.clear();
    prepared.views.set(key, view);
  }
  return view;
}

/** A personal link's household as the guest page needs it. */
export type CachedInvitation = Invitation;

export type PageKeyParts = {
  siteId: string;
  versionId: number | null;
  language: string;
  isDemo: boolean;
  linkQuery: string;
  /** "open" (no password) or "granted" (the visitor gave it): a gate is never stored. */
  access: "open" | "granted";
  /**
   * A personal link's own page (issue 25): what it is rendered from beyond the site (the household, its
   * groups, its greeting and RSVP), so a change to the household is another key. None: the open page.
   */
  view?: string;
};

export function pageKey(parts: PageKeyParts): string {
  const { siteId, versionId, language, isDemo, linkQuery, access, view } = parts;
  const key = `page\n${siteId}\n${versionId ?? "-"}\n${language}\n${isDemo ? "demo" : "live"}\n${access}\n${linkQuery}`;
  return view === undefined ? key : `${key}\n${view}`;
}

// How many recent invalidations are remembered to refuse stale stores (see begin/refused).
const REMEMBERED_INVALIDATIONS = 10_000;

export class PageCache {
  private readonly entries: TaggedLru<SiteEntry | RowEntry | PageEntry | GateEntry | InvitationEntry>;
  // Prepared sites have a budget of their own: a page's compressed bytes (about 25 KB) save a whole
  // render, a prepared site (a few hundred KB) only its read, so these never push pages out.
  private readonly preparedSites: TaggedLru<PreparedEntry>;
  // A counter that grows with every invalidation. A request takes it before it reads anything; a
  // store is refused when the site was invalidated after that, so a render that read the site before
  // a save cannot put the old page back after the save's invalidation.
  private epoch = 0;
  private readonly invalidatedAt = new Map<string, number>();
  // Requests that began before this epoch cannot know about forgotten invalidations: never stored.
  private floor = 0;
  // True while invalidations from other processes may be missed (cache-bus.ts): nothing is stored.
  private suspended = false;
  /** Observable effects for tests and the bench. */
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(
    limits: LruLimits = PAGE_CACHE_LIMITS,
    private readonly maxAgeMs: number = PAGE_MAX_AGE_MS,
    /** Site rows are read again after this long (several processes: in case a notice was lost). */
    private readonly rowMaxAgeMs: number = Number.POSITIVE_INFINITY,
    preparedLimits: LruLimits = PREPARED_SITE_LIMITS,
  ) {
    this.entries = new TaggedLru(limits);
    this.preparedSites = new TaggedLru(preparedLimits);
  }

  /** A ticket for one request: pass it to the stores. */
  begin(): number {
    return this.epoch;
  }

  private refused(ticket: number, siteId: string): boolean {
    return this.suspended || ticket < this.floor || (this.invalidatedAt.get(siteId) ?? -1) > ticket;
  }

  /**
   * The gate of a site guests may reach, for handing out post keys (operations/submissions.ts): kept
   * until the site changes (the same invalidations as its pages) or its paid period ends. A key is
   * only judged when the answer comes, against a fresh gate, so a gate kept here decides nothing stored.
   */
  gate(siteId: string, now: number = Date.now()): SiteGate | undefined {
    return this.kept(`gate\n${siteId}`, "gate", now)?.gate;
  }

  storeGate(ticket: number, gate: SiteGate, visibleUntil: number | null, now = Date.now()): void {
    if (this.refused(ticket, gate.id)) return;
    const bytes =
      320 + (gate.ownerMail?.length ?? 0) + (gate.password?.length ?? 0) + (gate.host?.length ?? 0);
    this.entries.set(`gate\n${gate.id}`, { kind: "gate", gate, visibleUntil, storedAt: now }, bytes, gate.id);
  }

  /** A site's entry of this kind, unless its paid period has ended or it is older than rows may be. */
  private kept<K extends (SiteEntry | RowEntry | GateEntry)["kind"]>(
    key: string,
    kind: K,
    now: number,
  ): Extract<SiteEntry | RowEntry | GateEntry, { kind: K }> | undefined {
    const entry = this.entries.get(key);
    if (entry?.kind !== kind) return undefined;
    const found = entry as Extract<SiteEntry | RowEntry | GateEntry, { kind: K }>;
    if (
      (found.visibleUntil !== null && now >= found.visibleUntil) ||
      now - found.storedAt >= this.rowMaxAgeMs
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return found;
  }

  /** The site published at the host, unless its paid period has ended since it was stored. */
  site(host: string, now: number = Date.now()): HostSite | undefined {
    return this.kept(`site\n${host}`, "site", now)?.site;
  }

  /** Keeps what guests may see at the host now (the caller has checked) until `visibleUntil`. */
  storeSite(
    ticket: number,
    host: string,
    site: HostSite,
    visibleUntil: number | null,
    now = Date.now(),
  ): void {
    if (this.refused(ticket, site.id)) return;
    const bytes = 256 + host.length + site.languages.length * 8 + (site.password?.length ?? 0);
    this.entries.set(`site\n${host}`, { kind: "site", site, visibleUntil, storedAt: now }, bytes, site.id);
  }

  // The whole site row by id, for the public site API (ssr/api-cache.ts). Its key's prefix is not
  // "site\n", so no host (even a ?domainHost= with any characters) can reach it; invalidateSite drops both.
  siteById(siteId: string, now: number = Date.now()): SiteRow | undefined {
    return this.kept(`byid\n${siteId}`, "row", now)?.row;
  }

  storeSiteById(ticket: number, row: SiteRow, visibleUntil: number | null, now = Date.now()): void {
    if (this.refused(ticket, row.id)) return;
    // The document dominates a row's size; a rough count of its characters is enough for the budget.
    const bytes =
      1024 + JSON.stringify(row.document).length + JSON.stringify(row.legacyDocument ?? null).length;
    this.entries.set(`byid\n${row.id}`, { kind: "row", row, visibleUntil, storedAt: now }, bytes, row.id);
  }

  page(key: string, now: number = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry?.kind === "page" && now - entry.storedAt < this.maxAgeMs) {
      this.stats.hits += 1;
      return entry.page;
    }
    this.stats.misses += 1;
    return undefined;
  }

  storePage(ticket: number, siteId: string, key: string, page: CachedPage, now: number = Date.now()): void {
    if (this.refused(ticket, siteId)) return;
    const entry: PageEntry = { kind: "page", page, storedAt: now };
    this.entries.set(key, entry, page.body.bytes + key.length, siteId);
  }

  /**
   * The household of a personal link's token on this site (issue 25), as its guest page, API and RSVP
   * read it on every request. Dropped with the site's pages: every change to a household or to the
   * site's parts and groups invalidates the site (routes/households); kept no longer than a page.
   */
  invitation(siteId: string, token: string, now: number = Date.now()): CachedInvitation | undefined {
    const entry = this.entries.get(`invitation\n${siteId}\n${token}`);
    return entry?.kind === "invitation" && now - entry.storedAt < this.maxAgeMs
      ? entry.invitation
      : undefined;
  }

  storeInvitation(ticket: number, token: string, invitation: CachedInvitation, now = Date.now()): void {
    if (this.refused(ticket, invitation.siteId)) return;
    const key = `invitation\n${invitation.siteId}\n${token}`;
    const bytes = 256 + key.length + JSON.stringify(invitation.household).length;
    this.entries.set(key, { kind: "invitation", invitation, storedAt: now }, bytes, invitation.siteId);
  }

  /**
   * A version of the site as its renders start from it (issue 24): personal links make each household's
   * page a render of its own, and each would read and present the same version again. Dropped with the
   * site's pages by every invalidation (saves, reservations, publishing, households: in every process,
   * through the cache bus), so it never outlives what it was read from; keyed by the version besides,
   * and read again after the rows' age limit (several processes) or the end of the paid period.
   */
  preparedSite(siteId: string, versionId: number | null, now: number = Date.now()): PreparedSite | undefined {
    const key = preparedKey(siteId, versionId);
    const entry = this.preparedSites.get(key);
    if (entry?.kind !== "prepared") return undefined;
    if (
      (entry.visibleUntil !== null && now >= entry.visibleUntil) ||
      now - entry.storedAt >= this.rowMaxAgeMs
    ) {
      this.preparedSites.delete(key);
      return undefined;
    }
    return entry.prepared;
  }

  /**
   * Keeps a version's prepared site once a second render of it has read it: the first render of a
   * version only marks it seen, so a thousand sites each asked for once take no memory for it. Its
   * size is counted from its document's JSON (a rough count, as for the rows by id).
   */
  storePreparedSite(
    ticket: number,
    prepared: PreparedSite,
    visibleUntil: number | null,
    now: number = Date.now(),
  ): void {
    const { row } = prepared;
    if (this.refused(ticket, row.id)) return;
    const key = preparedKey(row.id, row.currentVersionId);
    const entry = this.preparedSites.peek(key);
    if (entry?.kind !== "seen") {
      this.preparedSites.set(key, { kind: "seen", storedAt: now }, 128 + key.length, row.id);
      return;
    }
    // The row and the presented site share most of their objects: about twice the document's JSON in
    // the heap (measured: 300 demo-size sites in three languages). Household pages' templates made from
    // it (guest-page.ts) add about a page per language: counted as one document each.
    const languages = Math.max(1, row.document.availableLanguages?.length ?? 1);
    const bytes = 2048 + (2 + languages) * JSON.stringify(row.document).length;
    this.preparedSites.set(key, { kind: "prepared", prepared, visibleUntil, storedAt: now }, bytes, row.id);
  }

  /**
   * Counts a stored page's bytes again after a coding was made or its identity body dropped
   * (encoded-body.ts); only while the entry is still the one stored (not invalidated or replaced).
   */
  recount(siteId: string, key: string, page: CachedPage): void {
    const entry = this.entries.peek(key);
    if (entry?.kind !== "page" || entry.page !== page) return;
    this.entries.set(key, entry, page.body.bytes + key.length, siteId);
  }

  /** Drops everything of the site and refuses stores by requests that began before this moment. */
  invalidateSite(siteId: string): void {
    this.epoch += 1;
    this.stats.invalidations += 1;
    this.invalidatedAt.delete(siteId);
    this.invalidatedAt.set(siteId, this.epoch);
    if (this.invalidatedAt.size > REMEMBERED_INVALIDATIONS) {
      const [oldestSite, oldestEpoch] = this.invalidatedAt.entries().next().value as [string, number];
      this.invalidatedAt.delete(oldestSite);
      this.floor = Math.max(this.floor, oldestEpoch);
    }
    this.entries.deleteTag(siteId);
    this.preparedSites.deleteTag(siteId);
  }

  /** Drops everything (new client bundles in development) and refuses stores by earlier requests. */
  clear(): void {
    this.epoch += 1;
    this.floor = this.epoch;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.preparedSites.clear();
  }

  /** Invalidations may be missed from now on: drops everything and stores nothing until resumed. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Invalidations arrive again: drops what may have gone stale meanwhile and stores again. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  get size(): { entries: number; bytes: number } {
    return {
      entries: this.entries.size + this.preparedSites.size,
      bytes: this.entries.bytes + this.preparedSites.bytes,
    };
  }
}

const preparedKey = (siteId: string, versionId: number | null) => `prepared\n${siteId}\n${versionId ?? "-"}`;

/** Until when guests may see the site (its paid period's end; the demo and an open-ended site: null). */
export function visibleUntilOf(site: Pick<SiteRow, "isDemo" | "activeExpireDate">): number | null {
  return site.isDemo ? null : (site.activeExpireDate?.getTime() ?? null);
}

// One cache per application context (the API tests build many apps in one process).
const caches = new WeakMap<AppContext, PageCache>();

export function pageCacheOf(ctx: AppContext): PageCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const bus = cacheBusOf(ctx);
    const created = new PageCache(
      PAGE_CACHE_LIMITS,
      PAGE_MAX_AGE_MS,
      bus.shared ? PAGE_MAX_AGE_MS : undefined,
    );
    caches.set(ctx, created);
    bus.subscribe({
      site: ({ siteId }) => created.invalidateSite(siteId),
      untrusted: () => created.suspend(),
      trusted: () => created.resume(),
    });
    cache = created;
  }
  return cache;
}

/**
 * Call after a committed change to anything a guest page of the site shows: this process's cache is
 * invalidated before it returns, the other processes' (PostgreSQL) as soon as the notice arrives.
 * Resolves when the notice is sent; changingSite awaits it, so a save's answer follows its notice.
 */
export function invalidateSite(ctx: AppContext, siteId: string | null | undefined): Promise<void> {
  if (!siteId) return Promise.resolve();
  pageCacheOf(ctx);
  return cacheBusOf(ctx).publish({ siteId, what: "site" });
}

/**
 * Runs a write of the site and invalidates its pages afterwards, also when the write fails: a write
 * that committed and then threw must not leave the old page in place.
 */
export async function changingSite<T>(ctx: AppContext, siteId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    await invalidateSite(ctx, siteId);
  }
}
