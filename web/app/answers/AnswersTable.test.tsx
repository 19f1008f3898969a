// @vitest-environment happy-dom
// The answers on a phone (issue 23 item 10): the cards have no headings to click, so the page must not
// say "Klicka på en rubrik för att sortera" over them. The hint belongs to the table (hidden with it
// on a phone) and the cards get a sort select of their own.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildAnswerTable, type StoredAnswer } from "@core/answers";
import type { SubmittedFormElement } from "@core/submissions";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { AnswersTable } from "./AnswersTable";

afterEach(cleanup);

const text = (id: string, label: string, value: string): SubmittedFormElement => ({
  formElement: {
    id,
    formElementType: "ShortText",
    label: { sv: label },
    required: false,
    showConditions: [],
  },
  value,
  selectedOption: null,
});
const answer = (id: string, createdAt: string, name: string): StoredAnswer => ({
  _id: id,
  createdAt,
  language: "sv",
  formTitle: "OSA",
  formId: "rsvp1",
  groupIdentifier: `g-${id}`,
  recipients: [],
  formElements: [text("name", "Namn", name)],
});

// Newest first, as the server lists them.
const table = buildAnswerTable(
  [
    answer("b", "2025-05-03T10:00:00Z", "Bertil"),
    answer("o", "2025-05-02T10:00:00Z", "Östen"),
    answer("a", "2025-05-01T10:00:00Z", "Anna"),
  ],
  "sv",
);

function renderTable() {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  return render(
    <I18nextProvider i18n={i18n}>
      <AnswersTable table={table} language="sv" hideFormTitle onDelete={() => {}} />
    </I18nextProvider>,
  );
}

const cardNames = () =>
  within(screen.getByRole("list", { name: "Svar, ett kort per gäst" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the answers' sorting on a phone", () => {
  it("says 'click a heading' only beside the table, not in the page's lead over the cards", () => {
    expect(sv.app.answers.lead).not.toMatch(/rubrik/);
    const { container } = renderTable();
    const hint = screen.getByText("Klicka på en rubrik för att sortera.");
    expect(hint.classList.contains("answers-table__hint")).toBe(true);
    expect(container.querySelector(".answer-cards")?.contains(hint)).toBe(false);
    // On a phone the stylesheet hides the hint with the table and shows the cards' select.
    const css = readFileSync(join(process.cwd(), "design/app-answers.css"), "utf8");
    const phone = css.slice(css.lastIndexOf("@media (max-width: 40rem)"));
    expect(phone).toMatch(/\.answers-table__hint\s*{\s*display:\s*none/);
    expect(phone).toMatch(/\.answer-cards__sort\s*{\s*display:\s*grid/);
  });

  it("sorts the cards with a select: newest first, oldest first, or by a question", () => {
    renderTable();
    expect(cardNames()).toEqual(["Bertil", "Östen", "Anna"]);
    const select = screen.getByRole("combobox", { name: "Sortera svaren" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Nyast först",
      "Äldst först",
      "Namn (A–Ö)",
    ]);

    fireEvent.change(select, { target: { value: "date:ascending" } });
    expect(cardNames()).toEqual(["Anna", "Östen", "Bertil"]);
    fireEvent.change(select, { target: { value: "q:name:ascending" } });
    expect(cardNames()).toEqual(["Anna", "Bertil", "Östen"]);
    fireEvent.change(select, { target: { value: "" } });
    expect(cardNames()).toEqual(["Bertil", "Östen", "Anna"]);
  });

  it("follows a sort chosen on the table's headings", () => {
    renderTable();
    fireEvent.click(screen.getByRole("button", { name: /Namn/ }));
    expect(cardNames()).toEqual(["Anna", "Bertil", "Östen"]);
    expect((screen.getByRole("combobox", { name: "Sortera svaren" }) as HTMLSelectElement).value).toBe(
      "q:name:ascending",
    );
  });
});
