// The event logo's kind as a radio group (SPEC §3): no logo, or one of the seven kinds, each shown as
// a preview with the owner's names in the page's own colours and fonts. The previews are decorative:
// each option is named by its visible label.
import { EVENT_LOGO_NAMES, type EventLogo } from "@core/design";
import type { EventLogoKind } from "@core/event-logo";
import { withKind } from "@core/event-logo";
import { EventLogoView } from "@modules/shared/event-logo/EventLogo";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  /** The logo on the page, or null for none. */
  chosen: EventLogoKind | null;
  /** The logo the previews draw in each kind (the page's logo, or a new one with the page's names). */
  sample: EventLogo;
  title: string;
  /** The language being edited: a date under the names is written in its words. */
  language: string;
  onChoose: (kind: EventLogoKind | null) => void;
};

export function KindPicker({ chosen, sample, title, language, onChoose }: Props) {
  const { t } = useTranslation("app");
  const name = useId();
  const option = (kind: EventLogoKind | null, label: string, preview: ReactNode) => {
    const checked = chosen === kind;
    return (
      <li key={kind ?? "none"}>
        <label className={`event-logo-kind${checked ? " is-chosen" : ""}`}>
          <input
            type="radio"
            className="event-logo-kind__radio"
            name={name}
            checked={checked}
            onChange={() => onChoose(kind)}
          />
          <span className="event-logo-kind__preview">{preview}</span>
          <span className="event-logo-kind__name">{label}</span>
        </label>
      </li>
    );
  };
  return (
    <fieldset className="event-logo-kinds">
      <legend className="event-logo-kinds__legend">{t("eventLogo.kindsLabel")}</legend>
      <ul className="event-logo-kinds__list">
        {option(
          null,
          t("eventLogo.none"),
          <span className="event-logo-kind__none" aria-hidden="true">
            {title || t("eventLogo.noneHint")}
          </span>,
        )}
        {EVENT_LOGO_NAMES.map((kind) =>
          option(
            kind,
            t(`eventLogo.kinds.${kind}`),
            <EventLogoView logo={withKind(sample, kind)} title={title} language={language} decorative />,
          ),
        )}
      </ul>
    </fieldset>
  );
}
