import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

export const TextAndImageListView: ModuleViewFor<"TextAndImageList"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  return (
    <div className="module-list">
      <div className="module-list__intro">
        <ModuleTitle title={module.title} language={language} />
        <RichText text={module.text} language={language} />
      </div>
      {module.items.length > 0 ? (
        <ul className="module-list__items">
          {module.items.map((item) => {
            const title = translate(item.title, language);
            return (
              <li key={item.id} className={`module-list__item${item.image ? " has-image" : ""}`}>
                {item.image ? (
                  <div className="module-list__media">
                    <ResponsiveImage
                      image={item.image}
                      sizes="(min-width: 750px) 600px, 100vw"
                      language={language}
                    />
                  </div>
                ) : null}
                <div className="module-list__body">
                  {title ? <h3 className="module-list__title">{title}</h3> : null}
                  <RichText text={item.text} language={language} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.list.empty")}</p>
      ) : null}
    </div>
  );
};
