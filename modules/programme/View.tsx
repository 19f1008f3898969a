// The programme on the guest page (issue 27): a timeline of the day in the order the couple wrote it,
// each item's time, what happens, where and for whom, and 'Lägg till i kalendern' for an item with a
// time and a day (GET /ics/{siteId}.ics?item=). HTML and CSS only: no script on the guest page.
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import { useSiteContext } from "../site-context";
import type { ModuleViewFor } from "../view-types";
import { formatProgrammeDay, formatProgrammeTime } from "./format";
import { itemDate } from "./schema";

/** The calendar file of one programme item, in the page language. */
export function programmeItemCalendarPath(siteId: string, itemId: string, language: string): string {
  return `/ics/${siteId}.ics?item=${encodeURIComponent(itemId)}&lang=${encodeURIComponent(language)}`;
}

export const ProgrammeView: ModuleViewFor<"Programme"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const { siteId } = useSiteContext();
  const programmeDay = formatProgrammeDay(module.date, language);
  const addToCalendar = t("modules.programme.addToCalendar");
  let previousDay = module.date;
  return (
    <div className="module-programme">
      <div className="module-programme__intro">
        <ModuleTitle title={module.title} language={language} />
        {programmeDay ? (
          <p className="module-second-title module-programme__date">
            <time dateTime={module.date}>{programmeDay}</time>
          </p>
        ) : null}
        <RichText text={module.text} language={language} />
      </div>
      {module.items.length > 0 ? (
        <ol className="module-programme__items">
          {module.items.map((item) => {
            const title = translate(item.title, language);
            const part = translate(item.part, language);
            const day = itemDate(module, item);
            // A day of its own is named where the programme moves to it (a weekend's Friday, then Saturday).
            const dayLabel = day && day !== previousDay ? formatProgrammeDay(day, language) : "";
            previousDay = day;
            const start = formatProgrammeTime(item.time, language);
            const end = formatProgrammeTime(item.endTime, language);
            const calendar = mode === "PUBLIC" && siteId && item.time && day;
            return (
              <li key={item.id} className={`module-programme__item${start ? "" : " is-untimed"}`}>
                {dayLabel ? (
                  <p className="module-programme__day">
                    <time dateTime={day}>{dayLabel}</time>
                  </p>
                ) : null}
                <p className="module-programme__time">
                  {start ? (
                    <>
                      <time dateTime={day ? `${day}T${item.time}` : item.time}>{start}</time>
                      {end ? (
                        <>
                          <span className="module-programme__until">
                            <span aria-hidden="true">–</span>
                            <span className="day-sr-only">{` ${t("modules.programme.until")} `}</span>
                          </span>
                          <time dateTime={day ? `${day}T${item.endTime}` : item.endTime}>{end}</time>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </p>
                <div className="module-programme__body">
                  {title ? <h3 className="module-programme__title">{title}</h3> : null}
                  {part || item.place ? (
                    <p className="module-programme__facts">
                      {item.place ? (
                        <span className="module-programme__place">
                          <PlaceIcon />
                          <span className="day-sr-only">{`${t("modules.programme.where")}: `}</span>
                          {item.place}
                        </span>
                      ) : null}
                      {part ? (
                        <span className="module-programme__part">
                          <span className="day-sr-only">{`${t("modules.programme.forWhom")}: `}</span>
                          {part}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  <RichText text={item.text} language={language} className="module-programme__text" />
                  {calendar ? (
                    <a
                      className="module-programme__calendar"
                      href={programmeItemCalendarPath(siteId, item.id, language)}
                      download={`${item.id}.ics`}
                      // The visible words first (label in name, WCAG 2.5.3), then which item it is for.
                      aria-label={title ? `${addToCalendar}: ${title}` : undefined}
                    >
                      <CalendarIcon />
                      {addToCalendar}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.programme.empty")}</p>
      ) : null}
    </div>
  );
};

function PlaceIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M8 1.2a4.8 4.8 0 0 0-4.8 4.8c0 3.6 4.8 8.8 4.8 8.8s4.8-5.2 4.8-8.8A4.8 4.8 0 0 0 8 1.2Zm0 6.6a1.8 1.8 0 1 1 0-3.6 1.8 1.8 0 0 1 0 3.6Z"
        fill="currentColor"
      />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect
        x="1.75"
        y="3"
        width="12.5"
        height="11"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M1.75 6.5h12.5M5 1.5v3M11 1.5v3M8 8.5v3.5M6.25 10.25h3.5"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
