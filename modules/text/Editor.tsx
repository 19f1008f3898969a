import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";

export const TextEditor: ModuleEditorFor<"Text"> = (props) => (
  <>
    <ModuleTextField {...props} field="title" label="title" />
    <ModuleTextField {...props} field="text" label="text" rich />
  </>
);

export default TextEditor;
