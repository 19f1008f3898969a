// What the RSVP and Form modules share: their title and text, the show button, the <form> with the
// browser's validity check on submit, the honeypot, loading, the send error, the confirmation, the
// robot message and the editor's info dialog; and the body's common fields (post key, form id and
// title, language, honeypot), so a view adds only what is its own (the guests, or the one answer list).
import { type Translation, translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import type { FormEvent, ReactNode } from "react";
import { useEffect, useId, useRef } from "react";
import type { RsvpModule } from "../../rsvp/schema";
import { TickIcon } from "../LineIcon";
import { ModuleTitle } from "../ModuleTitle";
import { RichText } from "../RichText";
import type { SubmissionKind } from "./api";
import { HONEYPOT_FIELD } from "./constants";
import { EditModeDialog } from "./EditModeDialog";
import { type GuestSubmission, useFocusWhen } from "./useGuestSubmission";

/** The fields an RSVP and a Form module have alike. */
export type GuestFormModule = Pick<
  RsvpModule,
  | "id"
  | "title"
  | "text"
  | "form"
  | "showFormButton"
  | "sendButton"
  | "confirmationTitle"
  | "confirmationText"
> & { legacyKind?: "RSVP3" | "Speech2" | undefined };

/** The message keys of a form: the current ones, or the old editor's forms' own (SPEC §8). */
function messageKeys(kind: SubmissionKind, legacyKind: GuestFormModule["legacyKind"]) {
  const rsvp = kind === "rsvp";
  return {
    loadFailed:
      legacyKind === "Speech2"
        ? "forms.speechLoadFailed"
        : rsvp
          ? "forms.rsvpLoadFailed"
          : "forms.formLoadFailed",
    sendFailed:
      legacyKind === "Speech2"
        ? "forms.speechSendFailed"
        : legacyKind === "RSVP3"
          ? "forms.legacyRsvpSendFailed"
          : rsvp
            ? "forms.rsvpSendFailed"
            : "forms.formSendFailed",
    confirmationText:
      legacyKind === "Speech2"
        ? "forms.speechConfirmationText"
        : rsvp
          ? "forms.rsvpConfirmationText"
          : "forms.formConfirmationText",
  };
}

type Props = {
  kind: SubmissionKind;
  module: GuestFormModule;
  submission: GuestSubmission;
  language: string;
  /** Whether the questions and the send button are there yet (an RSVP needs its number of guests). */
  ready?: boolean;
  /** The view's own part of the body, given the submission's id (an RSVP's group identifier). */
  buildBody: (submissionId: string) => object;
  /** A confirmation other than the module's own (an RSVP whose guests all declined). */
  confirmation?: { title: Translation | undefined; text: Translation | undefined; fallback: Confirmation };
  /** A line under the title and text (an RSVP's last day, issue 26). */
  note?: ReactNode;
  /** In place of the form: it can no longer be sent (an RSVP after its last day, issue 26). */
  closed?: ReactNode;
  children: ReactNode;
};

/** Confirmation texts the UI supplies when the owner wrote none. */
export type Confirmation = { title: string; text: string };

/** The message for an answer that is not its question's kind (core/answer-kinds.ts); plain text has none. */
const KIND_MESSAGES: Record<string, string> = {
  email: "forms.errorEmail",
  phone: "forms.errorPhone",
  number: "forms.errorNumber",
};

export function GuestFormFrame(props: Props) {
  const { kind, module, language } = props;
  return (
    <div className={`module-${kind} guest-form-module`}>
      <ModuleTitle title={module.title} language={language} />
      <RichText text={module.text} language={language} />
      {props.note}
      {props.closed ?? <FormFrame {...props} />}
    </div>
  );
}

function FormFrame(props: Props) {
  const { kind, module, submission, language, ready = true } = props;
  // Guests chosen when the form opens: a form is one; an RSVP's guest chooses how many.
  const openWith = kind === "form" ? 1 : 0;
  const { t } = useTranslation("guest");
  const honeypotId = useId();
  const outcomeRef = useFocusWhen<HTMLHeadingElement>(
    submission.stage === "success" || submission.stage === "spam",
  );
  const sendErrorRef = useFocusWhen<HTMLDivElement>(submission.sendFailed);
  const text = (value: Translation, fallback: string) => translate(value, language) || fallback;
  // The show button goes away when pressed: focus moves to the form's first control instead.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submission.stage !== "open") return;
    formRef.current
      ?.querySelector<HTMLElement>("select, input:not([tabindex='-1']), textarea, button")
      ?.focus();
  }, [submission.stage]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.sending) return;
    const errors: Record<string, string> = {};
    let first: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null = null;
    for (const element of Array.from(event.currentTarget.elements)) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
        )
      )
        continue;
      if (!element.willValidate || element.validity.valid || element.name in errors) continue;
      const kindMessage = KIND_MESSAGES[element.dataset.answerKind ?? ""];
      errors[element.name] =
        element.type === "radio"
          ? t("forms.errorChoice")
          : element.validity.tooLong
            ? t("forms.errorTooLong")
            : element.validity.valueMissing || !kindMessage
              ? t("forms.errorText")
              : t(kindMessage);
      first ??= element;
    }
    submission.setErrors(errors);
    if (first) {
      first.focus();
      return;
    }
    void submission.submit((postKey, submissionId) => ({
      ...props.buildBody(submissionId),
      postKey,
      formId: module.id,
      language,
      formTitle: translate(module.title, language),
      website: submission.honeypot,
    }));
  };

  if (submission.stage === "closed") {
    return (
      <div className="guest-form">
        <button
          type="button"
          className="guest-button guest-button--primary"
          onClick={() => submission.open(openWith)}
        >
          {text(module.showFormButton, t(kind === "rsvp" ? "forms.rsvpShow" : "forms.formShow"))}
        </button>
      </div>
    );
  }

  if (submission.stage === "success") {
    const shown = props.confirmation ?? {
      title: module.confirmationTitle,
      text: module.confirmationText,
      fallback: {
        title: t(kind === "rsvp" ? "forms.rsvpConfirmationTitle" : "forms.formConfirmationTitle"),
        text: t(messageKeys(kind, module.legacyKind).confirmationText),
      },
    };
    const confirmationText = shown.text ?? {};
    return (
      <div className="guest-form">
        <div className="guest-outcome guest-outcome--success">
          <span className="guest-outcome__icon" aria-hidden="true">
            <TickIcon strokeWidth={1.8} />
          </span>
          <h3 className="guest-outcome__title" tabIndex={-1} ref={outcomeRef}>
            {text(shown.title ?? {}, shown.fallback.title)}
          </h3>
          {translate(confirmationText, language) ? (
            <RichText text={confirmationText} language={language} className="guest-outcome__text" />
          ) : (
            <p className="guest-outcome__text">{shown.fallback.text}</p>
          )}
        </div>
      </div>
    );
  }

  if (submission.stage === "spam") {
    return (
      <div className="guest-form">
        <div className="guest-outcome guest-outcome--spam" role="alert">
          <h3 className="guest-outcome__title" tabIndex={-1} ref={outcomeRef}>
            {t("forms.spamTitle")}
          </h3>
          <p className="guest-outcome__text">{t("forms.spamText")}</p>
          <button type="button" className="guest-button" onClick={submission.retry}>
            {t("forms.fillAgain")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="guest-form">
      {submission.keyFailed ? (
        <div className="guest-alert" role="alert">
          <p>{t(messageKeys(kind, module.legacyKind).loadFailed)}</p>
          <button type="button" className="guest-button" onClick={submission.retryKey}>
            {t("forms.tryAgain")}
          </button>
        </div>
      ) : null}
      <form
        className="guest-form__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={submission.sending || undefined}
      >
        {ready && module.form.formElements.some((element) => element.required) ? (
          <p className="guest-form__note">{t("forms.requiredNote")}</p>
        ) : null}
        {props.children}
        {ready ? (
          <>
            <div className="guest-form__honeypot" aria-hidden="true">
              <label htmlFor={honeypotId}>{t("forms.honeypot")}</label>
              <input
                id={honeypotId}
                type="text"
                name={HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                value={submission.honeypot}
                onChange={(event) => submission.setHoneypot(event.target.value)}
              />
            </div>
            {submission.sendFailed ? (
              <div className="guest-alert" role="alert" tabIndex={-1} ref={sendErrorRef}>
                <p>
                  <strong>{t(messageKeys(kind, module.legacyKind).sendFailed)}</strong>
                </p>
                <p>{t("forms.sendFailedHint")}</p>
              </div>
            ) : null}
            <div className="guest-form__actions">
              <button
                type="submit"
                className="guest-button guest-button--primary"
                aria-disabled={submission.sending || undefined}
              >
                {submission.sending ? (
                  <>
                    <span className="guest-spinner" aria-hidden="true" />
                    {t("forms.sending")}
                  </>
                ) : (
                  text(module.sendButton, t("forms.send"))
                )}
              </button>
            </div>
          </>
        ) : null}
      </form>
      <EditModeDialog open={submission.editDialogOpen} onClose={submission.closeEditDialog} />
    </div>
  );
}
