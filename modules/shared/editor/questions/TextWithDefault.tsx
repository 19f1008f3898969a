// A module's button, label or confirmation text that the page replaces with the product's own words
// when left empty: the field shows those words as its placeholder, so the owner sees what guests get.
import { setTranslation, type Translation, translate } from "@core/translation";
import { useId } from "react";
import { RichTextEditor } from "../../RichTextEditor";

type Props = {
  label: string;
  value: Translation | undefined;
  language: string;
  /** What guests see while the field is empty (the guest page's default). */
  defaultText: string;
  onChange: (value: Translation) => void;
  rich?: boolean;
};

export function TextWithDefault({ label, value = {}, language, defaultText, onChange, rich = false }: Props) {
  const id = useId();
  // Another language's text when this one was never written (the page falls back to it), else the default.
  const placeholder = (value[language] === undefined ? translate(value, language) : "") || defaultText;
  if (rich) {
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
          placeholder={placeholder}
          onChange={(html) => onChange(setTranslation(value, language, html))}
        />
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        maxLength={300}
        value={value[language] ?? ""}
        placeholder={placeholder}
        onChange={(event) => onChange(setTranslation(value, language, event.target.value))}
      />
    </div>
  );
}
