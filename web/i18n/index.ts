// UI messages through i18next, one message file per language (sv default, en, da). The guest page
// gets only the 'guest' namespace of its language inlined by the server; the owner app loads its
// language file lazily.
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from "@core/languages";
import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { loadFirstMessages, loadLaterMessages } from "./message-parts";
import { mergeMessages } from "./merge";

export type GuestMessages = Record<string, unknown>;

/** The UI language for a page language: itself when the UI speaks it, else English. */
export function uiLanguageFor(language: string): UiLanguage {
  return isUiLanguage(language) ? language : "en";
}

export function createI18n(language: UiLanguage, resources: Resource): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_UI_LANGUAGE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export async function loadMessages(language: UiLanguage): Promise<Record<string, unknown>> {
  // Its two parts (sv.ts merges the same for the server): in the browser one copy of each part's file.
  const [first, later] = await Promise.all([loadFirstMessages(language), loadLaterMessages(language)]);
  return mergeMessages(first, later);
}

export { loadFirstMessages, loadLaterMessages } from "./message-parts";
