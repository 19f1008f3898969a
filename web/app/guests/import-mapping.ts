// The import's client side (issue 25): pasted spreadsheet cells (tab-separated) become a .csv file for
// the same import route as an uploaded file, and the mapping step's choices keep each field on one
// column at most, as the server requires (checkMapping).
import type { ImportField, ImportMapping } from "@core/guest-import";

/** Rows of cells from text copied out of a spreadsheet: tab between cells, a line per row. */
export function pastedRows(text: string): string[][] {
  const rows = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.split("\t").map((cell) => cell.trim()));
  return rows.filter((cells) => cells.some((cell) => cell !== ""));
}

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * The rows as a .csv (every cell quoted, tab-separated, as the server reads it). Without a heading row
 * the owner names the columns in the mapping step: "Kolumn 1", "Kolumn 2", … are put on top.
 */
export function rowsToCsv(rows: readonly (readonly string[])[], columnLabel?: (n: number) => string): string {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const all = columnLabel ? [Array.from({ length: width }, (_, i) => columnLabel(i + 1)), ...rows] : rows;
  return all
    .map((row) => Array.from({ length: width }, (_, i) => quoted(row[i] ?? "")).join("\t"))
    .join("\r\n");
}

export function pastedFile(text: string, columnLabel?: (n: number) => string): File {
  return new File([`\uFEFF${rowsToCsv(pastedRows(text), columnLabel)}`], "gaster.csv", { type: "text/csv" });
}

/** A column's new field; another column that had it is set to skip (one column per field). */
export function chooseField(mapping: ImportMapping, index: number, field: ImportField | null): ImportMapping {
  return mapping.map((current, i) => {
    if (i === index) return field;
    return field !== null && current === field ? null : current;
  });
}

/** Whether a mapping names the guests (a name, or a first or last name column): the server needs one. */
export function mapsNames(mapping: ImportMapping): boolean {
  return mapping.some((field) => field === "name" || field === "firstName" || field === "lastName");
}

const ISSUES: [RegExp, string][] = [
  [/^no column is the guests' names$/, "noNames"],
  [/^the guest has no name$/, "noName"],
  [/^the name is longer than/, "longName"],
  [/^"(.*)" is neither adult nor child$/, "child"],
  [/^"(.*)" is not an e-mail address$/, "email"],
  [/^"(.*)" is not a side/, "side"],
  [/^"(.*)" is not the A or B list$/, "list"],
  [/^there is no guest group "(.*)"$/, "group"],
  [/^"(.*)" is not a number of extra guests/, "extraGuests"],
  [/^a household holds at most/, "tooManyGuests"],
];

/**
 * The message key (under guestList.import.issues) for a row's problem as the server words it
 * (core/guest-import.ts readGuestRows), with the cell's text; null for one not known here.
 */
export function issueKey(message: string): { key: string; value: string } | null {
  for (const [pattern, key] of ISSUES) {
    const match = pattern.exec(message);
    if (match) return { key, value: match[1] ?? "" };
  }
  return null;
}
