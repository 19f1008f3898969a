// The owner's view of what guests answered (SPEC §2 Editor screens, RSVP answers): one row per guest,
// one column per question across all answers, yes/no words, sorting, per-question counts, the
// spreadsheet behind osa.xlsx and the 21 demo answers. Pure: the owner app and the server's export
// share it, so the table on screen and the downloaded file always agree.
import { calendarDay } from "./dates";
import type { StoredFormSubmission, StoredRsvp, SubmittedFormElement } from "./submissions";
import { type Translation, translate } from "./translation";
import { yesNoOf } from "./yes-no";

/** An RSVP guest or a form submission; only RSVPs carry a group (guests sent together). */
export type StoredAnswer = StoredFormSubmission & { groupIdentifier?: string };

export type QuestionOption = { id: string; label: string };

export type AnswerColumn =
  | { key: "date"; kind: "date" }
  | { key: "formTitle"; kind: "formTitle" }
  | {
      key: string;
      kind: "question";
      questionId: string;
      label: string;
      questionType: "ShortText" | "SingleSelect";
      /** SingleSelect: the options in the owner's language, newest form first, older ones after. */
      options: QuestionOption[];
    };
export type QuestionColumn = Extract<AnswerColumn, { kind: "question" }>;

export type AnswerRow = {
  id: string;
  /** The module (RSVP or Form) answered: answers are grouped by it, whatever title the guest saw. */
  formId: string;
  createdAt: string;
  groupIdentifier: string | null;
  /** Text per column key: the date as YYYY-MM-DD, the form title, each answer in the owner's language. */
  cells: Record<string, string>;
};

export type AnswerTable = { columns: AnswerColumn[]; rows: AnswerRow[] };

export const questionKey = (questionId: string) => `q:${questionId}`;

// ---- Dates (SPEC §9: YYYY-MM-DD) ----

/** '2025-06-14' for a moment (ISO string or Date) as a day in Sweden and Denmark; '' when invalid. */
export const formatAnswerDate = calendarDay;

// ---- Yes and no (SPEC §2: JA, NEJ, YES, NO and variants colour their cells): core/yes-no.ts ----

export { yesNoOf };

// ---- The table ----

function optionLabel(element: SubmittedFormElement, language: string): string {
  const question = element.formElement;
  if (question.formElementType !== "SingleSelect") return element.value;
  const chosen = element.selectedOption;
  if (!chosen) return element.value;
  // The option as the owner reads it, so a Danish and a Swedish guest's 'Ja' count as one answer.
  const option = question.options.find((o) => o.id === chosen.id);
  return (option ? translate(option.text as Translation, language) : "") || chosen.text || element.value;
}

/** A guest's answer to one question, in the owner's language where the question offered options. */
export function answerText(element: SubmittedFormElement, language: string): string {
  return optionLabel(element, language).trim();
}

/**
 * The columns for these answers (newest first): date, form title, then every question in form order.
 * The newest answer gives the order and the wording; a question only older answers have keeps its
 * column, placed after the question it followed there.
 */
export function answerColumns(answers: readonly StoredAnswer[], language: string): AnswerColumn[] {
  const order: string[] = [];
  const questions = new Map<string, QuestionColumn>();
  for (const answer of answers) {
    let anchor = -1;
    for (const element of answer.formElements) {
      const question = element.formElement;
      const known = order.indexOf(question.id);
      if (known >= 0) {
        anchor = known;
        const column = questions.get(question.id);
        if (column && question.formElementType === "SingleSelect") {
          for (const option of question.options) {
            if (!column.options.some((o) => o.id === option.id)) {
              column.options.push({ id: option.id, label: translate(option.text as Translation, language) });
            }
          }
        }
        continue;
      }
      anchor += 1;
      order.splice(anchor, 0, question.id);
      questions.set(question.id, {
        key: questionKey(question.id),
        kind: "question",
        questionId: question.id,
        label: translate(question.label as Translation, language),
        questionType: question.formElementType,
        options:
          question.formElementType === "SingleSelect"
            ? question.options.map((o) => ({ id: o.id, label: translate(o.text as Translation, language) }))
            : [],
      });
    }
  }
  const questionColumns = order.map((id) => questions.get(id)).filter((c): c is QuestionColumn => !!c);
  return [{ key: "date", kind: "date" }, { key: "formTitle", kind: "formTitle" }, ...questionColumns];
}

