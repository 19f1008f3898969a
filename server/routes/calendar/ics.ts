// The event as a calendar file (issue 26 "Add to calendar"; RFC 5545; PROVIDERS.md "Mail that people
// read"): one VEVENT for the whole event, or for one of its parts, written by ical-generator.
// - Date and time: the page's Countdown (what guests see; 'yyyy-mm-dd hh:mm', local time). A page
//   without one has no calendar file: the wizard's date is the owner's, never shown to guests.
// - The event lasts DEFAULT_DURATION_HOURS (the page says when it starts, never when it ends).
// - Time zone: Europe/Copenhagen for a page whose first language is Danish, Europe/Stockholm for a
//   Swedish one, else the market's; its VTIMEZONE (CET/CEST, the EU's rule since 1996) is in the file,
//   DTSTART and DTEND carry its TZID. Both zones keep the same time, so the choice only names it.
// - UID: stable per site and part (the same event when a guest downloads it again), DTSTAMP: when the
//   page last changed (UTC), so a calendar that imports it again takes the newer one.
// - Summary: the page's title (its Header, else the event logo's names), ' – ' and the part's name.
// - Location: the first Location module's place (the address its map shows). URL: the page.
// Parts (the guest list's "Vigsel", "Middag"…) have names but no times of their own yet, so a part's
// file has the event's time.
// A Programme item (issue 27, ?item=): its own time on its day (its own, else the programme's, else the
// Countdown's), until its end time (past midnight: the next day) or for PROGRAMME_ITEM_HOURS; its place,
// else the page's; summary 'title – item'; UID per site and item.
import type { PublicSite } from "@core/site";
import { headerTitle } from "@core/site-helpers";
import { translate } from "@core/translation";
import ical, { escape as escapeText } from "ical-generator";

export const DEFAULT_DURATION_HOURS = 6;

export type EventTimeZone = "Europe/Stockholm" | "Europe/Copenhagen";

/** The page's time zone: its first language's country, else the market's. */
export function eventTimeZoneOf(languages: readonly string[], market: "se" | "dk"): EventTimeZone {
  const first = languages[0];
  if (first === "da") return "Europe/Copenhagen";
  if (first === "sv") return "Europe/Stockholm";
  return market === "dk" ? "Europe/Copenhagen" : "Europe/Stockholm";
}

/**
 * Central European Time with the EU's summer time (last Sunday of March 02:00 → 03:00, last Sunday
 * of October 03:00 → 02:00), the rule of both zones since 1996.
 */
export function vtimezone(tzid: string): string | null {
  if (tzid !== "Europe/Stockholm" && tzid !== "Europe/Copenhagen") return null;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    `X-LIC-LOCATION:${tzid}`,
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

/** The page's start as local wall-clock parts, from its Countdown; null when it has none. */
export function eventStartOf(site: Pick<PublicSite, "siteModules">): string | null {
  for (const module of site.siteModules) {
    if (module.siteModuleType !== "Countdown") continue;
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(module.countdownDate);
    if (match) return `${match[1]}T${match[2]}:00`;
  }
  return null;
}

/** How long a programme item without an end time lasts in a calendar. */
export const PROGRAMME_ITEM_HOURS = 1;

export type ProgrammeItemEvent = {
  id: string;
  title: string;
  /** Local wall-clock 'YYYY-MM-DDTHH:MM:SS'. */
  start: string;
  end: string;
  place: string;
};

/**
 * The programme item `itemId` of the page (the modules as this guest sees them) as an event in
 * `language`; null when no visible programme has it, or it has no time or no day.
 */
export function programmeItemEvent(
  site: Pick<PublicSite, "siteModules">,
  itemId: string,
  language: string,
): ProgrammeItemEvent | null {
  for (const module of site.siteModules) {
    if (module.siteModuleType !== "Programme" || module.hide) continue;
    const item = module.items.find((candidate) => candidate.id === itemId);
    if (!item) continue;
    const day = item.date || module.date || eventStartOf(site)?.slice(0, 10) || "";
    if (!item.time || !day) return null;
    const start = `${day}T${item.time}:00`;
    let end = item.endTime ? `${day}T${item.endTime}:00` : addHours(start, PROGRAMME_ITEM_HOURS);
    // An end before the start is after midnight: the next day.
    if (end <= start) end = addHours(end, 24);
    return { id: item.id, title: translate(item.title, language), start, end, place: item.place };
  }
  return null;
}

/** Wall-clock arithmetic: 'YYYY-MM-DDTHH:MM:SS' plus hours, as the same kind of string. */
function addHours(local: string, hours: number): string {
  const moment = new Date(`${local}Z`);
  moment.setUTCHours(moment.getUTCHours() + hours);
  return moment.toISOString().slice(0, 19);
}

/** One line, no control characters, at most `max` characters: a summary or a place. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

export type EventCalendarInput = {
  siteId: string;
  site: Pick<PublicSite, "siteModules" | "availableLanguages" | "eventLogo" | "host">;
  /** The language the texts are taken in (one of the page's). */
  language: string;
  timeZone: EventTimeZone;
  /** The part this file is for; null for the whole event. */
  part: { id: string; name: string } | null;
  /** A programme item this file is for instead (issue 27); absent or null for the event or part. */
  item?: ProgrammeItemEvent | null;
  /** When the page last changed (DTSTAMP). */
  stamp: Date;
  /** The product's name and domain: PRODID, UID's domain and the title's last resort. */
  brand: { displayName: string; domain: string };
};

