// The rules of an event logo (SPEC §3 Event logo, §9): defaults per kind, a new logo with the event's
// date (one year ahead when the page does not know it), the date shown in each page language's words,
// clamping of the initials' size and offsets, and the names and initials the drawings show.
// Pure, so the guest bundle, the owner app and the server share them.
import type { ColorScheme, HslColor } from "./colors";
import { hslToRgb } from "./contrast";
import { calendarDay, dateLocale } from "./dates";
import type { EVENT_LOGO_NAMES, EventLogo } from "./design";

export type EventLogoKind = (typeof EVENT_LOGO_NAMES)[number];

/** The kinds drawn as two initials (the others write the names out). */
export const MONOGRAM_KINDS: readonly EventLogoKind[] = [
  "ModernMonogramStrikethrough",
  "ModernMonogramBadge",
  "ModernMonogramBorderBetween",
];

export function isMonogram(kind: EventLogoKind): boolean {
  return MONOGRAM_KINDS.includes(kind);
}

export const INITIALS_SIZE = { min: 1, max: 15 } as const;
export const INITIALS_DISTANCE = { min: -14, max: 14 } as const;

type InitialsSettings = Required<
  Pick<EventLogo, "fontSizeInitials" | "distanceInitialsX" | "distanceInitialsY">
>;

/**
 * The initials' settings a monogram starts with. The badge's are the spec's (9, 12, 6: the letters
 * overlap diagonally); the other two start at size 10, which draws exactly the base size 35 (§9), and
 * side by side without a stagger.
 */
export function initialsDefaults(kind: EventLogoKind): InitialsSettings | null {
  if (kind === "ModernMonogramBadge")
    return { fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 };
  if (isMonogram(kind)) return { fontSizeInitials: 10, distanceInitialsX: 0, distanceInitialsY: 0 };
  return null;
}

