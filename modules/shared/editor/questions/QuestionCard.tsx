// One question's fields inside the questions editor: its text, whether it must be answered, its
// answers (SingleSelect) and when it shows.
import type { FormElement } from "@core/form";
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
};

export function QuestionCard({ element, elements, language, onChange }: Props) {
  const { t } = useTranslation("app");
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
    </div>
  );
}
