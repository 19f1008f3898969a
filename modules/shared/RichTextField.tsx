import { isInstructionText } from "@core/starting-texts";
import { setTranslation, type Translation } from "@core/translation";
import { useId } from "react";
import { RichTextEditor } from "./RichTextEditor";
import {
  describedBy,
  fallbackPlaceholder,
  StartingTextBadge,
  TranslateSourceText,
  useTranslateSource,
} from "./TextField";

type Props = { label: string; value: Translation; language: string; onChange: (value: Translation) => void };

/** A translated rich text in the edited language (with the first language beside it in translate mode). */
export function RichTextField({ label, value, language, onChange }: Props) {
  const id = useId();
  const source = useTranslateSource(value, language);
  const starting = isInstructionText(value[language]);
  const editor = (
    <RichTextEditor
      key={language}
      id={id}
      label={label}
      value={value[language] ?? ""}
      placeholder={fallbackPlaceholder(value, language)}
      describedBy={describedBy([!!source && `${id}-source`, starting && `${id}-starting`])}
      onChange={(html) => onChange(setTranslation(value, language, html))}
    />
  );
  return (
    <div className={`field${source ? " field--translating" : ""}${starting ? " field--starting-text" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <StartingTextBadge value={value} language={language} id={`${id}-starting`} />
      {source ? (
        <div className="field__pair">
          <TranslateSourceText id={`${id}-source`} source={source} rich />
          {editor}
        </div>
      ) : (
        editor
      )}
    </div>
  );
}
