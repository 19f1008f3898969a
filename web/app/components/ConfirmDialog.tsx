// The product's own question before something is removed (issue 23 item 10): the same alert dialog as
// 'Ta bort modul' (web/app/editor/DeleteModuleDialog.tsx), never the browser's confirm(). Works from
// inside another dialog (a module editor's list): Radix stacks it on top, Escape closes only it.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "./return-focus";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's text ('Ta bort'). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the element that opened the dialog is gone (the removed item's button). */
  focusAfter?: () => HTMLElement | null;
};

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  focusAfter,
}: ConfirmDialogProps) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus(focusAfter);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__text">{text}</Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button">{t("moduleEditor.cancel")}</Dialog.Close>
            <button
              type="button"
              className="button button--primary confirm-dialog__confirm"
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
