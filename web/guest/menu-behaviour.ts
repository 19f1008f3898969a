// What the page menu (SPEC §2 Menu) does in the browser, as plain DOM code: the guest page runs it
// without React (issue 11: no framework before a guest touches an island), and the editor's React Menu
// attaches the same code to its own markup. Without JavaScript the row scrolls sideways and the links
// are ordinary anchors, so every section is still reachable.
//
// The links stay in one row while they fit; when they do not (measured, not a fixed breakpoint) they
// collapse behind a 'Meny' toggle. The fit is measured again 300 ms after the last resize, with 2 px
// tolerance, and once the web fonts have arrived (they change the links' widths).

/** SPEC §2: the fit is measured again 300 ms after the last resize, with 2 px tolerance. */
export const MENU_FIT_DEBOUNCE_MS = 300;
export const MENU_FIT_TOLERANCE_PX = 2;

/** Whether links needing `needed` px fit into `available` px. */
export function menuFits(needed: number, available: number): boolean {
  return needed <= available + MENU_FIT_TOLERANCE_PX;
}

export type MenuBehaviour = { remeasure: () => void; destroy: () => void };

const LAYOUTS = ["is-unmeasured", "is-inline", "is-collapsed"] as const;

/** Attaches the menu's behaviour to a server- or React-rendered `nav.site-menu`. */
export function enhanceMenu(nav: HTMLElement): MenuBehaviour {
  const toggle = nav.querySelector<HTMLButtonElement>(".site-menu__toggle");
  const label = nav.querySelector<HTMLElement>(".site-menu__toggle-text");
  const measure = nav.querySelector<HTMLElement>(".site-menu__measure");
  const isOpen = () => nav.classList.contains("is-open");

  const setOpen = (open: boolean) => {
    nav.classList.toggle("is-open", open);
    toggle?.setAttribute("aria-expanded", String(open));
    if (label) label.textContent = (open ? label.dataset.closeLabel : label.dataset.openLabel) ?? "";
    if (open) {
      document.addEventListener("keydown", onKey);
      document.addEventListener("pointerdown", onPointer);
    } else {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    }
  };

  const remeasure = () => {
    if (!measure || !nav.isConnected) return;
    const fits = menuFits(measure.getBoundingClientRect().width, nav.getBoundingClientRect().width);
    nav.classList.remove(...LAYOUTS);
    nav.classList.add(fits ? "is-inline" : "is-collapsed");
    if (fits && isOpen()) setOpen(false);
  };

  function onKey(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggle?.focus();
  }

  function onPointer(event: PointerEvent) {
    if (event.target instanceof Node && !nav.contains(event.target)) setOpen(false);
  }

  const onToggle = () => setOpen(!isOpen());

  // A menu link scrolls smoothly (unless reduced motion is asked for) and moves focus to the section,
  // so keyboard and screen reader users continue from the part they chose.
  const onClick = (event: MouseEvent) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
    if (!link || !nav.contains(link)) return;
    const anchor = decodeURIComponent(link.hash.slice(1));
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    history.replaceState(history.state, "", `#${anchor}`);
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(remeasure, MENU_FIT_DEBOUNCE_MS);
  };
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(later);
  observer?.observe(nav);
  window.addEventListener("resize", later);
  toggle?.addEventListener("click", onToggle);
  nav.addEventListener("click", onClick);
  void document.fonts?.ready.then(remeasure);
  remeasure();

  return {
    remeasure,
    destroy: () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener("resize", later);
      toggle?.removeEventListener("click", onToggle);
      nav.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    },
  };
}
