// /aterstall-losenord (SPEC §2 Login, §4 Password reset: request, then 'mail sent'). The answer is the
// same whether or not the mail has an account, and says so. The mail is written in the UI language.
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "../account/AuthLayout";
import { api } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";

export function ResetPasswordPage() {
  const { t, i18n } = useTranslation("app");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  useEffect(() => {
    document.title = `${t("reset.title")} - ${appConfig().displayName}`;
  }, [t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const mail = String(new FormData(event.currentTarget).get("mail") ?? "").trim();
    setBusy(true);
    try {
      await api.post("/api/accounts/reset-password/", { mail, language: i18n.language });
      setSentTo(mail);
    } catch (cause) {
      setError({ error: cause, description: t("reset.requestFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      {sentTo ? (
        <div className="auth-card__done" role="status">
          <span className="auth-card__mark" aria-hidden="true">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7" strokeLinejoin="round" />
            </svg>
          </span>
          <h1>{t("reset.sentTitle")}</h1>
          <p>{t("reset.sentText", { mail: sentTo })}</p>
          <Link className="button button--wide" to="/logga-in">
            {t("reset.backToLogin")}
          </Link>
        </div>
      ) : (
        <>
          <h1>{t("reset.title")}</h1>
          <p className="auth-card__lead">{t("reset.lead")}</p>
          <form className="form" onSubmit={submit}>
            <label className="field">
              <span>{t("reset.mail")}</span>
              <input name="mail" type="email" autoComplete="email" required maxLength={254} />
            </label>
            <button className="button button--primary button--wide" type="submit" disabled={busy}>
              {busy ? t("reset.sending") : t("reset.submit")}
            </button>
            <p className="auth-card__links">
              <Link to="/logga-in">{t("reset.backToLogin")}</Link>
            </p>
          </form>
        </>
      )}
      <ErrorDialog shown={error} />
    </AuthLayout>
  );
}
