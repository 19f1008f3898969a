import { describe, expect, it } from "vitest";
import {
  type AnswerRow,
  answerColumns,
  attendanceOf,
  buildAnswerTable,
  compareAnswerTexts,
  demoRsvps,
  formatAnswerDate,
  formTitlesOf,
  isFormulaLike,
  nextSort,
  questionSummaries,
  rowSummary,
  type StoredAnswer,
  sheetCell,
  sheetCountCell,
  sheetDateCell,
  sortRows,
  spreadsheetOf,
  yesNoOf,
} from "./answers";
import type { SubmittedFormElement } from "./submissions";

const text = (id: string, label: Record<string, string>, value: string): SubmittedFormElement => ({
  formElement: { id, formElementType: "ShortText", label, required: false, showConditions: [] },
  value,
  selectedOption: null,
});
const choice = (id: string, label: Record<string, string>, chosen: string | null): SubmittedFormElement => {
  const options = [
    { id: "yes", text: { sv: "Ja", en: "Yes", da: "Ja" } },
    { id: "no", text: { sv: "Nej", en: "No", da: "Nej" } },
  ];
  const option = options.find((o) => o.id === chosen);
  return {
    formElement: { id, formElementType: "SingleSelect", label, required: true, showConditions: [], options },
    value: option?.text.en ?? "",
    selectedOption: option ? { id: option.id, text: option.text.en } : null,
  };
};
const answer = (id: string, createdAt: string, formElements: SubmittedFormElement[]): StoredAnswer => ({
  _id: id,
  createdAt,
  language: "en",
  formTitle: "OSA",
  formId: "rsvp1",
  groupIdentifier: `g-${id}`,
  recipients: [],
  formElements,
});

describe("yesNoOf", () => {
  it.each([
    "JA",
    "ja",
    "Ja!",
    "ja tack",
    "Ja, vi kommer båda",
    "YES",
    "Yes please",
    "yes!!",
    "Ja tak",
    "  jo  ",
    "Japp",
  ])("'%s' is yes", (word) => expect(yesNoOf(word)).toBe("yes"));

  it.each(["NEJ", "nej", "Nej tyvärr", "Nej tak", "NO", "No", "no.", "Nope", "Nä, tyvärr"])(
    "'%s' is no",
    (word) => expect(yesNoOf(word)).toBe("no"),
  );

  it.each(["", "Nobody", "Kanske", "Jag kommer", "Not sure", "Yesterday", "Nejlikor", "Fisk", "- ja"])(
    "'%s' is neither",
    (word) => expect(yesNoOf(word)).toBeNull(),
  );
});

describe("formatAnswerDate", () => {
  it("gives YYYY-MM-DD as the day in Sweden and Denmark", () => {
    expect(formatAnswerDate("2025-06-14T10:00:00.000Z")).toBe("2025-06-14");
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(formatAnswerDate("2024-12-31T23:30:00.000Z")).toBe("2025-01-01");
    expect(formatAnswerDate("not a date")).toBe("");
  });
});

describe("answerColumns", () => {
  it("lists date, form title and every question in form order, older questions kept in place", () => {
    const name = { sv: "Namn", en: "Name" };
    const coming = { sv: "Kommer du?", en: "Coming?" };
    const answers = [
      // Newest: the owner removed 'Buss' and added 'Önskelåt' at the end.
      answer("3", "2025-05-03T10:00:00Z", [
        text("name", name, "Ida"),
        choice("coming", coming, "yes"),
        text("song", { sv: "Önskelåt" }, "ABBA"),
      ]),
      answer("2", "2025-05-02T10:00:00Z", [
        text("name", name, "Per"),
        text("bus", { sv: "Buss", en: "Bus" }, "Ja"),
        choice("coming", coming, "no"),
      ]),
      answer("1", "2025-05-01T10:00:00Z", [
        text("name", { sv: "Ditt namn" }, "Eva"),
        choice("coming", coming, "yes"),
      ]),
    ];
    const columns = answerColumns(answers, "sv");
    expect(columns.map((c) => c.key)).toEqual(["date", "formTitle", "q:name", "q:bus", "q:coming", "q:song"]);
    // The newest answer's wording wins; labels in the owner's language with the spec's fallback.
    expect(columns.map((c) => (c.kind === "question" ? c.label : c.kind))).toEqual([
      "date",
      "formTitle",
      "Namn",
      "Buss",
      "Kommer du?",
      "Önskelåt",
    ]);
    expect(answerColumns(answers, "da").map((c) => (c.kind === "question" ? c.label : c.kind))[3]).toBe(
      "Bus",
    );
  });

  it("shows a chosen option in the owner's language, whatever language the guest answered in", () => {
    const table = buildAnswerTable(
      [answer("1", "2025-05-01T10:00:00Z", [choice("coming", { sv: "Kommer du?" }, "no")])],
      "sv",
    );
    expect(table.rows[0]?.cells["q:coming"]).toBe("Nej");
    expect(table.rows[0]?.cells.date).toBe("2025-05-01");
    expect(table.rows[0]?.cells.formTitle).toBe("OSA");
  });
});

