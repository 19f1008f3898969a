// @vitest-environment happy-dom
// A text question's kind of answer (issue 15 item 2) as the owner chooses it: the choice is stored on the
// question, and going back to plain text leaves no kind behind (the question reads as before kinds).
import type { FormElement } from "@core/form";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../context";
import { QuestionCard } from "./QuestionCard";

const mail: FormElement = {
  id: "mail",
  formElementType: "ShortText",
  label: { sv: "E-post" },
  required: true,
  showConditions: [],
};

function renderCard(element: FormElement) {
  const changes: FormElement[] = [];
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  const context = {
    languages: ["sv"],
    language: "sv",
    translateMode: false,
  } as unknown as EditorContextValue;
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <QuestionCard
          element={element}
          elements={[element]}
          language="sv"
          onChange={(next) => changes.push(next)}
        />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  return changes;
}

afterEach(cleanup);

describe("a text question's kind of answer", () => {
  it("offers text, a longer text, e-mail, phone and number, and stores the choice", () => {
    const changes = renderCard(mail);
    const kind = screen.getByRole("combobox", { name: "Svaret är" }) as HTMLSelectElement;
    expect(kind.value).toBe("text");
    expect([...kind.options].map((o) => o.textContent)).toEqual([
      "Text",
      "Längre text (flera rader)",
      "E-postadress",
      "Telefonnummer",
      "Tal",
    ]);
    fireEvent.change(kind, { target: { value: "email" } });
    expect(changes.at(-1)).toEqual({ ...mail, inputKind: "email" });
    fireEvent.change(kind, { target: { value: "longText" } });
    expect(changes.at(-1)).toEqual({ ...mail, inputKind: "longText" });
  });

  it("goes back to plain text without a kind left on the question", () => {
    const changes = renderCard({ ...mail, inputKind: "phone" } as FormElement);
    const kind = screen.getByRole("combobox", { name: "Svaret är" }) as HTMLSelectElement;
    expect(kind.value).toBe("phone");
    fireEvent.change(kind, { target: { value: "text" } });
    expect(changes.at(-1)).toEqual(mail);
  });

  it("is not offered for a single-choice question", () => {
    renderCard({
      id: "coming",
      formElementType: "SingleSelect",
      label: { sv: "Kommer du?" },
      required: true,
      showConditions: [],
      options: [{ id: "yes", text: { sv: "Ja" } }],
    });
    expect(screen.queryByRole("combobox", { name: "Svaret är" })).toBeNull();
  });
});
