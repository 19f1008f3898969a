// The editor's page-level undo and redo (SPEC §4 Editor, issue 8 item 8): a history of whole draft
// documents since the last save. Pure, so the rules are unit-tested without React.
//
// Coalescing: an edit carrying the same `group` as the edit before it replaces the present instead of
// adding a step. The shell gives every edit dialog session one group, so typing a title is one step
// (not one per keystroke), and Avbryt (which puts the module back as it was) leaves no step at all: an
// edit that returns the document to the state before its group began drops the group's step.

/** At most this many steps are kept; older ones are forgotten (as the rich-text editor's 100). */
export const HISTORY_LIMIT = 100;

export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last edit; null after undo, redo or a module operation of its own. */
  group: string | null;
};

export type HistoryAction<T> =
  | { type: "edit"; change: (present: T) => T; group?: string | null }
  | { type: "undo" }
  | { type: "redo" }
  /** A new starting point: the document as loaded or saved. History is cleared. */
  | { type: "reset"; present: T };

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], group: null };
}

const same = <T>(a: T, b: T) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "edit": {
      const next = action.change(state.present);
      const group = action.group ?? null;
      const coalesce = group !== null && group === state.group && state.past.length > 0;
      if (coalesce) {
        const before = state.past[state.past.length - 1] as T;
        // Back where the group started (Avbryt, or typed and deleted): the step disappears.
        if (same(next, before))
          return { past: state.past.slice(0, -1), present: before, future: [], group: null };
        return { ...state, present: next, future: [], group };
      }
      if (same(next, state.present)) return state;
      const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: next, future: [], group };
    }
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        group: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, group: null };
    }
    case "reset":
      return startHistory(action.present);
  }
}

export const canUndo = (state: History<unknown>) => state.past.length > 0;
export const canRedo = (state: History<unknown>) => state.future.length > 0;
