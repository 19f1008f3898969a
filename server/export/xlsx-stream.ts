// The answers' spreadsheets written as a stream (issue 24: osa.xlsx of 10,000 answers peaked at 904 MB).
//
// The sheet is the one core/answers.ts defines for the owner app and the old writer alike (headings in
// the owner's language, one row per answer, columns from every answer's questions, the day as a date
// cell, a column of counts as numbers, widths from the longest text), but it is never held whole:
//   1. a first pass over the answers, page by page (operations/answers.ts rsvpPages), gathers only what
//      the heading row needs before any row is written: each set of questions once (the columns, as
//      answerColumns makes them: the newest answer's order and wording first), and per column its
//      longest text and whether every answer in it is a count;
//   2. a second pass reads the pages again and writes each row as it comes, through fflate's streaming
//      ZIP (deflated a page at a time), into the response. Answers sent between the passes are left
//      out (the ids of the first pass), so the columns always fit the rows.
// Memory grows with one page and the distinct texts (the shared strings, written last), not with the
// answers' count times their questions. Text cells are shared strings (t="s"), every string cell made
// formula-safe (formula-safe.ts); the headings row is bold and frozen.
import { Readable } from "node:stream";
import {
  type AnswerColumn,
  answerColumns,
  buildAnswerTable,
  type SheetCell,
  type StoredAnswer,
  sheetCell,
  sheetCountCell,
  sheetDateCell,
  spreadsheetOf,
} from "@core/answers";
import type { FormElement } from "@core/form";
import { formulaSafe } from "./formula-safe";

/** Pages of answers, newest first; called once per pass, each call reads from the start. */
export type AnswerPages = () => AsyncIterable<readonly StoredAnswer[]>;

/** What the first pass learnt: enough to write the headings and every row's cells. */
export type PreparedAnswers = {
  columns: AnswerColumn[];
  headings: string[];
  widths: number[];
  /** Per column: every answer in it is a count (written as numbers). */
  counts: boolean[];
  first: StoredAnswer | null;
  ids: Set<string>;
  pages: AnswerPages;
  language: string;
  formTitles: Readonly<Record<string, string>>;
};

type ColumnStats = { longest: number; filled: boolean; allCounts: boolean };

/** The cells of one answer by column key, as buildAnswerTable makes them for the whole table. */
const cellsOf = (answer: StoredAnswer, language: string, formTitles: Readonly<Record<string, string>>) =>
  buildAnswerTable([answer], language, formTitles).rows[0]?.cells ?? {};

/** The headings of the date and form columns in the language (core's SHEET_HEADINGS). */
function fixedHeadings(language: string): [string, string] {
  const [row] = spreadsheetOf(
    {
      columns: [
        { key: "date", kind: "date" },
        { key: "formTitle", kind: "formTitle" },
      ],
      rows: [],
    },
    language,
  ).data;
  const text = (cell: SheetCell | null | undefined) =>
    cell && typeof cell.value === "string" ? cell.value : "";
  return [text(row?.[0]), text(row?.[1])];
}

/** The first pass: columns, widths and counts, without keeping the answers. */
export async function prepareAnswers(
  pages: AnswerPages,
  language: string,
  formTitles: Readonly<Record<string, string>> = {},
): Promise<PreparedAnswers> {
  // Each set of questions once, in the order the answers first show it (the answers' formElement
  // objects are shared by every answer to one definition, operations/answers.ts).
  const definitions = new Map<unknown, FormElement[]>();
  const stats = new Map<string, ColumnStats>();
  const ids = new Set<string>();
  let first: StoredAnswer | null = null;
  for await (const page of pages()) {
    for (const answer of page) {
      if (ids.has(answer._id)) continue;
      ids.add(answer._id);
      first ??= answer;
      const elements = answer.formElements.map((element) => element.formElement);
      const identity = elements[0] ?? "none";
      if (!definitions.has(identity)) definitions.set(identity, elements);
      for (const [key, text] of Object.entries(cellsOf(answer, language, formTitles))) {
        let column = stats.get(key);
        if (!column) {
          column = { longest: 0, filled: false, allCounts: true };
          stats.set(key, column);
        }
        column.longest = Math.max(column.longest, text.length);
        if (text !== "") {
          column.filled = true;
          if (column.allCounts && sheetCountCell(text)?.type !== Number) column.allCounts = false;
        }
      }
    }
  }
  const columns = answerColumns(
    [...definitions.values()].map((elements) => ({
      _id: "",
      createdAt: "",
      language,
      formTitle: "",
      formId: "",
      recipients: [],
      formElements: elements.map((formElement) => ({ formElement, value: "", selectedOption: null })),
    })),
    language,
  );
  const [dateHeading, formHeading] = fixedHeadings(language);
  const headings = columns.map((c) =>
    c.kind === "date" ? dateHeading : c.kind === "formTitle" ? formHeading : c.label,
  );
  const widths = columns.map((column, index) => {
    const longest = Math.max(headings[index]?.length ?? 0, stats.get(column.key)?.longest ?? 0);
    return Math.min(Math.max(longest + 2, 10), 50);
  });
  const counts = columns.map((column) => {
    const s = stats.get(column.key);
    return column.kind === "question" && Boolean(s?.filled) && Boolean(s?.allCounts);
  });
  return { columns, headings, widths, counts, first, ids, pages, language, formTitles };
}

/** A sheet: prepared answers, or cells given whole (the gift reservations' few rows). */
export type SheetPlan =
  | { name: string; answers: PreparedAnswers }
  | { name: string; cells: (SheetCell | null)[][]; widths: number[] };

// ---- The XML of the workbook ----

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL = "http://schemas.openxmlformats.org/package/2006/relationships";