describe("sorting", () => {
  const row = (id: string, createdAt: string, value: string): AnswerRow => ({
    id,
    formId: "rsvp1",
    createdAt,
    groupIdentifier: null,
    cells: { date: createdAt.slice(0, 10), "q:x": value },
  });
  const rows = [
    row("a", "2025-05-03T08:00:00Z", "10"),
    row("b", "2025-05-01T08:00:00Z", "banan"),
    row("c", "2025-05-02T08:00:00Z", "9"),
    row("d", "2025-05-04T08:00:00Z", ""),
    row("e", "2025-05-03T07:00:00Z", "Äpple"),
    row("f", "2025-05-05T08:00:00Z", "apelsin"),
  ];
  const ids = (sorted: AnswerRow[]) => sorted.map((r) => r.id).join("");

  it("a click sorts ascending, the same heading again reverses, another heading starts ascending", () => {
    const first = nextSort(null, "q:x");
    expect(first).toEqual({ key: "q:x", direction: "ascending" });
    expect(nextSort(first, "q:x")).toEqual({ key: "q:x", direction: "descending" });
    expect(nextSort(nextSort(first, "q:x"), "q:x")).toEqual({ key: "q:x", direction: "ascending" });
    expect(nextSort(first, "date")).toEqual({ key: "date", direction: "ascending" });
  });

  it("numbers by value before words, words alphabetically for the language, empty last both ways", () => {
    expect(ids(sortRows(rows, { key: "q:x", direction: "ascending" }, "sv"))).toBe("cafbed");
    expect(ids(sortRows(rows, { key: "q:x", direction: "descending" }, "sv"))).toBe("ebfacd");
  });

  it("dates by the moment of the answer, also within one day", () => {
    expect(ids(sortRows(rows, { key: "date", direction: "ascending" }, "sv"))).toBe("bceadf");
    expect(ids(sortRows(rows, { key: "date", direction: "descending" }, "sv"))).toBe("fdaecb");
  });

  it("compares numbers with a decimal comma", () => {
    const collator = new Intl.Collator("sv");
    expect(compareAnswerTexts("2,5", "10", collator)).toBeLessThan(0);
    expect(compareAnswerTexts("3", "tre", collator)).toBeLessThan(0);
    expect(compareAnswerTexts("tre", "3", collator)).toBeGreaterThan(0);
  });

  it("leaves the order alone without a sort", () => {
    expect(ids(sortRows(rows, null, "sv"))).toBe("abcdef");
  });
});