/**
 * Each answerable module's name as the owner reads it: its title in the site's first language (issue 15
 * item 5: one RSVP module showed as 'OSA' for Swedish answers and 'RSVP' for English ones).
 */
export function formTitlesOf(
  modules: readonly { id: string; siteModuleType: string; title?: Translation }[],
  firstLanguage: string,
): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const module of modules) {
    if (module.siteModuleType !== "Rsvp" && module.siteModuleType !== "Form") continue;
    const title = module.title ? translate(module.title, firstLanguage) : "";
    if (title) titles[module.id] = title;
  }
  return titles;
}

/**
 * One row per answer (an RSVP guest or a form submission), in the order given. `formTitles` (by module
 * id, formTitlesOf) names each module once; an answer to a module no longer on the page keeps the title
 * the guest saw.
 */
export function buildAnswerTable(
  answers: readonly StoredAnswer[],
  language: string,
  formTitles: Readonly<Record<string, string>> = {},
): AnswerTable {
  const columns = answerColumns(answers, language);
  const rows = answers.map((answer) => {
    const cells: Record<string, string> = {
      date: formatAnswerDate(answer.createdAt),
      formTitle: formTitles[answer.formId] ?? answer.formTitle,
    };
    for (const element of answer.formElements) {
      cells[questionKey(element.formElement.id)] = answerText(element, language);
    }
    return {
      id: answer._id,
      formId: answer.formId,
      createdAt: answer.createdAt,
      groupIdentifier: answer.groupIdentifier ?? null,
      cells,
    };
  });
  return { columns, rows };
}

/** A short name for a row (its first two answers, usually first and last name), for labels and dialogs. */
export function rowSummary(table: AnswerTable, row: AnswerRow): string {
  const texts = table.columns
    .filter((c) => c.kind === "question")
    .map((c) => row.cells[c.key] ?? "")
    .filter((text) => text !== "");
  return texts.slice(0, 2).join(" ");
}

// ---- Sorting (click a heading; again reverses) ----

export type SortDirection = "ascending" | "descending";
export type SortState = { key: string; direction: SortDirection } | null;

/** The sort after a click on the heading `key`: ascending first, the same heading again reverses. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: "ascending" };
}

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const toNumber = (text: string) => Number(text.replace(",", "."));

/** Numbers by value and before words; words in the language's alphabetical order (å, ä, ö last in sv). */
export function compareAnswerTexts(a: string, b: string, collator: Intl.Collator): number {
  const aNumber = NUMBER.test(a);
  const bNumber = NUMBER.test(b);
  if (aNumber && bNumber) return toNumber(a) - toNumber(b);
  if (aNumber !== bNumber) return aNumber ? -1 : 1;
  return collator.compare(a, b);
}

/**
 * The rows sorted by a column. Dates sort by the moment of the answer; empty cells stay last either
 * way; ties keep their order (newest first). No sort: the rows as they are.
 */
export function sortRows(rows: readonly AnswerRow[], sort: SortState, language: string): AnswerRow[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: "base" });
  const sign = sort.direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      if (sort.key === "date") {
        const difference = Date.parse(x.row.createdAt) - Date.parse(y.row.createdAt);
        return difference === 0 ? x.index - y.index : sign * difference;
      }
      const a = x.row.cells[sort.key] ?? "";
      const b = y.row.cells[sort.key] ?? "";
      if (a === "" || b === "") return a === b ? x.index - y.index : a === "" ? 1 : -1;
      return sign * compareAnswerTexts(a, b, collator) || x.index - y.index;
    })
    .map(({ row }) => row);
}

// ---- Per question (/visa-osa/fragor) ----

