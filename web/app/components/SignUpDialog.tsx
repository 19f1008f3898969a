// Account creation from quick start (SPEC §2, §5 Sign-up): mail, password of at least 6 characters and
// the terms, checked by the browser's own validity with the message shown by each field. On success
// the draft becomes the visitor's own site. A failure keeps everything typed and edited for a retry;
// once the account exists a retry only creates the site.
import { LIMITS } from "@core/limits";
import type { SiteDocument, WizardData } from "@core/site";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type InvalidEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { trackConversion } from "../analytics";
import { api, type Me } from "../api";
import { appConfig } from "../config";
import { LEGAL_PATHS } from "../legal/paths";
import { saveQuickStartDraft } from "../quickstart/save";
import { errorMessage } from "./ErrorDialog";
import { useReturnFocus } from "./return-focus";

const PASSWORD_MIN_LENGTH = LIMITS.passwordMinLength;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site: SiteDocument;
  wizardData: WizardData | null;
  onCreated: (siteId: string) => void;
};

type FieldName = "mail" | "password" | "terms";

export function SignUpDialog({ open, onOpenChange, site, wizardData, onCreated }: Props) {
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const queryClient = useQueryClient();
  const id = useId();
  // Whether this visitor is logged in already: registered on an earlier try, or an account without a page.
  const me = useQuery({
    queryKey: ["me"],
    queryFn: () => api.get<Me>("/api/accounts/me/").catch(() => null),
    enabled: open,
  });
  const [registeredHere, setRegisteredHere] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  const account = me.data ?? null;
  const registeredMail = registeredHere ?? (account && !account.site ? account.mail : null);
  const ownSiteId = account?.site?._id ?? null;

  const onInvalid = (event: InvalidEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    // The browser's own validity decides; the message is shown by the field, in the UI language.
    event.preventDefault();
    setInvalid((current) => ({ ...current, [field.name]: validityMessage(field) }));
    const form = field.form;
    if (form && form.querySelector(":invalid") === field) field.focus();
  };
  const validityMessage = (field: HTMLInputElement): string => {
    const { validity } = field;
    if (field.type === "checkbox") return t("onboarding.signUp.termsRequired");
    if (validity.valueMissing) return t("onboarding.signUp.required");
    if (validity.typeMismatch) return t("onboarding.signUp.mailInvalid");
    if (validity.tooShort) return t("onboarding.signUp.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
    return field.validationMessage;
  };
  const clearInvalid = (name: FieldName) =>
    setInvalid((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const siteId = await saveQuickStartDraft(
        api.post,
        {
          registeredMail,
          mail: String(form.get("mail") ?? ""),
          password: String(form.get("password") ?? ""),
          site,
          wizardData,
        },
        (mail) => setRegisteredHere(mail),
      );
      void trackConversion(wizardData ? "wizard" : "quick-start");
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      onCreated(siteId);
    } catch (cause) {
      setFailure(errorMessage(cause, i18n.language, t("onboarding.signUp.failed"), t("errors.unknown")));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (name: FieldName, hint?: string) =>
    [hint, invalid[name] ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: FieldName) =>
    invalid[name] ? (
      <span className="field__error" id={`${id}-${name}-error`}>
        {invalid[name]}
      </span>
    ) : null;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog onboarding-dialog signup-dialog" {...returnFocus}>
          <Dialog.Title className="dialog__title onboarding-dialog__title">
            {ownSiteId
              ? t("onboarding.signUp.hasSiteTitle")
              : registeredMail
                ? t("onboarding.signUp.retryTitle")
                : t("onboarding.signUp.title")}
          </Dialog.Title>
          {ownSiteId ? (
            <>
              <Dialog.Description className="dialog__text">
                {t("onboarding.signUp.hasSiteText", { mail: account?.mail ?? "" })}
              </Dialog.Description>
              <div className="dialog__actions">
                <Dialog.Close className="button">{t("onboarding.signUp.cancel")}</Dialog.Close>
                <Link className="button button--primary" to={`/redigera/${ownSiteId}/`}>
                  {t("onboarding.goToMyPage")}
                </Link>
              </div>
            </>
          ) : (
            <form className="form" onSubmit={submit} onInvalid={onInvalid}>
              {registeredMail ? (
                <Dialog.Description className="dialog__text">
                  {t("onboarding.signUp.retryText", { mail: registeredMail })}
                </Dialog.Description>
              ) : (
                <>
                  <Dialog.Description className="dialog__text">
                    {t("onboarding.signUp.text", { brand: config.displayName })}
                  </Dialog.Description>
                  <div className="field">
                    <label htmlFor={`${id}-mail`}>{t("onboarding.signUp.mail")}</label>
                    <input
                      id={`${id}-mail`}
                      name="mail"
                      type="email"
                      autoComplete="email"
                      required
                      aria-invalid={invalid.mail ? true : undefined}
                      aria-describedby={describedBy("mail")}
                      onInput={() => clearInvalid("mail")}
                    />
                    {fieldError("mail")}
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-password`}>{t("onboarding.signUp.password")}</label>
                    <input
                      id={`${id}-password`}
                      name="password"
                      type="password"
                      autoComplete="new-password"
                      required
                      minLength={PASSWORD_MIN_LENGTH}
                      aria-invalid={invalid.password ? true : undefined}
                      aria-describedby={describedBy("password", `${id}-password-hint`)}
                      onInput={() => clearInvalid("password")}
                    />
                    <span className="field__hint" id={`${id}-password-hint`}>
                      {t("onboarding.signUp.passwordHint", { min: PASSWORD_MIN_LENGTH })}
                    </span>
                    {fieldError("password")}
                  </div>
                  <div className="field field--check">
                    <label className="check">
                      <input
                        name="terms"
                        type="checkbox"
                        required
                        aria-invalid={invalid.terms ? true : undefined}
                        aria-describedby={describedBy("terms")}
                        onChange={() => clearInvalid("terms")}
                      />
                      <span>
                        {t("legalLinks.termsBefore")}
                        {/* A new tab: the dialog (and a quick start's unsaved page) stays as it is. */}
                        <a href={LEGAL_PATHS.terms} target="_blank" rel="noopener">
                          {t("legalLinks.terms")}
                          <span className="visually-hidden"> {t("legalLinks.newTab")}</span>
                        </a>
                        {t("legalLinks.termsMiddle")}
                        <a href={LEGAL_PATHS.privacy} target="_blank" rel="noopener">
                          {t("legalLinks.privacy")}
                          <span className="visually-hidden"> {t("legalLinks.newTab")}</span>
                        </a>
                        {t("legalLinks.termsAfter")}
                      </span>
                    </label>
                    {fieldError("terms")}
                  </div>
                </>
              )}
              {failure ? (
                <p className="form-failure" role="alert">
                  {failure}
                </p>
              ) : null}
              <div className="dialog__actions">
                <Dialog.Close className="button" disabled={busy}>
                  {t("onboarding.signUp.cancel")}
                </Dialog.Close>
                <button className="button button--primary" type="submit" disabled={busy}>
                  {busy
                    ? t("onboarding.signUp.busy")
                    : registeredMail
                      ? t("onboarding.signUp.retry")
                      : t("onboarding.signUp.submit")}
                </button>
              </div>
              {registeredMail ? null : (
                <p className="signup-dialog__login">
                  {t("onboarding.signUp.haveAccount")} <a href="/logga-in">{t("onboarding.signUp.login")}</a>
                </p>
              )}
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
