// The words the guest page uses where the owner wrote none (a button, a confirmation), in the language
// being edited rather than the owner app's own: an owner writing the Danish page sees the Danish
// default. The page's UI language is uiLanguageFor(page language), as on the guest page; its messages
// are loaded once when the app does not have them yet.
import { isUiLanguage, type UiLanguage } from "@core/languages";
import { loadMessages, uiLanguageFor } from "@web/i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The guest texts of the page language's UI language, loaded into the app's i18n when missing. Answers
 * that UI language and whether its texts are there yet (until then the app's own language stands in).
 */
export function useGuestMessagesFor(language: string): { ui: UiLanguage; present: boolean } {
  const { i18n } = useTranslation("guest");
  const ui = uiLanguageFor(language);
  const [, loaded] = useState(0);
  const present = i18n.hasResourceBundle(ui, "guest");
  useEffect(() => {
    if (present || !isUiLanguage(ui)) return;
    let cancelled = false;
    void loadMessages(ui).then((messages) => {
      if (cancelled) return;
      i18n.addResourceBundle(ui, "guest", (messages as { guest: object }).guest, true, false);
      loaded((n) => n + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [present, ui, i18n]);
  return { ui, present };
}

export function useGuestDefaults(language: string): (key: string) => string {
  const { i18n } = useTranslation("guest");
  const { ui, present } = useGuestMessagesFor(language);
  const t = i18n.getFixedT(present ? ui : i18n.language, "guest");
  return (key: string) => t(key);
}
