import { describe, expect, it } from "vitest";
import { RETENTION, type VersionStamp, versionsToPrune } from "./version-retention";

const NOW = new Date("2026-11-23T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** `count` versions with ids 1..count, one every `stepMs`, the newest at `newestAt`. */
function history(count: number, stepMs: number, newestAt = NOW): VersionStamp[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    createdAt: new Date(newestAt.getTime() - (count - 1 - i) * stepMs),
  }));
}

describe("versionsToPrune", () => {
  it("keeps everything while a site has no more than the newest 200", () => {
    expect(versionsToPrune(history(200, 1000), 200, NOW)).toEqual([]);
    expect(versionsToPrune([], null, NOW)).toEqual([]);
  });

  it("beyond 200 saved today, drops the oldest of the day but keeps the current one", () => {
    const versions = history(250, 1000);
    const pruned = versionsToPrune(versions, 3, NOW);
    // 1..50 are older than the newest 200, and the day's newest (250) is among those 200: every one of
    // 1..50 goes, but the current.
    expect(pruned).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i).filter((id) => id !== 3));
  });

  it("keeps the newest version of each day for a year, and nothing older beyond the newest 200", () => {
    // Four saves a day for 500 days: 2000 versions.
    const versions = history(2000, 6 * HOUR);
    const pruned = new Set(versionsToPrune(versions, 2000, NOW));
    const kept = versions.filter((v) => !pruned.has(v.id));
    const days = (list: VersionStamp[]) => new Set(list.map((v) => v.createdAt.toISOString().slice(0, 10)));

    // The newest 200 stay.
    for (const v of versions.slice(-200)) expect(pruned.has(v.id)).toBe(false);
    // Every day of the last year still has a version.
    const yearAgo = NOW.getTime() - RETENTION.dailyForDays * DAY;
    const lastYear = versions.filter((v) => v.createdAt.getTime() >= yearAgo);
    expect(days(kept.filter((v) => v.createdAt.getTime() >= yearAgo))).toEqual(days(lastYear));
    // Per day outside the newest 200, exactly one (the day's newest) is kept.
    const olderKept = kept.filter((v) => v.id <= 1800);
    expect(olderKept.length).toBe(days(olderKept).size);
    // Nothing from before the year is kept.
    expect(kept.every((v) => v.createdAt.getTime() >= yearAgo)).toBe(true);
    // The bound: 200 + one a day for a year (+1 for a partial first day).
    expect(kept.length).toBeLessThanOrEqual(200 + RETENTION.dailyForDays + 1);
  });

  it("never prunes the current version, however old", () => {
    const versions = history(600, DAY);
    const pruned = versionsToPrune(versions, 1, NOW);
    expect(pruned).not.toContain(1);
    expect(pruned).toContain(2);
  });

  it("does not depend on the order it is given the versions in", () => {
    const versions = history(400, 3 * HOUR);
    const shuffled = [...versions].reverse();
    expect(versionsToPrune(shuffled, 400, NOW)).toEqual(versionsToPrune(versions, 400, NOW));
  });

  it("follows the rule it is given", () => {
    const versions = history(10, DAY);
    expect(versionsToPrune(versions, 10, NOW, { keepNewest: 3, dailyForDays: 0 })).toEqual([
      7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(versionsToPrune(versions, 10, NOW, { keepNewest: 3, dailyForDays: 5 })).toEqual([4, 3, 2, 1]);
  });
});
