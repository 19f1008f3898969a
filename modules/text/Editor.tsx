import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";

export const TextEditor: ModuleEditorFor<"Text"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  return (
    <>
      <TextField
        label={t("moduleEditor.title")}
        value={module.title}
        language={language}
        onChange={(title) => onChange({ ...module, title })}
      />
      <RichTextField
        label={t("moduleEditor.text")}
        value={module.text}
        language={language}
        onChange={(text) => onChange({ ...module, text })}
      />
    </>
  );
};

export default TextEditor;
