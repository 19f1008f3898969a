// /logga-in (SPEC §2 Login): logged out, mail and password with links to reset and sign-up; logged in,
// the account's mail, a link to the page and log out.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api, type Me } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";

export function LoginPage() {
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = appConfig();
  const me = useQuery({ queryKey: ["me"], queryFn: () => api.get<Me>("/api/accounts/me/") });
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const result = await api.post<{ site: string | null }>("/api/accounts/login/", {
        mail: form.get("mail"),
        password: form.get("password"),
      });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      if (result.site) navigate(`/redigera/${result.site}/`);
    } catch (cause) {
      setError({ error: cause });
    } finally {
      setBusy(false);
    }
  }

  async function logOut() {
    try {
      await api.post("/api/accounts/logout/");
    } catch (cause) {
      setError({ error: cause });
      return;
    }
    queryClient.setQueryData(["me"], null);
    await queryClient.invalidateQueries({ queryKey: ["me"] });
  }

  const account = me.data;
  const signUpHref = config.brand === "wedding" ? "/kom-igang" : "/snabbstart?registerAccount=true";

  return (
    <main className="app-page app-page--center">
      <div className="card auth-card">
        <h1>{t("login.title")}</h1>
        {me.isPending ? (
          <p aria-live="polite">{t("editor.loading")}</p>
        ) : account ? (
          <div className="auth-card__logged-in">
            <p>{t("login.loggedInAs", { mail: account.mail })}</p>
            {account.site ? (
              <Link className="button button--primary" to={`/redigera/${account.site._id}/`}>
                {t("login.goToMyPage")}
              </Link>
            ) : (
              <p>{t("login.noSite")}</p>
            )}
            <button type="button" className="link-button" onClick={logOut}>
              {t("login.logout")}
            </button>
          </div>
        ) : (
          <form className="form" onSubmit={logIn}>
            <label className="field">
              <span>{t("login.mail")}</span>
              <input name="mail" type="email" autoComplete="email" required />
            </label>
            <label className="field">
              <span>{t("login.password")}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            <button className="button button--primary" type="submit" disabled={busy}>
              {t("login.submit")}
            </button>
            <p className="auth-card__links">
              <a href="/aterstall-losenord">{t("login.forgot")}</a>
              <a href={signUpHref}>{t("login.signUp")}</a>
            </p>
          </form>
        )}
      </div>
      <ErrorDialog shown={error} />
    </main>
  );
}
