import type { ModuleEditorFor } from "../editor-types";
import { HeadingWithImageFields } from "../shared/editor/HeadingWithImageFields";
import { MapFields } from "./MapFields";

export const LocationEditor: ModuleEditorFor<"Location"> = ({ module, language, onChange }) => (
  <HeadingWithImageFields module={module} language={language} onChange={onChange}>
    <MapFields map={module.map} onChange={(map) => onChange({ ...module, map })} />
  </HeadingWithImageFields>
);

export default LocationEditor;
