// How a programme's times and days read in the page language: '14.00' in the Nordic languages, where
// a programme is written so, '14:00' elsewhere; a day as 'lördag 12 juni 2027'.
import { dayFormat } from "@core/dates";
import { isCalendarDay } from "./schema";

const DOT_TIME_LANGUAGES = new Set(["sv", "da", "no", "nb", "nn", "fi"]);

/** '14.00' (sv, da, no, fi) or '14:00'; '' for no time. */
export function formatProgrammeTime(time: string, language: string): string {
  if (!time) return "";
  return DOT_TIME_LANGUAGES.has(language) ? time.replace(":", ".") : time;
}

/** 'Lördag 12 juni 2027' in the page language; '' when `day` is not a day. */
export function formatProgrammeDay(day: string, language: string): string {
  if (!isCalendarDay(day)) return "";
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const text = dayFormat(language, true).format(new Date(Date.UTC(y, m - 1, d, 12)));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
