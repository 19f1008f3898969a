// The frame of the login and password-reset screens: the brand above a card, and the UI language
// choice below it (SPEC §1: ?lang= is remembered, so each choice is a plain link that reloads the
// page in that language).
import { UI_LANGUAGES } from "@core/languages";
import { Logo } from "@web/guest/Logo";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";

const DONE_ICONS = {
  mail: { strokeWidth: "1.8", d: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7" },
  check: { strokeWidth: "2.2", d: "M5 12.5l4.2 4.2L19 7" },
} as const;

/** The card a reset screen shows when its step is done: an icon, what happened, and where to go next. */
export function AuthDone(props: {
  icon: keyof typeof DONE_ICONS;
  title: string;
  text: string;
  to: string;
  linkText: string;
  primary?: boolean;
}) {
  const icon = DONE_ICONS[props.icon];
  return (
    <div className="auth-card__done" role="status">
      <span className="auth-card__mark" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth={icon.strokeWidth}
        >
          <path d={icon.d} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <Link className={`button${props.primary ? " button--primary" : ""} button--wide`} to={props.to}>
        {props.linkText}
      </Link>
    </div>
  );
}

/**
 * A form's submit for these screens: reads the form, calls `send`, and keeps the busy flag and the
 * error for the error dialog (with `failed` as the supplied description, SPEC §8).
 */
export function useAuthSubmit(send: (form: FormData) => Promise<void>, failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await send(form);
    } catch (cause) {
      setError({ error: cause, description: failed });
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, submit };
}

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
