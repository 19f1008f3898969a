// /aterstall-losenord (SPEC §2 Login, §4 Password reset: request, then 'mail sent'). The answer is the
// same whether or not the mail has an account, and says so. The mail is written in the UI language.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthDone, AuthLayout } from "../account/AuthLayout";
import { useAuthSubmit } from "../account/auth-submit";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { LazyErrorDialog } from "../components/LazyErrorDialog";

export function ResetPasswordPage() {
  const { t, i18n } = useTranslation("app");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, submit, returnFocus } = useAuthSubmit(async (form) => {
    const mail = String(form.get("mail") ?? "").trim();
    await api.post("/api/accounts/reset-password/", { mail, language: i18n.language });
    setSentTo(mail);
  }, t("reset.requestFailed"));

  useDocumentTitle(t("reset.title"));

  return (
    <AuthLayout>
      {sentTo ? (
        <AuthDone
          icon="mail"
          title={t("reset.sentTitle")}
          text={t("reset.sentText", { mail: sentTo })}
          to="/logga-in"
          linkText={t("reset.backToLogin")}
        />
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
      <LazyErrorDialog shown={error} returnFocusTo={returnFocus} />
    </AuthLayout>
  );
}
