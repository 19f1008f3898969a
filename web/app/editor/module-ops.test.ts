import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { insertModule, moveModule, removeModule, setModuleHidden } from "./module-ops";
import { addableKinds, makeModule } from "./new-modules";

const modules = ["a", "b", "c"].map((id) => createSiteModule("Text", id));
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe("moving modules", () => {
  it("moves one step up or down", () => {
    expect(ids(moveModule(modules, 1, -1))).toEqual(["b", "a", "c"]);
    expect(ids(moveModule(modules, 1, 1))).toEqual(["a", "c", "b"]);
  });

  it("is clamped at the ends and leaves the input untouched", () => {
    expect(moveModule(modules, 0, -1)).toBe(modules);
    expect(moveModule(modules, 2, 1)).toBe(modules);
    expect(ids(modules)).toEqual(["a", "b", "c"]);
  });
});

describe("adding, deleting and hiding modules", () => {
  const added = createSiteModule("Video", "new");

  it("inserts before a module, at the end, and clamps the position", () => {
    expect(ids(insertModule(modules, 1, added))).toEqual(["a", "new", "b", "c"]);
    expect(ids(insertModule(modules, 3, added))).toEqual(["a", "b", "c", "new"]);
    expect(ids(insertModule(modules, 99, added))).toEqual(["a", "b", "c", "new"]);
    expect(ids(insertModule(modules, -1, added))).toEqual(["new", "a", "b", "c"]);
    expect(ids(modules)).toEqual(["a", "b", "c"]);
  });

  it("removes exactly the module with the id", () => {
    expect(ids(removeModule(modules, "b"))).toEqual(["a", "c"]);
    expect(ids(removeModule(modules, "nope"))).toEqual(["a", "b", "c"]);
  });

  it("hides and shows one module", () => {
    const hidden = setModuleHidden(modules, "b", true);
    expect(hidden.map((m) => m.hide)).toEqual([false, true, false]);
    expect(setModuleHidden(hidden, "b", false).map((m) => m.hide)).toEqual([false, false, false]);
    expect(modules[1]?.hide).toBe(false);
  });

  it("makes a new module with a fresh client id and texts in every site language", () => {
    const one = makeModule("Text", ["sv", "en", "de"], "wedding");
    const two = makeModule("Text", ["sv", "en", "de"], "wedding");
    expect(one.siteModuleType).toBe("Text");
    expect(one.id).toMatch(/^CLIENTID[a-z0-9]+$/);
    expect(one.id).not.toBe(two.id);
    expect(Object.keys(one.title).sort()).toEqual(["de", "en", "sv"]);
    for (const language of ["sv", "en", "de"]) expect(one.title[language]).not.toBe("");
  });

  it("offers every kind, but no gift registry for the event brand", () => {
    expect(addableKinds("wedding")).toContain("GiftRegistry");
    expect(addableKinds("wedding")).toHaveLength(15);
    expect(addableKinds("event")).not.toContain("GiftRegistry");
    expect(addableKinds("event")).toHaveLength(14);
    // Issue 27: travel beside the place, the programme beside the countdown, questions before the form.
    const kinds = addableKinds("wedding");
    expect(kinds.indexOf("Travel")).toBe(kinds.indexOf("Location") + 1);
    expect(kinds.indexOf("Programme")).toBe(kinds.indexOf("Countdown") + 1);
    expect(kinds.indexOf("Faq")).toBe(kinds.indexOf("Form") - 1);
  });
});
