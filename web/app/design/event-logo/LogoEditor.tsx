// The chosen event logo's settings (SPEC §3): the two names, the line below, the owner's own text and
// background colours (each a switch and a colour), and for the monograms the initials' size (1–15) and
// distances (−14..14). Each field reports a burst (a focus, a toggle) so the tab can undo it as one.
import type { ColorScheme } from "@core/colors";
import type { EventLogo } from "@core/design";
import {
  clampInitialsDistance,
  clampInitialsSize,
  INITIALS_DISTANCE,
  INITIALS_SIZE,
  initialsDefaults,
  isMonogram,
  overrideStart,
} from "@core/event-logo";
import { Switch } from "@modules/shared/editor/questions/Switch";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LogoSlider } from "./LogoSlider";

export type LogoField =
  | "name1"
  | "name2"
  | "additionalText"
  | "colorText"
  | "colorBackground"
  | "fontSizeInitials"
  | "distanceInitialsX"
  | "distanceInitialsY";

type Props = {
  logo: EventLogo;
  /** The page's colours, where an own colour starts when it is switched on. */
  colorScheme: ColorScheme;
  edit: (field: LogoField, patch: Partial<EventLogo>) => void;
  /** A new burst of edits begins (a field focused, a switch toggled). */
  begin: () => void;
};

const TEXT_FIELDS = [
  { field: "name1", max: 100 },
  { field: "name2", max: 100 },
  { field: "additionalText", max: 200 },
] as const;

export function LogoEditor({ logo, colorScheme, edit, begin }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const defaults = initialsDefaults(logo.name);
  const colour = (field: "colorText" | "colorBackground", label: string, valueLabel: string) => {
    const value = logo[field];
    return (
      <div className="event-logo-editor__colour">
        <Switch
          label={label}
          checked={value.override}
          onChange={(override) => {
            begin();
            const color = override ? overrideStart(field, value.color, colorScheme) : value.color;
            edit(field, { [field]: { override, color } });
          }}
        />
        {value.override ? (
          <label className="event-logo-editor__colour-value">
            <input
              type="color"
              value={value.color}
              onFocus={() => begin()}
              onChange={(event) =>
                edit(field, { [field]: { ...value, color: event.target.value.toLowerCase() } })
              }
            />
            <span>{valueLabel}</span>
          </label>
        ) : null}
      </div>
    );
  };
  return (
    <section className="event-logo-editor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="event-logo-editor__title">
        {t("eventLogo.editorTitle")}
      </h3>
      {TEXT_FIELDS.map(({ field, max }) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`eventLogo.${field}`)}</label>
          <input
            id={`${id}-${field}`}
            type="text"
            value={logo[field]}
            maxLength={max}
            onFocus={() => begin()}
            onChange={(event) => edit(field, { [field]: event.target.value })}
          />
        </div>
      ))}
      {colour("colorText", t("eventLogo.textColor"), t("eventLogo.textColorValue"))}
      {colour("colorBackground", t("eventLogo.backgroundColor"), t("eventLogo.backgroundColorValue"))}
      {defaults && isMonogram(logo.name) ? (
        <div className="event-logo-editor__initials">
          <p id={`${id}-hint`} className="event-logo-editor__hint">
            {t("eventLogo.monogramHint")} {t("eventLogo.sliderHint")}
          </p>
          <LogoSlider
            id={`${id}-size`}
            label={t("eventLogo.initialsSize")}
            value={logo.fontSizeInitials ?? defaults.fontSizeInitials}
            {...INITIALS_SIZE}
            describedBy={`${id}-hint`}
            onFocus={() => begin()}
            onChange={(value) => edit("fontSizeInitials", { fontSizeInitials: clampInitialsSize(value) })}
          />
          <LogoSlider
            id={`${id}-x`}
            label={t("eventLogo.distanceX")}
            value={logo.distanceInitialsX ?? defaults.distanceInitialsX}
            {...INITIALS_DISTANCE}
            describedBy={`${id}-hint`}
            onFocus={() => begin()}
            onChange={(value) =>
              edit("distanceInitialsX", { distanceInitialsX: clampInitialsDistance(value) })
            }
          />
          <LogoSlider
            id={`${id}-y`}
            label={t("eventLogo.distanceY")}
            value={logo.distanceInitialsY ?? defaults.distanceInitialsY}
            {...INITIALS_DISTANCE}
            describedBy={`${id}-hint`}
            onFocus={() => begin()}
            onChange={(value) =>
              edit("distanceInitialsY", { distanceInitialsY: clampInitialsDistance(value) })
            }
          />
        </div>
      ) : null}
    </section>
  );
}
