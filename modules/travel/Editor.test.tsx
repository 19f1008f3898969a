// @vitest-environment happy-dom
// The travel and stay editor (issue 27): entries added with their own ids, their kind, name, booking
// code and link edited (a link guests cannot open is not kept), the address with the Location module's
// map settings, and removed after the confirmation.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { TravelEditor } from "./Editor";
import { type TravelModule, travelSchema } from "./schema";

const context = {
  apiBase: "/api/sites/s1",
  languages: ["sv"],
  language: "sv",
  translateMode: false,
} as unknown as EditorContextValue;

function Host({ input, seen }: { input: Record<string, unknown>; seen: TravelModule[] }) {
  const [module, setModule] = useState(() => travelSchema.parse(input));
  return (
    <TravelEditor
      module={module}
      language="sv"
      onChange={(next) => {
        seen.push(next);
        setModule(next);
      }}
    />
  );
}

function renderEditor(input: Record<string, unknown>) {
  const seen: TravelModule[] = [];
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <Host input={input} seen={seen} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  return { last: () => travelSchema.parse(seen.at(-1)) };
}

afterEach(cleanup);

describe("the travel and stay editor", () => {
  it("adds a place to stay and fills its kind, name, booking code, link and address", () => {
    const editor = renderEditor({ id: "t1", siteModuleType: "Travel" });
    fireEvent.click(screen.getByRole("button", { name: "+ Lägg till rad" }));
    expect((screen.getByLabelText("Typ") as HTMLSelectElement).value).toBe("STAY");
    fireEvent.change(screen.getByLabelText("Typ"), { target: { value: "PARKING" } });
    fireEvent.change(screen.getByLabelText("Namn"), { target: { value: "Parkering vid kyrkan" } });
    fireEvent.change(screen.getByLabelText("Bokningskod"), { target: { value: "ANNA27" } });
    fireEvent.change(screen.getByLabelText("Plats"), { target: { value: "Skoklosters kyrka" } });
    const [item] = editor.last().items;
    expect(item).toMatchObject({
      kind: "PARKING",
      title: { sv: "Parkering vid kyrkan" },
      bookingCode: "ANNA27",
      map: { location: "Skoklosters kyrka", zoom: 14 },
    });
    expect(item?.id).toMatch(/^travelItem/);
  });

  it("keeps a link only when guests can open it, and says so", () => {
    const editor = renderEditor({
      id: "t1",
      siteModuleType: "Travel",
      items: [{ id: "a", title: { sv: "Hotell" } }],
    });
    const link = screen.getByRole("textbox", { name: "Länk" });
    fireEvent.change(link, { target: { value: "javascript:alert(1)" } });
    expect(editor.last().items[0]?.link).toBe("");
    expect(screen.getByRole("alert").textContent).toContain("Skriv en webbadress");
    fireEvent.change(link, { target: { value: "hotell.se/boka" } });
    expect(editor.last().items[0]?.link).toBe("https://hotell.se/boka");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removes an entry after the confirmation", () => {
    const editor = renderEditor({
      id: "t1",
      siteModuleType: "Travel",
      items: [
        { id: "a", title: { sv: "Hotell" } },
        { id: "b", kind: "PARKING", title: { sv: "Parkering" } },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Ta bort: Hotell" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Ta bort" }));
    expect(editor.last().items.map((item) => item.id)).toEqual(["b"]);
  });
});
