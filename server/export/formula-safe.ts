// Spreadsheet formula injection (OWASP "CSV Injection"): a guest's answer that starts with = + - @, a
// tab or a carriage return is shown as text in our .xlsx (every answer is a string cell), but becomes a
// live formula as soon as the owner saves the sheet as CSV, or edits the cell and presses Enter. Such
// text is written with a leading apostrophe, as OWASP advises, so it stays text in every program.
// A value that is only a number (or a phone number: digits, spaces, + - ( ) . ,) is left as it is: it
// holds no function or reference, so as a formula it could only compute a number, and '+46 70 123 45 67'
// must not gain an apostrophe in every RSVP.

const FORMULA_START = /^[=+\-@\t\r]/;
const ONLY_NUMBER = /^[+-]?[\d\s().,+-]*\d[\d\s().,+-]*$/;

/** The text as a spreadsheet must hold it so that no program ever reads it as a formula. */
export function formulaSafe(text: string): string {
  if (!FORMULA_START.test(text)) return text;
  if (ONLY_NUMBER.test(text) && !/[\t\r]/.test(text)) return text;
  return `'${text}`;
}

type Cell = { value: unknown } | null;

/** Every string cell of a sheet made formula-safe; other cells (numbers, dates, empty) are kept. */
export function formulaSafeCells<C extends Cell>(rows: readonly (readonly C[])[]): C[][] {
  return rows.map((row) =>
    row.map((cell) =>
      cell && typeof cell.value === "string" ? ({ ...cell, value: formulaSafe(cell.value) } as C) : cell,
    ),
  );
}
