// 'Välj modul' (SPEC §2 Editor screens): every kind the brand offers, each with a miniature and a
// short description; choosing one adds it where the dialog was opened (before a module, or at the end).
import type { Brand } from "@core/brands";
import type { SiteModuleType } from "@modules/schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";
import { ModulePreview } from "./ModulePreview";
import { addableKinds } from "./new-modules";

type Props = {
  open: boolean;
  brand: Brand;
  /** The module the new one goes before (its kind's name), or null for the end of the page. */
  beforeKind: string | null;
  onChoose: (kind: SiteModuleType) => void;
  onClose: () => void;
};

export function AddModuleDialog({ open, brand, beforeKind, onChoose, onClose }: Props) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide add-module" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("editorShell.addModule.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">
            {beforeKind
              ? t("editorShell.addModule.whereBefore", { kind: beforeKind })
              : t("editorShell.addModule.whereEnd")}
          </Dialog.Description>
          <ul className="add-module__list">
            {addableKinds(brand).map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  className="add-module__choice"
                  aria-describedby={`add-module-${kind}`}
                  onClick={() => onChoose(kind)}
                >
                  <ModulePreview kind={kind} />
                  <span className="add-module__name">{t(`editor.moduleKinds.${kind}`)}</span>
                  <span className="add-module__description" id={`add-module-${kind}`}>
                    {t(`editorShell.addModule.descriptions.${kind}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Dialog.Close className="button">{t("moduleEditor.cancel")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
