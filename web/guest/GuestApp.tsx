import { createI18n } from "@web/i18n";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { SitePage } from "./SitePage";
import type { GuestPageState } from "./state";

/**
 * The whole guest page, rendered on the server only. The browser gets it as HTML and hydrates just its
 * islands (web/guest/islands), which the server rendered on their own beforehand.
 */
export function GuestApp({ state }: { state: GuestPageState }) {
  const [i18n] = useState(() =>
    createI18n(state.uiLanguage, { [state.uiLanguage]: { guest: state.messages } }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SitePage
        site={state.site}
        language={state.language}
        mode="PUBLIC"
        brand={state.brand}
        linkQuery={state.linkQuery}
        islands={state.islands}
      />
    </I18nextProvider>
  );
}
