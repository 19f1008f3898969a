// Programme (issue 27): the day's times and what happens, where and for which part, in the order the
// couple gives (never re-sorted: a programme over midnight or two days reads as written). Each item
// with a time may be added to a guest's calendar (GET /ics/{siteId}.ics?item={itemId}).
import { clientIdSchema } from "@core/ids";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

/** A wall-clock time 'HH:MM' (00:00–23:59), or '' when the item has none. */
export const programmeTimeSchema = z
  .string()
  .trim()
  .regex(/^(?:$|(?:[01]\d|2[0-3]):[0-5]\d)$/, "a time is HH:MM, like 14:30");

/** A calendar day 'YYYY-MM-DD' that exists, or '' when none is given. */
export const programmeDateSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), "a date is YYYY-MM-DD, like 2027-08-21");

export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const programmeItemSchema = z.object({
  id: clientIdSchema,
  time: programmeTimeSchema.default(""),
  endTime: programmeTimeSchema.default(""),
  /** Another day than the programme's (a welcome dinner the evening before); '' is the programme's day. */
  date: programmeDateSchema.default(""),
  /** What happens: 'Vigsel', 'Middag'. */
  title: optionalText,
  text: optionalRichText,
  /** Where: a place or address, the same in every language (the calendar's LOCATION). */
  place: z.string().trim().max(LIMITS.shortText).default(""),
  /** For which part of the day or which guests: 'Vigselgästerna', 'Alla'. */
  part: optionalText,
});
export type ProgrammeItem = z.infer<typeof programmeItemSchema>;

export const programmeSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Programme"),
  text: optionalRichText,
  /** The programme's day, 'YYYY-MM-DD'; '' takes the page's countdown date for the calendar. */
  date: programmeDateSchema.default(""),
  items: z.array(programmeItemSchema).max(LIMITS.itemsPerList).default([]),
});
export type ProgrammeModule = z.infer<typeof programmeSchema>;

/** The day of an item: its own, else the programme's; '' when neither is given. */
export function itemDate(module: Pick<ProgrammeModule, "date">, item: Pick<ProgrammeItem, "date">): string {
  return item.date || module.date;
}