function clampWhole(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** An initials size the schema accepts: a whole number 1–15 (anything else is pulled into range). */
export function clampInitialsSize(value: number): number {
  return clampWhole(value, INITIALS_SIZE.min, INITIALS_SIZE.max, 10);
}

/** An initials offset the schema accepts: a whole number −14..14. */
export function clampInitialsDistance(value: number): number {
  return clampWhole(value, INITIALS_DISTANCE.min, INITIALS_DISTANCE.max, 0);
}

/** The initials as drawn: font size in logo units (base 35, or the owner's size + 25; §9) and offsets. */
export function initialsLayout(logo: EventLogo): { fontSize: number; dx: number; dy: number } {
  const defaults = initialsDefaults(logo.name);
  const size =
    logo.fontSizeInitials ?? (logo.name === "ModernMonogramBadge" ? defaults?.fontSizeInitials : undefined);
  return {
    fontSize: size === undefined ? 35 : clampInitialsSize(size) + 25,
    dx: clampInitialsDistance(logo.distanceInitialsX ?? defaults?.distanceInitialsX ?? 0),
    dy: clampInitialsDistance(logo.distanceInitialsY ?? defaults?.distanceInitialsY ?? 0),
  };
}

/** The first letter (or digit) of a name, upper-cased; '' when it has none. */
export function initialOf(name: string): string {
  const match = name.match(/[\p{L}\p{N}]/u);
  return match ? match[0].toLocaleUpperCase("sv") : "";
}

/** Two names read from a title such as 'Anna & Erik' or 'Maja och Elias'. */
export function namesFromTitle(title: string): { name1: string; name2: string } {
  const parts = title.trim().split(/\s+(?:&|och|og|and|\+)\s+/i);
  return { name1: (parts[0] ?? "").trim(), name2: parts.slice(1).join(" ").trim() };
}

export type LogoNames = { first: string; second: string; initials: [string, string] };

/** The names a logo shows: its own, else those of the header title (a logo chosen before the names). */
export function logoNames(logo: EventLogo, title: string): LogoNames {
  let first = logo.name1.trim();
  let second = logo.name2.trim();
  if (!first && !second) ({ name1: first, name2: second } = namesFromTitle(title));
  return { first, second, initials: [initialOf(first), initialOf(second)] };
}

/** What a screen reader hears for the logo: the header title, else the names. */
export function logoLabel(logo: EventLogo, title: string): string {
  if (title.trim()) return title.trim();
  const { first, second } = logoNames(logo, "");
  return [first, second].filter(Boolean).join(" & ");
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** A day 'YYYY-MM-DD' (a longer 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DDTHH:mm' too) as a noon UTC Date, or null. */
function dayAsDate(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date, 12));
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

const LOGO_DATE_OPTIONS = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/**
 * A day ('YYYY-MM-DD') as a logo writes it, in the language's own words: '21 augusti 2027',
 * '21 August 2027', '21. august 2027' (the drawings set it in capitals). '' for no real day.
 */
export function logoDate(day: string, language: string): string {
  const date = dayAsDate(day);
  return date ? new Intl.DateTimeFormat(dateLocale(language), LOGO_DATE_OPTIONS).format(date) : "";
}

/** The locales whose written dates a logo's text is recognised in (the product's, the wizard's, US English). */
const READ_LOCALES = ["sv-SE", "en-GB", "da-DK", "nb-NO", "fi-FI", "de-DE", "en-US"] as const;

let monthWords: Map<string, number> | null = null;

/** Each month's word as these locales write it in a date ('augusti', 'august', 'elokuuta'), lower case. */
function monthsByWord(): Map<string, number> {
  if (monthWords) return monthWords;
  const words = new Map<string, number>();
  for (const locale of READ_LOCALES) {
    const format = new Intl.DateTimeFormat(locale, LOGO_DATE_OPTIONS);
    for (let month = 1; month <= 12; month += 1) {
      const part = format
        .formatToParts(new Date(Date.UTC(2027, month - 1, 15, 12)))
        .find((p) => p.type === "month");
      const word = part?.value.toLocaleLowerCase(locale).replace(/\.$/, "");
      if (word && !words.has(word)) words.set(word, month);
    }
  }
  monthWords = words;
  return words;
}

/**
 * The day ('YYYY-MM-DD') a logo's additional text is, when the whole text is a date as the product
 * writes one in any of its languages ('21 augusti 2027', '21 AUGUST 2027', '21. august 2027',
 * 'August 21, 2027'); null for anything else (the owner's own text: 'Midsommar', '14.06.2027 · Visby').
 */
export function parseLogoDate(text: string): string | null {
  const plain = text.trim().replace(/\s+/g, " ").toLocaleLowerCase();
  const dayFirst = /^(\d{1,2})\.? (\p{L}+)\.?,? (\d{4})$/u.exec(plain);
  const monthFirst = dayFirst ? null : /^(\p{L}+)\.? (\d{1,2}),? (\d{4})$/u.exec(plain);
  const [day, word, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  if (!day || !word || !year) return null;
  const month = monthsByWord().get(word);
  if (!month) return null;
  const iso = `${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
  return dayAsDate(iso) ? iso : null;
}

/**
 * The line a logo shows under the names on a page in `language`: a date is written in that language's
 * words (so /en shows '21 August 2027' where the text was saved as '21 augusti 2027'); any other text
 * as the owner wrote it.
 */
export function logoExtraText(logo: Pick<EventLogo, "additionalText">, language: string): string {
  const day = parseLogoDate(logo.additionalText);
  return day ? logoDate(day, language) : logo.additionalText.trim();
}

/**
 * The default additional text: the day one year after `today` (as a day in Sweden and Denmark), written
 * the way the language writes dates ('23 november 2027', '23 November 2027', '23. november 2027').
 * 29 February becomes 28 February.
 */
export function defaultLogoDate(language: string, today: Date): string {
  const [year, month, day] = calendarDay(today).split("-").map(Number) as [number, number, number];
  const nextYear = new Date(Date.UTC(year + 1, month - 1, day, 12));
  if (nextYear.getUTCMonth() !== month - 1) nextYear.setUTCDate(0);
  return logoDate(nextYear.toISOString().slice(0, 10), language);
}

/**
 * The event's day ('YYYY-MM-DD') as the page knows it: its countdown's date, else the wizard's date;
 * null when the wizard was told the date is not decided; undefined when nothing says.
 */
export function eventDayOf(site: {
  siteModules: readonly { siteModuleType: string }[];
  wizardData?: { dateStart?: string | undefined; dateNotDecided?: boolean | undefined } | null | undefined;
}): string | null | undefined {
  for (const module of site.siteModules) {
    if (module.siteModuleType !== "Countdown") continue;
    const date = (module as { countdownDate?: unknown }).countdownDate;
    if (typeof date === "string" && dayAsDate(date)) return date.slice(0, 10);
  }
  const wizard = site.wizardData;
  if (!wizard) return undefined;
  if (wizard.dateNotDecided) return null;
  return wizard.dateStart && dayAsDate(wizard.dateStart) ? wizard.dateStart.slice(0, 10) : undefined;
}

/**
 * A new logo of a kind: the couple's names, the page's colours, and under the names the event's day
 * (`eventDay`, 'YYYY-MM-DD'), nothing when the couple has said the date is not decided (null; a made-up
 * date would mislead guests), or the day one year ahead when the day is not known (undefined; SPEC §9).
 */
export function newEventLogo(
  kind: EventLogoKind,
  names: { name1?: string | undefined; name2?: string | undefined },
  language: string,
  today: Date,
  eventDay?: string | null,
): EventLogo {
  const additionalText =
    eventDay === undefined
      ? defaultLogoDate(language, today)
      : eventDay === null
        ? ""
        : logoDate(eventDay, language) || defaultLogoDate(language, today);
  return {
    name: kind,
    name1: (names.name1 ?? "").trim().slice(0, 100),
    name2: (names.name2 ?? "").trim().slice(0, 100),
    additionalText,
    colorText: { override: false, color: "#000000" },
    colorBackground: { override: false, color: "#ffffff" },
    ...initialsDefaults(kind),
  };
}

/** The same logo drawn as another kind: texts and colours kept, the initials' settings the new kind's. */
export function withKind(logo: EventLogo, kind: EventLogoKind): EventLogo {
  const { fontSizeInitials: _size, distanceInitialsX: _x, distanceInitialsY: _y, ...rest } = logo;
  return { ...rest, name: kind, ...initialsDefaults(kind) };
}

/** '#rrggbb' of a scheme colour (its alpha ignored: a logo's own colours are opaque). */
export function hexOf(color: HslColor): string {
  const { red, green, blue } = hslToRgb(color);
  return `#${[red, green, blue]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const UNCHOSEN = { colorText: "#000000", colorBackground: "#ffffff" } as const;

/**
 * The colour an override starts from when the owner switches it on: the one chosen before, or (while it
 * is still the schema's default) the page's own text or background colour, so the logo does not turn
 * black on a dark page the moment the switch is touched.
 */
export function overrideStart(
  field: "colorText" | "colorBackground",
  current: string,
  scheme: Pick<ColorScheme, "onBackground" | "background">,
): string {
  if (current.toLowerCase() !== UNCHOSEN[field]) return current;
  return hexOf(field === "colorText" ? scheme.onBackground : scheme.background);
}
