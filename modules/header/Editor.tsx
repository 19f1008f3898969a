import { IMAGE_SIZE_NAMES, type ImageSizeName } from "@core/images";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";

/** verticalAlignment (SPEC §3, §9): -1 top, 0 middle, 1 bottom; themes that lay the title on the picture use it. */
const PLACEMENTS = [
  [-1, "top"],
  [0, "middle"],
  [1, "bottom"],
] as const;

export const HeaderEditor: ModuleEditorFor<"Header"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  const sizeId = useId();
  const placementId = useId();
  return (
    <>
      <ModuleTextField module={module} language={language} onChange={onChange} field="title" label="title" />
      <ModuleTextField
        module={module}
        language={language}
        onChange={onChange}
        field="secondLine"
        label="secondLine"
      />
      {module.image ? (
        <div className="field">
          <label htmlFor={sizeId}>{t("moduleEditor.imageSize")}</label>
          <select
            id={sizeId}
            value={module.userSelectedImageSize}
            onChange={(event) =>
              onChange({ ...module, userSelectedImageSize: event.target.value as ImageSizeName })
            }
          >
            {IMAGE_SIZE_NAMES.map((size) => (
              <option key={size} value={size}>
                {t(`moduleEditor.imageSizes.${size}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {module.image ? (
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
    </>
  );
};

export default HeaderEditor;
