// Focus back to where it was when a dialog closes (WCAG 2.4.3 focus order). A Radix dialog opened
// without a Dialog.Trigger (a controlled `open`) has nothing to give focus back to, so the keyboard
// user would land at the top of the page; these handlers remember the focused element when the dialog
// opens and focus it again when it closes, if it is still on the page and enabled, else the fallback's
// element (for a dialog opened from another dialog that has gone meanwhile, such as feedback from the
// side menu, or an error dialog whose send button was disabled while busy).
import { useMemo, useRef } from "react";

/** How to find "the same control" again when React has replaced the node (a layout switch on resize). */
type Signature = { tag: string; label: string };
const signatureOf = (element: Element): Signature => ({
  tag: element.tagName,
  label: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(),
});
function findAgain(signature: Signature | null): HTMLElement | null {
  if (!signature?.label) return null;
  for (const candidate of document.querySelectorAll<HTMLElement>(signature.tag)) {
    const { label } = signatureOf(candidate);
    if (
      label === signature.label &&
      !candidate.closest("[hidden], [inert]") &&
      !candidate.matches(":disabled")
    )
      return candidate;
  }
  return null;
}

export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<Element | null>(null);
  const signature = useRef<Signature | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        // Called before the dialog moves focus inside, so this is still the element that opened it.
        // A dialog that opens by itself (quick start's intro) finds nothing focused: the page's body
        // is no opener, and its signature (all the page's text) would find the body again on close.
        const active = document.activeElement;
        const real =
          active && active !== document.body && active !== document.documentElement ? active : null;
        opener.current = real;
        signature.current = real ? signatureOf(real) : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const remembered = opener.current;
        opener.current = null;
        const element =
          remembered instanceof HTMLElement &&
          remembered.isConnected &&
          remembered !== document.body &&
          !remembered.matches(":disabled")
            ? remembered
            : // The opener was re-rendered as a new node (e.g. the action bar switched layout while the
              // dialog was open): the same control, found by its tag and name, else the fallback.
              (findAgain(signature.current) ?? fallbackRef.current?.() ?? null);
        if (element?.isConnected) {
          event.preventDefault();
          element.focus();
        } else if (fallbackRef.current) {
          // Closed before the place focus returns to was drawn (the editor draws its page in a
          // deferred render; a dialog that opens by itself may close first): focus it once it is
          // there, unless the user has put focus somewhere meanwhile.
          focusWhenDrawn(fallbackRef.current);
        }
      },
    }),
    [],
  );
}

/**
 * Focuses what `find` gives once it exists (checked each frame, for up to 5 s) while nothing else has
 * focus: for a dialog that closed before the place its focus goes to was drawn.
 */
export function focusWhenDrawn(find: () => HTMLElement | null, options?: FocusOptions): void {
  const until = performance.now() + 5_000;
  const look = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const element = find();
    if (element?.isConnected) {
      element.focus(options);
      return;
    }
    if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
