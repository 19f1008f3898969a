import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";

export const ImageAndTextEditor: ModuleEditorFor<"ImageAndText"> = (props) => (
  <>
    <ModuleTextField {...props} field="title" label="title" />
    <ModuleTextField {...props} field="secondTitle" label="secondTitle" />
    <ModuleTextField {...props} field="text" label="text" rich />
  </>
);

export default ImageAndTextEditor;
