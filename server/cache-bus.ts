// One path for cache invalidation, local and across server processes (issue 12, several instances).
//
// Every in-process cache of site data subscribes here; every committed change of a site is published
// here (ssr/page-cache.ts invalidateSite/changingSite). With the embedded database there is one
// process: a publication only reaches this process's subscribers. On PostgreSQL a publication is also
// sent with pg_notify on one channel, after the change has committed, and a dedicated connection
// LISTENs on that channel, so every other process drops the site's entries too. A save sends its
// notice inside its own statement instead (noticeOf, publishedWithWrite): PostgreSQL delivers it at
// the commit, one round trip fewer (issue 24).
//
// Notices can be missed while the listening connection is down. So the subscribers are told when it is
// lost (they drop everything and store nothing until told again) and when it is back (they drop
// everything again: what was cached meanwhile may be stale). A process whose listener has never
// connected caches nothing; it still serves every page, from the database.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { z } from "zod";
import type { AppContext } from "./context";
import type { Database } from "./db/client";

export const CACHE_CHANNEL = "eventsida_cache";
export const LISTENER_NAME = "eventsida-cache-listener";
/** A listener that does not answer a round trip within this is taken as lost (caches off, reconnect). */
const SYNC_TIMEOUT_MS = 2_000;

/** What changed: the site's pages and answers, or everything (a flush). */
export type CacheChange = { siteId: string; what: string };

export type CacheSubscriber = {
  /** A site changed (here or in another process): drop its entries. */
  site(change: CacheChange): void;
  /** Notices may be missed from now on: drop everything and keep nothing until `trusted` again. */
  untrusted(): void;
  /** Notices arrive again: drop everything (it may have changed meanwhile) and cache again. */
  trusted(): void;
};

const noticeSchema = z.object({
  o: z.string().max(64),
  s: z.string().min(1).max(64),
  w: z.string().max(32),
});

export class CacheBus {
  /** This process's id in the notices: its own come back from PostgreSQL and are skipped. */
  readonly origin = randomUUID();
  private readonly subscribers = new Set<CacheSubscriber>();
  private client: pg.Client | null = null;
  private listening: boolean;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  // Ends the current listener connection as lost (set per connection).
  private lose: ((error?: unknown) => void) | null = null;
  private pingInFlight: Promise<void> | null = null;
  private pingQueued: Promise<void> | null = null;
  /** Observable effects for tests. */
  readonly stats = { received: 0, published: 0, connects: 0 };

  constructor(
    private readonly db: Database,
    /** The PostgreSQL to LISTEN on; null: the embedded database, one process. */
    private readonly url: string | null,
    private readonly warn: (error: unknown, message: string) => void,
  ) {
    this.listening = url === null;
  }

  get shared(): boolean {
    return this.url !== null;
  }

  /** Whether caches may keep entries now: always on one process, else while the listener is connected. */
  get isTrusted(): boolean {
    return this.listening;
  }

  subscribe(subscriber: CacheSubscriber): void {
    this.subscribers.add(subscriber);
    if (!this.listening) subscriber.untrusted();
  }

