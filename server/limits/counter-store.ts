// Where limit counters live (issue 12 item 10). Every limit (attempts per mail, wrong guesses per
// client, requests per client and route) counts through one CounterStore: in this process's memory,
// or in the database's rate_limit_counters table so that every server process on one PostgreSQL
// counts together. A counter is a fixed window: the first count opens it, counts within it add up,
// the first count after it has ended opens a new one.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { runPrepared } from "../db/prepared";
import { schedulePeriodicCleanup } from "../periodic";

export type Counted = { count: number; windowEndsAt: number };

export interface CounterStore {
  /** Whether other processes count in the same place (the database's table). */
  readonly shared: boolean;
  /** Counts one more for the key (opening a window of windowMs when none is open); answers the count. */
  add(key: string, windowMs: number): Promise<Counted>;
  /** The key's count in its open window; 0 when none is open. */
  count(key: string): Promise<number>;
  /** Forgets the key's count (a successful login, a password reset). */
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with the prefix (a mail's counters from every client). */
  resetPrefix(prefix: string): Promise<void>;
  /** Deletes ended windows; answers how many. */
  removeExpired(): Promise<number>;
  /** Ends the store's own connection, if it has one (Redis), when the app closes. */
  close?(): Promise<void>;
}

/** Counters in this process's memory: right for one process (the embedded database). */
export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Counted>();
  const removeExpired = () => {
    const at = now();
    let removed = 0;
    for (const [key, entry] of entries) {
      if (entry.windowEndsAt <= at) {
        entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  };
  const open = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.windowEndsAt > now() ? entry : undefined;
  };
  return {
    shared: false,
    async add(key, windowMs) {
      // Bounded: a flood of new keys cannot grow the map without end.
      if (entries.size > 50_000) removeExpired();
      const entry = open(key);
      if (entry) {
        entry.count += 1;
        return { ...entry };
      }
      const fresh = { count: 1, windowEndsAt: now() + windowMs };
      entries.set(key, fresh);
      return { ...fresh };
    },
    count: async (key) => open(key)?.count ?? 0,
    reset: async (key) => {
      entries.delete(key);
    },
    resetPrefix: async (prefix) => {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    removeExpired: async () => removeExpired(),
  };
}

/**
 * Counters in rate_limit_counters. One statement per count: the INSERT opens a window, the ON
 * CONFLICT branch adds one or, when the window has ended, opens a new one in the same statement, so
 * two processes counting the same key at once never lose a count or both open a window. The
 * database's clock decides windows, so processes with drifting clocks still agree.
 */
export function databaseCounterStore(db: Database): CounterStore {
  return {
    shared: true,
    async add(key, windowMs) {
      const seconds = windowMs / 1000;
      const [row] = await runPrepared<{ count: number; ends_ms: string | number }>(
        db,
        sql`insert into rate_limit_counters as c (key, count, window_ends_at)
            values (${key}, 1, now() + ${seconds}::double precision * interval '1 second')
            on conflict (key) do update set
              count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
              window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at
                                    else c.window_ends_at end
            returning c.count, (extract(epoch from c.window_ends_at) * 1000)::bigint as ends_ms`,
      );
      if (!row) throw new Error("rate_limit_counters: the upsert answered no row");
      return { count: Number(row.count), windowEndsAt: Number(row.ends_ms) };
    },
    async count(key) {
      const [row] = await runPrepared<{ count: number }>(
        db,
        sql`select count from rate_limit_counters where key = ${key} and window_ends_at > now()`,
      );
      return row ? Number(row.count) : 0;
    },
    async reset(key) {
      await runPrepared(db, sql`delete from rate_limit_counters where key = ${key}`);
    },
    async resetPrefix(prefix) {
      // left() rather than LIKE: a key's characters are never read as patterns.
      await runPrepared(
        db,
        sql`delete from rate_limit_counters where left(key, ${prefix.length}::int) = ${prefix}`,
      );
    },
    async removeExpired() {
      const rows = await runPrepared<{ key: string }>(
        db,
        sql`delete from rate_limit_counters where window_ends_at <= now() returning key`,
      );
      return rows.length;
    },
  };
}

const stores = new WeakMap<AppContext, CounterStore>();

/** Whether the context's database is a PostgreSQL server (which other processes may share). */
export function sharesDatabase(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * The context's counter store, the same for every limit of one app: Redis when REDIS_URL is set, else
 * the database's table on PostgreSQL (any number of processes may share either), else memory on the
 * embedded database (one process).
 */
export function limitStoreOf(ctx: AppContext): CounterStore {
  let store = stores.get(ctx);
  if (!store) {
    const { redisUrl } = ctx.config;
    const redisError = (error: Error) =>
      ctx.log.warn({ err: error }, "Redis for the limits: connection failed");
    if (redisUrl) store = lazyRedisStore(redisUrl, redisError);
    else store = sharesDatabase(ctx.db) ? databaseCounterStore(ctx.db) : memoryCounterStore();
    stores.set(ctx, store);
  }
  return store;
}

/**
 * Redis's store, its client (ioredis) loaded and connected on the first count: a server without
 * REDIS_URL never loads it (issue 11: idle memory).
 */
function lazyRedisStore(url: string, onError: (error: Error) => void): CounterStore {
  let loading: Promise<CounterStore> | null = null;
  const redis = () => {
    loading ??= import("./redis-store").then(({ openRedis, redisCounterStore }) =>
      redisCounterStore(openRedis(url, onError)),
    );
    return loading;
  };
  return {
    shared: true,
    add: async (key, windowMs) => (await redis()).add(key, windowMs),
    count: async (key) => (await redis()).count(key),
    reset: async (key) => (await redis()).reset(key),
    resetPrefix: async (prefix) => (await redis()).resetPrefix(prefix),
    removeExpired: async () => (await redis()).removeExpired(),
    close: async () => {
      if (loading) await (await loading).close?.();
    },
  };
}

/** Chooses the store before the app is built (tests: two apps on one embedded database). */
export function chooseLimitStore(ctx: AppContext, store: CounterStore): void {
  stores.set(ctx, store);
}

/**
 * Ended windows are deleted every 10 minutes (the table holds only open windows and a few more); the
 * store's own connection, if any, is closed with the app.
 */
export function scheduleLimitCleanup(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onClose", async () => {
    await limitStoreOf(ctx).close?.();
  });
  schedulePeriodicCleanup(app, ctx, {
    run: async () => ({ removed: await limitStoreOf(ctx).removeExpired() }),
    everyMs: 10 * 60_000,
    removedMessage: "ended rate limit windows removed",
    failedMessage: "removing ended rate limit windows failed",
  });
}
