// Small in-memory counters for attempts per key (a mail address, a site, a gift item) within a time
// window. Per-client request limits use @fastify/rate-limit; these cover keys the plugin cannot see.
type Window = { max: number; windowMs: number };

function windowCounter(windowMs: number, now: () => number) {
  const entries = new Map<string, { count: number; since: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && now() - entry.since > windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: (key: string): number => current(key)?.count ?? 0,
    /** Counts one more for the key; answers the count within the window. */
    add(key: string): number {
      if (entries.size > 10_000) {
        for (const [k, v] of entries) if (now() - v.since > windowMs) entries.delete(k);
      }
      const entry = current(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, since: now() });
      return entry ? entry.count : 1;
    },
    reset: (key: string): void => {
      entries.delete(key);
    },
  };
}

export type AttemptLimiter = { allow: (key: string) => boolean; reset: (key: string) => void };

/** Every attempt counts; more than `max` within the window are refused. */
export function createAttemptLimiter(options: Window & { now?: () => number }): AttemptLimiter {
  const attempts = windowCounter(options.windowMs, options.now ?? Date.now);
  return {
    allow: (key) => attempts.add(key) <= options.max,
    reset: attempts.reset,
  };
}

export type GuessGuard = {
  /** Whether this client may try this target now. */
  blocked: (client: string, target: string) => boolean;
  /** Count a wrong guess by this client at this target. */
  fail: (client: string, target: string) => void;
};

/**
 * Wrong guesses of a password (a site's gate, a gift reservation), counted per client and per target.
 * Only failures count, so a crowd of guests arriving at once never locks itself out. A client that
 * has failed too often is stopped; a target under attack from many clients is closed only to clients
 * that have already guessed wrong, so the attack cannot lock out a guest who knows the password.
 */
export function createGuessGuard(options: {
  perClient: Window;
  perTarget: Window;
  now?: () => number;
}): GuessGuard {
  const now = options.now ?? Date.now;
  const clients = windowCounter(options.perClient.windowMs, now);
  const targets = windowCounter(options.perTarget.windowMs, now);
  return {
    blocked(client, target) {
      const failed = clients.count(client);
      if (failed >= options.perClient.max) return true;
      return failed > 0 && targets.count(target) >= options.perTarget.max;
    },
    fail(client, target) {
      clients.add(client);
      targets.add(target);
    },
  };
}
