// The countdown editor's date rules (SPEC §3, §5): the module stores 'yyyy-mm-dd hh:mm', the editor
// uses <input type="datetime-local"> ('yyyy-mm-ddThh:mm'), between 1900-01-01 and 2099-01-01.
import { countdownDateSchema } from "./schema";

export const DATETIME_MIN = "1900-01-01T00:00";
export const DATETIME_MAX = "2099-01-01T00:00";

/** The stored date as a datetime-local value; '' when the stored value is not a countdown date. */
export function toDateTimeLocal(countdownDate: string): string {
  return countdownDateSchema.safeParse(countdownDate).success ? countdownDate.replace(" ", "T") : "";
}

export type CountdownInput =
  | { ok: true; countdownDate: string }
  /** format: not 'yyyy-mm-dd hh:mm' (or not a real date); range: outside 1900-01-01 … 2099-01-01. */
  | { ok: false; problem: "format" | "range" };

/**
 * A datetime-local value (or what a browser without that input type lets the owner type) → the stored
 * form. Seconds, which a browser adds only when asked to, are dropped; a space may stand for the T.
 */
export function fromDateTimeLocal(value: string): CountdownInput {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value.trim());
  if (!match) return { ok: false, problem: "format" };
  const countdownDate = `${match[1]} ${match[2]}`;
  const [year, month, day, hour, minute] = countdownDate.split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Date.parse accepts 2027-02-31; a real date has the same parts after a round trip.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  if (!real) return { ok: false, problem: "format" };
  if (!countdownDateSchema.safeParse(countdownDate).success) return { ok: false, problem: "range" };
  return { ok: true, countdownDate };
}
