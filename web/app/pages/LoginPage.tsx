// /logga-in (SPEC §2 Login): logged out, mail and password with links to reset and sign-up (/kom-igang
// for the wedding brand, else /snabbstart?registerAccount=true); logged in, the account's mail, a link
// to the page and log out, which ends the session and leaves to the landing host. A failing account
// lookup (GET /api/accounts/me/) is ignored: the form is shown. The UI language can be chosen here.
// The server renders this screen into the page (server/ssr/owner-app.ts) when no one is signed in.
// A failed login says why by the password field, as the sign-up form does (issue 15 item 10), and
// puts the cursor back there; the error dialog is only for logging out. Once hydrated, each field is
// checked when sent with the message by the field (SPEC §5), as the light /logga-in page does
// (web/login/field-checks.ts, not imported here: a module shared with the app would be a chunk the light
// page loads too; e2e/login-light.spec.ts checks both say the same); before, the browser's own check
// stops an empty form.
import { loginProblemOf } from "@core/account";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "../account/AuthLayout";
import { useAuthSubmit } from "../account/auth-submit";
import { logOutAndLeave } from "../account/logout";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { errorMessage } from "../components/error-message";
import { LazyErrorDialog } from "../components/LazyErrorDialog";
import { useHydrated, useMe, useShellConfig } from "./shell";

type LoginField = "mail" | "password";

/** What is wrong with the mail or password field, or null (web/login/field-checks.ts's rule). */
function fieldMessage(input: HTMLInputElement, t: (key: string) => string): string | null {
  const { validity } = input;
  if (validity.valid) return null;
  if (validity.valueMissing)
    return t(input.name === "mail" ? "login.mailRequired" : "login.passwordRequired");
  if (validity.typeMismatch) return t("login.mailInvalid");
  return input.validationMessage || t("login.failed");
}

export function LoginPage() {
  const { t, i18n } = useTranslation("app");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useShellConfig();
  const me = useMe();
  const logoutRef = useRef<HTMLButtonElement>(null);
  const { busy: leaving, error, run } = useAuthSubmit(async () => {}, t("login.logoutFailed"));
  const [loggingIn, setLoggingIn] = useState(false);
  // A login sent before the script ran comes back as /logga-in?fel=<problem> (server/ssr/login-form.ts);
  // the server renders this screen with the same message, so hydration finds what it would draw.
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(() => {
    const problem = loginProblemOf(searchParams.get("fel"));
    if (!problem) return null;
    return t(
      problem === "credentials"
        ? "login.wrongCredentials"
        : problem === "tooMany"
          ? "login.tooMany"
          : "login.failed",
    );
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // Back from a login sent before the script ran: the cursor goes to the password, as after a failed
  // login through the app.
  const cameBackWithProblem = useRef(failure !== null);
  useEffect(() => {
    if (cameBackWithProblem.current) passwordRef.current?.select();
  }, []);
  const failureId = useId();
  const fieldId = useId();
  const [invalid, setInvalid] = useState<Partial<Record<LoginField, string>>>({});
  const fieldErrorId = (name: LoginField) => `${fieldId}-${name}-error`;
  const clearInvalid = (name: LoginField) =>
    setInvalid((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  const fieldError = (name: LoginField) =>
    invalid[name] ? (
      // Inside the field's label: read as the field's description, not as part of its name.
      <span className="field__error" id={fieldErrorId(name)} aria-hidden="true">
        {invalid[name]}
      </span>
    ) : null;

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loggingIn) return;
    const fields = (["mail", "password"] as const).map((name) => {
      const input = event.currentTarget.elements.namedItem(name) as HTMLInputElement;
      return { name, input, message: fieldMessage(input, t) };
    });
    const wrong = fields.filter((field) => field.message !== null);
    setInvalid(Object.fromEntries(wrong.map((field) => [field.name, field.message])));
    if (wrong[0]) {
      wrong[0].input.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    setLoggingIn(true);
    setFailure(null);
    try {
      const result = await api.post<{ site: string | null }>("/api/accounts/login/", {
        mail: form.get("mail"),
        password: form.get("password"),
      });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      if (result.site) navigate(`/redigera/${result.site}/`);
    } catch (cause) {
      setFailure(errorMessage(cause, i18n.language, t("login.failed"), t("errors.unknown")));
      // A failed login is nearly always the password: the cursor goes back there, ready to type again.
      requestAnimationFrame(() => passwordRef.current?.select());
    } finally {
      setLoggingIn(false);
    }
  }
  const busy = leaving || loggingIn;

  useDocumentTitle(t("login.title"));

  const logOut = () => run(logOutAndLeave, t("login.logoutFailed"));

  const account = me.data;
  const signUpHref = config.brand === "wedding" ? "/kom-igang" : "/snabbstart?registerAccount=true";

  return (
    <AuthLayout>
      {me.isPending ? (
        <p aria-live="polite">{t("editor.loading")}</p>
      ) : account ? (
        <>
          <h1>{t("login.loggedInTitle")}</h1>
          <div className="auth-card__logged-in">
            <p className="auth-card__account">{t("login.loggedInAs", { mail: account.mail })}</p>
            {account.site ? (
              <Link className="button button--primary button--wide" to={`/redigera/${account.site._id}/`}>
                {t("login.goToMyPage")}
              </Link>
            ) : (
              <p>{t("login.noSite")}</p>
            )}
            <button type="button" className="link-button" onClick={logOut} disabled={busy} ref={logoutRef}>
              {t("login.logout")}
            </button>
          </div>
        </>
      ) : (
        <>
          <h1>{t("login.title")}</h1>
          {/* Sent natively before the script has run: posted to /logga-in (server/ssr/login-form.ts),
              never in the URL. */}
          <form
            className="form"
            method="post"
            action="/logga-in"
            onSubmit={logIn}
            noValidate={hydrated || undefined}
            data-hydrated={hydrated ? "" : undefined}
          >
            <label className="field">
              <span>{t("login.mail")}</span>
              <input
                name="mail"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                aria-invalid={invalid.mail ? true : undefined}
                aria-describedby={invalid.mail ? fieldErrorId("mail") : undefined}
                onInput={() => clearInvalid("mail")}
              />
              {fieldError("mail")}
            </label>
            <label className="field">
              <span>{t("login.password")}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={200}
                ref={passwordRef}
                aria-invalid={failure || invalid.password ? true : undefined}
                aria-describedby={
                  [invalid.password ? fieldErrorId("password") : null, failure ? failureId : null]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                onChange={() => {
                  setFailure(null);
                  clearInvalid("password");
                }}
              />
              {fieldError("password")}
            </label>
            {failure ? (
              <p className="form-failure" id={failureId} role="alert">
                {failure}
              </p>
            ) : null}
            <button className="button button--primary button--wide" type="submit" disabled={busy}>
              {loggingIn ? t("login.loggingIn") : t("login.submit")}
            </button>
            <p className="auth-card__links">
              <Link to="/aterstall-losenord">{t("login.forgot")}</Link>
              <a href={signUpHref}>{t("login.signUp")}</a>
            </p>
          </form>
        </>
      )}
      <LazyErrorDialog shown={error} returnFocusTo={() => logoutRef.current} />
    </AuthLayout>
  );
}
