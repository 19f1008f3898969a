import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { TextField } from "../shared/TextField";
import { DATETIME_MAX, DATETIME_MIN, fromDateTimeLocal, toDateTimeLocal } from "./editor-rules";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export const CountdownEditor: ModuleEditorFor<"Countdown"> = (props) => {
  const { t } = useTranslation("app");
  const { module, language, onChange } = props;
  const dateId = useId();
  // The input keeps what the owner is typing (a half-filled datetime-local reads as ''); only a whole,
  // valid date reaches the module (SPEC §5).
  const [typed, setTyped] = useState(() => toDateTimeLocal(module.countdownDate));
  const [problem, setProblem] = useState<"format" | "range" | null>(null);

  const check = (value: string, strict: boolean) => {
    const result = fromDateTimeLocal(value);
    if (result.ok) {
      setProblem(null);
      if (result.countdownDate !== module.countdownDate)
        onChange({ ...module, countdownDate: result.countdownDate });
    } else if (strict || value.trim() !== "") {
      setProblem(result.problem);
    }
  };

  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <div className="field">
        <label htmlFor={dateId}>{t("editorLists.countdown.date")}</label>
        <input
          id={dateId}
          type="datetime-local"
          min={DATETIME_MIN}
          max={DATETIME_MAX}
          step={60}
          required
          value={typed}
          aria-invalid={problem !== null}
          aria-describedby={`${dateId}-hint${problem ? ` ${dateId}-problem` : ""}`}
          onChange={(event) => {
            setTyped(event.target.value);
            check(event.target.value, false);
          }}
          onBlur={(event) => check(event.target.value, true)}
        />
        <p className="field__hint" id={`${dateId}-hint`}>
          {t("editorLists.countdown.dateHint")}
        </p>
        {problem ? (
          <p className="field__error" id={`${dateId}-problem`} role="alert">
            {t(problem === "format" ? "editorLists.countdown.badFormat" : "editorLists.countdown.badRange")}
          </p>
        ) : null}
      </div>
      <fieldset className="editor-lists__group">
        <legend>{t("editorLists.countdown.units")}</legend>
        <p className="field__hint">{t("editorLists.countdown.unitsHint")}</p>
        <div className="editor-lists__units">
          {UNITS.map((unit) => (
            <TextField
              key={unit}
              label={t(`editorLists.countdown.${unit}`)}
              value={module[unit]}
              language={language}
              onChange={(value) => onChange({ ...module, [unit]: value })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
};

export default CountdownEditor;
