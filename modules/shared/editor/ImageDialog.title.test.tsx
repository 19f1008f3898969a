// @vitest-environment happy-dom
// The image dialog's title (issue 23 item 10): opened from a field labelled 'Bild' it was titled
// 'Bild: Bild'. Now 'Bild' alone, or 'Bild: Kaffekoppar' when the field says what the image belongs to;
// in sv, en and da.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "./context";
import { ImageField, type ImageFieldProps } from "./ImageField";

afterEach(cleanup);

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;
const context = { apiBase: "/api/sites/s1", siteId: "s1", quickStart: false } as EditorContextValue;

function openDialog(ui: Ui, props: Partial<ImageFieldProps> & { label: string }) {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app } });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <ImageField value={null} onChange={() => {}} {...props} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: new RegExp(props.label) }));
  return screen.getByRole("dialog");
}

const WORDS: Record<Ui, { image: string; subject: string }> = {
  sv: { image: "Bild", subject: "Kaffekoppar" },
  en: { image: "Image", subject: "Coffee cups" },
  da: { image: "Billede", subject: "Kaffekopper" },
};

describe("the image dialog's title", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    const { image, subject } = WORDS[ui];
    it(`is '${image}' alone from a field labelled '${image}', never '${image}: ${image}' (${ui})`, () => {
      const dialog = openDialog(ui, { label: image });
      const title = screen.getByRole("heading", { level: 2 });
      expect(title.textContent).toBe(image);
      expect(dialog.getAttribute("aria-labelledby")).toBe(title.id);
    });

    it(`names what the image belongs to: '${image}: ${subject}' (${ui})`, () => {
      openDialog(ui, { label: image, subject });
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${image}: ${subject}`);
    });
  }

  it("is 'Bild' alone when the subject is empty (a gift without a title yet)", () => {
    openDialog("sv", { label: "Bild", subject: "  " });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Bild");
  });
});
