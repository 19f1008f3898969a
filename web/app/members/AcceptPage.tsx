// /medlem/{token} (issue 28): the link of an invitation to a page. A signed-in account joins with one
// button; otherwise the guest of this screen signs in, or creates an account, right here, and joins in
// the same step. Then the page's editor opens (a helper's screens by their role). The server answers
// every refusal (a used, withdrawn or expired link; already on the page) in the UI language.
import type { AcceptedInvitation } from "@core/members";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AuthLayout } from "../account/AuthLayout";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { errorMessage } from "../components/error-message";

type Me = { mail: string };

export function AcceptPage() {
  const { token = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const navigate = useNavigate();
  useDocumentTitle(t("memberAccept.title"));
  const me = useQuery({
    queryKey: ["me"],
    queryFn: () => api.get<Me>("/api/accounts/me/"),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 401) && count < 2,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function join(signIn?: { mail: string; password: string; register: boolean }) {
    setBusy(true);
    setProblem(null);
    try {
      if (signIn) {
        await api.post(signIn.register ? "/api/accounts/register/" : "/api/accounts/login/", {
          mail: signIn.mail,
          password: signIn.password,
        });
      }
      const joined = await api.post<AcceptedInvitation>(`/api/members/accept/${encodeURIComponent(token)}`);
      navigate(`/redigera/${encodeURIComponent(joined.siteId)}/`);
    } catch (error) {
      setProblem(errorMessage(error, i18n.language, undefined, t("memberAccept.failed")));
      if (signIn) await me.refetch();
    } finally {
      setBusy(false);
    }
  }

  const signedIn = me.data ?? null;
  return (
    <AuthLayout>
      <h1>{t("memberAccept.title")}</h1>
      <p className="auth-card__lead">{t("memberAccept.lead")}</p>
      {problem ? (
        <p role="alert" className="auth-card__problem">
          {problem}
        </p>
      ) : null}
      {me.isPending ? null : signedIn ? (
        <div className="form">
          <p>{t("memberAccept.signedInAs", { mail: signedIn.mail })}</p>
          <button
            className="button button--primary button--wide"
            type="button"
            disabled={busy}
            onClick={() => join()}
          >
            {busy ? t("memberAccept.joining") : t("memberAccept.join")}
          </button>
        </div>
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            void join({
              mail: String(form.get("mail") ?? "").trim(),
              password: String(form.get("password") ?? ""),
              register: submitter?.value === "register",
            });
          }}
        >
          <label className="field">
            <span>{t("memberAccept.mail")}</span>
            <input name="mail" type="email" autoComplete="email" required maxLength={254} />
          </label>
          <label className="field">
            <span>{t("memberAccept.password")}</span>
            <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </label>
          <button className="button button--primary button--wide" type="submit" value="login" disabled={busy}>
            {busy ? t("memberAccept.joining") : t("memberAccept.login")}
          </button>
          <p className="auth-card__links">{t("memberAccept.registerHint")}</p>
          <button className="button button--wide" type="submit" value="register" disabled={busy}>
            {t("memberAccept.register")}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
