// In-page anchors for the guest page menu (SPEC §2 Public site, Menu): each module section gets an id
// made from its menu title, and the menu links to it.
import { type Translation, translate } from "./translation";

/** Anchor and public label used when a module has neither a menu title nor a title. */
export const NO_MENU_TITLE = "no-menu-title";
/** Label shown in the editor for an untitled module, so the owner still sees (and can click) an entry. */
export const EDITOR_EMPTY_LABEL = "_";

// Letters that Unicode NFD does not split into base letter + accent, folded by hand.
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  æ: "ae",
  ø: "o",
  ß: "ss",
  œ: "oe",
  ð: "d",
  đ: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/**
 * 'Mat & dryck' → 'mat-och-dryck'. Never empty: text with nothing usable becomes 'no-menu-title', so
 * every section has a valid, linkable id.
 */
export function toAnchor(text: string): string {
  const anchor = text
    .toLowerCase()
    .replace(/[æøßœðđþłı]/g, (letter) => UNDECOMPOSABLE[letter] ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, "-och-")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
  return anchor === "" ? NO_MENU_TITLE : anchor;
}

export type MenuModule = {
  id: string;
  hide?: boolean;
  hideInMenu?: boolean;
  menuTitle?: Translation;
  title?: Translation;
};

export type MenuEntry = { id: string; label: string; anchor: string };

export type MenuOptions = { editMode: boolean };

// The text a module is known by in the menu: menuTitle, else title; '' when it has neither.
function menuText(module: MenuModule, language: string): string {
  return translate(module.menuTitle, language) || translate(module.title, language);
}

/**
 * Anchor (section id) of every module, hidden and hideInMenu ones included. Clashes are numbered over
 * all modules in page order, so a module keeps the same anchor in the editor and on the guest page and
 * when another module is hidden or taken out of the menu; links shared by guests keep working.
 */
export function moduleAnchors(modules: readonly MenuModule[], language: string): ReadonlyMap<string, string> {
  const used = new Set<string>();
  const anchors = new Map<string, string>();
  for (const module of modules) {
    const anchor = uniqueAnchor(toAnchor(menuText(module, language)), used);
    used.add(anchor);
    anchors.set(module.id, anchor);
  }
  return anchors;
}

// 'program' → 'program-2', 'program-3', ... skipping any suffix another module already holds.
function uniqueAnchor(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The menu's entries in page order; hideInMenu modules never listed, hidden modules only in edit mode. */
export function menuEntries(
  modules: readonly MenuModule[],
  language: string,
  { editMode }: MenuOptions,
): MenuEntry[] {
  const anchors = moduleAnchors(modules, language);
  const emptyLabel = editMode ? EDITOR_EMPTY_LABEL : NO_MENU_TITLE;
  return modules
    .filter((module) => !module.hideInMenu && (editMode || !module.hide))
    .map((module) => ({
      id: module.id,
      label: menuText(module, language) || emptyLabel,
      anchor: anchors.get(module.id) ?? NO_MENU_TITLE,
    }));
}
