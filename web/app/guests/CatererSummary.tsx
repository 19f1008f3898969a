// "Till cateringen" under the overview (issue 25): for each single-choice question of the RSVPs (food,
// allergies…), per part of the day, how many coming guests chose each option. No names unless the owner
// ticks "Visa namn". Folded away until opened; copied as plain text or printed on its own (the rest of
// the page hidden in print).
import { WHOLE_EVENT } from "@core/guest-list";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CatererSummary as Summary } from "./types";

/** The summary as plain text, a question per paragraph and a part per line (for a mail to the caterer). */
export function catererText(summary: Summary, title: string): string {
  const blocks = summary.questions.map((question) => {
    const lines = question.parts.map((part) => {
      const counts = part.options
        .map((option) =>
          option.names?.length
            ? `${option.text} ${option.count} (${option.names.join(", ")})`
            : `${option.text} ${option.count}`,
        )
        .join(", ");
      return part.id === WHOLE_EVENT ? counts : `${part.name}: ${counts}`;
    });
    return [question.label, ...lines].join("\n");
  });
  return [title, ...blocks].join("\n\n");
}

const PRINTING = "caterer";
/** Opened once, it stays open for the rest of the visit (a reload, another screen and back). */
const OPEN_KEY = "guest-list-caterer-open";
const storedOpen = () => {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
};

export function CatererSummary({
  summary,
  showNames = false,
  onShowNamesChange,
}: {
  summary: Summary;
  showNames?: boolean;
  onShowNamesChange?: (show: boolean) => void;
}) {
  const { t } = useTranslation("app");
  const id = useId();
  const [open, setOpen] = useState(storedOpen);
  const [note, setNote] = useState("");
  const title = t("guestList.caterer.title");

  // The page prints only this summary while the print dialog is up.
  useEffect(() => {
    const done = () => {
      if (document.documentElement.dataset.print === PRINTING) delete document.documentElement.dataset.print;
    };
    window.addEventListener("afterprint", done);
    return () => {
      window.removeEventListener("afterprint", done);
      done();
    };
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(catererText(summary, title));
      setNote(t("guestList.caterer.copied"));
    } catch {
      setNote(t("guestList.caterer.copyFailed"));
    }
  }

  function print() {
    document.documentElement.dataset.print = PRINTING;
    window.print();
  }

  return (
    <section className="guest-caterer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="guest-caterer__title">
        <button
          type="button"
          className="guest-caterer__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            setOpen(!open);
            try {
              sessionStorage.setItem(OPEN_KEY, open ? "0" : "1");
            } catch {
              // Private mode without storage: it folds again on the next visit.
            }
          }}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {title}
        </button>
      </h2>
      <div id={`${id}-body`} className="guest-caterer__body" hidden={!open}>
        <p className="guest-caterer__lead">{t("guestList.caterer.lead")}</p>
        {onShowNamesChange ? (
          <label className="guest-check guest-caterer__names-toggle">
            <input
              type="checkbox"
              checked={showNames}
              onChange={(event) => onShowNamesChange(event.target.checked)}
            />
            {t("guestList.caterer.showNames")}
          </label>
        ) : null}
        {summary.questions.length === 0 ? (
          <p className="guest-caterer__empty">{t("guestList.caterer.empty")}</p>
        ) : (
          <>
            {summary.questions.map((question) => {
              const wholeEvent = question.parts.length === 1 && question.parts[0]?.id === WHOLE_EVENT;
              const options = question.parts[0]?.options ?? [];
              return (
                <table key={question.id} className="guest-caterer__table">
                  <caption>{question.label}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("guestList.caterer.answer")}</th>
                      {wholeEvent ? (
                        <th scope="col">{t("guestList.caterer.count")}</th>
                      ) : (
                        question.parts.map((part) => (
                          <th key={part.id} scope="col">
                            {part.name}
                          </th>
                        ))
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {options.map((option) => (
                      <tr key={option.id}>
                        <th scope="row">{option.text}</th>
                        {question.parts.map((part) => {
                          const chosen = part.options.find((candidate) => candidate.id === option.id);
                          return (
                            <td key={part.id}>
                              {chosen?.count ?? 0}
                              {showNames && chosen?.names?.length ? (
                                <span className="guest-caterer__names">{chosen.names.join(", ")}</span>
                              ) : null}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
            <div className="guest-caterer__actions">
              <button type="button" className="button guest-caterer__button" onClick={copy}>
                {t("guestList.caterer.copy")}
              </button>
              <button type="button" className="button guest-caterer__button" onClick={print}>
                {t("guestList.caterer.print")}
              </button>
            </div>
          </>
        )}
        <p className="guest-caterer__note" role="status">
          {note}
        </p>
      </div>
    </section>
  );
}
