// Opens a module's lazily loaded editor in a dialog; every change goes straight into the draft so the
// canvas behind shows it.

import type { ModuleEditorProps } from "@modules/editor-types";
import { MODULE_EDITORS } from "@modules/editors";
import type { SiteModule } from "@modules/schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";

type Props = {
  module: SiteModule | null;
  language: string;
  onChange: (module: SiteModule) => void;
  onClose: () => void;
};

export function ModuleEditorDialog({ module, language, onChange, onClose }: Props) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const Editor = module
    ? (MODULE_EDITORS[module.siteModuleType] as ComponentType<ModuleEditorProps<SiteModule>> | null)
    : null;
  return (
    <Dialog.Root open={module !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide" aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title className="dialog__title">
            {module ? `${t("editor.editModule")}: ${t(`editor.moduleKinds.${module.siteModuleType}`)}` : ""}
          </Dialog.Title>
          {module && Editor ? (
            <Suspense fallback={<p>{t("editor.loading")}</p>}>
              <div className="form">
                <Editor module={module} language={language} onChange={onChange} />
              </div>
            </Suspense>
          ) : (
            <p>{t("editor.notSupported")}</p>
          )}
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">{t("moduleEditor.done")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
