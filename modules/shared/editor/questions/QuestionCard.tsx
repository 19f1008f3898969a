// One question's fields inside the questions editor: its text, whether it must be answered, what kind
// of answer a text question takes (text, e-mail, phone, number), its answers (SingleSelect) and when it
// shows.
import { ANSWER_KINDS, answerKindOf } from "@core/answer-kinds";
import type { FormElement } from "@core/form";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { ConditionsEditor } from "./ConditionsEditor";
import { LabelInput } from "./LabelInput";
import { OptionsEditor } from "./OptionsEditor";
import { Switch } from "./Switch";

type Props = {
  element: FormElement;
  elements: readonly FormElement[];
  language: string;
  onChange: (element: FormElement) => void;
  /** More fields of this question, after the others (the RSVP's "Visas för", issue 25). */
  extra?: QuestionExtra | undefined;
};

/** Draws more fields of a question; `onChange` takes the question with them changed. */
export type QuestionExtra = (element: FormElement, onChange: (element: FormElement) => void) => ReactNode;

export function QuestionCard({ element, elements, language, onChange, extra }: Props) {
  const { t } = useTranslation("app");
  const kindId = useId();
  return (
    <div className="question-card">
      <p className="question-card__type">{t(`formsEditor.types.${element.formElementType}`)}</p>
      <LabelInput
        label={t("formsEditor.label")}
        value={element.label}
        language={language}
        onChange={(label) => onChange({ ...element, label })}
      />
      <Switch
        label={t("formsEditor.required")}
        checked={element.required}
        onChange={(required) => onChange({ ...element, required })}
      />
      {element.formElementType === "ShortText" ? (
        <div className="field">
          <label htmlFor={kindId}>{t("formsEditor.answerKind.label")}</label>
          <select
            id={kindId}
            value={answerKindOf(element.inputKind)}
            aria-describedby={`${kindId}-hint`}
            onChange={(event) => {
              const kind = answerKindOf(event.target.value);
              const { inputKind: _, ...rest } = element;
              onChange(kind === "text" ? rest : { ...rest, inputKind: kind });
            }}
          >
            {ANSWER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`formsEditor.answerKind.${kind}`)}
              </option>
            ))}
          </select>
          <p className="field__hint" id={`${kindId}-hint`}>
            {t("formsEditor.answerKind.hint")}
          </p>
        </div>
      ) : null}
      {element.formElementType === "SingleSelect" ? (
        <OptionsEditor
          options={element.options}
          language={language}
          onChange={(options) => onChange({ ...element, options })}
        />
      ) : null}
      <ConditionsEditor
        element={element}
        elements={elements}
        language={language}
        onChange={(showConditions) => onChange({ ...element, showConditions })}
      />
      {extra?.(element, onChange)}
    </div>
  );
}
