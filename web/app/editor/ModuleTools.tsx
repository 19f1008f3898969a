// The per-module action bar in edit mode (SPEC §2 Editor screens): kind, edit, add a module before,
// move up (not on the first), move down (not on the last), hide/show, delete.
import { MODULE_EDITORS } from "@modules/editors";
import type { SiteModule } from "@modules/schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "./LineIcon";

type Props = {
  module: SiteModule;
  index: number;
  count: number;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  /** null when the page holds as many modules as it may. */
  onAddBefore: (() => void) | null;
  onToggleHidden: () => void;
  onDelete: () => void;
};

// Line icons drawn for these buttons (24×24, stroke only).
const ICONS = {
  up: "M12 19V5M6 11l6-6 6 6",
  down: "M12 5v14M6 13l6 6 6-6",
  add: "M12 5v14M5 12h14",
  shown: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  hidden:
    "M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  delete: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
} as const;

function ToolButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: keyof typeof ICONS;
  onClick: () => void;
}) {
  return (
    <button type="button" className="module-tools__button" aria-label={label} title={label} onClick={onClick}>
      <LineIcon path={ICONS[icon]} />
    </button>
  );
}

export function ModuleTools({
  module,
  index,
  count,
  onEdit,
  onMove,
  onAddBefore,
  onToggleHidden,
  onDelete,
}: Props) {
  const { t } = useTranslation("app");
  const kind = t(`editor.moduleKinds.${module.siteModuleType}`);
  const editable = MODULE_EDITORS[module.siteModuleType] !== null;
  const named = (key: string) => `${t(key)}: ${kind}`;
  const buttons: ReactNode[] = [];
  if (onAddBefore)
    buttons.push(
      <ToolButton key="add" label={named("editorShell.tools.addBefore")} icon="add" onClick={onAddBefore} />,
    );
  if (index > 0)
    buttons.push(<ToolButton key="up" label={named("editor.moveUp")} icon="up" onClick={() => onMove(-1)} />);
  if (index < count - 1)
    buttons.push(
      <ToolButton key="down" label={named("editor.moveDown")} icon="down" onClick={() => onMove(1)} />,
    );
  buttons.push(
    <ToolButton
      key="hide"
      label={named(module.hide ? "editorShell.tools.show" : "editorShell.tools.hide")}
      icon={module.hide ? "shown" : "hidden"}
      onClick={onToggleHidden}
    />,
    <ToolButton key="delete" label={named("editorShell.tools.delete")} icon="delete" onClick={onDelete} />,
  );
  return (
    <div className="module-tools" role="toolbar" aria-label={kind}>
      <span className="module-tools__kind" aria-hidden="true">
        {kind}
      </span>
      {editable ? (
        <button type="button" className="module-tools__button module-tools__button--edit" onClick={onEdit}>
          {t("editor.editModule")}
        </button>
      ) : null}
      {buttons}
    </div>
  );
}
