// /aterstall-losenord/{token} (SPEC §2 Login, §4 Password reset: token, then 'done'): a new password
// of at least 6 characters, then a link back to /logga-in. A used or expired link is explained by the
// error dialog, and the page offers to ask for a new one.
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AuthLayout } from "../account/AuthLayout";
import { api } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";

const PASSWORD_MIN_LENGTH = 6;

export function ResetPasswordSetPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("app");
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  useEffect(() => {
    document.title = `${t("reset.setTitle")} - ${appConfig().displayName}`;
  }, [t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    try {
      await api.put("/api/accounts/reset-password/", { password, token });
      setDone(true);
    } catch (cause) {
      setError({ error: cause, description: t("reset.setFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      {done ? (
        <div className="auth-card__done" role="status">
          <span className="auth-card__mark" aria-hidden="true">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="M5 12.5l4.2 4.2L19 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h1>{t("reset.doneTitle")}</h1>
          <p>{t("reset.doneText")}</p>
          <Link className="button button--primary button--wide" to="/logga-in">
            {t("reset.toLogin")}
          </Link>
        </div>
      ) : (
        <>
          <h1>{t("reset.setTitle")}</h1>
          <p className="auth-card__lead">{t("reset.setLead")}</p>
          <form className="form" onSubmit={submit}>
            <label className="field">
              <span>{t("reset.newPassword")}</span>
              <input
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={200}
              />
            </label>
            <button className="button button--primary button--wide" type="submit" disabled={busy}>
              {busy ? t("reset.saving") : t("reset.setSubmit")}
            </button>
            <p className="auth-card__links">
              <Link to="/aterstall-losenord">{t("reset.requestNew")}</Link>
              <Link to="/logga-in">{t("reset.backToLogin")}</Link>
            </p>
          </form>
        </>
      )}
      <ErrorDialog shown={error} />
    </AuthLayout>
  );
}
