// The owner's answers as a spreadsheet (osa.xlsx). The sheet itself (headings in the owner's language,
// one row per guest, answers as strings, the day as a date cell, counts as numbers) is the one
// core/answers.ts builds for the owner app (its demo answers download too); the server writes it as a
// stream (xlsx-stream.ts), reading the answers a page at a time, so a site's 10,000 answers never sit
// in memory at once (issue 24).

import type { Readable } from "node:stream";
import { formTitlesOf, type StoredAnswer } from "@core/answers";
import type { FormElement } from "@core/form";
import type { SiteDocument } from "@core/site";
import type { AnswerHousehold } from "@core/submissions";
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

/**
 * The two columns of an answer's household (issue 25), as questions of their own after the form's:
 * the same objects for every answer, so every answer's questions stay one set (xlsx-stream.ts).
 */
export const HOUSEHOLD_COLUMNS: readonly [FormElement, FormElement] = [
  {
    id: "household-name",
    formElementType: "ShortText",
    label: { sv: "Hushåll", en: "Household", da: "Husstand" },
    required: false,
    showConditions: [],
  },
  {
    id: "household-groups",
    formElementType: "ShortText",
    label: { sv: "Grupper", en: "Groups", da: "Grupper" },
    required: false,
    showConditions: [],
  },
];

/** Pages of RSVP answers with their household's name and groups as two more answers (empty: none). */
export function withHouseholdColumns(
  pages: AnswerPages,
  households: Readonly<Record<string, AnswerHousehold>>,
): AnswerPages {
  const [nameColumn, groupsColumn] = HOUSEHOLD_COLUMNS;
  return async function* () {
    for await (const page of pages())
      yield page.map((answer) => {
        const household = households[answer._id];
        return {
          ...answer,
          formElements: [
            ...answer.formElements,
            { formElement: nameColumn, value: household?.name ?? "", selectedOption: null },
            {
              formElement: groupsColumn,
              value: household ? household.groupNames.join(", ") : "",
              selectedOption: null,
            },
          ],
        };
      });
  };
}
