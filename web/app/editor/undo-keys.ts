// Page-level undo and redo from the keyboard: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo.
// Never inside a text input, a select or the rich-text editor (they have their own undo), nor inside a
// dialog (its edits are the dialog's to keep or cancel).
import { useEffect, useRef } from "react";

export type UndoKey = "undo" | "redo" | null;

/** Which page-level action a key press asks for. */
export function undoKeyOf(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): UndoKey {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/** Whether the key press belongs to what has focus: a field, the rich-text editor or a dialog. */
export function ownedByFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])"))
    return true;
  return target.closest("[role='dialog'], [role='alertdialog']") !== null;
}

export function useUndoKeys(undo: () => void, redo: () => void) {
  const actions = useRef({ undo, redo });
  actions.current = { undo, redo };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = undoKeyOf(event);
      if (!action || event.defaultPrevented || ownedByFocus(event.target)) return;
      // An open dialog owns the keyboard even when focus sits on its overlay or the body.
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      event.preventDefault();
      actions.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
