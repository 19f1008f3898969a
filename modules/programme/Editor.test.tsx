// @vitest-environment happy-dom
// The programme editor (issue 27): items added with their own ids, edited (time, end, what, where, for
// whom, another day) and removed after the confirmation, the programme's day kept.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderModuleEditor } from "../shared/editor-host.test-helper";
import { ProgrammeEditor } from "./Editor";
import { programmeSchema } from "./schema";

const renderEditor = (input: Record<string, unknown>) =>
  renderModuleEditor(ProgrammeEditor, programmeSchema, input);

afterEach(cleanup);

describe("the programme editor", () => {
  it("adds an item, fills its time, end, title, place and part, and keeps it valid", () => {
    const editor = renderEditor({ id: "p1", siteModuleType: "Programme", date: "2027-06-12" });
    fireEvent.click(screen.getByRole("button", { name: "+ Lägg till punkt" }));
    fireEvent.change(screen.getByLabelText("Tid"), { target: { value: "14:00" } });
    fireEvent.change(screen.getByLabelText("Slutar"), { target: { value: "14:45" } });
    fireEvent.change(screen.getByLabelText("Vad händer"), { target: { value: "Vigsel" } });
    fireEvent.change(screen.getByLabelText("Plats eller adress"), { target: { value: "Skoklosters kyrka" } });
    fireEvent.change(screen.getByLabelText("För vilka"), { target: { value: "Vigselgästerna" } });
    const [item] = editor.last().items;
    expect(item).toMatchObject({
      time: "14:00",
      endTime: "14:45",
      title: { sv: "Vigsel" },
      place: "Skoklosters kyrka",
      part: { sv: "Vigselgästerna" },
      date: "",
    });
    expect(item?.id).toMatch(/^programmeItem/);
    expect(editor.last().date).toBe("2027-06-12");
    // The card is named by its time and title.
    expect(screen.getByRole("button", { name: "1. 14:00 · Vigsel" })).toBeTruthy();
  });

  it("changes the programme's day and an item's own day", () => {
    const editor = renderEditor({
      id: "p1",
      siteModuleType: "Programme",
      items: [{ id: "a", time: "11:00", title: { sv: "Brunch" } }],
    });
    const [programmeDay, itemDay] = screen
      .getAllByDisplayValue("")
      .filter((input) => (input as HTMLInputElement).type === "date");
    fireEvent.change(programmeDay as HTMLElement, { target: { value: "2027-06-12" } });
    fireEvent.change(itemDay as HTMLElement, { target: { value: "2027-06-13" } });
    expect(editor.last().date).toBe("2027-06-12");
    expect(editor.last().items[0]?.date).toBe("2027-06-13");
  });

  it("removes an item after the confirmation", () => {
    const editor = renderEditor({
      id: "p1",
      siteModuleType: "Programme",
      items: [
        { id: "a", time: "14:00", title: { sv: "Vigsel" } },
        { id: "b", time: "18:00", title: { sv: "Middag" } },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Ta bort: 14:00 · Vigsel" }));
    const dialog = screen.getByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Ta bort" }));
    expect(editor.last().items.map((item) => item.id)).toEqual(["b"]);
  });
});
