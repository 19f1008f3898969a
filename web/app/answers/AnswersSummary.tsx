// The answers at a glance, above the table (issue 15 item 6): who comes and who does not (RSVP), how
// many guests or answers in all, and how many chose each option of every single-choice question.
import { type AnswerTable, type Attendance, questionSummaries } from "@core/answers";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnswerText } from "./AnswerCell";

type Props = { table: AnswerTable; attendance: Attendance | null; isRsvp: boolean };

export function AnswersSummary({ table, attendance, isRsvp }: Props) {
  const { t } = useTranslation("app");
  const titleId = useId();
  const choices = questionSummaries(table).filter((s) => s.column.questionType === "SingleSelect");
  return (
    <section className="answers-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("answers.summary.title")}
      </h2>
      <dl className="answers-summary__totals">
        {attendance ? (
          <>
            <div className="answers-summary__total answers-summary__total--yes">
              <dt>{t("answers.summary.coming")}</dt>
              <dd>{attendance.coming}</dd>
            </div>
            <div className="answers-summary__total answers-summary__total--no">
              <dt>{t("answers.summary.notComing")}</dt>
              <dd>{attendance.notComing}</dd>
            </div>
          </>
        ) : null}
        <div className="answers-summary__total">
          <dt>{t(isRsvp ? "answers.summary.guests" : "answers.summary.answers")}</dt>
          <dd>{table.rows.length}</dd>
        </div>
      </dl>
      {choices.length > 0 ? (
        <dl className="answers-summary__questions">
          {choices.map((summary) => (
            <div key={summary.column.key} className="answers-summary__question">
              <dt>{summary.column.label}</dt>
              <dd>
                <ul>
                  {summary.options.map((option) => (
                    <li key={option.label}>
                      <AnswerText text={option.label} /> <strong>{option.count}</strong>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
