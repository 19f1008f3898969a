// The menu editor's rules (SPEC §2 'Ändra meny'): per module and language a menu title and a
// hide-in-menu switch. A module without a menu title is listed under its title; a long title makes a
// long menu entry, so the editor suggests a short menu title made from the title's first words.
import { setTranslation, type Translation, translate } from "@core/translation";
import type { SiteModule } from "@modules/schemas";

/** Titles longer than this get a suggested short menu title. */
export const MENU_TITLE_MAX = 20;

// Words that make a poor last word of a shortened title ('Mat &', 'Vi ses i').
const TRAILING = /[\s&+,.;:·\-–—/|]+$/;

/**
 * A menu title of at most MENU_TITLE_MAX characters from a long title: its first whole words, or
 * (one very long word) the word's start. null when the title is short enough as it is.
 */
export function suggestMenuTitle(title: string): string | null {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= MENU_TITLE_MAX) return null;
  let short = "";
  for (const word of clean.split(" ")) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > MENU_TITLE_MAX) break;
    short = next;
  }
  if (!short) short = Array.from(clean).slice(0, MENU_TITLE_MAX).join("");
  return short.replace(TRAILING, "") || null;
}

export type MenuRow = {
  id: string;
  kind: SiteModule["siteModuleType"];
  /** The module's title in this language ('' when untitled). */
  title: string;
  /** The menu title as written in this language ('' when none). */
  menuTitle: string;
  /** What the menu shows when the menu title is left empty: the title. */
  placeholder: string;
  /** A short menu title to offer, when the entry (menu title, else title) would be long. */
  suggestion: string | null;
  hideInMenu: boolean;
  hidden: boolean;
};

export function menuRows(modules: readonly SiteModule[], language: string): MenuRow[] {
  return modules.map((module) => {
    const title = translate(module.title, language);
    const menuTitle = module.menuTitle[language] ?? "";
    return {
      id: module.id,
      kind: module.siteModuleType,
      title,
      menuTitle,
      placeholder: title,
      // What the menu shows is what must be short: the menu title when written, else the title.
      suggestion: suggestMenuTitle(menuTitle.trim() || title),
      hideInMenu: module.hideInMenu,
      hidden: module.hide,
    };
  });
}

/**
 * The menu title in one language. An emptied one is kept as '' (an on-purpose empty): the menu then
 * shows the module's title in that language, not another language's menu title.
 */
export function setMenuTitle<M extends { menuTitle: Translation }>(
  module: M,
  language: string,
  text: string,
): M {
  return { ...module, menuTitle: setTranslation(module.menuTitle, language, text) };
}

export function setHideInMenu<M extends { hideInMenu: boolean }>(module: M, hideInMenu: boolean): M {
  return { ...module, hideInMenu };
}