export type OptionCount = { label: string; count: number; yesNo: "yes" | "no" | null };
export type QuestionSummary = {
  column: QuestionColumn;
  /** Rows with an answer to this question. */
  answered: number;
  /** SingleSelect: each option with how many chose it (options no longer in the form too). */
  options: OptionCount[];
  /** ShortText: every non-empty answer, in row order. */
  texts: string[];
};

export function questionSummaries(table: AnswerTable): QuestionSummary[] {
  return table.columns
    .filter((c): c is QuestionColumn => c.kind === "question")
    .map((column) => {
      const values = table.rows.map((row) => row.cells[column.key] ?? "").filter((v) => v !== "");
      if (column.questionType === "ShortText") {
        return { column, answered: values.length, options: [], texts: values };
      }
      const counts = new Map<string, number>(column.options.map((o) => [o.label, 0]));
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      const options = [...counts].map(([label, count]) => ({ label, count, yesNo: yesNoOf(label) }));
      return { column, answered: values.length, options, texts: [] };
    });
}

// ---- The summary above the table (issue 15 item 6) ----

/** The RSVP's "not coming" answer: the question and the option's label as the table shows it. */
export type DeclineLabel = { questionId: string; label: string };

export type Attendance = { coming: number; notComing: number };

/**
 * How many guests come and how many do not, from the question that says it: the RSVP's own decline
 * answer when the page names one, else the first single-choice question with a No among its options
 * (how the demo and the wizard ask 'Kommer du?'). Guests who left the question unanswered count in
 * neither. Null when no question says it.
 */
export function attendanceOf(table: AnswerTable, decline: DeclineLabel | null): Attendance | null {
  let question = decline
    ? table.columns.find((c) => c.kind === "question" && c.questionId === decline.questionId)
    : undefined;
  let isNo = (value: string) => value === decline?.label;
  if (!question) {
    question = table.columns.find(
      (c) =>
        c.kind === "question" &&
        c.questionType === "SingleSelect" &&
        c.options.some((o) => yesNoOf(o.label) === "no"),
    );
    isNo = (value: string) => yesNoOf(value) === "no";
  }
  if (!question) return null;
  let coming = 0;
  let notComing = 0;
  for (const row of table.rows) {
    const value = row.cells[question.key] ?? "";
    if (value === "") continue;
    if (isNo(value)) notComing += 1;
    else coming += 1;
  }
  return { coming, notComing };
}

// ---- The spreadsheet (osa.xlsx) ----

const SHEET_HEADINGS: Record<string, { date: string; formTitle: string }> = {
  sv: { date: "Datum", formTitle: "Formulär" },
  en: { date: "Date", formTitle: "Form" },
  da: { date: "Dato", formTitle: "Formular" },
};

/** The exports' sheet names and file names, for RSVPs and for form submissions. */
export const EXPORTS = {
  rsvp: { fileName: "osa.xlsx", sheetName: { sv: "OSA", en: "RSVP", da: "OSA" } },
  form: { fileName: "formular.xlsx", sheetName: { sv: "Formulär", en: "Form", da: "Formular" } },
} as const;

export function sheetNameFor(kind: keyof typeof EXPORTS, language: string): string {
  const names: Record<string, string> = EXPORTS[kind].sheetName;
  return names[language] ?? EXPORTS[kind].sheetName.sv;
}

/** Text a spreadsheet program would take for a formula (or a DDE call) if it were typed in. */
export function isFormulaLike(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/**
 * A spreadsheet cell. Text, formula-like or not, is written as a string cell (a shared string, t="s"),
 * never as a formula, so '=HYPERLINK(...)' is shown as the guest typed it and nothing runs (the server
 * adds an apostrophe too, server/export/formula-safe.ts). The answer's day is a real date cell and a
 * column of counts holds numbers, so a spreadsheet sorts, sums and filters them (issue 23 item 10).
 */
export type SheetCell =
  | { type: StringConstructor; value: string; fontWeight?: "bold" }
  | { type: DateConstructor; value: Date; format: string }
  | { type: NumberConstructor; value: number };

/** How a date cell shows its day: SPEC §9's YYYY-MM-DD, whatever the program's locale. */
export const SHEET_DATE_FORMAT = "yyyy-mm-dd";

export function sheetCell(text: string, bold = false): SheetCell | null {
  if (text === "") return null;
  return bold ? { type: String, value: text, fontWeight: "bold" } : { type: String, value: text };
}

/** A day 'YYYY-MM-DD' as a date cell (midnight UTC: the file's serial day is that very day). */
export function sheetDateCell(day: string): SheetCell | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return sheetCell(day);
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(value.getTime()) ? sheetCell(day) : { type: Date, value, format: SHEET_DATE_FORMAT };
}

