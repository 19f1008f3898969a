// The owner app's public entry screens rendered on the server (issue 11 item 4): the start page and
// the login form, in the request's UI language, into the page's #root, so they show with the HTML and
// the stylesheet, before any script; web/app/main.tsx hydrates the same tree. Only for a visitor who
// is not signed in (the signed-in variants need the account, which the client asks for).
import { loginProblemOf } from "@core/account";
import type { UiLanguage } from "@core/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AppConfig } from "@web/app/config";
import { PrivacyPage, TermsPage } from "@web/app/legal/LegalPage";
import { LoginPage } from "@web/app/pages/LoginPage";
import { StartPage } from "@web/app/pages/StartPage";
import { ShellConfigContext } from "@web/app/pages/shell";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouter } from "react-router";

const MESSAGES = { sv, en, da } as const;

/** The paths whose screen the server renders, and the component web/app/main.tsx routes them to. */
const SCREENS: Record<string, FunctionComponent> = {
  "/": StartPage,
  "/logga-in": LoginPage,
  "/villkor": TermsPage,
  "/integritet": PrivacyPage,
};

export const rendersOwnerScreen = (pathname: string): boolean => Object.hasOwn(SCREENS, pathname);

// Each (brand, path, language) renders the same markup for every signed-out visitor: kept, not redone.
const rendered = new Map<string, string>();

/** The screen's markup for #root, or null for a path the server does not render. */
export function renderOwnerScreen(
  pathname: string,
  language: UiLanguage,
  config: AppConfig,
  search: URLSearchParams = new URLSearchParams(),
): string | null {
  const Screen = SCREENS[pathname];
  if (!Screen) return null;
  // The one query a screen reads while rendering: /logga-in?fel= (a login sent before the script ran,
  // login-form.ts). Only its known values make another variant, so what is kept stays bounded.
  const problem = pathname === "/logga-in" ? loginProblemOf(search.get("fel")) : null;
  const location = problem ? `${pathname}?fel=${problem}` : pathname;
  const key = `${config.brand}|${config.market}|${config.displayName}|${location}|${language}`;
  const kept = rendered.get(key);
  if (kept !== undefined) return kept;
  const messages = MESSAGES[language];
  const i18n = createI18n(language, { [language]: { guest: messages.guest, app: messages.app } });
  // As web/app/main.tsx seeds it when the server says no one is signed in: the screens ask nothing.
  const queryClient = new QueryClient();
  queryClient.setQueryData(["me"], null);
  const html = renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          StaticRouter,
          { location },
          createElement(ShellConfigContext.Provider, { value: config }, createElement(Screen)),
        ),
      ),
    ),
  );
  queryClient.clear();
  rendered.set(key, html);
  return html;
}
