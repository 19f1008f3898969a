import { newClientId } from "@core/ids";
import { translate } from "@core/translation";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { ModuleEditorFor } from "../editor-types";
import { ItemsWithImageFields } from "../shared/editor/ItemsWithImageFields";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import type { textAndImageItemSchema } from "./schema";

type Item = z.infer<typeof textAndImageItemSchema>;

export function newListItem(): Item {
  return { id: newClientId("listItem"), title: {}, text: {}, image: null };
}

export const TextAndImageListEditor: ModuleEditorFor<"TextAndImageList"> = ({
  module,
  language,
  onChange,
}) => {
  const { t } = useTranslation("app");
  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <ItemsWithImageFields
        legend={t("editorLists.list.items")}
        items={module.items}
        onChange={(items) => onChange({ ...module, items })}
        newItem={newListItem}
        addLabel={t("editorLists.list.add")}
        itemTitle={(item, index) =>
          translate(item.title, language) || t("editorLists.list.item", { number: index + 1 })
        }
        labels={{ title: t("editorLists.list.itemTitle"), text: t("editorLists.list.itemText") }}
        language={language}
      />
    </div>
  );
};

export default TextAndImageListEditor;
