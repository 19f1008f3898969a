// @fastify/rate-limit's per-client request limits counted in a CounterStore (issue 12 item 10): with
// the database's store, every process on one PostgreSQL counts a client's requests together. Keys are
// the route (as the plugin's Redis store does) and the client key the plugin gives (the address, or
// the /64 of an IPv6 address).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { CounterStore } from "./counter-store";

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

export function rateLimitStoreOf(store: CounterStore): FastifyRateLimitStoreCtor {
  class CountedStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the global store with its options; children are made by child() below.
    constructor(_options?: unknown, prefix = "rl:") {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.add(this.prefix + key, timeWindow).then(
        ({ count, windowEndsAt }) =>
          callback(null, { current: count, ttl: Math.max(0, windowEndsAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as RouteInfo;
      const method = [routeInfo?.method ?? ""].flat().join(",");
      return new CountedStore(undefined, `rl:${method}:${routeInfo?.url ?? ""}:`);
    }
  }
  return CountedStore as unknown as FastifyRateLimitStoreCtor;
}
