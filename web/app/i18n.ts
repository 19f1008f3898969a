// The owner app's UI language (SPEC §1): ?lang= (stored locally), else the stored value, else the
// browser language, else sv. Its message file is loaded lazily.
import { chooseUiLanguage, type UiLanguage } from "@core/languages";
import { createI18n, loadMessages } from "@web/i18n";
import type { i18n } from "i18next";

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

export async function createAppI18n(language: UiLanguage): Promise<i18n> {
  const messages = (await loadMessages(language)) as { guest: object; app: object };
  document.documentElement.lang = language;
  return createI18n(language, { [language]: { guest: messages.guest, app: messages.app } });
}
