// @vitest-environment happy-dom
// The FAQ editor (issue 27): questions added with their own ids, edited, moved and removed after the
// confirmation; each card names the link that opens the question on the page.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderModuleEditor } from "../shared/editor-host.test-helper";
import { FaqEditor } from "./Editor";
import { faqSchema } from "./schema";

const renderEditor = (input: Record<string, unknown>) => renderModuleEditor(FaqEditor, faqSchema, input);

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
