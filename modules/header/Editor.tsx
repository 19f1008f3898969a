// The Header's dialog: picture and size, title, second line, and the title's placement on the picture
// in theme9. When the site has an event logo the page shows the logo instead of the title, so the
// dialog leads with what the couple sees there (the logo's two names and its date, issue 23) and says
// what the title still does (the browser tab's name, what screen readers read).
import type { EventLogo } from "@core/design";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { useEditorContext } from "../shared/editor/context";
import { ImageField } from "../shared/editor/ImageField";
import { ModuleTextField } from "../shared/ModuleTextField";
import { logoDay, logoWithDay, secondLineWithDay } from "./editor-rules";

/** verticalAlignment (SPEC §3, §9): -1 top, 0 middle, 1 bottom; only theme9 lays the title on the picture. */
const PLACEMENT_THEMES: readonly string[] = ["theme9"];
const PLACEMENTS = [
  [-1, "top"],
  [0, "middle"],
  [1, "bottom"],
] as const;

export const HeaderEditor: ModuleEditorFor<"Header"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  const placementId = useId();
  const secondLineHintId = useId();
  const logoId = useId();
  const { theme, eventLogo, setEventLogo, languages } = useEditorContext();
  const usesPlacement = theme !== undefined && PLACEMENT_THEMES.includes(theme);
  const logo = eventLogo && setEventLogo ? eventLogo : null;
  const day = logo ? logoDay(logo) : null;
  const ownText = logo && day === null ? logo.additionalText.trim() : "";
  const setLogo = (next: EventLogo) => setEventLogo?.(next);
  const setDay = (next: string) => {
    if (!logo) return;
    setLogo(logoWithDay(logo, next, languages[0] ?? language));
    if (day && next) onChange({ ...module, secondLine: secondLineWithDay(module.secondLine, day, next) });
  };
  return (
    <div className="editor-lists">
      <ImageField
        label={t("editorLists.image")}
        value={module.image}
        onChange={(image) => onChange({ ...module, image })}
        size={{
          value: module.userSelectedImageSize,
          onChange: (userSelectedImageSize) => onChange({ ...module, userSelectedImageSize }),
        }}
      />
      {logo ? (
        <fieldset className="header-editor__logo">
          <legend>{t("headerEditor.logoLegend")}</legend>
          <p className="field__hint">{t("headerEditor.logoIntro")}</p>
          {(["name1", "name2"] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${logoId}-${field}`}>{t(`eventLogo.${field}`)}</label>
              <input
                id={`${logoId}-${field}`}
                type="text"
                maxLength={100}
                value={logo[field]}
                onChange={(event) => setLogo({ ...logo, [field]: event.target.value })}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${logoId}-date`}>{t("headerEditor.logoDate")}</label>
            <input
              id={`${logoId}-date`}
              type="date"
              min="1900-01-01"
              max="2099-12-31"
              value={day ?? ""}
              aria-describedby={`${logoId}-date-hint`}
              onChange={(event) => setDay(event.target.value)}
            />
            <p className="field__hint" id={`${logoId}-date-hint`}>
              {ownText ? `${t("headerEditor.logoOwnText", { text: ownText })} ` : ""}
              {t("headerEditor.logoDateHint")}
            </p>
          </div>
        </fieldset>
      ) : null}
      {logo ? (
        <div className="editor-lists__with-hint">
          <ModuleTextField
            module={module}
            language={language}
            onChange={onChange}
            field="title"
            label="title"
          />
          <p className="field__hint">{t("headerEditor.titleWithLogo")}</p>
        </div>
      ) : (
        <ModuleTextField
          module={module}
          language={language}
          onChange={onChange}
          field="title"
          label="title"
        />
      )}
      <div className="editor-lists__with-hint">
        <ModuleTextField
          module={module}
          language={language}
          onChange={onChange}
          field="secondLine"
          label="secondLine"
        />
        <p className="field__hint" id={secondLineHintId}>
          {t("editorLists.header.secondLineHint")}
        </p>
      </div>
      {/* The placement only matters with a picture to lay the title on. */}
      {module.image && usesPlacement ? (
        <div className="field">
          <label htmlFor={placementId}>{t("headerEditor.titlePlacement")}</label>
          <select
            id={placementId}
            aria-describedby={`${placementId}-hint`}
            value={module.verticalAlignment ?? 0}
            onChange={(event) =>
              onChange({ ...module, verticalAlignment: Number(event.target.value) as -1 | 0 | 1 })
            }
          >
            {PLACEMENTS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(`headerEditor.placements.${key}`)}
              </option>
            ))}
          </select>
          <p className="field__hint" id={`${placementId}-hint`}>
            {t("headerEditor.titlePlacementHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
};

export default HeaderEditor;
