// The owner app's UI language for this visit (?lang=, the stored choice, the browser's languages), apart
// from i18n.ts (which re-exports it) so main.tsx can ask for the first messages without i18next (issue 24).
import { chooseUiLanguage, type UiLanguage } from "@core/languages";

const STORAGE_KEY = "uiLanguage";

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function pickUiLanguage(): UiLanguage {
  const choice = chooseUiLanguage({
    query: new URLSearchParams(window.location.search).get("lang"),
    stored: readStored(),
    browserLanguages: [...navigator.languages],
  });
  if (choice.store) {
    try {
      localStorage.setItem(STORAGE_KEY, choice.language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  return choice.language;
}