/**
 * A count as a guest writes one: a whole number without a leading zero or sign, at most 6 digits. A
 * phone number ('0701234567', '+46…'), a postcode with a space or '1,5' stays text as written.
 */
const COUNT = /^(?:0|[1-9]\d{0,5})$/;

/** A number cell for a count, else the text as a string cell. */
export function sheetCountCell(text: string): SheetCell | null {
  return COUNT.test(text) ? { type: Number, value: Number(text) } : sheetCell(text);
}

/** Header row (date, form title, each question) and one row per answer, with column widths. */
export function spreadsheetOf(
  table: AnswerTable,
  language: string,
): { data: (SheetCell | null)[][]; columns: { width: number }[] } {
  const headings = SHEET_HEADINGS[language] ?? (SHEET_HEADINGS.sv as { date: string; formTitle: string });
  const titles = table.columns.map((c) =>
    c.kind === "date" ? headings.date : c.kind === "formTitle" ? headings.formTitle : c.label,
  );
  const body = table.rows.map((row) => table.columns.map((c) => row.cells[c.key] ?? ""));
  const columns = titles.map((title, index) => {
    const longest = Math.max(title.length, ...body.map((cells) => cells[index]?.length ?? 0));
    return { width: Math.min(Math.max(longest + 2, 10), 50) };
  });
  // A question whose every answer is a count is a column of numbers; one word among them keeps it text.
  const counts = table.columns.map(
    (column, index) =>
      column.kind === "question" &&
      body.some((cells) => (cells[index] ?? "") !== "") &&
      body.every((cells) => (cells[index] ?? "") === "" || COUNT.test(cells[index] ?? "")),
  );
  const cellOf = (text: string, index: number) =>
    table.columns[index]?.kind === "date"
      ? sheetDateCell(text)
      : counts[index]
        ? sheetCountCell(text)
        : sheetCell(text);
  return {
    data: [
      titles.map((title) => sheetCell(title, true)),
      ...body.map((cells) => cells.map((text, index) => cellOf(text, index))),
    ],
    columns,
  };
}

// ---- Demo data (SPEC §2: 21 entries when there are no answers, or in quick start) ----

const tr = (sv: string, en: string, da: string): Translation => ({ sv, en, da });

const DEMO_QUESTIONS = {
  firstName: tr("Förnamn", "First name", "Fornavn"),
  lastName: tr("Efternamn", "Last name", "Efternavn"),
  mail: tr("E-post", "E-mail", "E-mail"),
  phone: tr("Telefon", "Phone", "Telefon"),
  attending: tr("Kommer du?", "Will you attend?", "Kommer du?"),
  food: tr("Val av mat", "Choice of food", "Valg af mad"),
  diet: tr("Allergier eller specialkost", "Allergies or special diet", "Allergier eller særlig kost"),
  song: tr("Önskelåt", "Song request", "Ønskesang"),
};
const DEMO_OPTIONS = {
  attending: { yes: tr("Ja", "Yes", "Ja"), no: tr("Nej", "No", "Nej") },
  food: {
    meat: tr("Kött", "Meat", "Kød"),
    fish: tr("Fisk", "Fish", "Fisk"),
    veg: tr("Vegetariskt", "Vegetarian", "Vegetarisk"),
  },
};
const DEMO_DIETS = {
  lactose: tr("Laktosfri", "Lactose-free", "Laktosefri"),
  nuts: tr("Nötallergi", "Nut allergy", "Nøddeallergi"),
  gluten: tr("Glutenfri", "Gluten-free", "Glutenfri"),
  vegan: tr("Vegan", "Vegan", "Veganer"),
};

