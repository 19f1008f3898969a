import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { ImageField } from "../shared/editor/ImageField";
import { MapFields } from "./MapFields";

export const LocationEditor: ModuleEditorFor<"Location"> = (props) => {
  const { t } = useTranslation("app");
  const { module, onChange } = props;
  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="secondTitle" label="secondTitle" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <MapFields map={module.map} onChange={(map) => onChange({ ...module, map })} />
      <ImageField
        label={t("editorLists.image")}
        value={module.image}
        onChange={(image) => onChange({ ...module, image })}
      />
    </div>
  );
};

export default LocationEditor;
