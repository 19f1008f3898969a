// A language segment in a quick-start path (/en/snabbstart) switches the owner app's UI language.
import { isUiLanguage } from "@core/languages";
import { loadMessages } from "@web/i18n";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export function useUiLanguageFromPath(prefix: string | null) {
  const { i18n } = useTranslation("app");
  useEffect(() => {
    if (!prefix || !isUiLanguage(prefix) || i18n.language === prefix) return;
    let cancelled = false;
    void loadMessages(prefix).then((messages) => {
      if (cancelled) return;
      const { guest, app } = messages as { guest: object; app: object };
      i18n.addResourceBundle(prefix, "guest", guest, true, true);
      i18n.addResourceBundle(prefix, "app", app, true, true);
      void i18n.changeLanguage(prefix);
      document.documentElement.lang = prefix;
    });
    return () => {
      cancelled = true;
    };
  }, [prefix, i18n]);
}
