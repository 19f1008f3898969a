// /aterstall-losenord/{token} (SPEC §2 Login, §4 Password reset: token, then 'done'): a new password
// of at least 6 characters, then a link back to /logga-in. A used or expired link is explained by the
// error dialog, and the page offers to ask for a new one.
import { LIMITS } from "@core/limits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AuthDone, AuthLayout } from "../account/AuthLayout";
import { useAuthSubmit } from "../account/auth-submit";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { LazyErrorDialog } from "../components/LazyErrorDialog";

const PASSWORD_MIN_LENGTH = LIMITS.passwordMinLength;

export function ResetPasswordSetPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("app");
  const [done, setDone] = useState(false);
  const { busy, error, submit, returnFocus } = useAuthSubmit(async (form) => {
    const password = String(form.get("password") ?? "");
    await api.put("/api/accounts/reset-password/", { password, token });
    setDone(true);
  }, t("reset.setFailed"));

  useDocumentTitle(t("reset.setTitle"));

  return (
    <AuthLayout>
      {done ? (
        <AuthDone
          icon="check"
          title={t("reset.doneTitle")}
          text={t("reset.doneText")}
          to="/logga-in"
          linkText={t("reset.toLogin")}
          primary
        />
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
      <LazyErrorDialog shown={error} returnFocusTo={returnFocus} />
    </AuthLayout>
  );
}
