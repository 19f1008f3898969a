// The programme's editor (issue 27): the day, then each item's time (and end), what happens, where, for
// whom, a text and, for a weekend, another day; items moved, added and removed like every list.
import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { translate } from "@core/translation";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ItemList } from "../shared/editor/ItemList";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import type { ProgrammeItem } from "./schema";

export function newProgrammeItem(): ProgrammeItem {
  return {
    id: newClientId("programmeItem"),
    time: "",
    endTime: "",
    date: "",
    title: {},
    text: {},
    place: "",
    part: {},
  };
}

export const ProgrammeEditor: ModuleEditorFor<"Programme"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <PlainField
        label={t("dayModules.programme.date")}
        hint={t("dayModules.programme.dateHint")}
        type="date"
        value={module.date}
        onChange={(date) => onChange({ ...module, date })}
      />
      <fieldset className="editor-lists__group">
        <legend>{t("dayModules.programme.items")}</legend>
        <ItemList
          items={module.items}
          onChange={(items) => onChange({ ...module, items })}
          newItem={newProgrammeItem}
          max={LIMITS.itemsPerList}
          addLabel={t("dayModules.programme.add")}
          openItemId={focus?.itemId}
          itemTitle={(item, index) => {
            const title = translate(item.title, language).trim();
            const time = item.time ? `${item.time} · ` : "";
            return title ? `${time}${title}` : t("dayModules.programme.item", { number: index + 1 });
          }}
          renderItem={(item, update) => (
            <>
              <div className="editor-lists__map-row">
                <PlainField
                  label={t("dayModules.programme.time")}
                  type="time"
                  value={item.time}
                  onChange={(time) => update({ ...item, time })}
                />
                <PlainField
                  label={t("dayModules.programme.endTime")}
                  type="time"
                  value={item.endTime}
                  onChange={(endTime) => update({ ...item, endTime })}
                />
              </div>
              <TextField
                label={t("dayModules.programme.title")}
                value={item.title}
                language={language}
                onChange={(title) => update({ ...item, title })}
              />
              <PlainField
                label={t("dayModules.programme.place")}
                value={item.place}
                autoComplete="street-address"
                onChange={(place) => update({ ...item, place })}
              />
              <TextField
                label={t("dayModules.programme.part")}
                value={item.part}
                language={language}
                onChange={(part) => update({ ...item, part })}
              />
              <RichTextField
                label={t("dayModules.programme.text")}
                value={item.text}
                language={language}
                onChange={(text) => update({ ...item, text })}
              />
              <PlainField
                label={t("dayModules.programme.itemDate")}
                hint={t("dayModules.programme.itemDateHint")}
                type="date"
                value={item.date}
                onChange={(date) => update({ ...item, date })}
              />
            </>
          )}
        />
      </fieldset>
    </div>
  );
};

/** A field that is the same in every language: a time, a day, a place. */
export function PlainField({
  label,
  hint,
  value,
  onChange,
  type = "text",
  autoComplete = "off",
  maxLength = LIMITS.shortText,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "time" | "date" | "url";
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={type === "text" || type === "url" ? maxLength : undefined}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export default ProgrammeEditor;
