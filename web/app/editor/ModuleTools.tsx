// The per-module action bar in edit mode: kind, edit, move up (not first), move down (not last).
import type { SiteModule } from "@modules/schemas";
import { MODULE_EDITORS } from "@modules/editors";
import { useTranslation } from "react-i18next";

type Props = {
  module: SiteModule;
  index: number;
  count: number;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
};

export function ModuleTools({ module, index, count, onEdit, onMove }: Props) {
  const { t } = useTranslation("app");
  const kind = t(`editor.moduleKinds.${module.siteModuleType}`);
  const editable = MODULE_EDITORS[module.siteModuleType] !== null;
  return (
    <div className="module-tools" role="toolbar" aria-label={kind}>
      <span className="module-tools__kind">{kind}</span>
      {editable ? (
        <button type="button" className="module-tools__button module-tools__button--edit" onClick={onEdit}>
          {t("editor.editModule")}
        </button>
      ) : null}
      {index > 0 ? (
        <button
          type="button"
          className="module-tools__button"
          aria-label={`${t("editor.moveUp")}: ${kind}`}
          title={t("editor.moveUp")}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
      ) : null}
      {index < count - 1 ? (
        <button
          type="button"
          className="module-tools__button"
          aria-label={`${t("editor.moveDown")}: ${kind}`}
          title={t("editor.moveDown")}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      ) : null}
    </div>
  );
}
