// The streamed spreadsheet (issue 24) against the sheet core/answers.ts defines, as the earlier writer
// (write-excel-file, still the owner app's) wrote it: the same cells, types, dates, widths; and it
// reads the answers a page at a time, sending rows before it has read them all.
import type { StoredAnswer } from "@core/answers";
import { buildAnswerTable, spreadsheetOf } from "@core/answers";
import type { FormElement } from "@core/form";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { formulaSafeCells } from "./formula-safe";
import { readXlsx } from "./read-xlsx";
import { type AnswerPages, bufferOf, pagesOf, prepareAnswers, xlsxStream } from "./xlsx-stream";

const text = (id: string, sv: string): FormElement => ({
  id,
  formElementType: "ShortText",
  label: { sv, en: `${sv} (en)` },
  required: false,
  showConditions: [],
});
const food = (options: [string, string][]): FormElement => ({
  id: "food",
  formElementType: "SingleSelect",
  label: { sv: "Mat" },
  required: false,
  showConditions: [],
  options: options.map(([id, sv]) => ({ id, text: { sv } })),
});

const older = [text("name", "Namn"), food([["fish", "Fisk"]]), text("guests", "Antal")];
const newer = [
  text("name", "Ditt namn"),
  text("song", "Önskelåt"),
  food([
    ["meat", "Kött"],
    ["fish", "Fisk"],
  ]),
  text("guests", "Antal"),
];

function answer(i: number): StoredAnswer {
  const elements = i % 3 === 2 ? older : newer;
  const values: Record<string, string> = {
    name:
      [
        `Gäst ${i}`,
        '=HYPERLINK("http://evil")',
        " mellanslag ",
        "rad ett\nrad två",
        "Tom & Jerry <3",
        "\u0007klocka",
      ][i % 6] ?? "",
    song: i % 4 === 0 ? "" : "+46 70 123 45 67",
    guests: String(i % 5),
  };
  return {
    _id: `a${String(i).padStart(5, "0")}`,
    createdAt: new Date(Date.UTC(2025, 4, 1 + (i % 20), 22, 30)).toISOString(),
    language: "sv",
    formTitle: i % 2 ? "OSA" : "RSVP",
    formId: "rsvp1",
    recipients: [],
    formElements: elements.map((formElement) =>
      formElement.formElementType === "SingleSelect"
        ? { formElement, value: "Fisk", selectedOption: i % 2 ? { id: "fish", text: "Fisk" } : null }
        : { formElement, value: values[formElement.id] ?? "", selectedOption: null },
    ),
  };
}

const widthsOf = (file: Uint8Array) =>
  [
    ...strFromU8(unzipSync(file)["xl/worksheets/sheet1.xml"] ?? new Uint8Array()).matchAll(
      /<col\b[^>]*\bwidth="([\d.]+)"/g,
    ),
  ].map((m) => Number(m[1]));

describe("the streamed answers sheet", () => {
  it("holds what the earlier writer wrote: cells, types, dates, numbers and widths", async () => {
    const answers = Array.from({ length: 60 }, (_, i) => answer(i));
    const titles = { rsvp1: "OSA" };
    const { default: writeXlsxFile } = await import("write-excel-file/node");
    const { data, columns } = spreadsheetOf(buildAnswerTable(answers, "sv", titles), "sv");
    const earlier = new Uint8Array(
      await writeXlsxFile(formulaSafeCells(data), { sheet: "OSA", columns, stickyRowsCount: 1 }).toBuffer(),
    );
    const prepared = await prepareAnswers(pagesOf(answers, 7), "sv", titles);
    const streamed = new Uint8Array(await bufferOf(xlsxStream([{ name: "OSA", answers: prepared }])));
    const read = (file: Uint8Array) => readXlsx(file);
    // The control character XML cannot hold is dropped; everything else is as before.
    const withoutBell = (file: Uint8Array) =>
      read(file).rows.map((row) =>
        row.map((cell) => (cell ? { ...cell, text: cell.text.replace("\u0007", "") } : null)),
      );
    expect(read(streamed).sheetName).toBe("OSA");
    expect(withoutBell(streamed)).toEqual(withoutBell(earlier));
    expect(widthsOf(streamed)).toEqual(widthsOf(earlier));
    // A few cells spelled out: the day, a count, formula-like text.
    const rows = read(streamed).rows;
    expect(rows[0]?.map((c) => c?.text)).toEqual([
      "Datum",
      "Formulär",
      "Ditt namn",
      "Önskelåt",
      "Mat",
      "Antal",
    ]);
    // 22:30 UTC on 1 May is 2 May in Sweden.
    expect(rows[1]?.[0]).toMatchObject({ text: "2025-05-02", type: "", dateFormat: "yyyy-mm-dd" });
    expect(rows[1]?.[5]).toMatchObject({ text: "0", type: "" });
    expect(rows[2]?.[2]).toMatchObject({ text: '\'=HYPERLINK("http://evil")', type: "s", formula: null });
  });

  it("sends rows before it has read every page, a page at a time", async () => {
    let pulled = 0;
    const pages: AnswerPages = async function* () {
      for (let page = 0; page < 40; page += 1) {
        pulled += 1;
        yield Array.from({ length: 50 }, (_, i) => answer(page * 50 + i));
      }
    };
    const prepared = await prepareAnswers(pages, "sv");
    expect(pulled).toBe(40);
    pulled = 0;
    const stream = xlsxStream([{ name: "OSA", answers: prepared }]);
    const iterator = stream[Symbol.asyncIterator]();
    let bytes = 0;
    // Read until the first sheet rows are out (beyond the small fixed parts).
    while (bytes < 2_000) {
      const next = await iterator.next();
      if (next.done) break;
      bytes += (next.value as Uint8Array).length;
    }
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(40);
    await iterator.return?.();
  });

  it("leaves out answers that came after the first pass, so every row fits the columns", async () => {
    const answers = [answer(1), answer(2)];
    const later = {
      ...answer(3),
      _id: "later",
      formElements: [{ formElement: text("new", "Ny fråga"), value: "x", selectedOption: null }],
    };
    let pass = 0;
    const pages: AnswerPages = async function* () {
      pass += 1;
      yield pass === 1 ? answers : [later, ...answers];
    };
    const prepared = await prepareAnswers(pages, "sv");
    const rows = readXlsx(
      new Uint8Array(await bufferOf(xlsxStream([{ name: "OSA", answers: prepared }]))),
    ).rows;
    expect(rows).toHaveLength(3);
    expect(rows.flat().some((cell) => cell?.text === "x")).toBe(false);
  });
});