/** Text as XML character data: escaped, and without the control characters XML 1.0 forbids. */
const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Styles: 0 plain, 1 bold (headings), 2 a date shown as YYYY-MM-DD. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Excel's serial day (1900 system) of a date cell's moment. */
const serialDay = (date: Date) => date.getTime() / 86_400_000 + 25_569;

class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly texts: string[] = [];
  count = 0;
  of(text: string): number {
    this.count += 1;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.texts.length;
      this.index.set(text, at);
      this.texts.push(text);
    }
    return at;
  }
  *xml(): Generator<string> {
    yield `${XML_HEAD}<sst xmlns="${MAIN}" count="${this.count}" uniqueCount="${this.texts.length}">`;
    for (let i = 0; i < this.texts.length; i += 1000) {
      yield this.texts
        .slice(i, i + 1000)
        .map((text) => {
          const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : "";
          return `<si><t${space}>${xmlText(text)}</t></si>`;
        })
        .join("");
    }
    yield "</sst>";
  }
}

function rowXml(cells: readonly (SheetCell | null)[], rowNumber: number, strings: SharedStrings): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, index) => {
    if (!cell) return;
    const ref = `${columnName(index)}${rowNumber}`;
    if (cell.type === String) {
      const bold = "fontWeight" in cell && cell.fontWeight === "bold" ? ' s="1"' : "";
      xml += `<c r="${ref}" t="s"${bold}><v>${strings.of(formulaSafe(cell.value as string))}</v></c>`;
    } else if (cell.type === Date) {
      xml += `<c r="${ref}" s="2"><v>${serialDay(cell.value as Date)}</v></c>`;
    } else {
      xml += `<c r="${ref}"><v>${cell.value as number}</v></c>`;
    }
  });
  return `${xml}</row>`;
}

/** An answer's cells in the prepared columns: the date as a date, counts as numbers, text as text. */
function answerCells(prepared: PreparedAnswers, answer: StoredAnswer): (SheetCell | null)[] {
  const cells = cellsOf(answer, prepared.language, prepared.formTitles);
  return prepared.columns.map((column, index) => {
    const text = cells[column.key] ?? "";
    if (column.kind === "date") return sheetDateCell(text);
    return prepared.counts[index] ? sheetCountCell(text) : sheetCell(text);
  });
}

function sheetStart(widths: readonly number[]): string {
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join("");
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>${cols ? `<cols>${cols}</cols>` : ""}<sheetData>`;
}

const SHEET_END = "</sheetData></worksheet>";

/** One sheet's XML, a page of rows at a time. */
async function* sheetXml(plan: SheetPlan, strings: SharedStrings): AsyncGenerator<string> {
  if ("cells" in plan) {
    yield sheetStart(plan.widths);
    yield plan.cells.map((cells, i) => rowXml(cells, i + 1, strings)).join("");
    yield SHEET_END;
    return;
  }
  const prepared = plan.answers;
  yield sheetStart(prepared.widths);
  yield rowXml(
    prepared.headings.map((heading) => sheetCell(heading, true)),
    1,
    strings,
  );
  let rowNumber = 1;
  const written = new Set<string>();
  for await (const page of prepared.pages()) {
    let xml = "";
    for (const answer of page) {
      // Only the answers the first pass saw (the columns are theirs), each once.
      if (!prepared.ids.has(answer._id) || written.has(answer._id)) continue;
      written.add(answer._id);
      rowNumber += 1;
      xml += rowXml(answerCells(prepared, answer), rowNumber, strings);
    }
    if (xml) yield xml;
  }
  yield SHEET_END;
}

function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

function workbookRels(count: number): string {
  const sheets = Array.from(
    { length: count },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join("");
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">${sheets}<Relationship Id="rId${count + 1}" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId${count + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
}

function contentTypes(count: number): string {
  const sheets = Array.from(
    { length: count },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join("");
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
}

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/**
 * The workbook of these sheets as a stream of .xlsx bytes: each sheet's rows deflated and sent a page
 * at a time, the shared strings last.
 */
export function xlsxStream(sheets: readonly SheetPlan[]): Readable {
  async function* bytes(): AsyncGenerator<Uint8Array> {
    // Loaded on the first export, not at start.
    const { Zip, ZipDeflate, strToU8 } = await import("fflate");
    const out: Uint8Array[] = [];
    let failed: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failed = error;
      else out.push(chunk);
    });
    const drain = function* () {
      if (failed) throw failed;
      yield* out.splice(0);
    };
    const file = async (name: string, parts: AsyncIterable<string> | Iterable<string>) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const part of parts) entry.push(strToU8(part));
      entry.push(new Uint8Array(0), true);
    };
    const strings = new SharedStrings();
    await file("[Content_Types].xml", [contentTypes(sheets.length)]);
    await file("_rels/.rels", [ROOT_RELS]);
    await file("xl/workbook.xml", [workbookXml(sheets.map((sheet) => sheet.name))]);
    await file("xl/_rels/workbook.xml.rels", [workbookRels(sheets.length)]);
    await file("xl/styles.xml", [STYLES]);
    yield* drain();
    for (const [i, sheet] of sheets.entries()) {
      const entry = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 6 });
      zip.add(entry);
      for await (const part of sheetXml(sheet, strings)) {
        entry.push(strToU8(part));
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
      yield* drain();
    }
    await file("xl/sharedStrings.xml", strings.xml());
    zip.end();
    yield* drain();
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** The whole stream in one buffer (tests, and the few answers of an old site's view). */
export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Pages over answers already in memory (an old site's answers view merges two sources). */
export const pagesOf = (answers: readonly StoredAnswer[], size = 1_000): AnswerPages =>
  async function* () {
    for (let i = 0; i < answers.length; i += size) yield answers.slice(i, i + size);
  };
