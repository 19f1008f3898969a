// A theme's name and look in the UI language (issue 23 item 8), wherever a theme is chosen or shown: the
// Design drawer's themes, and each design template's theme in the wizard and the drawer. The words are
// in design.themes.* of the app messages.
import type { Theme } from "@core/design";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the theme looks like in a word or two ('Klassisk', 'Tidning'), never its number. */
export function themeName(t: Translate, theme: Theme): string {
  return t(`design.themes.names.${theme}`);
}

/** One line describing the theme ('Centrerade rubriker med en tunn linje under'). */
export function themeLook(t: Translate, theme: Theme): string {
  return t(`design.themes.looks.${theme}`);
}

/** The line under a design template naming its theme ('Tema: Romantisk'). */
export function templateThemeLine(t: Translate, theme: Theme): string {
  return t("design.themes.ofTemplate", { name: themeName(t, theme) });
}
