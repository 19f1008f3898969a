import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderView } from "../shared/render-view.test-helper";
import { countdownParts, countdownTarget, startCountdownClock } from "./clock";

describe("countdown arithmetic", () => {
  it("reads the date as Swedish and Danish wall-clock time, summer and winter", () => {
    expect(countdownTarget("2027-06-12 15:00")).toBe(Date.parse("2027-06-12T13:00:00Z"));
    expect(countdownTarget("2027-01-09 15:00")).toBe(Date.parse("2027-01-09T14:00:00Z"));
    expect(countdownTarget("2027-06-12 15:00", "UTC")).toBe(Date.parse("2027-06-12T15:00:00Z"));
    expect(countdownTarget("12 juni")).toBeNull();
  });

  it("splits the time left into days, hours, minutes and seconds", () => {
    const target = Date.parse("2027-06-12T13:00:00Z");
    const now = target - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 - 400;
    expect(countdownParts(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
    expect(countdownParts(target, target - 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
  });

  it("shows 0 at and after the moment, never a negative difference", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(1_000_000, 1_000_000)).toEqual(zero);
    expect(countdownParts(1_000_000, 9_000_000_000)).toEqual(zero);
  });
});

describe("the countdown clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks each second and stops at zero", () => {
    const start = Date.now();
    const ticks: number[] = [];
    startCountdownClock(start + 3000, "PUBLIC", (now) => ticks.push(now));
    expect(ticks).toEqual([start]);
    vi.advanceTimersByTime(1000);
    expect(ticks).toHaveLength(2);
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([start, start + 1000, start + 2000, start + 3000]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("can be stopped", () => {
    const ticks: number[] = [];
    const stop = startCountdownClock(Date.now() + 60_000, "REVIEW", (now) => ticks.push(now));
    stop();
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(1);
  });

  it("does not tick in edit mode", () => {
    const onTick = vi.fn();
    startCountdownClock(Date.now() + 60_000, "EDIT", onTick);
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the countdown view", () => {
  const module = (extra: Record<string, unknown> = {}) => ({
    id: "c1",
    siteModuleType: "Countdown",
    title: { sv: "Snart är det dags" },
    countdownDate: "2099-01-01 00:00",
    ...extra,
  });

  it("renders the time left on the server with the default unit words per language", () => {
    const sv = renderView(module());
    for (const word of ["dagar", "timmar", "minuter", "sekunder"]) expect(sv).toContain(`>${word}<`);
    expect(sv).toContain('role="timer"');
    const days = Number(/data-unit="days"><span[^>]*>(\d+)</.exec(sv)?.[1]);
    expect(days).toBeGreaterThan(20_000);
    const en = renderView(module(), { language: "en" });
    expect(en).toContain(">days<");
    expect(renderView(module(), { language: "da" })).toContain(">dage<");
  });

  it("uses the owner's unit words in the page language", () => {
    const html = renderView(module({ days: { sv: "dygn", en: "sleeps" } }), { language: "en" });
    expect(html).toContain(">sleeps<");
    expect(html).toContain(">hours<");
  });

  it("offers guests the event for their calendar until it has begun, in the page's language (issue 26)", () => {
    const en = renderView(module(), { language: "en", siteId: "s1" });
    expect(en).toMatch(/<a href="\/ics\/s1\.ics\?lang=en" download="s1\.ics">Add to calendar<\/a>/);
    expect(renderView(module(), { siteId: "s1" })).toContain("Lägg till i kalendern");
    expect(renderView(module(), { language: "da", siteId: "s1" })).toContain("Føj til kalenderen");
    // Not in the editor or its preview, not for a page never saved, not once the day has come.
    expect(renderView(module(), { mode: "EDIT", siteId: "s1" })).not.toContain("/ics/");
    expect(renderView(module(), { mode: "REVIEW", siteId: "s1" })).not.toContain("/ics/");
    expect(renderView(module())).not.toContain("/ics/");
    expect(renderView(module({ countdownDate: "2001-05-05 12:00" }), { siteId: "s1" })).not.toContain(
      "/ics/",
    );
  });

  it("shows zeros for a date that has passed", () => {
    const html = renderView(module({ countdownDate: "2001-05-05 12:00" }));
    expect(html).toContain("is-done");
    expect(html.match(/module-countdown__value"[^>]*>(\d+)</g)?.map((m) => m.replace(/\D+/g, ""))).toEqual([
      "0",
      "00",
      "00",
      "00",
    ]);
  });
});
