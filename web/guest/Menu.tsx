// The page menu (SPEC §2 Menu): one link per listed module. React renders its markup (on the server for
// guests, in the editor's canvas for owners); what it does in the browser is plain DOM code in
// menu-behaviour.ts, which the guest page runs without React and this component attaches in the editor.
import type { MenuEntry } from "@core/anchors";
import { createContext, useContext, useEffect, useRef } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { enhanceMenu, type MenuBehaviour } from "./menu-behaviour";

export { MENU_FIT_DEBOUNCE_MS, MENU_FIT_TOLERANCE_PX, menuFits } from "./menu-behaviour";

type Props = { entries: MenuEntry[]; alwaysShow: boolean };

/**
 * The editor's 'Ändra meny' (SPEC §2: edit mode has an edit-menu button): the editor shell provides
 * what opens its menu editor; guest pages provide nothing and show no button.
 */
export const MenuEditContext = createContext<{ open: () => void; label: string } | null>(null);

export function Menu({ entries, alwaysShow }: Props) {
  const { t } = useTranslation("guest");
  const editMenu = useContext(MenuEditContext);
  const nav = useRef<HTMLElement>(null);
  const behaviour = useRef<MenuBehaviour | null>(null);
  const labels = entries.map((entry) => entry.label).join("\u0000");
  const shown = entries.length > 0 || alwaysShow;

  useEffect(() => {
    if (!shown || !nav.current) return;
    const attached = enhanceMenu(nav.current);
    behaviour.current = attached;
    return () => {
      attached.destroy();
      behaviour.current = null;
    };
  }, [shown]);

  // New or renamed links (the editor) change the width the row needs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels is the trigger, not an input
  useEffect(() => {
    behaviour.current?.remeasure();
  }, [labels]);

  if (!shown) return null;

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
      <nav ref={nav} className="site-menu is-unmeasured" aria-label={t("menu")}>
        <button
          type="button"
          className="site-menu__toggle"
          aria-expanded="false"
          aria-controls="site-menu-list"
        >
          <span className="site-menu__toggle-icon" aria-hidden="true" />
          <span
            className="site-menu__toggle-text"
            data-open-label={t("menu")}
            data-close-label={t("closeMenu")}
          >
            {t("menu")}
          </span>
        </button>
        <ul className="site-menu__list" id="site-menu-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.anchor}`}>{entry.label}</a>
            </li>
          ))}
        </ul>
        {/* The links' natural one-row width, measured whether or not the real list is collapsed. */}
        <div className="site-menu__measurer" aria-hidden="true">
          <ul className="site-menu__list site-menu__measure">
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
