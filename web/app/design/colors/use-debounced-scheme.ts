// The picker's colours move at once while the draft follows 800 ms after the last move (SPEC §9), so
// a slider drag re-renders the page beside the drawer once, not sixty times a second, and undoes as
// one step: every burst gets its own undo group.
import type { ColorScheme } from "@core/colors";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftUpdate } from "../types";

export const COLOR_DEBOUNCE_MS = 800;

const same = (a: ColorScheme, b: ColorScheme) => JSON.stringify(a) === JSON.stringify(b);

export function useDebouncedScheme(saved: ColorScheme, update: DraftUpdate) {
  const [scheme, setScheme] = useState(saved);
  const pending = useRef<ColorScheme | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const burst = useRef(0);
  const committed = useRef(saved);
  const updateRef = useRef(update);
  updateRef.current = update;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    committed.current = next;
    burst.current += 1;
    updateRef.current((document) => ({ ...document, colorScheme: next }), `colors-${burst.current}`);
  }, []);

  /** A slider move: shown at once, reaches the draft when the burst settles. */
  const change = useCallback(
    (next: ColorScheme) => {
      setScheme(next);
      pending.current = next;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, COLOR_DEBOUNCE_MS);
    },
    [flush],
  );

  /** A preset: one deliberate click, so it reaches the draft at once (after any unsent slider move). */
  const choose = useCallback(
    (next: ColorScheme) => {
      flush();
      setScheme(next);
      committed.current = next;
      updateRef.current((document) => ({ ...document, colorScheme: next }));
    },
    [flush],
  );

  // The draft changed elsewhere (undo, a design template): show it, dropping an unsent move.
  useEffect(() => {
    if (same(saved, committed.current)) return;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    committed.current = saved;
    setScheme(saved);
  }, [saved]);

  // Closing the drawer or switching tab mid-burst still keeps the last move.
  useEffect(() => flush, [flush]);

  return { scheme, change, choose };
}
