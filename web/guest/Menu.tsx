import type { MenuEntry } from "@core/anchors";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = { entries: MenuEntry[]; alwaysShow: boolean };

export function Menu({ entries, alwaysShow }: Props) {
  const { t } = useTranslation("guest");
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !alwaysShow) return null;

  const go = (event: React.MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    target.scrollIntoView({ behavior: "smooth", block: "start" });
    history.replaceState(null, "", `#${anchor}`);
  };

  return (
    <nav className={`site-menu${open ? " is-open" : ""}`} aria-label={t("menu")}>
      <button
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
    </nav>
  );
}
