// @vitest-environment happy-dom
// The Header's dialog with an event logo on the page (issue 23): the logo's names and date are edited
// right there (a new date goes into the logo and into the second line where it said the old date, in
// every language), and the title field says what it does while the logo stands in its place.
import type { EventLogo } from "@core/design";
import { eventLogoSchema } from "@core/design";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { HeaderEditor } from "./Editor";
import { type HeaderModule, headerSchema } from "./schema";

afterEach(cleanup);

type State = { module: HeaderModule; logo: EventLogo | null };

function Harness({ start, seen }: { start: State; seen: State[] }) {
  const [state, setState] = useState(start);
  // As the editor's draft: each change applies to the latest state (a date changes logo and module).
  const set = (change: (current: State) => State) =>
    setState((current) => {
      const next = change(current);
      seen.push(next);
      return next;
    });
  const context = {
    apiBase: "/api/sites/s1",
    languages: ["sv", "en"],
    language: "sv",
    theme: "theme4",
    eventLogo: state.logo,
    setEventLogo: (logo: EventLogo) => set((current) => ({ ...current, logo })),
  } as unknown as EditorContextValue;
  return (
    <EditorContext.Provider value={context}>
      <HeaderEditor
        module={state.module}
        language="sv"
        onChange={(module) => set((current) => ({ ...current, module }))}
      />
    </EditorContext.Provider>
  );
}

function open(logo: EventLogo | null, ui: "sv" | "en" = "sv") {
  const module = headerSchema.parse({
    id: "h1",
    siteModuleType: "Header",
    title: { sv: "Maja & Elias", en: "Maja & Elias" },
    secondLine: { sv: "Lördag 21 augusti 2027 · Visby", en: "Saturday, 21 August 2027 · Visby" },
  });
  const seen: State[] = [];
  const messages = ui === "sv" ? sv : en;
  const i18n = createI18n(ui, { [ui]: { app: messages.app, guest: messages.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <Harness start={{ module, logo }} seen={seen} />
    </I18nextProvider>,
  );
  return { seen, last: () => seen.at(-1) };
}

const heart = (additionalText: string) =>
  eventLogoSchema.parse({ name: "HandDrawnHeart", name1: "Maja", name2: "Elias", additionalText });

describe("the header dialog with an event logo", () => {
  it("shows the logo's date and changes it, in the logo and on the second line in every language", () => {
    const { last } = open(heart("27 november 2027"));
    const date = screen.getByLabelText("Datum i loggan") as HTMLInputElement;
    expect(date.type).toBe("date");
    expect(date.value).toBe("2027-11-27");
    fireEvent.change(date, { target: { value: "2027-08-21" } });
    expect(last()?.logo?.additionalText).toBe("21 augusti 2027");
    // The second line said 21 August already: unchanged apart from where it said the logo's old date.
    expect(last()?.module.secondLine).toEqual({
      sv: "Lördag 21 augusti 2027 · Visby",
      en: "Saturday, 21 August 2027 · Visby",
    });
    fireEvent.change(date, { target: { value: "2027-09-04" } });
    expect(last()?.logo?.additionalText).toBe("4 september 2027");
    expect(last()?.module.secondLine).toEqual({
      sv: "Lördag 4 september 2027 · Visby",
      en: "Saturday, 4 September 2027 · Visby",
    });
    expect((screen.getByLabelText("Datum i loggan") as HTMLInputElement).value).toBe("2027-09-04");
  });

  it("edits the names the logo shows", () => {
    const { last } = open(heart("21 augusti 2027"));
    fireEvent.change(screen.getByLabelText("Andra namnet"), { target: { value: "Elis" } });
    expect(last()?.logo).toMatchObject({ name1: "Maja", name2: "Elis", additionalText: "21 augusti 2027" });
  });

  it("says the logo stands in for the title, and what the title still does", () => {
    open(heart("21 augusti 2027"));
    expect(screen.getByRole("group", { name: "Loggan överst på sidan" })).toBeTruthy();
    expect(screen.getByText(/rubriken inte på sidan: den är sidans namn i webbläsarens flik/)).toBeTruthy();
    expect(screen.getByLabelText("Rubrik")).toBeTruthy();
  });

  it("names the owner's own text under the names, which a date would replace", () => {
    const { last } = open(heart("Midsommar"), "en");
    const date = screen.getByLabelText("Date in the logo") as HTMLInputElement;
    expect(date.value).toBe("");
    expect(screen.getByText(/your own text “Midsommar”/)).toBeTruthy();
    fireEvent.change(date, { target: { value: "2027-06-19" } });
    expect(last()?.logo?.additionalText).toBe("19 juni 2027");
  });

  it("has no logo fields and no title note without a logo", () => {
    open(null);
    expect(screen.queryByLabelText("Datum i loggan")).toBeNull();
    expect(screen.queryByText(/rubriken inte på sidan/)).toBeNull();
    expect(screen.getByLabelText("Rubrik")).toBeTruthy();
  });
});
