// The one error dialog (SPEC §8): title Fel/Error/Fejl; message from the error response in the UI
// language (isErrorResponse), else its message, else the supplied description, else the fallback;
// a 403 offers Logga in to /logga-in, anything else Stäng. Each error is shown once.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../api";
import { errorMessage } from "./error-message";
import { useReturnFocus } from "./return-focus";

// Kept where it always was for its callers; it lives on its own so a form can show an error's message
// by its fields without loading this dialog's code.
export { errorMessage };

export type ShownError = { error: unknown; description?: string };

export function ErrorDialog({
  shown,
  returnFocusTo,
}: {
  shown: ShownError | null;
  /** Where focus goes on close when what had it is gone or disabled (a send button while busy). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { t, i18n } = useTranslation("app");
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus(returnFocusTo);
  useEffect(() => setOpen(shown !== null), [shown]);
  if (!shown) return null;
  const status = shown.error instanceof ApiRequestError ? shown.error.status : 0;
  const needsLogin = status === 403;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("errors.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">
            {errorMessage(shown.error, i18n.language, shown.description, t("errors.unknown"))}
          </Dialog.Description>
          <div className="dialog__actions">
            {needsLogin ? (
              <a className="button button--primary" href="/logga-in">
                {t("errors.login")}
              </a>
            ) : (
              <Dialog.Close className="button button--primary">{t("errors.close")}</Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
