import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModuleTitle } from "../shared/ModuleTitle";
import type { ModuleViewFor } from "../view-types";
import { countdownParts, countdownTarget, startCountdownClock } from "./clock";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export const CountdownView: ModuleViewFor<"Countdown"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const target = countdownTarget(module.countdownDate);
  // The server renders the time left when it renders; the browser's first render differs by the time the
  // page took to arrive, so the numbers are exempt from the hydration check and the clock corrects them
  // right after mount.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => startCountdownClock(target, mode, setNow), [target, mode]);
  const parts = countdownParts(target ?? 0, now);

  return (
    <div className="module-countdown">
      <ModuleTitle title={module.title} language={language} />
      <div
        className={`module-countdown__clock${parts.done ? " is-done" : ""}`}
        role="timer"
        aria-label={t("modules.countdown.label")}
        data-countdown-target={target ?? undefined}
      >
        {UNITS.map((unit) => (
          <div className="module-countdown__unit" key={unit} data-unit={unit}>
            <span className="module-countdown__value" suppressHydrationWarning>
              {unit === "days" ? parts[unit] : String(parts[unit]).padStart(2, "0")}
            </span>
            <span className="module-countdown__label">
              {module[unit][language] || t(`modules.countdown.${unit}`)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
};
