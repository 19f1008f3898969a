// Countdown arithmetic and its one-second clock (SPEC §4: ticks each second, stops at zero showing 0,
// only positive differences, does not tick in edit mode). Pure, so it is tested without a browser.
import type { ViewMode } from "../view-types";

/** The events are in Sweden and Denmark, which share this zone: a countdown reads the same for every guest. */
export const EVENT_TIME_ZONE = "Europe/Stockholm";

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

const formatters = new Map<string, Intl.DateTimeFormat>();

// How far the zone's wall clock is ahead of UTC at this instant, in ms.
function zoneOffset(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

// A date's moment is asked for on every render of a countdown (each uncached guest page): worked out
// once per date and zone. Bounded, so any number of different dates cannot grow it without end.
const targets = new Map<string, number | null>();
const MAX_TARGETS = 2000;

/** 'yyyy-mm-dd hh:mm' as wall-clock time in the event's zone → epoch ms; null when it is not such a date. */
export function countdownTarget(countdownDate: string, timeZone = EVENT_TIME_ZONE): number | null {
  const key = `${timeZone}\n${countdownDate}`;
  const known = targets.get(key);
  if (known !== undefined) return known;
  const target = computeTarget(countdownDate, timeZone);
  if (targets.size >= MAX_TARGETS) targets.clear();
  targets.set(key, target);
  return target;
}

function computeTarget(countdownDate: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(countdownDate);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const second = asUtc - zoneOffset(first, timeZone);
  return second;
}

/** Whole days, hours, minutes and seconds left; all 0 (and done) once the moment has passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/** A unit as the clock shows it: days as they are, the rest with two digits. */
export function formatCountdownPart(parts: CountdownParts, unit: CountdownUnit): string {
  return unit === "days" ? String(parts.days) : String(parts[unit]).padStart(2, "0");
}

/**
 * Starts the clock: calls onTick with the current time now and every second until the target is
 * reached, then stops. In edit mode, or without a target, it does not start. Returns the stop function.
 */
export function startCountdownClock(
  target: number | null,
  mode: ViewMode,
  onTick: (now: number) => void,
  now: () => number = Date.now,
): () => void {
  if (mode === "EDIT" || target === null) return () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const current = now();
    onTick(current);
    if (current >= target) {
      stop();
      return false;
    }
    return true;
  };
  if (tick()) timer = setInterval(tick, 1000);
  return stop;
}
