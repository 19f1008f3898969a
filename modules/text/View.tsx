import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

export const TextView: ModuleViewFor<"Text"> = ({ module, language }) => (
  <div className="module-text">
    <ModuleTitle title={module.title} language={language} />
    <RichText text={module.text} language={language} />
  </div>
);
