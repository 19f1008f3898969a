// The owner's answers as a spreadsheet (osa.xlsx). The sheet itself (headings in the owner's language,
// one row per guest, answers as strings, the day as a date cell, counts as numbers) is built
// by core/answers.ts, which the owner app also uses for the demo answers; this writes it with
// write-excel-file (MIT, one dependency: fflate), which works on the server and in the browser alike.
import { buildAnswerTable, formTitlesOf, type StoredAnswer, spreadsheetOf } from "@core/answers";
import type { SiteDocument } from "@core/site";
import { formulaSafeCells } from "./formula-safe";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Each RSVP and Form module of the site named once, in the site's first language (core formTitlesOf). */
export function siteFormTitles(document: SiteDocument): Record<string, string> {
  return formTitlesOf(document.siteModules, document.availableLanguages[0]?.languageCode ?? "sv");
}

/**
 * The answers (newest first) as an .xlsx file: one sheet, headings frozen at the top. `formTitles`
 * (siteFormTitles) names each module's answers the same, whatever language the guest answered in.
 */
export async function answersXlsx(
  answers: readonly StoredAnswer[],
  language: string,
  sheetName: string,
  formTitles: Readonly<Record<string, string>> = {},
): Promise<Buffer> {
  // Loaded on the first export, not at start: write-excel-file is ~80 modules.
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const { data, columns } = spreadsheetOf(buildAnswerTable(answers, language, formTitles), language);
  // Guests' answers (and the owner's questions) that a CSV conversion would run as formulas stay text.
  return writeXlsxFile(formulaSafeCells(data), { sheet: sheetName, columns, stickyRowsCount: 1 }).toBuffer();
}
