import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";
import { smallMapPath } from "./map-image";
import { mapSearchUrl } from "./map-link";

// How wide the map shows (design/guest-modules.css): beside the text from 900 px, in about 6/11 of the
// 68rem column, or half of that next to a photo; else the page width less its padding.
const MAP_SIZES = "(min-width: 900px) 564px, calc(100vw - 2.5rem)";
const MAP_SIZES_WITH_PHOTO = "(min-width: 900px) 280px, calc(100vw - 2.5rem)";

export const LocationView: ModuleViewFor<"Location"> = ({ module, language, mode, isFirst }) => {
  const { t } = useTranslation("guest");
  const place = module.map.location.trim();
  const secondTitle = translate(module.secondTitle, language);
  const mapPath = module.map.path;
  // Maps drawn by the server come in 640 and 420 px; older ones (the demo's) are a single image.
  const smallPath = mapPath ? smallMapPath(mapPath) : null;
  return (
    <div className={`module-location${module.image ? " has-image" : ""}`}>
      <div className="module-location__body">
        <ModuleTitle title={module.title} language={language} />
        {secondTitle ? <p className="module-second-title">{secondTitle}</p> : null}
        <RichText text={module.text} language={language} />
      </div>
      <div className="module-location__media">
        {place ? (
          <a
            className="module-location__map"
            href={mapSearchUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            // The visible words first, in their order (WCAG 2.5.3 label in name), then the new-tab warning.
            aria-label={`${place}, ${t("modules.location.openMap")} (${t("modules.location.newTab")})`}
          >
            {mapPath ? (
              <img
                className="module-location__map-image"
                src={mapPath}
                {...(smallPath
                  ? {
                      srcSet: `${smallPath} 420w, ${mapPath} 640w`,
                      sizes: module.image ? MAP_SIZES_WITH_PHOTO : MAP_SIZES,
                    }
                  : {})}
                alt={t("modules.location.mapOf", { place })}
                loading={isFirst ? "eager" : "lazy"}
                decoding="async"
                width={640}
                height={480}
              />
            ) : (
              <span className="module-location__map-blank" aria-hidden="true" />
            )}
            <span className="module-location__label">
              <PinIcon color={module.map.markerColor} />
              <span className="module-location__place">{place}</span>
              {/* A space between the words for assistive technology (label in name); the grid drops it. */}{" "}
              <span className="module-location__open">
                {t("modules.location.openMap")} <ExternalIcon />
              </span>
            </span>
          </a>
        ) : mode === "EDIT" ? (
          <p className="module-location__placeholder">{t("modules.location.noMap")}</p>
        ) : null}
        {module.image ? (
          <div className="module-location__photo">
            <ResponsiveImage
              image={module.image}
              sizes="(min-width: 900px) 650px, 100vw"
              language={language}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
};

function PinIcon({ color }: { color: string }) {
  return (
    <svg
      className="module-location__pin"
      viewBox="0 0 24 32"
      width="20"
      height="27"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"
        fill={color}
      />
      <circle cx="12" cy="12" r="4.5" fill="#fff" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
