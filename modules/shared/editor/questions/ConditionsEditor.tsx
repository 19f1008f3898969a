// When a question shows (SPEC §3 showConditions, §4, §5): only when an earlier SingleSelect question has
// a given answer. A condition reaches the module only once both its question and its answer are chosen;
// until then it lives here, marked incomplete, and closing the editor drops it. Several conditions
// must all hold, as on the guest page.

import type { FormElement } from "@core/form";
import { conditionTargets, showCondition } from "@core/form-editing";
import { newClientId } from "@core/ids";
import { translate } from "@core/translation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

type Condition = FormElement["showConditions"][number];
type Draft = { key: string; questionId: string };
type Props = {
  element: FormElement;
  elements: readonly FormElement[];
  language: string;
  onChange: (conditions: Condition[]) => void;
};

const MAX_CONDITIONS = 5;

export function ConditionsEditor({ element, elements, language, onChange }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const targets = conditionTargets(elements, element.id);
  const stored = element.showConditions;
  const questionText = (q: FormElement) => translate(q.label, language) || t("formsEditor.untitled");
  const questionChoices = (current: string) => {
    const chosen = elements.find((e) => e.id === current);
    return chosen && chosen.formElementType === "SingleSelect" && !targets.includes(chosen)
      ? [...targets, chosen]
      : targets;
  };

  const replaceStored = (index: number, next: Condition | null) =>
    onChange(next ? stored.map((c, i) => (i === index ? next : c)) : stored.filter((_, i) => i !== index));

  const row = (
    key: string,
    questionId: string,
    optionId: string,
    onQuestion: (q: string) => void,
    onAnswer: (o: string) => void,
    onRemove: () => void,
    index: number,
  ) => {
    const question = elements.find((e) => e.id === questionId);
    const options = question?.formElementType === "SingleSelect" ? question.options : [];
    const incomplete = optionId === "";
    const rowId = `${id}-${key}`;
    return (
      <li key={key} className={`question-condition${incomplete ? " is-incomplete" : ""}`}>
        <div className="field">
          <label htmlFor={`${rowId}-q`}>{t("formsEditor.conditionQuestion")}</label>
          <select id={`${rowId}-q`} value={questionId} onChange={(event) => onQuestion(event.target.value)}>
            <option value="">{t("formsEditor.choose")}</option>
            {questionChoices(questionId).map((q) => (
              <option key={q.id} value={q.id}>
                {questionText(q)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${rowId}-o`}>{t("formsEditor.conditionAnswer")}</label>
          <select
            id={`${rowId}-o`}
            value={optionId}
            disabled={!question}
            aria-invalid={incomplete || undefined}
            aria-describedby={incomplete ? `${rowId}-incomplete` : undefined}
            onChange={(event) => onAnswer(event.target.value)}
          >
            <option value="">{t("formsEditor.choose")}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {translate(o.text, language) || "–"}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="icon-button icon-button--danger question-condition__remove"
          aria-label={t("formsEditor.removeCondition", { n: index + 1 })}
          title={t("formsEditor.removeCondition", { n: index + 1 })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
        {incomplete ? (
          <p className="field__hint question-condition__warning" id={`${rowId}-incomplete`}>
            {t("formsEditor.conditionIncomplete")}
          </p>
        ) : null}
      </li>
    );
  };

  const total = stored.length + drafts.length;
  return (
    <fieldset className="question-conditions">
      <legend>{t("formsEditor.conditions")}</legend>
      <p className="field__hint">{total === 0 ? t("formsEditor.alwaysShown") : t("formsEditor.shownWhen")}</p>
      {total > 0 ? (
        <ol className="question-conditions__list">
          {stored.map((condition, index) =>
            row(
              `stored-${index}-${condition.formElementId}`,
              condition.formElementId,
              condition.formElementOptionIds[0] ?? "",
              (questionId) => {
                replaceStored(index, null);
                setDrafts((d) => [...d, { key: newClientId("draft"), questionId }]);
              },
              (optionId) => {
                if (optionId) return replaceStored(index, showCondition(condition.formElementId, optionId));
                replaceStored(index, null);
                setDrafts((d) => [...d, { key: newClientId("draft"), questionId: condition.formElementId }]);
              },
              () => replaceStored(index, null),
              index,
            ),
          )}
          {drafts.map((draft, index) =>
            row(
              draft.key,
              draft.questionId,
              "",
              (questionId) =>
                setDrafts((d) => d.map((x) => (x.key === draft.key ? { ...x, questionId } : x))),
              (optionId) => {
                if (!optionId) return;
                setDrafts((d) => d.filter((x) => x.key !== draft.key));
                onChange([...stored, showCondition(draft.questionId, optionId)]);
              },
              () => setDrafts((d) => d.filter((x) => x.key !== draft.key)),
              stored.length + index,
            ),
          )}
        </ol>
      ) : null}
      {targets.length === 0 ? (
        <p className="field__hint">{t("formsEditor.noConditionTargets")}</p>
      ) : total < MAX_CONDITIONS ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDrafts((d) => [...d, { key: newClientId("draft"), questionId: "" }])}
        >
          + {t("formsEditor.addCondition")}
        </button>
      ) : null}
    </fieldset>
  );
}
