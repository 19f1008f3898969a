// The RSVP editor as it first renders: the questions tab with each question's missing languages and
// its show condition, and the recipients field's default (the owner's mail, or the account to come).
import type { FormElement } from "@core/form";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import type { EditFocus } from "../site-context";
import { RsvpEditor } from "./Editor";
import { rsvpSchema } from "./schema";

const attend: FormElement = {
  id: "attend",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  options: [
    { id: "yes", text: { sv: "Ja", en: "Yes" } },
    { id: "no", text: { sv: "Nej" } },
  ],
  showConditions: [],
};
const food: FormElement = {
  id: "food",
  formElementType: "ShortText",
  label: { sv: "Allergier", en: "Allergies" },
  required: false,
  showConditions: [{ type: "SHOW", formElementId: "attend", formElementOptionIds: ["yes"] }],
};

function render(focus?: EditFocus, ownerMail: string | null = "anna@example.se") {
  const module = rsvpSchema.parse({
    id: "r1",
    siteModuleType: "Rsvp",
    form: { formElements: [attend, food] },
  });
  const context = {
    languages: ["sv", "en"],
    language: "sv",
    translateMode: false,
    ownerMail,
    formRecipients: [],
    setFormRecipients: () => {},
  } as unknown as EditorContextValue;
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <RsvpEditor module={module} language="sv" onChange={() => {}} {...(focus ? { focus } : {})} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the RSVP editor", () => {
  it("marks a question whose answer lacks a language and names the language", () => {
    const html = render();
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Frågor</);
    expect(text(html)).toContain("1 fråga saknar text på något av sidans språk");
    expect(text(html)).toContain("Kommer du? (text saknas)");
    expect(text(html)).toContain("Saknar text på: engelska");
  });

  it("shows a stored condition with its question and answer chosen, on earlier SingleSelect questions only", () => {
    const html = render();
    expect(html).toMatch(/<option value="attend" selected="">Kommer du\?<\/option>/);
    expect(html).toMatch(/<option value="yes" selected="">Ja<\/option>/);
    // The first question has nothing before it to depend on.
    expect(text(html)).toContain("Lägg då en flervalsfråga före den");
  });

  it("opens the confirmation tab with the No confirmation and the owner's mail as default recipient", () => {
    const html = render({ view: "confirmation" });
    expect(html).toMatch(/aria-selected="true"[^>]*>Bekräftelse</);
    expect(text(html)).toContain("Automatiskt: Kommer du? → Nej");
    expect(text(html)).toContain("skickas mejlet till ditt kontos adress, anna@example.se");
    expect(render({ view: "confirmation" }, null)).toContain("den adress du skapar ditt konto med");
  });

  it("offers 1 to 5 guests in the other tab", () => {
    const html = render({ view: "other" });
    expect(Array.from(html.matchAll(/<option value="(\d)"/g), (m) => m[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(html).toMatch(/<option value="5" selected="">5/);
  });
});
