// The owner's answers as a spreadsheet (osa.xlsx). The sheet itself (headings in the owner's language,
// one row per guest, answers as strings, the day as a date cell, counts as numbers) is the one
// core/answers.ts builds for the owner app (its demo answers download too); the server writes it as a
// stream (xlsx-stream.ts), reading the answers a page at a time, so a site's 10,000 answers never sit
// in memory at once (issue 24).

import type { Readable } from "node:stream";
import { formTitlesOf, type StoredAnswer } from "@core/answers";
import type { SiteDocument } from "@core/site";
import { type AnswerPages, bufferOf, pagesOf, prepareAnswers, xlsxStream } from "./xlsx-stream";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Each RSVP and Form module of the site named once, in the site's first language (core formTitlesOf). */
export function siteFormTitles(document: SiteDocument): Record<string, string> {
  return formTitlesOf(document.siteModules, document.availableLanguages[0]?.languageCode ?? "sv");
}

/**
 * The answers (pages, newest first) as an .xlsx stream: one sheet, headings frozen at the top.
 * `formTitles` (siteFormTitles) names each module's answers the same, whatever language the guest
 * answered in. The answers are read twice (xlsx-stream.ts): once before this resolves, then as the
 * stream is read.
 */
export async function answersXlsxStream(
  pages: AnswerPages,
  language: string,
  sheetName: string,
  formTitles: Readonly<Record<string, string>> = {},
): Promise<Readable> {
  const answers = await prepareAnswers(pages, language, formTitles);
  return xlsxStream([{ name: sheetName, answers }]);
}

/** answersXlsxStream of answers already in memory, as one buffer (an old site's answers view). */
export async function answersXlsx(
  answers: readonly StoredAnswer[],
  language: string,
  sheetName: string,
  formTitles: Readonly<Record<string, string>> = {},
): Promise<Buffer> {
  return bufferOf(await answersXlsxStream(pagesOf(answers), language, sheetName, formTitles));
}