describe("spreadsheetOf", () => {
  const evil = '=HYPERLINK("http://evil")';
  const table = buildAnswerTable(
    [
      answer("2", "2025-05-02T10:00:00Z", [
        text("name", { sv: "Namn" }, evil),
        text("phone", { sv: "Telefon" }, "+46701234567"),
      ]),
      answer("1", "2025-05-01T10:00:00Z", [text("name", { sv: "Namn" }, "Eva")]),
    ],
    "sv",
  );

  it("has a heading row in the owner's language and one row per answer, the day as a date cell", () => {
    const { data, columns } = spreadsheetOf(table, "sv");
    expect(data.map((r) => r.map((c) => c?.value ?? null))).toEqual([
      ["Datum", "Formulär", "Namn", "Telefon"],
      [new Date("2025-05-02T00:00:00Z"), "OSA", evil, "+46701234567"],
      [new Date("2025-05-01T00:00:00Z"), "OSA", "Eva", null],
    ]);
    expect(data[1]?.[0]).toEqual({
      type: Date,
      value: new Date("2025-05-02T00:00:00Z"),
      format: "yyyy-mm-dd",
    });
    expect(data[0]?.every((c) => c !== null && "fontWeight" in c && c.fontWeight === "bold")).toBe(true);
    expect(columns).toHaveLength(4);
    expect(
      spreadsheetOf(table, "da")
        .data[0]?.slice(0, 2)
        .map((c) => c?.value),
    ).toEqual(["Dato", "Formular"]);
  });

  it("neutralises formula-like text by writing it as a string cell, unchanged", () => {
    for (const dangerous of [evil, "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(isFormulaLike(dangerous)).toBe(true);
    }
    expect(isFormulaLike("Anna")).toBe(false);
    const cells = spreadsheetOf(table, "sv").data.flat();
    const evilCell = cells.find((c) => c?.value === evil);
    // Type String: written as a shared string (t="s"), never a formula; the text is what the guest typed.
    expect(evilCell?.type).toBe(String);
    // Every answer is text here (dates aside): nothing formula-like becomes a number.
    expect(cells.every((c) => c === null || c.type === String || c.type === Date)).toBe(true);
  });

  it("writes a column of counts as numbers, and keeps phone numbers, decimals and words as text (issue 23)", () => {
    const counted = buildAnswerTable(
      [
        answer("3", "2025-05-03T10:00:00Z", [
          text("guests", { sv: "Antal gäster" }, "12"),
          text("phone", { sv: "Telefon" }, "0701234567"),
          text("mixed", { sv: "Barn" }, "2"),
        ]),
        answer("2", "2025-05-02T10:00:00Z", [
          text("guests", { sv: "Antal gäster" }, "0"),
          text("phone", { sv: "Telefon" }, "701234567"),
          text("mixed", { sv: "Barn" }, "inga"),
        ]),
        answer("1", "2025-05-01T10:00:00Z", [text("guests", { sv: "Antal gäster" }, "")]),
      ],
      "sv",
    );
    const { data } = spreadsheetOf(counted, "sv");
    expect(data.slice(1).map((r) => r.slice(2))).toEqual([
      [{ type: Number, value: 12 }, sheetCell("0701234567"), sheetCell("2")],
      [{ type: Number, value: 0 }, sheetCell("701234567"), sheetCell("inga")],
      [null, null, null],
    ]);
    expect(sheetCountCell("1,5")).toEqual(sheetCell("1,5"));
    expect(sheetCountCell("+3")).toEqual(sheetCell("+3"));
    expect(sheetCountCell("007")).toEqual(sheetCell("007"));
    expect(sheetDateCell("not a day")).toEqual(sheetCell("not a day"));
  });
});

describe("demoRsvps", () => {
  const now = new Date("2026-03-01T12:00:00Z");

  it("has 21 guests, newest first, with unique ids, groups and the questions in the owner's language", () => {
    const demo = demoRsvps("sv", now);
    expect(demo).toHaveLength(21);
    expect(new Set(demo.map((d) => d._id)).size).toBe(21);
    const times = demo.map((d) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t < now.getTime())).toBe(true);
    expect(new Set(demo.map((d) => d.groupIdentifier)).size).toBeLessThan(21);

    const table = buildAnswerTable(demo, "sv");
    expect(table.rows).toHaveLength(21);
    const labels = table.columns.flatMap((c) => (c.kind === "question" ? [c.label] : []));
    expect(labels).toEqual([
      "Förnamn",
      "Efternamn",
      "E-post",
      "Telefon",
      "Kommer du?",
      "Val av mat",
      "Allergier eller specialkost",
      "Önskelåt",
    ]);
    expect(rowSummary(table, table.rows[0] as AnswerRow)).toBe("Anna Lindqvist");
    const coming = table.rows.map((r) => yesNoOf(r.cells["q:demoAttending"] ?? ""));
    expect(coming.filter((c) => c === "yes").length).toBeGreaterThan(10);
    expect(coming.filter((c) => c === "no").length).toBeGreaterThan(0);
    // Those not coming answered no further questions (they were hidden by the condition).
    for (const row of table.rows.filter((r) => yesNoOf(r.cells["q:demoAttending"] ?? "") === "no")) {
      expect(row.cells["q:demoFood"]).toBe("");
    }
  });

  it("speaks English and Danish too", () => {
    const en = buildAnswerTable(demoRsvps("en", now), "en");
    expect(en.rows[0]?.cells["q:demoAttending"]).toBe("Yes");
    expect(en.columns.some((c) => c.kind === "question" && c.label === "Song request")).toBe(true);
    const da = buildAnswerTable(demoRsvps("da", now), "da");
    expect(da.columns.some((c) => c.kind === "question" && c.label === "Ønskesang")).toBe(true);
  });
});

