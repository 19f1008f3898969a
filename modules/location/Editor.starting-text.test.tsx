// A new Location module's text is an instruction to the couple (issue 23 item 3): its editor marks the
// field 'Starttext – skriv er egen' in each language while it still is, and no longer once rewritten.
import type { Brand } from "@core/brands";
import { newSiteModule } from "@modules/new-module";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { SiteModuleOf } from "../schemas";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { LocationEditor } from "./Editor";

const context: EditorContextValue = {
  siteId: "s1",
  quickStart: false,
  apiBase: "/api/sites/s1",
  languages: ["sv", "en"],
  language: "sv",
  translateMode: false,
  brand: "wedding" as Brand,
  ownerMail: null,
  formRecipients: [],
  setFormRecipients: () => {},
};

function render(module: SiteModuleOf<"Location">, language: string, ui: "sv" | "en" = "sv") {
  const messages = { sv, en }[ui];
  const i18n = createI18n(ui, { [ui]: { app: messages.app, guest: messages.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={{ ...context, language }}>
        <LocationEditor module={module} language={language} onChange={() => {}} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the Location editor's starting text", () => {
  it("is marked in every language while it is the starting text", () => {
    const module = newSiteModule("Location", ["sv", "en"], "wedding");
    const swedish = render(module, "sv");
    expect(count(swedish, "Starttext – skriv er egen")).toBe(1);
    expect(swedish).toContain("field--starting-text");
    expect(count(render(module, "en", "en"), "Starting text – write your own")).toBe(1);
  });

  it("says, for screen readers too, that guests do not see it", () => {
    const html = render(newSiteModule("Location", ["sv", "en"], "wedding"), "sv");
    expect(html).toMatch(
      /<span class="starting-text-badge" id="[^"]+">Starttext – skriv er egen<span class="visually-hidden">\. Den här texten är en instruktion till er\. Gästerna ser den inte förrän ni skrivit en egen\.<\/span>/,
    );
  });

  it("is gone once the couple wrote their own text in that language", () => {
    const module = newSiteModule("Location", ["sv", "en"], "wedding");
    const written = { ...module, text: { ...module.text, sv: "<p>Parkera vid kyrkan.</p>" } };
    expect(render(written, "sv")).not.toContain("Starttext – skriv er egen");
    expect(render(written, "sv")).not.toContain("field--starting-text");
    expect(count(render(written, "en", "en"), "Starting text – write your own")).toBe(1);
  });
});
