import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";
import { MapCard } from "./MapCard";

// How wide the map shows (design/guest-modules.css): beside the text from 900 px, in about 6/11 of the
// 68rem column, or half of that next to a photo; else the page width less its padding.
const MAP_SIZES = "(min-width: 900px) 564px, calc(100vw - 2.5rem)";
const MAP_SIZES_WITH_PHOTO = "(min-width: 900px) 280px, calc(100vw - 2.5rem)";

export const LocationView: ModuleViewFor<"Location"> = ({ module, language, mode, isFirst }) => {
  const { t } = useTranslation("guest");
  const place = module.map.location.trim();
  const secondTitle = translate(module.secondTitle, language);
  return (
    <div className={`module-location${module.image ? " has-image" : ""}`}>
      <div className="module-location__body">
        <ModuleTitle title={module.title} language={language} />
        {secondTitle ? <p className="module-second-title">{secondTitle}</p> : null}
        <RichText text={module.text} language={language} />
      </div>
      <div className="module-location__media">
        {place ? (
          <MapCard
            map={module.map}
            sizes={module.image ? MAP_SIZES_WITH_PHOTO : MAP_SIZES}
            isFirst={isFirst}
          />
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
