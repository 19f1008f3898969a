// The household and guest groups of each RSVP answer (issue 25), as two more columns of the answers
// table after the questions: from GET /api/sites/{siteId}/households/answers, by answer id. An answer
// without a household (sent before the guest list, or its household deleted) leaves them empty.
import { type AnswerColumn, type AnswerRow, type AnswerTable, rowSummary } from "@core/answers";
import type { AnswerHousehold } from "@core/submissions";

export const HOUSEHOLD_COLUMN = "household";
export const GROUPS_COLUMN = "householdGroups";

const textColumn = (key: string, label: string): AnswerColumn => ({
  key,
  kind: "question",
  questionId: key,
  label,
  questionType: "ShortText",
  options: [],
});

/** The table with its rows' households and groups; the table itself when no answer has a household. */
export function withHouseholdColumns(
  table: AnswerTable,
  households: Readonly<Record<string, AnswerHousehold>>,
  labels: { household: string; groups: string },
): AnswerTable {
  if (!table.rows.some((row) => households[row.id])) return table;
  return {
    columns: [
      ...table.columns,
      textColumn(HOUSEHOLD_COLUMN, labels.household),
      textColumn(GROUPS_COLUMN, labels.groups),
    ],
    rows: table.rows.map((row) => {
      const household = households[row.id];
      return {
        ...row,
        cells: {
          ...row.cells,
          [HOUSEHOLD_COLUMN]: household?.name ?? "",
          [GROUPS_COLUMN]: household ? household.groupNames.join(", ") : "",
        },
      };
    }),
  };
}

const householdKeys = new Set([HOUSEHOLD_COLUMN, GROUPS_COLUMN]);

/** A row's short name from its own answers (rowSummary), never from its household's columns. */
export function answerName(table: AnswerTable, row: AnswerRow): string {
  const own = table.columns.filter((column) => !householdKeys.has(column.key));
  return rowSummary(own.length === table.columns.length ? table : { ...table, columns: own }, row);
}
