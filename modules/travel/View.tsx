// Travel and stay on the guest page (issue 27): places to stay, parking and transport, each with its
// text, booking code and link, and the Location module's map card where an address is given.
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { MapCard } from "../location/MapCard";
import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";
import type { TravelKind } from "./schema";

// Beside the text from 750 px in half of the 60rem column, else the page width less its padding.
const MAP_SIZES = "(min-width: 750px) 420px, calc(100vw - 2.5rem)";

export const TravelView: ModuleViewFor<"Travel"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  return (
    <div className="module-travel">
      <div className="module-travel__intro">
        <ModuleTitle title={module.title} language={language} />
        <RichText text={module.text} language={language} />
      </div>
      {module.items.length > 0 ? (
        <ul className="module-travel__items">
          {module.items.map((item) => {
            const title = translate(item.title, language);
            const hasMap = item.map.location.trim() !== "";
            const kind = t(`modules.travel.kinds.${item.kind}`);
            const linkWord = t(item.kind === "STAY" ? "modules.travel.book" : "modules.travel.readMore");
            return (
              <li key={item.id} className={`module-travel__item${hasMap ? " has-map" : ""}`}>
                <div className="module-travel__body">
                  <p className="module-travel__kind">
                    <KindIcon kind={item.kind} />
                    {kind}
                  </p>
                  {title ? <h3 className="module-travel__title">{title}</h3> : null}
                  <RichText text={item.text} language={language} className="module-travel__text" />
                  {item.bookingCode ? (
                    <p className="module-travel__code">
                      <span className="module-travel__code-label">{t("modules.travel.bookingCode")}</span>{" "}
                      <strong className="module-travel__code-value">{item.bookingCode}</strong>
                    </p>
                  ) : null}
                  {item.link ? (
                    <a
                      className="module-travel__link"
                      href={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      // The visible word first (label in name, WCAG 2.5.3), the place, the new-tab warning.
                      aria-label={`${linkWord}${title ? `: ${title}` : ""} (${t("modules.location.newTab")})`}
                    >
                      {linkWord}
                      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
                        <path
                          d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                        />
                      </svg>
                    </a>
                  ) : null}
                </div>
                {hasMap ? (
                  <div className="module-travel__map">
                    <MapCard map={item.map} sizes={MAP_SIZES} isFirst={false} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.travel.empty")}</p>
      ) : null}
    </div>
  );
};

/** A small drawn sign of the entry's kind: a bed, a P, a train, a pin. */
function KindIcon({ kind }: { kind: TravelKind }) {
  const paths: Record<TravelKind, string> = {
    STAY: "M1.5 12.5V4M1.5 9.5h13v3M14.5 9.5V8a2 2 0 0 0-2-2H7v3.5M3.5 7.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 0 0-2.6 0",
    PARKING: "M2.5 1.5h11v13h-11zM6 11.5v-7h2.6a2.1 2.1 0 0 1 0 4.2H6",
    TRANSPORT:
      "M4 1.5h8a1.5 1.5 0 0 1 1.5 1.5v7.5a1.5 1.5 0 0 1-1.5 1.5H4a1.5 1.5 0 0 1-1.5-1.5V3A1.5 1.5 0 0 1 4 1.5ZM2.5 7h11M5 14.5l1.5-2.5M11 14.5 9.5 12M5 9.5h.01M11 9.5h.01",
    OTHER:
      "M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5ZM8 7.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z",
  };
  return (
    <svg
      className="module-travel__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
