// @vitest-environment happy-dom
// The rich-text editor links typed addresses by itself only when they are over 5 characters
// (SPEC §5 Link detection): 'a.se' stays text, 'abc.se' and 'https://…' become links.

import { act, cleanup, render, screen } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { RichTextEditor } from "./RichTextEditor";

afterEach(cleanup);

/** Types `text` at the end of an empty editor, as keystrokes would add it, and answers the HTML. */
function typed(text: string): string {
  cleanup();
  let html = "";
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
      <RichTextEditor value="" onChange={(value) => (html = value)} label="Text" id="text" />
    </I18nextProvider>,
  );
  const editor = (screen.getByRole("textbox", { name: "Text" }) as HTMLElement & { editor: Editor }).editor;
  act(() => {
    for (const character of text) editor.commands.insertContent(character);
  });
  return html;
}

describe("autolinking in the rich-text editor", () => {
  it("leaves an address of 5 characters or fewer as text", () => {
    expect(typed("Se a.se ")).toBe("<p>Se a.se </p>");
    expect(typed("Se ab.se ")).toBe("<p>Se ab.se </p>");
  });

  it("links an address over 5 characters once a space follows it", () => {
    expect(typed("Se abc.se ")).toBe('<p>Se <a href="https://abc.se">abc.se</a> </p>');
    expect(typed("Se https://example.com ")).toBe(
      '<p>Se <a href="https://example.com">https://example.com</a> </p>',
    );
  });
});
