// Whether the editor's action bar is in its phone form (issue 23 item 4): Publish and Spara in the bar,
// everything else behind the 'Fler val' menu. The same width as the phone rules of the bar in
// design/app-editor-shell.css, so the markup and the styles switch together.
import { useCallback, useSyncExternalStore } from "react";

export const PHONE_BAR_QUERY = "(max-width: 40rem)";

/** Whether the media query matches now, following its changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      if (!list) return () => {};
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export function usePhoneBar(): boolean {
  return useMediaQuery(PHONE_BAR_QUERY);
}
