import { describe, expect, it } from "vitest";
import { canRedo, canUndo, HISTORY_LIMIT, type History, historyReducer, startHistory } from "./history";

type Doc = { title: string; modules: string[] };
const start: Doc = { title: "", modules: ["a", "b"] };
const edit = (state: History<Doc>, change: Partial<Doc>, group?: string) =>
  historyReducer(state, { type: "edit", change: (d) => ({ ...d, ...change }), group: group ?? null });
const undo = (state: History<Doc>) => historyReducer(state, { type: "undo" });
const redo = (state: History<Doc>) => historyReducer(state, { type: "redo" });

describe("the draft's undo history", () => {
  it("undoes and redoes each edit, and a new edit clears what could be redone", () => {
    let state = startHistory(start);
    state = edit(state, { modules: ["b", "a"] });
    state = edit(state, { modules: ["b"] });
    expect(canUndo(state)).toBe(true);
    state = undo(state);
    expect(state.present.modules).toEqual(["b", "a"]);
    state = undo(state);
    expect(state.present).toEqual(start);
    expect(canUndo(state)).toBe(false);
    expect(undo(state)).toBe(state);
    state = redo(state);
    expect(state.present.modules).toEqual(["b", "a"]);
    expect(canRedo(state)).toBe(true);
    state = edit(state, { title: "x" });
    expect(canRedo(state)).toBe(false);
    expect(redo(state)).toBe(state);
  });

  it("coalesces edits of one group (typing in a dialog) into one step", () => {
    let state = startHistory(start);
    for (const title of ["V", "Vä", "Väl", "Välkomna"]) state = edit(state, { title }, "session-1");
    expect(state.past).toHaveLength(1);
    state = undo(state);
    expect(state.present.title).toBe("");
  });

  it("does not coalesce across groups, nor after an undo", () => {
    let state = startHistory(start);
    state = edit(state, { title: "a" }, "session-1");
    state = edit(state, { title: "b" }, "session-2");
    expect(state.past).toHaveLength(2);
    state = undo(state);
    state = edit(state, { title: "c" }, "session-1");
    expect(state.past).toHaveLength(2);
  });

  it("drops the step when a group ends where it began (Avbryt restores the snapshot)", () => {
    let state = startHistory(start);
    state = edit(state, { modules: ["b", "a"] });
    const before = state.present;
    state = edit(state, { title: "draft" }, "session-3");
    state = edit(state, { title: "draft 2" }, "session-3");
    state = historyReducer(state, { type: "edit", change: () => before, group: "session-3" });
    expect(state.present).toEqual(before);
    expect(state.past).toHaveLength(1);
    expect(undo(state).present).toEqual(start);
  });

  it("ignores an edit that changes nothing", () => {
    const state = startHistory(start);
    expect(edit(state, { title: "" })).toBe(state);
    expect(historyReducer(state, { type: "edit", change: () => ({ ...start }), group: "s" })).toBe(state);
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    let state = startHistory(start);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) state = edit(state, { title: String(i) });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(state)) state = undo(state);
    expect(state.present.title).toBe("20");
  });

  it("starts again from the saved document", () => {
    let state = edit(startHistory(start), { title: "x" });
    state = historyReducer(state, { type: "reset", present: { title: "x", modules: [] } });
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
  });
});
