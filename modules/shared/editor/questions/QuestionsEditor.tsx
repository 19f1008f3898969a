// The questions of an RSVP or Form module (SPEC §2, §3 Form element, §4, §5): ShortText and
// SingleSelect questions added, edited, moved one step (clamped) and removed after a confirmation.
// Every change goes through cleanConditions, so a condition naming a removed question or answer never
// reaches the module and the output is always valid to save.

import type { Form, FormElement } from "@core/form";
import { cleanConditions, missingTranslations } from "@core/form-editing";
import { LIMITS } from "@core/limits";
import { translate } from "@core/translation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "../context";
import { ItemList } from "../ItemList";
import { newQuestion } from "./new-questions";
import { QuestionCard, type QuestionExtra } from "./QuestionCard";

type Props = {
  form: Form;
  language: string;
  onChange: (form: Form) => void;
  /** More fields per question (the RSVP's "Visas för", issue 25). */
  questionExtra?: QuestionExtra | undefined;
};

export function QuestionsEditor({ form, language, onChange, questionExtra }: Props) {
  const { t } = useTranslation("app");
  const { languages } = useEditorContext();
  // ItemList opens the cards it starts with; a new list (key) opens the question just added.
  const [list, setList] = useState<{ key: number; open?: string }>({ key: 0 });
  const elements = form.formElements;
  const setElements = (formElements: FormElement[]) => onChange(cleanConditions({ ...form, formElements }));
  const incomplete = new Set(missingTranslations(form, languages).map((m) => m.elementId));

  const add = (type: FormElement["formElementType"]) => {
    const question = newQuestion(type, languages);
    setElements([...elements, question]);
    setList((current) => ({ key: current.key + 1, open: question.id }));
  };

  return (
    <div className="questions-editor">
      {incomplete.size > 0 ? (
        <p className="questions-editor__notice" role="status">
          {t("formsEditor.incompleteSummary", { count: incomplete.size })}
        </p>
      ) : null}
      {elements.length === 0 ? <p className="field__hint">{t("formsEditor.noQuestions")}</p> : null}
      <ItemList
        key={list.key}
        items={elements}
        openItemId={list.open}
        onChange={setElements}
        itemTitle={(element, index) =>
          `${translate(element.label, language) || t("formsEditor.questionN", { n: index + 1 })}${
            incomplete.has(element.id) ? ` (${t("formsEditor.incompleteMark")})` : ""
          }`
        }
        renderItem={(element, update) => (
          <QuestionCard
            element={element}
            elements={elements}
            language={language}
            onChange={update}
            extra={questionExtra}
          />
        )}
      />
      {elements.length < LIMITS.formElementsPerForm ? (
        <div className="questions-editor__add">
          <button type="button" className="button button--secondary" onClick={() => add("ShortText")}>
            + {t("formsEditor.addShortText")}
          </button>
          <button type="button" className="button button--secondary" onClick={() => add("SingleSelect")}>
            + {t("formsEditor.addSingleSelect")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