type DemoGuest = {
  first: string;
  last: string;
  phone: string;
  coming: boolean;
  food?: keyof typeof DEMO_OPTIONS.food;
  diet?: keyof typeof DEMO_DIETS;
  song?: string;
  /** Guests sent together share a group. */
  group: number;
};

const DEMO_GUESTS: DemoGuest[] = [
  {
    first: "Anna",
    last: "Lindqvist",
    phone: "070-214 55 38",
    coming: true,
    food: "fish",
    song: "Dancing Queen – ABBA",
    group: 1,
  },
  { first: "Erik", last: "Lindqvist", phone: "070-214 55 39", coming: true, food: "meat", group: 1 },
  {
    first: "Sofie",
    last: "Jensen",
    phone: "+45 23 45 67 89",
    coming: true,
    food: "veg",
    diet: "lactose",
    song: "Lose Control – Medina",
    group: 2,
  },
  { first: "Mads", last: "Jensen", phone: "+45 23 45 67 90", coming: true, food: "meat", group: 2 },
  { first: "Oliver", last: "Bennett", phone: "+44 7700 900123", coming: false, group: 3 },
  {
    first: "Emma",
    last: "Karlsson",
    phone: "073-508 12 44",
    coming: true,
    food: "veg",
    diet: "vegan",
    song: "Valerie – Amy Winehouse",
    group: 4,
  },
  {
    first: "Johan",
    last: "Berg",
    phone: "076-330 90 12",
    coming: true,
    food: "meat",
    diet: "gluten",
    group: 5,
  },
  { first: "Ida", last: "Nilsson", phone: "072-118 73 05", coming: false, group: 6 },
  {
    first: "Lars",
    last: "Andersen",
    phone: "+45 31 22 84 17",
    coming: true,
    food: "fish",
    song: "Kun for mig – Medina",
    group: 7,
  },
  { first: "Maja", last: "Holm", phone: "070-991 24 66", coming: true, food: "fish", diet: "nuts", group: 8 },
  {
    first: "Karin",
    last: "Sjöberg",
    phone: "070-402 63 81",
    coming: true,
    food: "meat",
    song: "September – Earth, Wind & Fire",
    group: 9,
  },
  { first: "Peter", last: "Sjöberg", phone: "070-402 63 82", coming: true, food: "meat", group: 9 },
  { first: "Freja", last: "Møller", phone: "+45 40 18 26 33", coming: false, group: 10 },
  {
    first: "Noah",
    last: "Pedersen",
    phone: "+45 29 77 10 52",
    coming: true,
    food: "veg",
    song: "Mr. Brightside – The Killers",
    group: 11,
  },
  {
    first: "Linnea",
    last: "Ek",
    phone: "073-665 40 19",
    coming: true,
    food: "fish",
    diet: "lactose",
    group: 12,
  },
  {
    first: "Gustav",
    last: "Ek",
    phone: "073-665 40 20",
    coming: true,
    food: "meat",
    song: "Kung för en dag – Magnus Uggla",
    group: 12,
  },
  { first: "Charlotte", last: "Hughes", phone: "+44 7700 900456", coming: true, food: "veg", group: 13 },
  { first: "Astrid", last: "Wallin", phone: "070-555 31 90", coming: false, group: 14 },
  {
    first: "Henrik",
    last: "Dahl",
    phone: "076-820 44 71",
    coming: true,
    food: "meat",
    song: "Shut Up and Dance – Walk the Moon",
    group: 15,
  },
  {
    first: "Elsa",
    last: "Dahl",
    phone: "076-820 44 72",
    coming: true,
    food: "fish",
    diet: "gluten",
    group: 15,
  },
  {
    first: "Nils",
    last: "Åberg",
    phone: "072-304 18 55",
    coming: true,
    food: "meat",
    song: "Sommaren är kort – Tomas Ledin",
    group: 16,
  },
];

const HOUR = 3_600_000;

