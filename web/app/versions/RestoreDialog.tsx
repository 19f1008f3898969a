// 'Återställ' asks first (SPEC §2 Versions): the page becomes the chosen version for the owner and the
// guests; the other versions stay, which the text says so the choice is not frightening.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";

type Props = {
  /** The chosen version's date and time as shown; null when closed. */
  date: string | null;
  restoring: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function RestoreDialog({ date, restoring, onConfirm, onClose }: Props) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={date !== null} onOpenChange={(open) => (open || restoring ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("versions.dialog.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">
            {t("versions.dialog.text", { date: date ?? "" })}
          </Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button" disabled={restoring}>
              {t("versions.dialog.cancel")}
            </Dialog.Close>
            <button type="button" className="button button--primary" disabled={restoring} onClick={onConfirm}>
              {restoring ? t("versions.dialog.restoring") : t("versions.dialog.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
