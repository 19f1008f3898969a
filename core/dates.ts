// Days as the product shows them (SPEC §9: YYYY-MM-DD). Both markets are on Central European time, so
// the server and every browser format a moment as the same day in Sweden and Denmark.
// Made when first used, not when the module loads: a formatter with a time zone costs tens of ms of a
// phone's main thread, and the owner app's first screen may never format a day.
function lazyFormat(options: Intl.DateTimeFormatOptions): {
  formatToParts: (date: Date) => Intl.DateTimeFormatPart[];
} {
  let format: Intl.DateTimeFormat | undefined;
  return {
    formatToParts: (date: Date) => {
      if (!format) format = new Intl.DateTimeFormat("en-GB", options);
      return format.formatToParts(date);
    },
  };
}

const DAY_PARTS = lazyFormat({
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** '2025-06-14' for a moment (ISO string or Date) as a day in Sweden and Denmark; '' when invalid. */
export function calendarDay(moment: string | Date): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const MINUTE_PARTS = lazyFormat({
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '2026-11-23 14:05' for a moment in Sweden and Denmark (receipts, countdown dates). */
export function calendarMinute(moment: Date): string {
  const p = Object.fromEntries(MINUTE_PARTS.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const DATE_LOCALES: Record<string, string> = {
  sv: "sv-SE",
  en: "en-GB",
  da: "da-DK",
  no: "nb-NO",
  nb: "nb-NO",
  fi: "fi-FI",
};

/**
 * The locale a language's dates are written in: ours for the product's languages and the wizard's quick
 * picks (British English: '21 August 2027', not 'August 21, 2027'), else the language itself when Intl
 * knows it, else British English.
 */
export function dateLocale(language: string): string {
  const ours = DATE_LOCALES[language];
  if (ours) return ours;
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0) return language;
  } catch {
    // Not a locale Intl can read: the English format.
  }
  return "en-GB";
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (a UTC midnight) as the language writes a date, '1 maj 2027', or with its weekday,
 * 'lördag 12 juni 2027': one formatter per language and style, made when first used (making an
 * Intl.DateTimeFormat was a tenth of an uncached guest page's render; issue 24).
 */
export function dayFormat(language: string, weekday = false): Intl.DateTimeFormat {
  const key = `${weekday ? "w" : "d"}:${language}`;
  let format = DAY_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      ...(weekday ? { weekday: "long" } : {}),
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    // Page languages come from a closed list; the bound only guards against a document naming others.
    if (DAY_FORMATS.size >= 128) DAY_FORMATS.clear();
    DAY_FORMATS.set(key, format);
  }
  return format;
}
