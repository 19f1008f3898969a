// /visa-osa/fragor: each question on its own card, with how many chose each option (and a bar), or the
// list of what guests wrote.
import { type AnswerTable, questionSummaries } from "@core/answers";
import { useTranslation } from "react-i18next";
import { AnswerText } from "./AnswerCell";

export function QuestionsView({ table }: { table: AnswerTable }) {
  const { t } = useTranslation("app");
  const summaries = questionSummaries(table);
  const total = table.rows.length;
  if (summaries.length === 0) return <p className="answers__empty">{t("answers.questions.noQuestions")}</p>;

  return (
    <ul className="question-cards">
      {summaries.map((summary) => {
        const headingId = `question-${summary.column.questionId}`;
        return (
          <li key={summary.column.key} className="question-card" aria-labelledby={headingId}>
            <h2 id={headingId} className="question-card__title">
              {summary.column.label}
            </h2>
            <p className="question-card__meta">
              {t("answers.questions.answered", { answered: summary.answered, total })}
            </p>
            {summary.column.questionType === "SingleSelect" ? (
              <ul className="option-counts">
                {summary.options.map((option) => {
                  const share =
                    summary.answered > 0 ? Math.round((option.count / summary.answered) * 100) : 0;
                  return (
                    <li key={option.label} className="option-count">
                      <div className="option-count__row">
                        <span className="option-count__label">
                          <AnswerText text={option.label} />
                        </span>
                        <span className="option-count__number">
                          {t("answers.questions.optionCount", { count: option.count })}
                          <span className="option-count__share"> · {share} %</span>
                        </span>
                      </div>
                      <div className="option-count__bar" aria-hidden="true">
                        <span
                          className={`option-count__fill${option.yesNo ? ` option-count__fill--${option.yesNo}` : ""}`}
                          style={{ width: `${share}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : summary.texts.length > 0 ? (
              <>
                <h3 className="visually-hidden">{t("answers.questions.textAnswers")}</h3>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls when long, so keyboard users must be able to focus it to scroll it (WCAG 2.1.1) */}
                <ul className="text-answers" tabIndex={0} aria-labelledby={headingId}>
                  {summary.texts.map((text, index) => (
                    // Answers may repeat ('Gluten'), so their place is part of the key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                    <li key={index}>
                      <AnswerText text={text} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="question-card__none">{t("answers.questions.noAnswers")}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
