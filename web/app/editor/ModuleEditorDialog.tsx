// Opens a module's lazily loaded editor in a dialog; every change goes straight into the draft so the
// canvas behind shows it. Klar keeps the changes; Avbryt (and Escape) puts the module back as it was
// when the dialog opened (the shell restores its snapshot). A click outside does neither: it is too
// easy to make by mistake to throw work away, or to count as done. Below the editor: who the module is
// shown to (everyone, or chosen guest groups, GroupVisibility.tsx).
import type { ModuleEditorProps } from "@modules/editor-types";
import { MODULE_EDITORS } from "@modules/editors";
import type { SiteModule } from "@modules/schemas";
import type { EditFocus } from "@modules/site-context";
import * as Dialog from "@radix-ui/react-dialog";
import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";
import { DoneCancelActions } from "./DoneCancelActions";
import { GroupVisibilityField, GuestGroupsProvider } from "./GroupVisibility";

type Props = {
  module: SiteModule | null;
  language: string;
  /** Where the canvas click asked the editor to open (an item, a view). */
  focus?: EditFocus | undefined;
  onChange: (module: SiteModule) => void;
  onDone: () => void;
  onCancel: () => void;
};

export function ModuleEditorDialog({ module, language, focus, onChange, onDone, onCancel }: Props) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus(() => document.getElementById("main"));
  const Editor = module
    ? (MODULE_EDITORS[module.siteModuleType] as ComponentType<ModuleEditorProps<SiteModule>> | null)
    : null;
  return (
    <Dialog.Root open={module !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--wide"
          aria-describedby={undefined}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...returnFocus}
        >
          <Dialog.Title className="dialog__title">
            {module ? `${t("editor.editModule")}: ${t(`editor.moduleKinds.${module.siteModuleType}`)}` : ""}
          </Dialog.Title>
          {module && Editor ? (
            // The site's guest groups are loaded when the dialog opens, for "Visas för" (issue 25).
            <GuestGroupsProvider>
              <Suspense fallback={<p>{t("editor.loading")}</p>}>
                <div className="form">
                  <Editor
                    module={module}
                    language={language}
                    onChange={onChange}
                    {...(focus ? { focus } : {})}
                  />
                  <GroupVisibilityField key={module.id} item={module} what="module" onChange={onChange} />
                </div>
              </Suspense>
            </GuestGroupsProvider>
          ) : (
            <p>{t("editor.notSupported")}</p>
          )}
          <DoneCancelActions onCancel={onCancel} onDone={onDone} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
