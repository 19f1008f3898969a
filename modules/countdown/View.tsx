import { useTranslation } from "@web/i18n/use-translation";
import { type KeyboardEvent, useEffect, useState } from "react";
import { ModuleTitle } from "../shared/ModuleTitle";
import { useSiteContext } from "../site-context";
import type { ModuleViewFor } from "../view-types";
import {
  COUNTDOWN_UNITS,
  countdownParts,
  countdownTarget,
  formatCountdownPart,
  startCountdownClock,
} from "./clock";

export const CountdownView: ModuleViewFor<"Countdown"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const target = countdownTarget(module.countdownDate);
  // The server renders the time left when it renders; the browser's first render differs by the time the
  // page took to arrive, so the numbers are exempt from the hydration check and the clock corrects them
  // right after mount.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => startCountdownClock(target, mode, setNow), [target, mode]);
  const parts = countdownParts(target ?? 0, now);
  const unitLabel = (unit: (typeof COUNTDOWN_UNITS)[number]) =>
    module[unit][language] || t(`modules.countdown.${unit}`);
  // Edit mode (SPEC §2): a click on the countdown opens its date dialog. The clock becomes a button then,
  // reachable and pressed from the keyboard like one; guest pages have no requestEdit and stay a timer.
  const { requestEdit, siteId } = useSiteContext();
  const edit = requestEdit ? () => requestEdit(module.id) : undefined;
  const editProps = edit
    ? {
        role: "button",
        tabIndex: 0,
        onClick: edit,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          edit();
        },
      }
    : { role: "timer", "aria-label": t("modules.countdown.label") };

  return (
    <div className="module-countdown">
      <ModuleTitle title={module.title} language={language} />
      <div
        className={`module-countdown__clock${parts.done ? " is-done" : ""}${edit ? " is-editable" : ""}`}
        {...editProps}
        data-countdown-target={target ?? undefined}
      >
        {COUNTDOWN_UNITS.map((unit) => (
          <div className="module-countdown__unit" key={unit} data-unit={unit}>
            <span className="module-countdown__value" suppressHydrationWarning>
              {formatCountdownPart(parts, unit)}
            </span>{" "}
            <span className="module-countdown__label">{unitLabel(unit)}</span>{" "}
            {/* The spaces keep the words apart for assistive technology; the grid does not lay them out. */}
          </div>
        ))}
        {/* Edit mode: the button is named by what it shows plus what it does (label in name, WCAG 2.5.3). */}
        {edit ? (
          <span className="visually-hidden">{`${t("app:editorLists.countdown.editHint")}: ${module.countdownDate}`}</span>
        ) : null}
      </div>
      {/* Guests save the day in their own calendar (issue 26): an .ics of the event (routes/calendar). */}
      {mode === "PUBLIC" && siteId && target !== null && !parts.done ? (
        <p className="module-countdown__calendar">
          <a href={`/ics/${siteId}.ics?lang=${language}`} download={`${siteId}.ics`}>
            {t("modules.countdown.addToCalendar")}
          </a>
        </p>
      ) : null}
    </div>
  );
};
