// @vitest-environment happy-dom
// The caterer's summary (issue 25): folded until opened, then a table per question with its options'
// counts per part and no names; copied as plain text a question per paragraph, a part per line.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { CatererSummary, catererText } from "./CatererSummary";
import type { CatererSummary as Summary } from "./types";

afterEach(cleanup);

const options = (fish: number, meat: number) => [
  { id: "fish", text: "Fisk", count: fish },
  { id: "meat", text: "Kött", count: meat },
];
const SUMMARY: Summary = {
  questions: [
    {
      id: "meal",
      label: "Mat",
      parts: [
        { id: "vigsel", name: "Vigsel", options: options(2, 1) },
        { id: "middag", name: "Middag", options: options(1, 1) },
      ],
    },
  ],
};

describe("the caterer's summary", () => {
  it("opens to a table of counts per option and part", () => {
    const i18n = createI18n("sv", { sv: { app: sv.app } });
    render(
      <I18nextProvider i18n={i18n}>
        <CatererSummary summary={SUMMARY} />
      </I18nextProvider>,
    );
    const toggle = screen.getByRole("button", { name: "Till cateringen" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const table = screen.getByRole("table", { name: "Mat" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Svar", "Vigsel", "Middag"],
      ["Fisk", "2", "1"],
      ["Kött", "1", "1"],
    ]);
  });

  it("is copied as text, a part per line (the whole event without a part's name)", () => {
    expect(catererText(SUMMARY, "Till cateringen")).toBe(
      "Till cateringen\n\nMat\nVigsel: Fisk 2, Kött 1\nMiddag: Fisk 1, Kött 1",
    );
    const whole: Summary = {
      questions: [{ id: "meal", label: "Mat", parts: [{ id: "", name: "", options: options(3, 0) }] }],
    };
    expect(catererText(whole, "Till cateringen")).toBe("Till cateringen\n\nMat\nFisk 3, Kött 0");
  });

  it("names who chose each option only when the owner asks", () => {
    sessionStorage.clear();
    const i18n = createI18n("sv", { sv: { app: sv.app } });
    const asked: boolean[] = [];
    const named: Summary = {
      questions: [
        {
          id: "meal",
          label: "Mat",
          parts: [
            {
              id: "vigsel",
              name: "Vigsel",
              options: [
                { id: "fish", text: "Fisk", count: 2, names: ["Anna Lind", "Bo Lind"] },
                { id: "meat", text: "Kött", count: 0, names: [] },
              ],
            },
          ],
        },
      ],
    };
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <CatererSummary summary={SUMMARY} showNames={false} onShowNamesChange={(show) => asked.push(show)} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Till cateringen" }));
    const toggle = screen.getByRole("checkbox", { name: "Visa namn" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByText(/Anna Lind/)).toBeNull();
    fireEvent.click(toggle);
    expect(asked).toEqual([true]);
    rerender(
      <I18nextProvider i18n={i18n}>
        <CatererSummary summary={named} showNames onShowNamesChange={(show) => asked.push(show)} />
      </I18nextProvider>,
    );
    expect(screen.getByText("Anna Lind, Bo Lind")).toBeTruthy();
    expect(catererText(named, "Till cateringen")).toBe(
      "Till cateringen\n\nMat\nVigsel: Fisk 2 (Anna Lind, Bo Lind), Kött 0",
    );
  });
});
