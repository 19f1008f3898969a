// The people list editor: each person a card with a name (one for every language), a role per
// language, a text and a picture; new people get their own id.
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { newPerson, PeopleListEditor } from "./Editor";
import { peopleListSchema, personSchema } from "./schema";

const context = { apiBase: "/api/sites/s1", languages: ["sv"], language: "sv" } as EditorContextValue;

function render(list: Record<string, unknown>[]) {
  const module = peopleListSchema.parse({ id: "p1", siteModuleType: "PeopleList", list });
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <PeopleListEditor module={module} language="sv" onChange={() => {}} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("the people list editor", () => {
  it("shows each person under their name, a numbered fallback when unnamed", () => {
    const html = render([
      { id: "a", name: "Alva", title: { sv: "Toastmaster" } },
      { id: "b", name: "" },
    ]);
    const heads = Array.from(html.matchAll(/class="item-card__toggle"[^>]*>(.*?)<\/button>/g), (m) =>
      m[1]?.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""),
    );
    expect(heads).toEqual(["1. Alva", "2. Person 2"]);
    expect(html).toContain('value="Alva"');
    expect(html).toContain('value="Toastmaster"');
    expect(html).toContain("Lägg till person");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Flytta upp: Alva"/);
  });

  it("makes new people that the schema accepts, each with its own id", () => {
    const a = newPerson();
    const b = newPerson();
    expect(personSchema.parse(a)).toEqual(a);
    expect(a.id).not.toBe(b.id);
  });
});
