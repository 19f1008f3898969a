// Which saved versions of a site to keep (SPEC §2 Versions; issue 10): every save stores one, so without
// a bound the table grows for as long as an owner keeps saving. Kept: the newest KEEP_NEWEST, plus the
// newest version of each day of the last DAILY_FOR_DAYS days, plus the current one (the page guests
// see, which after a restore can be old). A site therefore holds at most 200 + 366 + 1 versions.
// Pure, so the rule is tested without a database (version-retention.unit.test.ts).

export const KEEP_NEWEST = 200;
export const DAILY_FOR_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type VersionStamp = { id: number; createdAt: Date };

export type RetentionRule = { keepNewest: number; dailyForDays: number };

export const RETENTION: RetentionRule = { keepNewest: KEEP_NEWEST, dailyForDays: DAILY_FOR_DAYS };

/**
 * The ids of the versions to delete. Ids grow with time, so "newest" is the highest id. Days are UTC
 * days: the rule only bounds the table, and the owners' markets (se, dk) are at most two hours off.
 */
export function versionsToPrune(
  versions: readonly VersionStamp[],
  currentVersionId: number | null,
  now: Date,
  rule: RetentionRule = RETENTION,
): number[] {
  const newestFirst = [...versions].sort((a, b) => b.id - a.id);
  const keep = new Set<number>(newestFirst.slice(0, rule.keepNewest).map((v) => v.id));
  if (currentVersionId !== null) keep.add(currentVersionId);
  const since = now.getTime() - rule.dailyForDays * DAY_MS;
  const daysSeen = new Set<string>();
  for (const version of newestFirst) {
    if (version.createdAt.getTime() < since) continue;
    const day = version.createdAt.toISOString().slice(0, 10);
    if (daysSeen.has(day)) continue;
    daysSeen.add(day);
    keep.add(version.id);
  }
  return newestFirst.filter((v) => !keep.has(v.id)).map((v) => v.id);
}
