import { setTranslation, type Translation } from "@core/translation";
import { useId } from "react";
import { RichTextEditor } from "./RichTextEditor";

type Props = { label: string; value: Translation; language: string; onChange: (value: Translation) => void };

export function RichTextField({ label, value, language, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <RichTextEditor
        key={language}
        id={id}
        label={label}
        value={value[language] ?? ""}
        onChange={(html) => onChange(setTranslation(value, language, html))}
      />
    </div>
  );
}
