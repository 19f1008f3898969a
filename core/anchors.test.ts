import { describe, expect, it } from "vitest";
import { type MenuModule, menuEntries, moduleAnchors, NO_MENU_TITLE, toAnchor } from "./anchors";

describe("toAnchor", () => {
  it.each([
    ["Välkommen!", "valkommen"],
    ["Mat & dryck", "mat-och-dryck"],
    ["Mat&dryck", "mat-och-dryck"],
    ["  Hej -- där  ", "hej-dar"],
    ["Øl og æbler", "ol-og-aebler"],
    ["Schön", "schon"],
    ["Café Åsa Öberg", "cafe-asa-oberg"],
    ["Straße", "strasse"],
    ["ÆBLER og ØL", "aebler-og-ol"],
    ["Vigsel\tkl.\n14:00", "vigsel-kl-1400"],
    ["under_score/slash", "underscoreslash"],
    ["-Program-", "program"],
    ["Dag 2", "dag-2"],
  ])("%j → %j", (text, anchor) => {
    expect(toAnchor(text)).toBe(anchor);
  });

  it("gives no-menu-title when nothing usable is left", () => {
    expect(toAnchor("")).toBe(NO_MENU_TITLE);
    expect(toAnchor("   ")).toBe(NO_MENU_TITLE);
    expect(toAnchor("!?* --")).toBe(NO_MENU_TITLE);
    expect(toAnchor("❤️")).toBe(NO_MENU_TITLE);
  });

  it("keeps only a-z, 0-9 and single inner hyphens", () => {
    expect(toAnchor("Ä ö Ü é è ñ ç — ! 🎉 x")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

const sv = (text: string) => ({ sv: text });

describe("menuEntries", () => {
  it("uses menuTitle, else title, in page order", () => {
    const modules: MenuModule[] = [
      { id: "a", menuTitle: sv("Välkommen!"), title: sv("Ignored") },
      { id: "b", title: sv("Mat & dryck") },
    ];
    expect(menuEntries(modules, "sv", { editMode: false })).toEqual([
      { id: "a", label: "Välkommen!", anchor: "valkommen" },
      { id: "b", label: "Mat & dryck", anchor: "mat-och-dryck" },
    ]);
  });

  it("falls back to title when menuTitle is empty in every language", () => {
    const modules: MenuModule[] = [{ id: "a", menuTitle: { sv: "" }, title: sv("Program") }];
    expect(menuEntries(modules, "sv", { editMode: false })[0]).toMatchObject({
      label: "Program",
      anchor: "program",
    });
  });

  it("translates the label with the usual language fallback", () => {
    const modules: MenuModule[] = [{ id: "a", menuTitle: { sv: "Mat", en: "Food" } }];
    expect(menuEntries(modules, "en", { editMode: false })[0]?.label).toBe("Food");
    expect(menuEntries(modules, "da", { editMode: false })[0]?.label).toBe("Food");
  });

  it("labels an untitled module 'no-menu-title' publicly and '_' in the editor, same anchor", () => {
    const modules: MenuModule[] = [{ id: "a" }];
    expect(menuEntries(modules, "sv", { editMode: false })).toEqual([
      { id: "a", label: "no-menu-title", anchor: "no-menu-title" },
    ]);
    expect(menuEntries(modules, "sv", { editMode: true })).toEqual([
      { id: "a", label: "_", anchor: "no-menu-title" },
    ]);
  });

  it("numbers clashing anchors -2, -3 in order", () => {
    const modules: MenuModule[] = [
      { id: "a", title: sv("Program") },
      { id: "b", title: sv("Program") },
      { id: "c", title: sv("program!") },
    ];
    expect(menuEntries(modules, "sv", { editMode: false }).map((e) => e.anchor)).toEqual([
      "program",
      "program-2",
      "program-3",
    ]);
  });

  it("numbers clashes between untitled modules too", () => {
    const modules: MenuModule[] = [{ id: "a" }, { id: "b" }];
    expect(menuEntries(modules, "sv", { editMode: false }).map((e) => e.anchor)).toEqual([
      "no-menu-title",
      "no-menu-title-2",
    ]);
  });

  it("skips a suffix that a module's own title already took", () => {
    const modules: MenuModule[] = [
      { id: "a", title: sv("Program 2") },
      { id: "b", title: sv("Program") },
      { id: "c", title: sv("Program") },
    ];
    const anchors = menuEntries(modules, "sv", { editMode: false }).map((e) => e.anchor);
    expect(anchors).toEqual(["program-2", "program", "program-3"]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("leaves out hideInMenu modules always and hidden modules outside edit mode", () => {
    const modules: MenuModule[] = [
      { id: "shown", title: sv("Shown") },
      { id: "hidden", hide: true, title: sv("Hidden") },
      { id: "notInMenu", hideInMenu: true, title: sv("Countdown") },
      { id: "both", hide: true, hideInMenu: true, title: sv("Both") },
    ];
    expect(menuEntries(modules, "sv", { editMode: false }).map((e) => e.id)).toEqual(["shown"]);
    expect(menuEntries(modules, "sv", { editMode: true }).map((e) => e.id)).toEqual(["shown", "hidden"]);
  });

  it("is empty when nothing is listed", () => {
    expect(menuEntries([], "sv", { editMode: false })).toEqual([]);
    expect(menuEntries([{ id: "a", hide: true }], "sv", { editMode: false })).toEqual([]);
  });
});

describe("moduleAnchors", () => {
  const modules: MenuModule[] = [
    { id: "count", hideInMenu: true, title: sv("Program") },
    { id: "hidden", hide: true, title: sv("Program") },
    { id: "prog", title: sv("Program") },
    { id: "none" },
  ];

  it("gives every module an anchor, including hideInMenu and hidden ones", () => {
    const anchors = moduleAnchors(modules, "sv");
    expect([...anchors.entries()]).toEqual([
      ["count", "program"],
      ["hidden", "program-2"],
      ["prog", "program-3"],
      ["none", "no-menu-title"],
    ]);
  });

  it("agrees with the menu's anchors in both modes", () => {
    const anchors = moduleAnchors(modules, "sv");
    for (const editMode of [false, true]) {
      for (const entry of menuEntries(modules, "sv", { editMode })) {
        expect(entry.anchor).toBe(anchors.get(entry.id));
      }
    }
  });
});
