import { IMAGE_SIZE_NAMES, type ImageSizeName } from "@core/images";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";

export const HeaderEditor: ModuleEditorFor<"Header"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  const sizeId = useId();
  return (
    <>
      <ModuleTextField module={module} language={language} onChange={onChange} field="title" label="title" />
      <ModuleTextField module={module} language={language} onChange={onChange} field="secondLine" label="secondLine" />
      {module.image ? (
        <div className="field">
          <label htmlFor={sizeId}>{t("moduleEditor.imageSize")}</label>
          <select
            id={sizeId}
            value={module.userSelectedImageSize}
            onChange={(event) => onChange({ ...module, userSelectedImageSize: event.target.value as ImageSizeName })}
          >
            {IMAGE_SIZE_NAMES.map((size) => (
              <option key={size} value={size}>
                {t(`moduleEditor.imageSizes.${size}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
};

export default HeaderEditor;
