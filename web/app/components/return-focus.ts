// Focus back to where it was when a dialog closes (WCAG 2.4.3 focus order). A Radix dialog opened
// without a Dialog.Trigger (a controlled `open`) has nothing to give focus back to, so the keyboard
// user would land at the top of the page; these handlers remember the focused element when the dialog
// opens and focus it again when it closes, if it is still on the page.
import { useMemo, useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<Element | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        // Called before the dialog moves focus inside, so this is still the element that opened it.
        opener.current = document.activeElement;
      },
      onCloseAutoFocus: (event: Event) => {
        const element = opener.current;
        opener.current = null;
        if (element instanceof HTMLElement && element.isConnected && element !== document.body) {
          event.preventDefault();
          element.focus();
        }
      },
    }),
    [],
  );
}
