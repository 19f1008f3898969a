import { z } from "zod";
import { moduleCommon, optionalText } from "../common";

/** 'yyyy-mm-dd hh:mm' between 1900-01-01 and 2099-01-01 (SPEC §5 Countdown). */
export const countdownDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "the date is yyyy-mm-dd and the time hh:mm")
  .refine(
    (value) => value >= "1900-01-01 00:00" && value <= "2099-01-01 00:00",
    "the date is between 1900 and 2099",
  )
  .refine((value) => !Number.isNaN(Date.parse(value.replace(" ", "T"))), "not a real date");

/** Six months ahead at 15:00 (SPEC §9). */
export function defaultCountdownDate(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 6, now.getDate());
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 15:00`;
}

export const countdownSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Countdown"),
  hideInMenu: z.boolean().default(true),
  countdownDate: countdownDateSchema.default(() => defaultCountdownDate()),
  days: optionalText,
  hours: optionalText,
  minutes: optionalText,
  seconds: optionalText,
});
export type CountdownModule = z.infer<typeof countdownSchema>;