describe("questionSummaries", () => {
  it("counts each option (none chosen too) and lists the free-text answers", () => {
    const coming = { en: "Coming?" };
    const table = buildAnswerTable(
      [
        answer("3", "2025-05-03T10:00:00Z", [
          choice("coming", coming, "yes"),
          text("song", { en: "Song" }, "ABBA"),
        ]),
        answer("2", "2025-05-02T10:00:00Z", [
          choice("coming", coming, "yes"),
          text("song", { en: "Song" }, ""),
        ]),
        answer("1", "2025-05-01T10:00:00Z", [
          choice("coming", coming, null),
          text("song", { en: "Song" }, "Queen"),
        ]),
      ],
      "en",
    );
    const [attendance, song] = questionSummaries(table);
    expect(attendance?.answered).toBe(2);
    expect(attendance?.options).toEqual([
      { label: "Yes", count: 2, yesNo: "yes" },
      { label: "No", count: 0, yesNo: "no" },
    ]);
    expect(song?.texts).toEqual(["ABBA", "Queen"]);
  });
});

describe("one module, one name (issue 15 item 5)", () => {
  it("names every answer to a module by its title in the site's first language, whatever the guest saw", () => {
    const english = { ...answer("2", "2025-05-02T10:00:00Z", []), formTitle: "RSVP", language: "en" };
    const swedish = answer("1", "2025-05-01T10:00:00Z", []);
    const gone = { ...answer("3", "2025-05-03T10:00:00Z", []), formId: "removed", formTitle: "Gammal" };
    const titles = formTitlesOf(
      [
        { id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA", en: "RSVP" } },
        { id: "text1", siteModuleType: "Text", title: { sv: "Välkomna" } },
      ],
      "sv",
    );
    expect(titles).toEqual({ rsvp1: "OSA" });
    const table = buildAnswerTable([english, swedish, gone], "en", titles);
    expect(table.rows.map((r) => r.cells.formTitle)).toEqual(["OSA", "OSA", "Gammal"]);
    expect(table.rows.map((r) => r.formId)).toEqual(["rsvp1", "rsvp1", "removed"]);
  });
});

describe("attendance (issue 15 item 6)", () => {
  const rows = [
    answer("1", "2025-05-01T10:00:00Z", [
      text("name", { sv: "Namn" }, "Eva"),
      choice("coming", { sv: "Kommer du?" }, "yes"),
    ]),
    answer("2", "2025-05-01T10:00:00Z", [
      text("name", { sv: "Namn" }, "Per"),
      choice("coming", { sv: "Kommer du?" }, "no"),
    ]),
    answer("3", "2025-05-01T10:00:00Z", [
      text("name", { sv: "Namn" }, "Ola"),
      choice("coming", { sv: "Kommer du?" }, "yes"),
    ]),
    answer("4", "2025-05-01T10:00:00Z", [
      text("name", { sv: "Namn" }, "Kim"),
      choice("coming", { sv: "Kommer du?" }, null),
    ]),
  ];

  it("counts who comes and who does not from the question with a No, leaving the unanswered out", () => {
    expect(attendanceOf(buildAnswerTable(rows, "sv"), null)).toEqual({ coming: 2, notComing: 1 });
  });

  it("follows the RSVP's own decline answer when the page names one", () => {
    // Here the owner made 'Ja' the decline answer (say, to a question 'Behöver ni skjuts?'): it counts.
    expect(attendanceOf(buildAnswerTable(rows, "sv"), { questionId: "coming", label: "Ja" })).toEqual({
      coming: 1,
      notComing: 2,
    });
  });

  it("is unknown when no question says it", () => {
    const table = buildAnswerTable(
      [answer("1", "2025-05-01T10:00:00Z", [text("name", { sv: "Namn" }, "Eva")])],
      "sv",
    );
    expect(attendanceOf(table, null)).toBeNull();
  });
});
