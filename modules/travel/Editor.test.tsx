// @vitest-environment happy-dom
// The travel and stay editor (issue 27): entries added with their own ids, their kind, name, booking
// code and link edited (a link guests cannot open is not kept), the address with the Location module's
// map settings, and removed after the confirmation.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderModuleEditor } from "../shared/editor-host.test-helper";
import { TravelEditor } from "./Editor";
import { travelSchema } from "./schema";

const renderEditor = (input: Record<string, unknown>) =>
  renderModuleEditor(TravelEditor, travelSchema, input);

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
