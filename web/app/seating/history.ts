// The seating screen's undo (issue 27): the plans before each change, the last UNDO_STEPS of them. A run
// of changes with the same key (typing a table's name, nudging it with the arrow keys, one drag) is one
// step, so undo takes the whole run back.
import type { SeatingPlan } from "@core/seating";

export const UNDO_STEPS = 50;

export type History = { past: { plan: SeatingPlan; key: string | null }[]; lastKey: string | null };

export const EMPTY_HISTORY: History = { past: [], lastKey: null };

/** Records `before` as the plan to go back to, unless this change continues the last run (same key). */
export function record(history: History, before: SeatingPlan, key: string | null = null): History {
  if (key !== null && key === history.lastKey) return history;
  const past = [...history.past, { plan: before, key }].slice(-UNDO_STEPS);
  return { past, lastKey: key };
}

/** The plan to go back to and the history without it; null when there is nothing to undo. */
export function undo(history: History): { plan: SeatingPlan; history: History } | null {
  const last = history.past.at(-1);
  if (!last) return null;
  return { plan: last.plan, history: { past: history.past.slice(0, -1), lastKey: null } };
}
