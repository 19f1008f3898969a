// The frame of the login and password-reset screens: the brand above a card, and the UI language
// choice below it (SPEC §1: ?lang= is remembered, so each choice is a plain link that reloads the
// page in that language).
import { UI_LANGUAGES } from "@core/languages";
import { LineIcon, TickIcon } from "@modules/shared/LineIcon";
import { Logo } from "@web/guest/Logo";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useShellConfig } from "../pages/shell";

const MAIL = "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7";

/** The card a reset screen shows when its step is done: an icon, what happened, and where to go next. */
export function AuthDone(props: {
  icon: "mail" | "check";
  title: string;
  text: string;
  to: string;
  linkText: string;
  primary?: boolean;
}) {
  return (
    <div className="auth-card__done" role="status">
      <span className="auth-card__mark" aria-hidden="true">
        {props.icon === "check" ? <TickIcon /> : <LineIcon d={MAIL} strokeWidth={1.8} />}
      </span>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <Link className={`button${props.primary ? " button--primary" : ""} button--wide`} to={props.to}>
        {props.linkText}
      </Link>
    </div>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("app");
  const { pathname } = useLocation();
  const config = useShellConfig();
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
