// The receivers of a version-1 site's RSVP and speech mails (SPEC §5 legacy receiver rules): blank
// rows dropped, at most six, each an e-mail address, and the first one required when the site has
// the form they are for. A single string (the old wire's) is a list of one.
import { z } from "zod";

export const MAX_RECEIVERS = 6;
const mail = z.email();

export type ReceiverProblem = { index: number; problem: "required" | "email" | "tooMany" };

/** The clean list, or the first problem of each row that has one. */
export function checkReceivers(
  value: string | readonly string[] | undefined,
  required: boolean,
): { ok: true; receivers: string[] } | { ok: false; problems: ReceiverProblem[] } {
  const rows = (typeof value === "string" ? [value] : [...(value ?? [])]).map((row) => row.trim());
  const problems: ReceiverProblem[] = [];
  if (required && (rows[0] ?? "") === "") problems.push({ index: 0, problem: "required" });
  rows.forEach((row, index) => {
    if (row !== "" && !mail.safeParse(row).success) problems.push({ index, problem: "email" });
  });
  const receivers = rows.filter((row) => row !== "");
  if (receivers.length > MAX_RECEIVERS) problems.push({ index: MAX_RECEIVERS, problem: "tooMany" });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, receivers };
}
