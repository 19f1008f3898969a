import { translate } from "@core/translation";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import type { ModuleViewFor } from "../view-types";

const ALIGNMENT = { "-1": "top", "0": "middle", "1": "bottom" } as const;

export const HeaderView: ModuleViewFor<"Header"> = ({ module, language, mode, isFirst }) => {
  const { t } = useTranslation("guest");
  const title = translate(module.title, language);
  const secondLine = translate(module.secondLine, language);
  const size = module.userSelectedImageSize.toLowerCase();
  const alignment = ALIGNMENT[String(module.verticalAlignment ?? 0) as keyof typeof ALIGNMENT];
  return (
    <header className={`module-header size-${size} align-${alignment}${module.image ? " has-image" : ""}`}>
      {module.image ? (
        <div className="module-header__media">
          <ResponsiveImage image={module.image} sizes="100vw" language={language} eager={isFirst} />
        </div>
      ) : null}
      <div className="module-header__content">
        {title ? <h1 className="module-header__title">{title}</h1> : null}
        {secondLine ? (
          <p className="module-header__second-line">{secondLine}</p>
        ) : mode === "EDIT" ? (
          <p className="module-header__second-line is-placeholder">{t("noDate")}</p>
        ) : null}
      </div>
    </header>
  );
};
