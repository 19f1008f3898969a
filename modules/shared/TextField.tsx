import { setTranslation, type Translation, translate } from "@core/translation";
import { useId } from "react";

type Props = { label: string; value: Translation; language: string; onChange: (value: Translation) => void };

/** A one-line text in the edited language. */
export function TextField({ label, value, language, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        maxLength={300}
        value={value[language] ?? ""}
        placeholder={translate(value, language)}
        onChange={(event) => onChange(setTranslation(value, language, event.target.value))}
      />
    </div>
  );
}
