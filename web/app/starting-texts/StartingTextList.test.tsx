// @vitest-environment happy-dom
// The list of what is still a starting text or untranslated (issue 23 item 3): a new Location module's
// instruction in each language and a renamed form's English title, each a link that opens that module
// in that language; in the editor nothing is shown once everything is the owner's own.
import { newSiteModule } from "@modules/new-module";
import type { SiteModule } from "@modules/schemas";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fieldLabel, openModuleHref } from "./entries";
import { StartingTextList } from "./StartingTextList";

afterEach(cleanup);

const LANGUAGES = ["sv", "en"];

function page(): { place: SiteModule; contact: SiteModule; modules: SiteModule[] } {
  const place = newSiteModule("Location", LANGUAGES, "wedding");
  const form = newSiteModule("Form", LANGUAGES, "wedding");
  // Renamed in Swedish; English still says 'Contact us'.
  const contact = { ...form, title: { ...form.title, sv: "Frågor om bussen" } };
  const text = newSiteModule("Text", LANGUAGES, "wedding");
  const ownText = {
    ...text,
    title: { sv: "Klädsel", en: "What to wear" },
    text: { sv: "<p>Kavaj.</p>", en: "<p>Suits.</p>" },
  };
  return { place, contact, modules: [place, contact, ownText] };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderList(modules: SiteModule[], variant: "editor" | "publish") {
  return render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app, guest: sv.guest } })}>
      <MemoryRouter initialEntries={["/redigera/site1/valj-adress"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <StartingTextList
                  modules={modules}
                  languages={LANGUAGES}
                  hrefOf={(entry) => openModuleHref("/redigera/site1/", entry.module.id, entry.language)}
                  variant={variant}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("StartingTextList", () => {
  it("lists each module and language still at a starting text or untranslated, with a link to it", () => {
    const { place, contact, modules } = page();
    renderList(modules, "publish");
    const section = screen.getByRole("region", { name: "Kvar att skriva och översätta" });
    expect(within(section).getByText("3 texter att skriva eller översätta innan ni publicerar")).toBeTruthy();
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Plats ”Plats” på svenska",
      "Plats ”Venue” på engelska",
      "Formulär ”Contact us” på engelska",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/redigera/site1/?modul=${place.id}&sprak=sv`,
      `/redigera/site1/?modul=${place.id}&sprak=en`,
      `/redigera/site1/?modul=${contact.id}&sprak=en`,
    ]);
    const items = within(section).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Text (starttext)");
    expect(items[2]?.textContent).toContain("Rubrik (inte översatt)");
  });

  it("opens the editor at that module and language when a link is followed", () => {
    const { contact, modules } = page();
    renderList(modules, "publish");
    fireEvent.click(screen.getByRole("link", { name: "Formulär ”Contact us” på engelska" }));
    expect(screen.getByTestId("where").textContent).toBe(`/redigera/site1/?modul=${contact.id}&sprak=en`);
  });

  it("is folded in the editor, and gone once every text is the owner's own", () => {
    const { modules } = page();
    const { unmount } = renderList(modules, "editor");
    const summary = screen.getByText("3 texter att skriva eller översätta innan ni publicerar");
    expect(summary.closest("details")?.open).toBe(false);
    unmount();
    const own = modules.slice(2);
    const { container } = renderList(own, "editor");
    expect(container.querySelector(".starting-texts")).toBeNull();
  });

  it("says so on the address screen when nothing is left", () => {
    renderList(page().modules.slice(2), "publish");
    expect(screen.getByText("Alla texter är era egna och översatta.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});

describe("fieldLabel", () => {
  it("names fields, items, questions and options", () => {
    expect(fieldLabel(["text"])).toEqual({ key: "fields.text" });
    expect(fieldLabel(["items", 1, "title"])).toEqual({
      key: "item",
      values: { number: 2 },
      within: { key: "fields.title" },
    });
    expect(fieldLabel(["form", "formElements", 2, "label"])).toEqual({
      key: "question",
      values: { number: 3 },
      within: { key: "fields.label" },
    });
    expect(fieldLabel(["form", "formElements", 0, "options", 1, "text"]).within).toEqual({
      key: "fields.option",
      values: { number: 2 },
    });
    expect(fieldLabel(["showFormButton"])).toEqual({ key: "fields.button" });
  });
});
