// The password gate of a protected site (SPEC §2 Public site, §5, §8 Password gate): a lock, one
// required password field and a submit button. The right password sets an access cookie for the
// visit and the page reloads, so the server renders the site itself. It works before (or without)
// the script too: the form posts to the page itself, and the server answers with a 303 back to the
// page or this gate again with the problem (server/ssr/gate-form.ts). Once hydrated, the form is
// sent with fetch instead and the native submission is prevented, so it is never sent twice.
import type { UiLanguage } from "@core/languages";
import { createI18n } from "@web/i18n";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { StatusPage } from "./StatusPage";
import type { BrandInfo } from "./state";

/** What the server hands the guest bundle for a protected site's gate: no site content at all. */
export type PasswordGateState = {
  gate: "password";
  siteId: string;
  uiLanguage: UiLanguage;
  messages: Record<string, unknown>;
  brand: BrandInfo;
  /** Where the form posts without JavaScript: the page's own path on this host. */
  action: string;
  /** What went wrong with a password sent without JavaScript, shown in the server-rendered form. */
  problem?: GateProblem;
};

export type GateProblem = "empty" | "wrong" | "failed" | "tooMany";

type Props = { siteId: string; brand: BrandInfo; action: string; initialProblem?: GateProblem };

/** The gate as its own island: rendered by the server and hydrated in the browser from the same state. */
export function GateIsland({ state }: { state: PasswordGateState }) {
  const [i18n] = useState(() =>
    createI18n(state.uiLanguage, { [state.uiLanguage]: { guest: state.messages } }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <PasswordGate
        siteId={state.siteId}
        brand={state.brand}
        action={state.action}
        initialProblem={state.problem}
      />
    </I18nextProvider>
  );
}

export function PasswordGate({ siteId, brand, action, initialProblem }: Props) {
  const { t } = useTranslation("guest");
  const id = useId();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<GateProblem | null>(initialProblem ?? null);
  const [busy, setBusy] = useState(false);
  // The submit button is disabled while checking, which takes the keyboard focus away; after a problem
  // the focus goes to the field, so a keyboard user can type again at once (and hears the message).
  const field = useRef<HTMLInputElement>(null);
  // A password typed before the script arrived is in the field, not yet in the state.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setPassword(typed);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password.trim()) {
      setProblem("empty");
      field.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch(`/api/sites/public/${encodeURIComponent(siteId)}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password }),
        credentials: "same-origin",
      });
      if (response.ok) {
        // A gate the server sent back after a plain post (the script came late) is a POST's answer:
        // reloading it would send that post again, so load the page itself instead.
        if (initialProblem) window.location.replace(action);
        else window.location.reload();
        return;
      }
      setProblem(response.status === 401 ? "wrong" : response.status === 429 ? "tooMany" : "failed");
    } catch {
      setProblem("failed");
    }
    setBusy(false);
    field.current?.focus();
    field.current?.select();
  }

  const message =
    problem === "empty"
      ? t("passwordGate.required")
      : problem === "wrong"
        ? t("passwordGate.wrong")
        : problem === "tooMany"
          ? t("passwordGate.tooMany")
          : problem === "failed"
            ? t("passwordGate.failed")
            : null;

  return (
    <StatusPage brand={brand} title={t("passwordTitle")} text={t("passwordText")} icon="lock">
      <form className="password-gate" method="post" action={action} onSubmit={submit} noValidate>
        <label className="password-gate__label" htmlFor={`${id}-password`}>
          {t("passwordGate.label")}
        </label>
        <input
          ref={field}
          id={`${id}-password`}
          className="password-gate__input"
          type="password"
          name="password"
          required
          autoComplete="current-password"
          maxLength={200}
          // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back after a failed try without JavaScript, so the keyboard user is at the field the message is about (the page is nothing but this form)
          autoFocus={Boolean(initialProblem)}
          value={password}
          aria-invalid={problem === "empty" || problem === "wrong" ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-message`} className="password-gate__message" role="alert">
          {message}
        </p>
        <button className="password-gate__submit" type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("passwordGate.opening") : t("passwordGate.submit")}
        </button>
      </form>
    </StatusPage>
  );
}
