// The page menu (SPEC §2 Menu): one link per listed module. The links stay in one row while they fit;
// when they do not (measured, not a fixed breakpoint) they collapse behind a 'Meny' toggle. Before the
// first measurement (no JavaScript yet) the row scrolls sideways, so every link is reachable anyway.
import type { MenuEntry } from "@core/anchors";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Props = { entries: MenuEntry[]; alwaysShow: boolean };

/** SPEC §2: the fit is measured again 300 ms after the last resize, with 2 px tolerance. */
export const MENU_FIT_DEBOUNCE_MS = 300;
export const MENU_FIT_TOLERANCE_PX = 2;

/** Whether links needing `needed` px fit into `available` px. */
export function menuFits(needed: number, available: number): boolean {
  return needed <= available + MENU_FIT_TOLERANCE_PX;
}

type Layout = "unmeasured" | "inline" | "collapsed";

/**
 * The editor's 'Ändra meny' (SPEC §2: edit mode has an edit-menu button): the editor shell provides
 * what opens its menu editor; guest pages provide nothing and show no button.
 */
export const MenuEditContext = createContext<{ open: () => void; label: string } | null>(null);

// useLayoutEffect warns when rendered on the server; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function Menu({ entries, alwaysShow }: Props) {
  const { t } = useTranslation("guest");
  const editMenu = useContext(MenuEditContext);
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<Layout>("unmeasured");
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const labels = entries.map((entry) => entry.label).join("\u0000");

  const remeasure = useCallback(() => {
    const navElement = nav.current;
    const measureElement = measure.current;
    if (!navElement || !measureElement) return;
    const fits = menuFits(
      measureElement.getBoundingClientRect().width,
      navElement.getBoundingClientRect().width,
    );
    setLayout(fits ? "inline" : "collapsed");
    if (fits) setOpen(false);
  }, []);

  // Measure at once after mount (and when the labels change), then again 300 ms after resizing stops
  // and when the web fonts have arrived (they change the links' widths).
  useBrowserLayoutEffect(() => {
    remeasure();
  }, [remeasure, labels]);

  useEffect(() => {
    const navElement = nav.current;
    if (!navElement) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(remeasure, MENU_FIT_DEBOUNCE_MS);
    };
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(later);
    observer?.observe(navElement);
    window.addEventListener("resize", later);
    void document.fonts?.ready.then(() => remeasure());
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener("resize", later);
    };
  }, [remeasure]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (nav.current && event.target instanceof Node && !nav.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (entries.length === 0 && !alwaysShow) return null;

  const go = (event: React.MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    history.replaceState(history.state, "", `#${anchor}`);
    // Keyboard and screen reader users continue from the section they chose.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };

  const editButton = editMenu ? (
    <button type="button" className="site-menu-edit" onClick={editMenu.open} title={editMenu.label}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-menu-edit__text">{editMenu.label}</span>
    </button>
  ) : null;

  return (
    <>
      <nav ref={nav} className={`site-menu is-${layout}${open ? " is-open" : ""}`} aria-label={t("menu")}>
        <button
          ref={toggle}
          type="button"
          className="site-menu__toggle"
          aria-expanded={open}
          aria-controls="site-menu-list"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-menu__toggle-icon" aria-hidden="true" />
          {open ? t("closeMenu") : t("menu")}
        </button>
        <ul className="site-menu__list" id="site-menu-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.anchor}`} onClick={(event) => go(event, entry.anchor)}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        {/* The links' natural one-row width, measured whether or not the real list is collapsed. */}
        <div className="site-menu__measurer" aria-hidden="true">
          <ul ref={measure} className="site-menu__list site-menu__measure">
            {entries.map((entry) => (
              <li key={entry.id}>
                <span className="site-menu__measure-link">{entry.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {editButton}
    </>
  );
}
