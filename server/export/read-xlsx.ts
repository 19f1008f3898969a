// Reads the first sheet of an .xlsx back into cells, for the tests of the exports (API and end-to-end):
// each cell's text and how it is stored, so a test can tell a string cell from a formula, and a number
// or date cell from text. A date cell (a number styled with a date format) reads as its day, YYYY-MM-DD.
import { strFromU8, unzipSync } from "fflate";

export type XlsxCell = {
  /** The cell's text: the shared or inline string, or the raw value. */
  text: string;
  /** The cell's t attribute: 's' shared string, 'inlineStr', 'str' (a formula's text result), or '' (number). */
  type: string;
  /** The formula, when the cell has one (it never should in our exports). */
  formula: string | null;
  /** Present on a number cell shown as a date: the format it is shown with (its text is the day). */
  dateFormat?: string;
};

/** The date format of each cell style (the s attribute's index into cellXfs), null where not a date. */
function dateFormats(styles: string | null): (string | null)[] {
  if (!styles) return [];
  const custom = new Map(
    [...styles.matchAll(/<numFmt\b[^>]*\bnumFmtId="(\d+)"[^>]*\bformatCode="([^"]*)"/g)].map((m) => [
      Number(m[1]),
      decode(m[2] ?? ""),
    ]),
  );
  // Excel's built-in date formats 14–22.
  const builtIn = (id: number) => (id >= 14 && id <= 22 ? `builtin:${id}` : null);
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  return [...cellXfs.matchAll(/<xf\b([^>]*)/g)].map((m) => {
    const id = Number(/\bnumFmtId="(\d+)"/.exec(m[1] ?? "")?.[1] ?? 0);
    const code = custom.get(id);
    if (code) return /[yd]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]/g, "")) ? code : null;
    return builtIn(id);
  });
}

/** An Excel serial day (1900 system) as YYYY-MM-DD. */
const dayOfSerial = (serial: number) =>
  new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);

const decode = (xml: string) =>
  xml
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");

const textOf = (xml: string) =>
  decode([...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(""));

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? "A";
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The first sheet's rows, each a list of cells (null where a row has no cell in that column). */
export function readXlsx(file: Uint8Array): { sheetName: string; rows: (XlsxCell | null)[][] } {
  const files = unzipSync(file);
  const read = (name: string) => {
    const entry = files[name];
    if (!entry) throw new Error(`The file has no ${name}`);
    return strFromU8(entry);
  };
  const workbook = read("xl/workbook.xml");
  const sheetName = decode(/<sheet\b[^>]*\bname="([^"]*)"/.exec(workbook)?.[1] ?? "");
  const shared = files["xl/sharedStrings.xml"]
    ? [...read("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ""))
    : [];
  const formats = dateFormats(files["xl/styles.xml"] ? read("xl/styles.xml") : null);
  const sheet = read("xl/worksheets/sheet1.xml");
  const rows: (XlsxCell | null)[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: (XlsxCell | null)[] = [];
    for (const cell of (rowMatch[1] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? "";
      const body = cell[2] ?? "";
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? "";
      const type = /\bt="([^"]*)"/.exec(attributes)?.[1] ?? "";
      const formula = /<f\b[^>]*>([\s\S]*?)<\/f>/.exec(body)?.[1];
      const value = decode(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? "");
      const style = Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0);
      const dateFormat = (type === "" || type === "n") && value !== "" ? formats[style] : null;
      const text = dateFormat
        ? dayOfSerial(Number(value))
        : type === "s"
          ? (shared[Number(value)] ?? "")
          : type === "inlineStr"
            ? textOf(body)
            : value;
      const index = reference ? columnIndex(reference) : row.length;
      while (row.length < index) row.push(null);
      row[index] = {
        text,
        type,
        formula: formula === undefined ? null : decode(formula),
        ...(dateFormat ? { dateFormat } : {}),
      };
    }
    rows.push(row);
  }
  return { sheetName, rows };
}
