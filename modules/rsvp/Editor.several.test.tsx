// The RSVP editor's confirmation tab (issue 23 item 10): the thanks for a reply of several guests is
// the owner's to word, beside the one-guest thanks and the No confirmation; a module that takes one
// guest per reply does not ask for it. In sv, en and da.
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { newSiteModule } from "../new-module";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { RsvpEditor } from "./Editor";
import { type RsvpModule, rsvpSchema } from "./schema";

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;

function render(module: RsvpModule, ui: Ui) {
  const context = {
    languages: [ui],
    language: ui,
    translateMode: false,
    ownerMail: "anna@example.se",
    formRecipients: [],
    setFormRecipients: () => {},
  } as unknown as EditorContextValue;
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app, guest: MESSAGES[ui].guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <RsvpEditor module={module} language={ui} onChange={() => {}} focus={{ view: "confirmation" }} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

const HEADINGS: Record<Ui, [string, string]> = {
  sv: ["När flera svarar tillsammans", "När flera svarar nej tillsammans"],
  en: ["When several guests reply together", "When several guests reply no together"],
  da: ["Når flere svarer sammen", "Når flere svarer nej sammen"],
};

describe("the RSVP editor's thanks for several guests", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    it(`offers the Yes and No thanks for several guests, with the new module's plural words (${ui})`, () => {
      const module = rsvpSchema.parse(newSiteModule("Rsvp", [ui], "wedding"));
      const html = render(module, ui);
      for (const heading of HEADINGS[ui]) expect(html).toContain(`>${heading}</h4>`);
      const plural = { sv: "Tack för ert svar!", en: "Thank you for your reply!", da: "Tak for jeres svar!" }[
        ui
      ];
      expect(html).toContain(`value="${plural}"`);
    });

    it(`does not ask for them when each reply is one guest (${ui})`, () => {
      const module = { ...rsvpSchema.parse(newSiteModule("Rsvp", [ui], "wedding")), maxNumberOfGuests: 1 };
      const html = render(module, ui);
      for (const heading of HEADINGS[ui]) expect(html).not.toContain(heading);
    });
  }
});
