// 'Ändra meny' (SPEC §2 Menu editor): per module and per language the menu title, and per module the
// hide-in-menu switch. Changes show in the page's menu behind the dialog at once; Avbryt puts the
// menu back as it was when the dialog opened.
import { languageLabel } from "@core/iso-languages";
import type { SiteModule } from "@modules/schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";
import { DoneCancelActions } from "./DoneCancelActions";
import { menuRows, setHideInMenu, setMenuTitle } from "./menu-rules";

type Props = {
  open: boolean;
  modules: SiteModule[];
  languages: string[];
  /** The language edited in the shell; the dialog starts there. */
  language: string;
  onChange: (modules: SiteModule[]) => void;
  onDone: () => void;
  onCancel: () => void;
};

export function MenuEditorDialog({ open, modules, languages, language, onChange, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen && languages.includes(chosen) ? chosen : language;
  const id = useId();
  const update = (moduleId: string, change: (module: SiteModule) => SiteModule) =>
    onChange(modules.map((module) => (module.id === moduleId ? change(module) : module)));

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--wide menu-editor"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...returnFocus}
        >
          <Dialog.Title className="dialog__title">{t("editorShell.menu.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t("editorShell.menu.intro")}</Dialog.Description>
          {languages.length > 1 ? (
            <div className="field menu-editor__language">
              <label htmlFor={`${id}-language`}>{t("editorShell.menu.language")}</label>
              <select
                id={`${id}-language`}
                value={current}
                onChange={(event) => setChosen(event.target.value)}
              >
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {languageLabel(code, i18n.language)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ol className="menu-editor__rows">
            {menuRows(modules, current).map((row) => {
              const kind = t(`editor.moduleKinds.${row.kind}`);
              const inputId = `${id}-${row.id}`;
              return (
                <li key={row.id} className={`menu-editor__row${row.hideInMenu ? " is-off" : ""}`}>
                  <div className="menu-editor__what">
                    <span className="menu-editor__kind">{kind}</span>
                    {row.title ? <span className="menu-editor__title">{row.title}</span> : null}
                    {row.hidden ? (
                      <span className="menu-editor__badge">{t("editorShell.menu.hiddenModule")}</span>
                    ) : null}
                  </div>
                  <div className="field">
                    <label htmlFor={inputId}>
                      {t("editorShell.menu.entry")}
                      <span className="visually-hidden">: {row.title || kind}</span>
                    </label>
                    <input
                      id={inputId}
                      type="text"
                      lang={current}
                      maxLength={100}
                      value={row.menuTitle}
                      placeholder={row.placeholder || t("editorShell.menu.untitled")}
                      disabled={row.hideInMenu}
                      aria-describedby={row.suggestion ? `${inputId}-hint` : undefined}
                      onChange={(event) =>
                        update(row.id, (module) => setMenuTitle(module, current, event.target.value))
                      }
                    />
                    {row.suggestion && !row.hideInMenu ? (
                      <p className="menu-editor__hint" id={`${inputId}-hint`}>
                        {t("editorShell.menu.longTitle")}{" "}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() =>
                            update(row.id, (module) => setMenuTitle(module, current, row.suggestion ?? ""))
                          }
                        >
                          {t("editorShell.menu.useSuggestion", { suggestion: row.suggestion })}
                        </button>
                      </p>
                    ) : null}
                  </div>
                  <label className="switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={row.hideInMenu}
                      aria-checked={row.hideInMenu}
                      onChange={(event) =>
                        update(row.id, (module) => setHideInMenu(module, event.target.checked))
                      }
                    />
                    <span className="switch__track" aria-hidden="true" />
                    <span>
                      {t("editorShell.menu.hideInMenu")}
                      <span className="visually-hidden">: {row.title || kind}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ol>
          <DoneCancelActions onCancel={onCancel} onDone={onDone} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
