// The answers table: one row per guest, a column per question; a click on a heading sorts by it (again
// reverses), announced through aria-sort. The date column stays in view while the table scrolls sideways.
// On a phone the same rows are cards instead (issue 15 item 6: a wide table showed 3 columns sideways);
// the stylesheet shows one or the other, so each is whole for screen readers too. The cards have no
// headings to click, so they get a sort select instead, and the 'click a heading' hint goes with the
// table (issue 23 item 10).
import {
  type AnswerColumn,
  type AnswerRow,
  type AnswerTable,
  nextSort,
  type SortState,
  sortRows,
} from "@core/answers";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerText } from "./AnswerCell";
import { answerName } from "./households";

type Props = {
  table: AnswerTable;
  language: string;
  /** Hide the form title column (all rows come from one form). */
  hideFormTitle: boolean;
  onDelete: (row: AnswerRow) => void;
};

function SortIcon({ direction }: { direction: "ascending" | "descending" | null }) {
  return (
    <svg
      className="sort-icon"
      viewBox="0 0 12 16"
      width="10"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 2l4 5H2z" fill="currentColor" opacity={direction === "ascending" ? 1 : 0.28} />
      <path d="M6 14l4-5H2z" fill="currentColor" opacity={direction === "descending" ? 1 : 0.28} />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M7.5 3.5h5M3.5 5.5h13M5.5 5.5l.8 10.2a1.5 1.5 0 0 0 1.5 1.3h4.4a1.5 1.5 0 0 0 1.5-1.3l.8-10.2M8.5 8.5v5.5M11.5 8.5v5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The cards' sorts besides the stored order (newest first): oldest first, then each column A–Ö. */
function cardSortOptions(columns: readonly AnswerColumn[]): { value: string; column: AnswerColumn | null }[] {
  return [
    { value: "date:ascending", column: null },
    ...columns.map((column) => ({ value: `${column.key}:ascending`, column })),
  ];
}

function sortOfValue(value: string): SortState {
  const at = value.lastIndexOf(":");
  if (at < 0) return null;
  const direction = value.slice(at + 1);
  return direction === "ascending" || direction === "descending"
    ? { key: value.slice(0, at), direction }
    : null;
}

export function AnswersTable({ table, language, hideFormTitle, onDelete }: Props) {
  const { t } = useTranslation("app");
  const captionId = useId();
  const [sort, setSort] = useState<SortState>(null);
  const columns = table.columns.filter((c) => !(hideFormTitle && c.kind === "formTitle"));
  const rows = useMemo(() => sortRows(table.rows, sort, language), [table.rows, sort, language]);

  const labelOf = (column: AnswerColumn) =>
    column.kind === "question" ? column.label : t(`answers.columns.${column.kind}`);
  const cardColumns = columns.filter((c) => c.kind !== "date");
  const cardSorts = cardSortOptions(cardColumns);
  const cardSortValue = sort ? `${sort.key}:${sort.direction}` : "";

  return (
    <>
      <p className="answers-table__hint">{t("answers.sortHint")}</p>
      {/* A region that scrolls sideways must be reachable by keyboard so it can be scrolled without a mouse. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
      <section className="answers-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="answers-table">
          <caption id={captionId} className="visually-hidden">
            {t("answers.tableLabel")}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction ?? "none"}
                    className={column.kind === "date" ? "answers-table__sticky" : undefined}
                  >
                    <button
                      type="button"
                      className="answers-table__sort"
                      onClick={() => setSort((current) => nextSort(current, column.key))}
                      title={t("answers.sortBy", { column: labelOf(column) })}
                    >
                      <span>{labelOf(column)}</span>
                      <SortIcon direction={direction} />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="answers-table__actions-heading">
                <span className="visually-hidden">{t("answers.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = answerName(table, row) || row.cells.date || "";
              return (
                <tr key={row.id} data-row-id={row.id}>
                  {columns.map((column) =>
                    column.kind === "date" ? (
                      <th key={column.key} scope="row" className="answers-table__sticky answers-table__date">
                        {row.cells.date}
                      </th>
                    ) : (
                      <td key={column.key}>
                        <AnswerText text={row.cells[column.key] ?? ""} />
                      </td>
                    ),
                  )}
                  <td className="answers-table__actions">
                    <button
                      type="button"
                      className="answers-delete-button"
                      aria-label={t("answers.delete.rowLabel", { name })}
                      title={t("answers.delete.rowLabel", { name })}
                      onClick={() => onDelete(row)}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <div className="answer-cards__sort field">
        <label htmlFor={`${captionId}-sort`}>{t("answers.cardSort.label")}</label>
        <select
          id={`${captionId}-sort`}
          value={cardSorts.some((o) => o.value === cardSortValue) ? cardSortValue : ""}
          onChange={(event) => setSort(sortOfValue(event.target.value))}
        >
          <option value="">{t("answers.cardSort.newest")}</option>
          {cardSorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.column
                ? t("answers.cardSort.byColumn", { column: labelOf(option.column) })
                : t("answers.cardSort.oldest")}
            </option>
          ))}
        </select>
      </div>
      <ul className="answer-cards" aria-label={t("answers.summary.cardsLabel")}>
        {rows.map((row) => {
          const name = answerName(table, row) || row.cells.date || "";
          const titleId = `${captionId}-${row.id}`;
          return (
            <li key={row.id} className="answer-card" data-row-id={row.id} aria-labelledby={titleId}>
              <div className="answer-card__head">
                <h3 id={titleId} className="answer-card__title">
                  {name}
                </h3>
                <span className="answer-card__date">{row.cells.date}</span>
                <button
                  type="button"
                  className="answers-delete-button"
                  aria-label={t("answers.delete.rowLabel", { name })}
                  onClick={() => onDelete(row)}
                >
                  <TrashIcon />
                </button>
              </div>
              <dl className="answer-card__answers">
                {cardColumns.map((column) => (
                  <div key={column.key}>
                    <dt>{labelOf(column)}</dt>
                    <dd>{row.cells[column.key] ? <AnswerText text={row.cells[column.key] ?? ""} /> : "–"}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
