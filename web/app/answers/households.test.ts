// The answers table's household columns (issue 25): after the questions, empty for an answer without
// a household, and left out when no answer has one.
import { buildAnswerTable, type StoredAnswer } from "@core/answers";
import { describe, expect, it } from "vitest";
import { answerName, GROUPS_COLUMN, HOUSEHOLD_COLUMN, withHouseholdColumns } from "./households";

const answer = (id: string, name: string): StoredAnswer => ({
  _id: id,
  createdAt: "2025-05-01T10:00:00Z",
  language: "sv",
  formTitle: "OSA",
  formId: "rsvp1",
  groupIdentifier: `g-${id}`,
  recipients: [],
  formElements: [
    {
      formElement: {
        id: "name",
        formElementType: "ShortText",
        label: { sv: "Namn" },
        required: false,
        showConditions: [],
      },
      value: name,
      selectedOption: null,
    },
  ],
});

const table = buildAnswerTable([answer("a", "Anna"), answer("b", "Bertil")], "sv");
const labels = { household: "Hushåll", groups: "Grupper" };

describe("the answers' household columns", () => {
  it("names each answer's household and groups after the questions", () => {
    const shown = withHouseholdColumns(
      table,
      {
        a: {
          id: "h1",
          name: "Familjen Andersson",
          groups: ["alla", "kvall"],
          groupNames: ["Hela dagen", "Kväll"],
          needsReview: false,
        },
      },
      labels,
    );
    expect(shown.columns.map((column) => column.key)).toEqual([
      "date",
      "formTitle",
      "q:name",
      HOUSEHOLD_COLUMN,
      GROUPS_COLUMN,
    ]);
    expect(shown.columns.at(-2)).toMatchObject({ kind: "question", label: "Hushåll" });
    expect(shown.rows.map((row) => [row.cells[HOUSEHOLD_COLUMN], row.cells[GROUPS_COLUMN]])).toEqual([
      ["Familjen Andersson", "Hela dagen, Kväll"],
      ["", ""],
    ]);
    // A row is still named by its own answers.
    expect(answerName(shown, shown.rows[0] as (typeof shown.rows)[number])).toBe("Anna");
  });

  it("leaves the table as it is when no answer has a household", () => {
    expect(withHouseholdColumns(table, {}, labels)).toBe(table);
  });
});
