// The owner app's UI language (SPEC §1): ?lang= (stored locally), else the stored value, else the
// browser language, else sv. Its message file is loaded lazily.
import type { UiLanguage } from "@core/languages";
import { createI18n, loadFirstMessages, loadLaterMessages } from "@web/i18n";
import type { i18n } from "i18next";

export { pickUiLanguage } from "./ui-language";

type Messages = { guest?: object; app?: object };

let appI18n: Promise<{ instance: i18n; language: UiLanguage }> | null = null;
let appLanguage: UiLanguage = "sv";
let laterMessages: Promise<void> | null = null;

/**
 * The app's i18n with the messages its first screen needs (web/i18n/sv-first.ts …); the rest comes with
 * `whenAllMessages` (issue 24: half the message file is screens and parts the editor opens later).
 */
export async function createAppI18n(language: UiLanguage): Promise<i18n> {
  appLanguage = language;
  appI18n = loadFirstMessages(language).then((messages: Messages) => {
    document.documentElement.lang = language;
    const resources = { [language]: { guest: messages.guest ?? {}, app: messages.app ?? {} } };
    return { instance: createI18n(language, resources), language };
  });
  return (await appI18n).instance;
}

/**
 * The app's other messages (web/i18n/sv-later.ts …), added to its i18n once. Screens and parts that use
 * them wait for this before they are drawn (start.tsx's routes, LazyPart), so none shows a bare key.
 * At once where the app made no i18n of its own (component tests bring theirs, with every message).
 */
export function whenAllMessages(): Promise<void> {
  if (!appI18n) return Promise.resolve();
  if (!laterMessages) {
    // Fetched beside the first part, not after it: a screen that waits for both waits once.
    laterMessages = Promise.all([appI18n, loadLaterMessages(appLanguage)]).then(
      ([{ instance, language }, later]) => {
        const messages = later as Messages;
        if (messages.guest) instance.addResourceBundle(language, "guest", messages.guest, true, false);
        if (messages.app) instance.addResourceBundle(language, "app", messages.app, true, false);
      },
    );
    laterMessages.catch(() => {
      // Asked for again by the next screen or part that needs them.
      laterMessages = null;
    });
  }
  return laterMessages;
}
