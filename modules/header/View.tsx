// The Header module (SPEC §2 Public site, §3 Header): a picture in the chosen size (SMALL, MEDIUM,
// LARGE; without a picture the size does not matter), the title, or the site's event logo when the site
// has one, and the second line, with the placeholder 'Inget datum' in the editor when it is empty. In
// theme9 the title sits at the top, middle or bottom of the picture (verticalAlignment -1, 0, 1).
import { PORTRAIT_ASPECT } from "@core/image-urls";
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { EventLogoView } from "../shared/event-logo/EventLogo";
import { headerImageSizes, headerPortrait, imageAspect } from "../shared/image-sizes";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { useSiteContext } from "../site-context";
import type { ModuleViewFor } from "../view-types";

const ALIGNMENT = { "-1": "top", "0": "middle", "1": "bottom" } as const;

/** The themes whose header places the title vertically (SPEC §2: theme9). */
const ALIGNING_THEMES = new Set(["theme9"]);

export const HeaderView: ModuleViewFor<"Header"> = ({ module, language, mode, isFirst }) => {
  const { t } = useTranslation("guest");
  const { theme, eventLogo } = useSiteContext();
  const title = translate(module.title, language);
  const secondLine = translate(module.secondLine, language);
  const size = module.userSelectedImageSize.toLowerCase();
  const alignment =
    theme && ALIGNING_THEMES.has(theme)
      ? ALIGNMENT[String(module.verticalAlignment ?? 0) as keyof typeof ALIGNMENT]
      : "middle";
  const classes = ["module-header", `size-${size}`, `align-${alignment}`];
  if (module.image) classes.push("has-image");
  if (eventLogo) classes.push("has-event-logo");
  return (
    <header className={classes.join(" ")}>
      {module.image ? (
        <div className="module-header__media">
          <ResponsiveImage
            image={module.image}
            sizes={headerImageSizes(theme, module.userSelectedImageSize, imageAspect(module.image))}
            portrait={headerPortrait(theme, module.userSelectedImageSize, PORTRAIT_ASPECT)}
            language={language}
            eager={isFirst}
          />
        </div>
      ) : null}
      <div className="module-header__content">
        {eventLogo ? (
          <h1 className="module-header__title module-header__title--logo">
            <EventLogoView logo={eventLogo} title={title} language={language} />
          </h1>
        ) : title ? (
          <h1 className="module-header__title">{title}</h1>
        ) : null}
        {secondLine ? (
          <p className="module-header__second-line">{secondLine}</p>
        ) : mode === "EDIT" ? (
          <p className="module-header__second-line is-placeholder">{t("noDate")}</p>
        ) : null}
      </div>
    </header>
  );
};