/** The page's title for the calendar: its Header's, else the event logo's names, else the brand's name. */
function titleOf(input: EventCalendarInput): string {
  const header = headerTitle(input.site, input.language);
  if (header.trim()) return header;
  const logo = input.site.eventLogo;
  const names = [logo?.name1, logo?.name2].map((name) => name?.trim()).filter(Boolean);
  return names.length > 0 ? names.join(" & ") : input.brand.displayName;
}

function locationOf(input: EventCalendarInput): string | null {
  for (const module of input.site.siteModules) {
    if (module.siteModuleType !== "Location") continue;
    const place = oneLine(module.map.location, 300);
    if (place) return place;
  }
  return null;
}

/**
 * The calendar file (CRLF lines, folded at 75 octets) and the event's summary, or null when the page
 * has no date.
 */
export function eventCalendar(input: EventCalendarInput): { body: string; summary: string } | null {
  const item = input.item ?? null;
  const start = item ? item.start : eventStartOf(input.site);
  if (!start) return null;
  const title = oneLine(titleOf(input), 200);
  const itemTitle = item ? oneLine(item.title, 100) : "";
  const summary = item
    ? itemTitle
      ? `${title} – ${itemTitle}`
      : title
    : input.part
      ? `${title} – ${oneLine(input.part.name, 100)}`
      : title;
  const pageUrl = input.site.host ? `https://${input.site.host}/` : null;
  const location = (item ? oneLine(item.place, 300) : "") || locationOf(input);
  const calendar = ical({
    prodId: { company: input.brand.displayName, product: "event", language: input.language.toUpperCase() },
    // Only the generator: a calendar-wide zone would write DTSTAMP in local time, which RFC 5545 forbids.
    timezone: { name: null, generator: vtimezone },
    name: escapeText(summary, false),
  });
  calendar.createEvent({
    id: `${input.siteId}${item ? `-item-${item.id}` : input.part ? `-${input.part.id}` : ""}@${input.brand.domain}`,
    // Local wall-clock strings: with a time zone, ical-generator reads them as the process's local time
    // and writes that back unchanged with the TZID, so the page's time comes out whatever TZ the server
    // runs in (ics.unit.test.ts), except an hour that does not exist in the server's own zone.
    start,
    end: item ? item.end : addHours(start, DEFAULT_DURATION_HOURS),
    timezone: input.timeZone,
    stamp: input.stamp,
    summary,
    ...(location ? { location } : {}),
    ...(pageUrl ? { url: pageUrl, description: pageUrl } : {}),
  });
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  return { body: `${calendar.toString()}\r\n`, summary };
}

/** The file's name for a download: the title's letters and digits, else 'event'. */
export function calendarFileName(title: string): string {
  const name = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${name || "event"}.ics`;
}
