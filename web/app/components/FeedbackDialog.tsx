// The feedback dialog (SPEC §2, §4 Feedback: form then sent): a required text, a reply-wanted switch
// (with the address for the reply, the account's mail to start with), send; then a thank-you view that
// names the address when a reply is wanted. Fields use the browser's own validity messages.
import { LIMITS } from "@core/limits";
import { TickIcon } from "@modules/shared/LineIcon";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthSubmit } from "../account/auth-submit";
import { api, type Me } from "../api";
import { ErrorDialog } from "./ErrorDialog";
import { useReturnFocus } from "./return-focus";

type Sent = { expectsReply: boolean; userMail: string };

export function FeedbackDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes if what opened it is gone (the side menu's item). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { t } = useTranslation("app");
  const me = useQuery({ queryKey: ["me"], queryFn: () => api.get<Me>("/api/accounts/me/"), enabled: open });
  const [expectsReply, setExpectsReply] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const returnFocus = useReturnFocus(returnFocusTo);
  const sending = useAuthSubmit(async (form) => {
    setSent(
      await api.post<Sent>("/api/feedback/", {
        expectsReply,
        userMail: expectsReply ? String(form.get("userMail") ?? "") : "",
        feedbackText: String(form.get("feedbackText") ?? ""),
      }),
    );
  }, t("feedback.failed"));
  const ids = { lead: useId() };

  const changeOpen = (next: boolean) => {
    if (!next) {
      // A closed dialog starts afresh next time.
      setSent(null);
      setExpectsReply(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog feedback-dialog" aria-describedby={ids.lead} {...returnFocus}>
          {sent ? (
            <div className="feedback-dialog__thanks" role="status">
              <span className="feedback-dialog__mark" aria-hidden="true">
                <TickIcon />
              </span>
              <Dialog.Title className="dialog__title">{t("feedback.thanksTitle")}</Dialog.Title>
              <p id={ids.lead} className="dialog__text">
                {t("feedback.thanksText")}
              </p>
              {sent.expectsReply ? (
                <p className="dialog__text">{t("feedback.thanksReply", { mail: sent.userMail })}</p>
              ) : null}
              <div className="dialog__actions">
                <Dialog.Close className="button button--primary">{t("feedback.close")}</Dialog.Close>
              </div>
            </div>
          ) : (
            <form className="form" onSubmit={sending.submit}>
              <Dialog.Title className="dialog__title">{t("feedback.title")}</Dialog.Title>
              <p id={ids.lead} className="dialog__text feedback-dialog__lead">
                {t("feedback.lead")}
              </p>
              <label className="field">
                <span>{t("feedback.text")}</span>
                <textarea name="feedbackText" rows={6} required maxLength={LIMITS.feedbackText} />
              </label>
              <label className="switch">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={expectsReply}
                  checked={expectsReply}
                  onChange={(event) => setExpectsReply(event.target.checked)}
                />
                <span className="switch__track" aria-hidden="true" />
                <span>{t("feedback.expectsReply")}</span>
              </label>
              {expectsReply ? (
                <label className="field">
                  <span>{t("feedback.userMail")}</span>
                  <input
                    key={me.data?.mail ?? ""}
                    name="userMail"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={254}
                    defaultValue={me.data?.mail ?? ""}
                  />
                </label>
              ) : null}
              <div className="dialog__actions">
                <Dialog.Close className="button">{t("feedback.cancel")}</Dialog.Close>
                <button className="button button--primary" type="submit" disabled={sending.busy}>
                  {sending.busy ? t("feedback.sending") : t("feedback.send")}
                </button>
              </div>
            </form>
          )}
          <ErrorDialog shown={sending.error} returnFocusTo={sending.returnFocus} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
