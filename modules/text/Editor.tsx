import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";

export const TextEditor: ModuleEditorFor<"Text"> = (props) => (
  <div className="editor-lists">
    <ModuleTextField {...props} field="title" label="title" />
    <ModuleTextField {...props} field="text" label="text" rich />
  </div>
);

export default TextEditor;
