// The answers of a SingleSelect question: each a text in every language, moved one step (clamped),
// removed (a question keeps at least one), and new ones added at the end.
import { LIMITS } from "@core/limits";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "../context";
import { moveItem } from "../ItemList";
import { LabelInput } from "./LabelInput";
import { type FormOption, newOption } from "./new-questions";

type Props = { options: readonly FormOption[]; language: string; onChange: (options: FormOption[]) => void };

export function OptionsEditor({ options, language, onChange }: Props) {
  const { t } = useTranslation("app");
  const { languages } = useEditorContext();
  return (
    <fieldset className="question-options">
      <legend>{t("formsEditor.options")}</legend>
      <ol className="question-options__list">
        {options.map((option, index) => {
          const name = t("formsEditor.optionN", { n: index + 1 });
          return (
            <li key={option.id} className="question-options__item">
              <LabelInput
                label={name}
                hideLabel
                value={option.text}
                language={language}
                onChange={(text) => onChange(options.map((o) => (o.id === option.id ? { ...o, text } : o)))}
              />
              <div className="question-options__tools">
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === 0}
                  aria-label={`${t("itemList.moveUp")}: ${name}`}
                  title={t("itemList.moveUp")}
                  onClick={() => onChange(moveItem(options, index, -1))}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === options.length - 1}
                  aria-label={`${t("itemList.moveDown")}: ${name}`}
                  title={t("itemList.moveDown")}
                  onClick={() => onChange(moveItem(options, index, 1))}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  disabled={options.length <= 1}
                  aria-label={`${t("itemList.remove")}: ${name}`}
                  title={t("itemList.remove")}
                  onClick={() => onChange(options.filter((o) => o.id !== option.id))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {options.length < LIMITS.optionsPerQuestion ? (
        <button
          type="button"
          className="button button--secondary question-options__add"
          onClick={() => onChange([...options, newOption(languages)])}
        >
          + {t("formsEditor.addOption")}
        </button>
      ) : null}
    </fieldset>
  );
}
