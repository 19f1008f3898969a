import { createI18n } from "@web/i18n";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { PasswordGate, type PasswordGateState } from "./PasswordGate";
import { SitePage } from "./SitePage";
import type { GuestPageState } from "./state";

/**
 * The whole guest page: rendered on the server, hydrated in the browser from the same state. A
 * protected site before its password gets only the password gate (its state holds no site content).
 */
export function GuestApp({ state }: { state: GuestPageState | PasswordGateState }) {
  const [i18n] = useState(() =>
    createI18n(state.uiLanguage, { [state.uiLanguage]: { guest: state.messages } }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      {"gate" in state ? (
        <PasswordGate
          siteId={state.siteId}
          brand={state.brand}
          action={state.action}
          initialProblem={state.problem}
        />
      ) : (
        <SitePage
          site={state.site}
          language={state.language}
          mode="PUBLIC"
          brand={state.brand}
          linkQuery={state.linkQuery}
        />
      )}
    </I18nextProvider>
  );
}
