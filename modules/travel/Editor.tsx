// The travel and stay editor (issue 27): each entry's kind, name, text, link and booking code, and its
// address with the Location module's map settings (MapFields: the same map image from the server).
import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { translate } from "@core/translation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { safeGiftLink } from "../gift-registry/status";
import { MapFields } from "../location/MapFields";
import { PlainField } from "../programme/Editor";
import { ItemList } from "../shared/editor/ItemList";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import { EMPTY_MAP, TRAVEL_KINDS, type TravelItem } from "./schema";

export function newTravelItem(): TravelItem {
  return {
    id: newClientId("travelItem"),
    kind: "STAY",
    title: {},
    text: {},
    link: "",
    bookingCode: "",
    map: { ...EMPTY_MAP },
  };
}

export const TravelEditor: ModuleEditorFor<"Travel"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  const { t: tGuest } = useTranslation("guest");
  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <fieldset className="editor-lists__group">
        <legend>{t("dayModules.travel.items")}</legend>
        <ItemList
          items={module.items}
          onChange={(items) => onChange({ ...module, items })}
          newItem={newTravelItem}
          max={LIMITS.itemsPerList}
          addLabel={t("dayModules.travel.add")}
          openItemId={focus?.itemId}
          itemTitle={(item, index) =>
            translate(item.title, language).trim() || t("dayModules.travel.item", { number: index + 1 })
          }
          renderItem={(item, update) => (
            <>
              <KindField
                value={item.kind}
                onChange={(kind) => update({ ...item, kind })}
                label={t("dayModules.travel.kind")}
              >
                {(kind) => tGuest(`modules.travel.kinds.${kind}`)}
              </KindField>
              <TextField
                label={t("dayModules.travel.title")}
                value={item.title}
                language={language}
                onChange={(title) => update({ ...item, title })}
              />
              <RichTextField
                label={t("dayModules.travel.text")}
                value={item.text}
                language={language}
                onChange={(text) => update({ ...item, text })}
              />
              <LinkField value={item.link} onChange={(link) => update({ ...item, link })} />
              <PlainField
                label={t("dayModules.travel.bookingCode")}
                hint={t("dayModules.travel.bookingCodeHint")}
                value={item.bookingCode}
                maxLength={100}
                onChange={(bookingCode) => update({ ...item, bookingCode })}
              />
              <MapFields map={item.map} onChange={(map) => update({ ...item, map })} />
            </>
          )}
        />
      </fieldset>
    </div>
  );
};

function KindField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: TravelItem["kind"];
  onChange: (kind: TravelItem["kind"]) => void;
  children: (kind: TravelItem["kind"]) => string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as TravelItem["kind"])}>
        {TRAVEL_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {children(kind)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The link as typed; the module keeps it only when guests can open it (else '' until it is one). */
function LinkField({ value, onChange }: { value: string; onChange: (link: string) => void }) {
  const { t } = useTranslation("app");
  const id = useId();
  const [text, setText] = useState(value);
  const invalid = text.trim() !== "" && safeGiftLink(text) === null;
  return (
    <div className="field">
      <label htmlFor={id}>{t("dayModules.travel.link")}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={LIMITS.url}
        value={text}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onChange(next.trim() === "" || safeGiftLink(next) === null ? "" : next.trim());
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t("dayModules.travel.linkHint")}
      </p>
      {invalid ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t("dayModules.travel.linkInvalid")}
        </p>
      ) : null}
    </div>
  );
}

export default TravelEditor;
