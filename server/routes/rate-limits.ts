// Attempts per key (a mail address, a site, a gift item) within a time window. Per-client request
// limits use @fastify/rate-limit; these cover keys the plugin cannot see. Both count through one
// CounterStore (server/limits/counter-store.ts): memory for one process, the database when several
// processes share a PostgreSQL, so a limit of N is N across all of them. Hence async.
import type { CounterStore } from "../limits/counter-store";

type Window = { max: number; windowMs: number };

export type AttemptLimiter = {
  /** Counts the attempt; whether it is within the limit. */
  allow: (key: string) => Promise<boolean>;
  reset: (key: string) => Promise<void>;
};

/**
 * Every attempt counts; more than `max` within the window are refused. `name` keeps this limit's
 * keys apart from every other limit's in the shared store.
 */
export function createAttemptLimiter(
  options: Window & { name: string; store: CounterStore },
): AttemptLimiter {
  const keyOf = (key: string) => `${options.name}:${key}`;
  return {
    allow: async (key) => (await options.store.add(keyOf(key), options.windowMs)).count <= options.max,
    reset: (key) => options.store.reset(keyOf(key)),
  };
}

export type GuessGuard = {
  /** Whether this client may try this target now. */
  blocked: (client: string, target: string) => Promise<boolean>;
  /** Count a wrong guess by this client at this target. */
  fail: (client: string, target: string) => Promise<void>;
};

/**
 * Wrong guesses of a password (a site's gate, a gift reservation), counted per client and per target.
 * Only failures count, so a crowd of guests arriving at once never locks itself out. A client that
 * has failed too often is stopped; a target under attack from many clients is closed only to clients
 * that have already guessed wrong, so the attack cannot lock out a guest who knows the password.
 */
export function createGuessGuard(options: {
  name: string;
  store: CounterStore;
  perClient: Window;
  perTarget: Window;
}): GuessGuard {
  const { store, perClient, perTarget } = options;
  const clientKey = (client: string) => `${options.name}:client:${client}`;
  const targetKey = (target: string) => `${options.name}:target:${target}`;
  return {
    async blocked(client, target) {
      const failed = await store.count(clientKey(client));
      if (failed >= perClient.max) return true;
      return failed > 0 && (await store.count(targetKey(target))) >= perTarget.max;
    },
    async fail(client, target) {
      await store.add(clientKey(client), perClient.windowMs);
      await store.add(targetKey(target), perTarget.windowMs);
    },
  };
}

export type LocalRequestLimit = {
  /** Counts a request of `client`; whether it is within the limit and, if not, seconds until it is. */
  take: (client: string, now?: number) => { ok: true } | { ok: false; retryAfterSeconds: number };
};

/**
 * Requests per client in fixed windows, counted in this process's memory only (issue 24): for requests
 * that cost nothing to answer (a post key is a signed token, no write), where a shared counter would
 * cost a database write per request. With several processes a client gets `max` from each; the limits
 * that protect something (the submission itself) stay shared. At most `maxClients` are remembered:
 * past that, windows that ended are dropped, then the oldest (a client forgotten starts a new window).
 */
export function createLocalRequestLimit(options: Window & { maxClients?: number }): LocalRequestLimit {
  const maxClients = options.maxClients ?? 100_000;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const forgetEnded = (now: number) => {
    for (const [client, window] of windows) if (window.endsAt <= now) windows.delete(client);
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  };
  return {
    take(client, now = Date.now()) {
      let window = windows.get(client);
      if (!window || window.endsAt <= now) {
        if (window) windows.delete(client);
        else if (windows.size >= maxClients) forgetEnded(now);
        // Re-inserted, so the map's order is the windows' order of starting (oldest first).
        window = { count: 0, endsAt: now + options.windowMs };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= options.max) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    },
  };
}
