// A small in-memory counter for attempts per key (a mail address, a site) within a time window.
// Per-client limits use @fastify/rate-limit; this covers keys the plugin cannot see.
export type AttemptLimiter = { allow: (key: string) => boolean; reset: (key: string) => void };

export function createAttemptLimiter(options: { max: number; windowMs: number; now?: () => number }): AttemptLimiter {
  const now = options.now ?? Date.now;
  const attempts = new Map<string, { count: number; since: number }>();
  return {
    allow(key) {
      const time = now();
      if (attempts.size > 10_000) {
        for (const [k, v] of attempts) if (time - v.since > options.windowMs) attempts.delete(k);
      }
      const entry = attempts.get(key);
      if (!entry || time - entry.since > options.windowMs) {
        attempts.set(key, { count: 1, since: time });
        return true;
      }
      entry.count += 1;
      return entry.count <= options.max;
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
