// @vitest-environment happy-dom
// The FAQ editor (issue 27): questions added with their own ids, edited, moved and removed after the
// confirmation; each card names the link that opens the question on the page.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { FaqEditor } from "./Editor";
import { type FaqModule, faqSchema } from "./schema";

const context = {
  apiBase: "/api/sites/s1",
  languages: ["sv"],
  language: "sv",
  translateMode: false,
} as unknown as EditorContextValue;

function Host({ input, seen }: { input: Record<string, unknown>; seen: FaqModule[] }) {
  const [module, setModule] = useState(() => faqSchema.parse(input));
  return (
    <FaqEditor
      module={module}
      language="sv"
      onChange={(next) => {
        seen.push(next);
        setModule(next);
      }}
    />
  );
}

function renderEditor(input: Record<string, unknown>) {
  const seen: FaqModule[] = [];
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <Host input={input} seen={seen} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  return { last: () => faqSchema.parse(seen.at(-1)) };
}

afterEach(cleanup);

describe("the FAQ editor", () => {
  it("adds a question with its answer's card and its link", () => {
    const editor = renderEditor({ id: "f1", siteModuleType: "Faq" });
    fireEvent.click(screen.getByRole("button", { name: "+ Lägg till fråga" }));
    fireEvent.change(screen.getByLabelText("Fråga"), { target: { value: "Får vi ta med barn?" } });
    const [item] = editor.last().items;
    expect(item?.question).toEqual({ sv: "Får vi ta med barn?" });
    expect(item?.id).toMatch(/^faqItem/);
    expect(screen.getByText(`Länk till frågan: #faq-${item?.id}`)).toBeTruthy();
    expect(screen.getByText("Svar")).toBeTruthy();
  });

  it("moves a question down and removes one after the confirmation", () => {
    const editor = renderEditor({
      id: "f1",
      siteModuleType: "Faq",
      items: [
        { id: "a", question: { sv: "Barn?" } },
        { id: "b", question: { sv: "Tal?" } },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Flytta ner: Barn?" }));
    expect(editor.last().items.map((item) => item.id)).toEqual(["b", "a"]);
    fireEvent.click(screen.getByRole("button", { name: "Ta bort: Tal?" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Ta bort" }));
    expect(editor.last().items.map((item) => item.id)).toEqual(["a"]);
  });
});
