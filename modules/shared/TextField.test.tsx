// Translated fields: a never-written language shows what guests see instead as its placeholder, an
// emptied one shows none; translate mode puts the first language's text beside the field; without
// the editor's context (no provider) the field still works, plainly.
import type { Translation } from "@core/translation";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "./editor/context";
import { RichTextField } from "./RichTextField";
import { TextField } from "./TextField";

function render(
  value: Translation,
  language: string,
  context: Partial<EditorContextValue> | null,
  rich = false,
) {
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  const Field = rich ? RichTextField : TextField;
  const field = <Field label="Rubrik" value={value} language={language} onChange={() => {}} />;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      {context ? (
        <EditorContext.Provider value={context as EditorContextValue}>{field}</EditorContext.Provider>
      ) : (
        field
      )}
    </I18nextProvider>,
  );
}

const translating = { languages: ["sv", "en"], translateMode: true };

describe("a translated text field", () => {
  it("works without the editor's context", () => {
    const html = render({ sv: "Hej" }, "sv", null);
    expect(html).toContain('value="Hej"');
    expect(html).not.toContain("field__source");
  });

  it("shows the fallback as placeholder where never written, nothing where emptied on purpose", () => {
    expect(render({ en: "Welcome" }, "sv", null)).toContain('placeholder="Welcome"');
    const emptied = render({ sv: "", en: "Welcome" }, "sv", null);
    expect(emptied).toContain('value=""');
    expect(emptied).not.toContain("placeholder=");
  });

  it("in translate mode shows the first language's text beside a field in another language", () => {
    const html = render({ sv: "Välkomna", en: "" }, "en", translating);
    expect(html).toContain("field__source");
    expect(html).toContain("På svenska");
    expect(html).toContain("Välkomna");
    expect(html).toMatch(/aria-describedby="[^"]+-source"/);
  });

  it("shows nothing extra when translate mode is off or the first language is edited", () => {
    expect(render({ sv: "Välkomna" }, "en", { ...translating, translateMode: false })).not.toContain(
      "field__source",
    );
    expect(render({ sv: "Välkomna" }, "sv", translating)).not.toContain("field__source");
  });

  it("says so when the first language has no text, and shows rich text as rich text", () => {
    expect(render({ en: "Hi" }, "en", translating)).toContain("(tomt)");
    const rich = render({ sv: "<p><strong>Hej</strong></p>" }, "en", translating, true);
    expect(rich).toContain("<strong>Hej</strong>");
  });
});
