// Limit counters in Redis (REDIS_URL), for several server processes that share a Redis: the same
// fixed windows as the database's table (counter-store.ts), with Redis expiring ended windows itself.
import { Redis } from "ioredis";
import type { CounterStore } from "./counter-store";

const NAMESPACE = "eventsida:limit:";

// One round trip per count: INCR, and the window's expiry set by the count that opened it. A key
// without an expiry (a crash between the two commands cannot happen inside a script, but an operator's
// SET can) gets one, so no count lives for ever.
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** A key prefix as a SCAN pattern that matches it literally. */
const literalPattern = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;

export function redisCounterStore(redis: Redis): CounterStore {
  return {
    shared: true,
    async add(key, windowMs) {
      const [count, ttl] = (await redis.eval(ADD, 1, NAMESPACE + key, Math.max(1, Math.round(windowMs)))) as [
        number,
        number,
      ];
      return { count: Number(count), windowEndsAt: Date.now() + Number(ttl) };
    },
    async count(key) {
      const value = await redis.get(NAMESPACE + key);
      return value === null ? 0 : Number(value);
    },
    async reset(key) {
      await redis.del(NAMESPACE + key);
    },
    async resetPrefix(prefix) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(
          cursor,
          "MATCH",
          literalPattern(NAMESPACE + prefix),
          "COUNT",
          500,
        );
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    },
    // Redis deletes a window when it ends (PEXPIRE).
    removeExpired: async () => 0,
    close: async () => {
      await redis.quit();
    },
  };
}

/**
 * A client for REDIS_URL; commands wait while it (re)connects rather than failing at once. Connection
 * errors go to onError (without a listener ioredis prints each one as unhandled).
 */
export function openRedis(url: string, onError: (error: Error) => void = () => {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true });
  redis.on("error", onError);
  return redis;
}
