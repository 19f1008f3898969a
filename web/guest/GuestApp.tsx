import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { SitePage } from "./SitePage";
import type { GuestPageState } from "./state";

/**
 * The whole guest page, rendered on the server only. The browser gets it as HTML and hydrates just its
 * islands (web/guest/islands), which the server rendered on their own beforehand, with the same i18n.
 */
export function GuestApp({ state, i18n }: { state: GuestPageState; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SitePage
        site={state.site}
        language={state.language}
        mode="PUBLIC"
        brand={state.brand}
        linkQuery={state.linkQuery}
        islands={state.islands}
        invitation={state.invitation ?? null}
      />
    </I18nextProvider>
  );
}