/**
 * The 21 example answers shown (and exported) when a site has none yet, or in quick start: Nordic
 * names, yes/no, food, diets and songs, with the questions of the demo RSVP form in sv, en and da.
 * Dates count back from `now`, newest first; guests of one group were sent together.
 */
export function demoRsvps(language: string, now: Date = new Date()): StoredRsvp[] {
  const shortText = (id: string, label: Translation, required: boolean) => ({
    id,
    formElementType: "ShortText" as const,
    label,
    required,
    showConditions: [],
  });
  const whenComing = [
    { type: "SHOW" as const, formElementId: "demoAttending", formElementOptionIds: ["demoYes"] },
  ];
  const attending = {
    id: "demoAttending",
    formElementType: "SingleSelect" as const,
    label: DEMO_QUESTIONS.attending,
    required: true,
    showConditions: [],
    options: [
      { id: "demoYes", text: DEMO_OPTIONS.attending.yes },
      { id: "demoNo", text: DEMO_OPTIONS.attending.no },
    ],
  };
  const food = {
    id: "demoFood",
    formElementType: "SingleSelect" as const,
    label: DEMO_QUESTIONS.food,
    required: true,
    showConditions: whenComing,
    options: Object.entries(DEMO_OPTIONS.food).map(([id, text]) => ({ id: `demo_${id}`, text })),
  };
  const text = (t: Translation) => translate(t, language);
  const start = now.getTime();
  let minutesBack = 0;
  let previousGroup = -1;

  return DEMO_GUESTS.map((guest, index) => {
    // A new group was sent a day or two before the one after it; guests of one group in the same minute.
    if (guest.group !== previousGroup && index > 0) minutesBack += 60 * (20 + ((index * 7) % 31));
    previousGroup = guest.group;
    const selected = (key: keyof typeof DEMO_OPTIONS.food | undefined) =>
      key ? { id: `demo_${key}`, text: text(DEMO_OPTIONS.food[key]) } : null;
    const mail = `${guest.first}.${guest.last}@exempel.se`
      .toLocaleLowerCase("sv")
      .replace(/[åä]/g, "a")
      .replace(/[öø]/g, "o");
    const attendance = guest.coming ? DEMO_OPTIONS.attending.yes : DEMO_OPTIONS.attending.no;
    const formElements: SubmittedFormElement[] = [
      {
        formElement: shortText("demoFirstName", DEMO_QUESTIONS.firstName, true),
        value: guest.first,
        selectedOption: null,
      },
      {
        formElement: shortText("demoLastName", DEMO_QUESTIONS.lastName, true),
        value: guest.last,
        selectedOption: null,
      },
      { formElement: shortText("demoMail", DEMO_QUESTIONS.mail, true), value: mail, selectedOption: null },
      {
        formElement: shortText("demoPhone", DEMO_QUESTIONS.phone, true),
        value: guest.phone,
        selectedOption: null,
      },
      {
        formElement: attending,
        value: text(attendance),
        selectedOption: { id: guest.coming ? "demoYes" : "demoNo", text: text(attendance) },
      },
      {
        formElement: food,
        value: guest.food ? text(DEMO_OPTIONS.food[guest.food]) : "",
        selectedOption: selected(guest.food),
      },
      {
        formElement: { ...shortText("demoDiet", DEMO_QUESTIONS.diet, false), showConditions: whenComing },
        value: guest.diet ? text(DEMO_DIETS[guest.diet]) : "",
        selectedOption: null,
      },
      {
        formElement: { ...shortText("demoSong", DEMO_QUESTIONS.song, false), showConditions: whenComing },
        value: guest.song ?? "",
        selectedOption: null,
      },
    ];
    return {
      _id: `demo${String(index + 1).padStart(2, "0")}`,
      createdAt: new Date(start - 2 * HOUR - minutesBack * 60_000).toISOString(),
      language,
      formTitle: text(tr("OSA", "RSVP", "OSA")),
      formId: "demoRsvp",
      groupIdentifier: `demoGroup${guest.group}`,
      recipients: [],
      formElements,
    };
  });
}
