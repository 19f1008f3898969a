// The account page's "change password" card (issue 12): current password, a new one by the
// registration's rules, and the new one again. A wrong current password or two different new ones are
// shown at the field (aria-invalid, described by the message, focus moved there); anything else goes
// to the error dialog. Done: a status message says every other login was ended (the server ended
// them; this session is kept).
import { LIMITS } from "@core/limits";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, api } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";

type Problem = { field: "currentPassword" | "repeatPassword"; text: string } | null;

export function PasswordChange() {
  const { t } = useTranslation("app");
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const focusField = (name: string) => {
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    setDone(false);
    if (newPassword !== String(data.get("repeatPassword") ?? "")) {
      setProblem({ field: "repeatPassword", text: t("accountData.mismatch") });
      focusField("repeatPassword");
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await api.post("/api/accounts/me/password/", { currentPassword, newPassword });
      form.current?.reset();
      setDone(true);
    } catch (cause) {
      const code = cause instanceof ApiRequestError ? cause.body?.code : undefined;
      if (code === "WRONG_CREDENTIALS" || code === "TOO_MANY_REQUESTS") {
        const text =
          code === "WRONG_CREDENTIALS" ? t("accountData.wrongPassword") : t("accountData.tooManyAttempts");
        setProblem({ field: "currentPassword", text });
        // After the re-render that disabled the button has passed.
        setTimeout(() => focusField("currentPassword"));
      } else setError({ error: cause, description: t("accountData.passwordFailed") });
    } finally {
      setBusy(false);
    }
  }

  const invalid = (field: "currentPassword" | "repeatPassword") =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
  const message = (field: "currentPassword" | "repeatPassword") =>
    problem?.field === field ? (
      <span className="field__error" id={`${id}-${field}-error`} role="alert">
        {problem.text}
      </span>
    ) : null;

  return (
    <section className="card account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("accountData.passwordTitle")}</h2>
      <p className="account-card__hint">{t("accountData.passwordLead")}</p>
      <form className="form" ref={form} onSubmit={submit}>
        <label className="field">
          <span>{t("accountData.currentPassword")}</span>
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            {...invalid("currentPassword")}
          />
          {message("currentPassword")}
        </label>
        <label className="field">
          <span>{t("accountData.newPassword")}</span>
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={LIMITS.passwordMinLength}
            maxLength={LIMITS.passwordMaxLength}
            aria-describedby={`${id}-hint`}
          />
          <span className="field__hint" id={`${id}-hint`}>
            {t("accountData.passwordHint", { count: LIMITS.passwordMinLength })}
          </span>
        </label>
        <label className="field">
          <span>{t("accountData.repeatPassword")}</span>
          <input
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={LIMITS.passwordMaxLength}
            {...invalid("repeatPassword")}
          />
          {message("repeatPassword")}
        </label>
        <div className="account-card__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? t("accountData.savingPassword") : t("accountData.savePassword")}
          </button>
        </div>
        <p role="status" className="account-card__hint">
          {done ? t("accountData.passwordChanged") : ""}
        </p>
      </form>
      <ErrorDialog shown={error} returnFocusTo={() => form.current?.querySelector("input") ?? null} />
    </section>
  );
}
