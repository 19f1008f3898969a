import { translate } from "@core/translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

export const ImageAndTextView: ModuleViewFor<"ImageAndText"> = ({ module, language, isFirst }) => {
  const secondTitle = translate(module.secondTitle, language);
  return (
    <div className={`module-image-and-text${module.image ? "" : " no-image"}`}>
      {module.image ? (
        <div className="module-image-and-text__media">
          <ResponsiveImage
            image={module.image}
            sizes="(min-width: 900px) 600px, 100vw"
            language={language}
            eager={isFirst}
          />
        </div>
      ) : null}
      <div className="module-image-and-text__body">
        <ModuleTitle title={module.title} language={language} />
        {secondTitle ? <p className="module-second-title">{secondTitle}</p> : null}
        <RichText text={module.text} language={language} />
      </div>
    </div>
  );
};
