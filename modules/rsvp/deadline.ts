// The RSVP's last day (issue 26, "Sista dag för OSA"): a calendar date the owner sets for the whole
// site, YYYY-MM-DD in the event's time zone. Guests may answer until that day has ended there; after it
// the page shows the form as closed and the server refuses a late answer (RSVP_CLOSED). Pure: the page,
// the server's check and the mails read the same rule.
import { dayFormat } from "@core/dates";
import { countdownTarget, EVENT_TIME_ZONE } from "../countdown/clock";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `date` is a real calendar day written YYYY-MM-DD (years 2000–2100: an event's, not a typo's). */
export function isDeadlineDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < 2000 || y > 2100) return false;
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The moment the last day ends in the event's zone (the next day's 00:00 there), or null for no date. */
export function deadlineEnd(date: string | null | undefined, timeZone = EVENT_TIME_ZONE): number | null {
  if (!date || !isDeadlineDate(date)) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const pad = (n: number) => String(n).padStart(2, "0");
  return countdownTarget(
    `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())} 00:00`,
    timeZone,
  );
}

/** Whether guests can no longer answer: the last day has ended. No last day: never closed. */
export function isRsvpClosed(date: string | null | undefined, now: number = Date.now()): boolean {
  const end = deadlineEnd(date);
  return end !== null && now >= end;
}

/** The last day as the page's language writes a date: '1 maj 2027', '1 May 2027', '1. maj 2027'. */
export function formatDeadline(date: string, language: string): string {
  if (!isDeadlineDate(date)) return date;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dayFormat(language).format(Date.UTC(y, m - 1, d));
}