  /**
   * Tells this process's caches at once, then the other processes (after the change has committed:
   * call it after the write). Resolves when PostgreSQL has queued the notice for every listener.
   */
  async publish(change: CacheChange): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.site(change);
    const notice = this.noticeOf(change);
    if (!notice) return;
    try {
      await this.db.execute(sql`select pg_notify(${notice.channel}, ${notice.payload})`);
      this.stats.published += 1;
    } catch (error) {
      // The other processes' entries still expire (page-cache.ts keeps nothing longer than a minute).
      this.warn(error, "cache invalidation could not be sent to the other server processes");
    }
  }

  /**
   * The notice of a change as the arguments of `pg_notify(channel, payload)`, for a write that sends it
   * in its own statement (the save, operations/save-site.ts): PostgreSQL delivers it when that write
   * commits, and never when it rolls back, without a round trip of its own. Null on the embedded
   * database (one process, nothing to send). After the write, call publishedWithWrite.
   */
  noticeOf(change: CacheChange): { channel: string; payload: string } | null {
    if (!this.url) return null;
    return {
      channel: CACHE_CHANNEL,
      payload: JSON.stringify({ o: this.origin, s: change.siteId, w: change.what }),
    };
  }

  /**
   * After a committed write whose statement sent the notice itself (noticeOf): tells this process's
   * caches, as publish does, without sending it again.
   */
  publishedWithWrite(change: CacheChange): void {
    for (const subscriber of this.subscribers) subscriber.site(change);
    if (this.url) this.stats.published += 1;
  }

  /** Connects the listener (PostgreSQL); resolves after the first attempt, retrying in the background. */
  async start(): Promise<void> {
    if (!this.url || this.client || this.closed) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.closed || !this.url) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      // Named, so that an operator sees it in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    this.client = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error && !this.closed) this.warn(error, "cache invalidation listener lost its connection");
      client.removeAllListeners("notification");
      void client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      this.setListening(false);
      this.scheduleRetry();
    };
    this.lose = onLost;
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL) this.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.attempts = 0;
    this.stats.connects += 1;
    this.setListening(true);
  }

  /**
   * Resolves once every notice committed before the call has been applied to the subscribers: a round
   * trip on the listening connection, whose answer PostgreSQL sends after the notices already queued for
   * it (and node-postgres reads them in order). A guest page read after another process's save then
   * never comes from before the save. Concurrent callers share the next round trip that starts after
   * their call. On the embedded database, and while not listening (nothing is cached), at once.
   */
  sync(): Promise<void> {
    if (!this.url || !this.listening) return Promise.resolve();
    if (!this.pingInFlight) return this.startPing();
    if (!this.pingQueued) {
      this.pingQueued = this.pingInFlight.then(() => {
        this.pingQueued = null;
        return this.startPing();
      });
    }
    return this.pingQueued;
  }

  private startPing(): Promise<void> {
    const client = this.client;
    const lose = this.lose;
    if (!client || !this.listening) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
    });
    const ping: Promise<void> = Promise.race([client.query("select 1"), timedOut])
      .then(
        () => undefined,
        // Notices may be missing: the caches drop everything and keep nothing until reconnected.
        (error: unknown) => lose?.(error),
      )
      .finally(() => {
        clearTimeout(timer);
        if (this.pingInFlight === ping) this.pingInFlight = null;
      });
    this.pingInFlight = ping;
    return ping;
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    // 250 ms doubling to 10 s, with jitter so that many processes do not reconnect in step.
    const base = Math.min(10_000, 250 * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => void this.connect(), base / 2 + Math.random() * (base / 2));
    this.retryTimer.unref();
  }

  private setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    for (const subscriber of this.subscribers) {
      if (listening) subscriber.trusted();
      else subscriber.untrusted();
    }
  }

  private receive(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? "");
    } catch {
      parsed = null;
    }
    const notice = noticeSchema.safeParse(parsed);
    if (!notice.success) {
      // Not ours to read (someone else NOTIFYing on the channel): drop everything rather than guess.
      for (const subscriber of this.subscribers) {
        subscriber.untrusted();
        subscriber.trusted();
      }
      return;
    }
    if (notice.data.o === this.origin) return;
    this.stats.received += 1;
    for (const subscriber of this.subscribers)
      subscriber.site({ siteId: notice.data.s, what: notice.data.w });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners("notification");
      await client.end().catch(() => undefined);
    }
  }
}

/** Requests that may be answered from a cache of site data: guest pages and the public site API. */
function readsCachedSiteData(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.startsWith("/api/")) return url.startsWith("/api/sites/public/");
  return !/^\/(assets|fonts|media|healthz|readyz|metrics)(\/|$|\?)/.test(url);
}

/** Before such a request reads a cache, every other process's committed change is applied (sync). */
export function syncBeforeCachedReads(app: FastifyInstance, bus: CacheBus): void {
  if (!bus.shared) return;
  app.addHook("onRequest", async (request) => {
    if (readsCachedSiteData(request.method, request.url)) await bus.sync();
  });
}

/** The pool's connection string when the database is PostgreSQL (any number of processes). */
function postgresUrlOf(db: Database): string | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  const { connectionString } = client.options as { connectionString?: string };
  return connectionString ?? null;
}

// One bus per application context (the API tests build many apps in one process).
const buses = new WeakMap<AppContext, CacheBus>();

export function cacheBusOf(ctx: AppContext): CacheBus {
  let bus = buses.get(ctx);
  if (!bus) {
    bus = new CacheBus(ctx.db, postgresUrlOf(ctx.db), (error, message) =>
      ctx.log.warn({ err: error }, message),
    );
    buses.set(ctx, bus);
  }
  return bus;
}
