// A module that is a title, a second title, a text and an image (ImageAndText, Location): its fields in
// the order the page shows them. What the module adds (Location's map) goes between text and image.
import type { Image } from "@core/images";
import type { Translation } from "@core/translation";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ModuleTextField } from "../ModuleTextField";
import { ImageField } from "./ImageField";

type HeadingModule = { title: Translation; secondTitle: Translation; text: Translation; image: Image | null };

type Props<M extends HeadingModule> = {
  module: M;
  language: string;
  onChange: (module: M) => void;
  children?: ReactNode;
};

export function HeadingWithImageFields<M extends HeadingModule>({
  module,
  language,
  onChange,
  children,
}: Props<M>) {
  const { t } = useTranslation("app");
  const props = { module, language, onChange };
  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="secondTitle" label="secondTitle" />
      <ModuleTextField {...props} field="text" label="text" rich />
      {children}
      <ImageField
        label={t("editorLists.image")}
        value={module.image}
        onChange={(image) => onChange({ ...module, image })}
      />
    </div>
  );
}
