// 'Ta bort modul' (SPEC §2): deleting a module asks first and says it cannot be undone (page-level
// undo can still bring it back until the page is saved, but the promise made is the careful one).
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";

type Props = {
  /** The kind's name of the module to delete; null when closed. */
  kind: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function DeleteModuleDialog({ kind, onConfirm, onClose }: Props) {
  const { t } = useTranslation("app");
  // The delete button is gone with its module: focus goes to the page's main region then.
  const returnFocus = useReturnFocus(() => document.getElementById("main"));
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("editorShell.delete.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">
            {t("editorShell.delete.text", { kind: kind ?? "" })}
          </Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button">{t("moduleEditor.cancel")}</Dialog.Close>
            <button
              type="button"
              className="button button--primary delete-module__confirm"
              onClick={onConfirm}
            >
              {t("editorShell.delete.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
