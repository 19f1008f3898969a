// The phone action bar's 'Fler val' menu (issue 23 item 4): a button that shows and hides a panel of the
// bar's other actions (the disclosure pattern: a real button with aria-expanded and aria-controls, the
// panel's controls are ordinary buttons, a select and toggles with aria-pressed, so every screen
// reader and the Tab key work on them as they are). Opening moves focus to the first action; Escape
// closes and gives focus back to the button; a tap outside, or Tab past the last action, closes.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Closes the menu; with `returnFocus`, focus goes back to the menu's button first. */
export type CloseMenu = (returnFocus?: boolean) => void;

type Props = {
  /** The button's accessible name ('Fler val'). */
  label: string;
  children: (close: CloseMenu) => ReactNode;
};

const FOCUSABLE = "button:not(:disabled), select:not(:disabled), a[href], input:not(:disabled)";

export function ActionBarMenu({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close: CloseMenu = (returnFocus = false) => {
    // Focus first, so a drawer opened by the action remembers the menu's button as its opener.
    if (returnFocus) button.current?.focus();
    setOpen(false);
  };

  useEffect(() => {
    const menu = root.current;
    if (!open || !menu) return;
    menu.querySelector<HTMLElement>(`.action-menu__panel :is(${FOCUSABLE})`)?.focus();
    // A tap anywhere else closes the menu (focus stays where the tap puts it).
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && menu.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      button.current?.focus();
      setOpen(false);
    };
    // Tab out of the menu closes it. A blur towards nothing (a tap on the page, or Safari, which does
    // not focus tapped buttons) is the pointer's business, handled above.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    menu.addEventListener("keydown", onKeyDown);
    menu.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      menu.removeEventListener("keydown", onKeyDown);
      menu.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className="action-menu">
      <button
        ref={button}
        type="button"
        className={`action-button action-button--icon action-menu__toggle${open ? " is-current" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      <div id={panelId} className="action-menu__panel" hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
