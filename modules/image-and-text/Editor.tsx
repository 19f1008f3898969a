import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { ImageField } from "../shared/editor/ImageField";

export const ImageAndTextEditor: ModuleEditorFor<"ImageAndText"> = (props) => {
  const { t } = useTranslation("app");
  const { module, onChange } = props;
  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="secondTitle" label="secondTitle" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <ImageField
        label={t("editorLists.image")}
        value={module.image}
        onChange={(image) => onChange({ ...module, image })}
      />
    </div>
  );
};

export default ImageAndTextEditor;
