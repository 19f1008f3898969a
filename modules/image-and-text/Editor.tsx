import type { ModuleEditorFor } from "../editor-types";
import { HeadingWithImageFields } from "../shared/editor/HeadingWithImageFields";

export const ImageAndTextEditor: ModuleEditorFor<"ImageAndText"> = ({ module, language, onChange }) => (
  <HeadingWithImageFields module={module} language={language} onChange={onChange} />
);

export default ImageAndTextEditor;
