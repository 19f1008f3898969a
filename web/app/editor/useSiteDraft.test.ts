import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { moveModule } from "./useSiteDraft";

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
