// Whether the owner's main pointer is a finger (a phone or tablet): the crop view then speaks of
// dragging with a finger rather than of arrow keys (issue 23 item 10). Follows changes (a tablet's
// keyboard cover attached); false where the browser cannot say.
import { useSyncExternalStore } from "react";

export const COARSE_POINTER_QUERY = "(pointer: coarse)";

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(COARSE_POINTER_QUERY);
  if (!list) return () => {};
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(COARSE_POINTER_QUERY).matches ?? false,
    () => false,
  );
}
