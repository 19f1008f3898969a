// The frame of the login and password-reset screens: the brand above a card, and the UI language
// choice below it (SPEC §1: ?lang= is remembered, so each choice is a plain link that reloads the
// page in that language).
import { UI_LANGUAGES } from "@core/languages";
import { Logo } from "@web/guest/Logo";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { appConfig } from "../config";

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("app");
  const { pathname } = useLocation();
  const config = appConfig();
  return (
    <main className="app-page auth-page">
      <a className="auth-page__brand" href="/">
        <Logo />
        <span>{config.displayName}</span>
      </a>
      <div className="card auth-card">{children}</div>
      <nav className="auth-page__languages" aria-label={t("login.uiLanguage")}>
        {UI_LANGUAGES.map((code) => (
          <a
            key={code}
            href={`${pathname}?lang=${code}`}
            lang={code}
            hrefLang={code}
            aria-current={i18n.language === code ? "true" : undefined}
          >
            {t(`guest:languageName.${code}`)}
          </a>
        ))}
      </nav>
    </main>
  );
}
