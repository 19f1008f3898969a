// The page inside the owner app (editor, design preview, versions) speaks the language being shown, as
// the guest page does (issue 15 item 8: the English page showed 'Önskat antal' and 'Reservera' in the
// editor while the public English page was right). The modules' guest texts come from an i18n whose
// language is the page's UI language; the editor's own controls inside the page (the app namespace)
// keep the owner's language, because that instance holds the owner's app texts under the same key.

import { useGuestMessagesFor } from "@modules/shared/editor/questions/guest-defaults";
import { createI18n } from "@web/i18n";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";

export function PageLanguageTexts({ language, children }: { language: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const { ui, present } = useGuestMessagesFor(language);
  const owner = i18n.language;
  const instance = useMemo(() => {
    if (ui === owner || !present) return null;
    return createI18n(ui, {
      [ui]: { guest: i18n.getResourceBundle(ui, "guest"), app: i18n.getResourceBundle(owner, "app") },
    });
  }, [ui, owner, present, i18n]);
  return instance ? <I18nextProvider i18n={instance}>{children}</I18nextProvider> : children;
}
