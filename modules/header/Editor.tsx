import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { useEditorContext } from "../shared/editor/context";
import { ImageField } from "../shared/editor/ImageField";
import { ModuleTextField } from "../shared/ModuleTextField";

/** verticalAlignment (SPEC §3, §9): -1 top, 0 middle, 1 bottom; only theme9 lays the title on the picture. */
const PLACEMENT_THEMES: readonly string[] = ["theme9"];
const PLACEMENTS = [
  [-1, "top"],
  [0, "middle"],
  [1, "bottom"],
] as const;

export const HeaderEditor: ModuleEditorFor<"Header"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  const placementId = useId();
  const secondLineHintId = useId();
  const { theme } = useEditorContext();
  const usesPlacement = theme !== undefined && PLACEMENT_THEMES.includes(theme);
  return (
    <div className="editor-lists">
      <ImageField
        label={t("editorLists.image")}
        value={module.image}
        onChange={(image) => onChange({ ...module, image })}
        size={{
          value: module.userSelectedImageSize,
          onChange: (userSelectedImageSize) => onChange({ ...module, userSelectedImageSize }),
        }}
      />
      <ModuleTextField module={module} language={language} onChange={onChange} field="title" label="title" />
      <div className="editor-lists__with-hint">
        <ModuleTextField
          module={module}
          language={language}
          onChange={onChange}
          field="secondLine"
          label="secondLine"
        />
        <p className="field__hint" id={secondLineHintId}>
          {t("editorLists.header.secondLineHint")}
        </p>
      </div>
      {/* The placement only matters with a picture to lay the title on. */}
      {module.image && usesPlacement ? (
        <div className="field">
          <label htmlFor={placementId}>{t("headerEditor.titlePlacement")}</label>
          <select
            id={placementId}
            aria-describedby={`${placementId}-hint`}
            value={module.verticalAlignment ?? 0}
            onChange={(event) =>
              onChange({ ...module, verticalAlignment: Number(event.target.value) as -1 | 0 | 1 })
            }
          >
            {PLACEMENTS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(`headerEditor.placements.${key}`)}
              </option>
            ))}
          </select>
          <p className="field__hint" id={`${placementId}-hint`}>
            {t("headerEditor.titlePlacementHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
};

export default HeaderEditor;
