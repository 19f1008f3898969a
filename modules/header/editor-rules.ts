// The Header dialog's logo date (issue 23): the date the couple picks goes into the site's event logo
// and, where the header's second line still says the old date as the wizard or the logo wrote it, into
// that line too, in every language, so the header does not show two different dates.
import { dateLocale } from "@core/dates";
import type { EventLogo } from "@core/design";
import { logoDate, parseLogoDate } from "@core/event-logo";
import type { Translation } from "@core/translation";

/** 'lördag 21 augusti 2027' (sv), 'Saturday 21 August 2027' (en): a day with its weekday, as the wizard writes it. */
function weekdayDate(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** The ways a day is written in a line, longest first: the wizard's (capitalised or not), the logo's. */
function writtenForms(day: string, language: string): string[] {
  const long = weekdayDate(day, language);
  return [long.charAt(0).toLocaleUpperCase() + long.slice(1), long, logoDate(day, language)];
}

/** The second line with `oldDay` replaced by `newDay` wherever it is written as the product writes days. */
export function secondLineWithDay(secondLine: Translation, oldDay: string, newDay: string): Translation {
  if (oldDay === newDay) return secondLine;
  const next: Translation = { ...secondLine };
  for (const [language, text] of Object.entries(secondLine)) {
    if (!text) continue;
    const olds = writtenForms(oldDay, language);
    const news = writtenForms(newDay, language);
    const index = olds.findIndex((form) => form !== "" && text.includes(form));
    if (index >= 0) next[language] = text.replace(olds[index] as string, news[index] as string);
  }
  return next;
}

/** The day ('YYYY-MM-DD') the logo shows under the names, or null when its line is no date. */
export function logoDay(logo: EventLogo): string | null {
  return parseLogoDate(logo.additionalText);
}

/** The logo with a new day under the names ('' clears the line), written in the page's first language. */
export function logoWithDay(logo: EventLogo, day: string, firstLanguage: string): EventLogo {
  return { ...logo, additionalText: day ? logoDate(day, firstLanguage) : "" };
}
