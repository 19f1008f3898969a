import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { translate } from "@core/translation";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import { ImageField } from "../shared/editor/ImageField";
import { ItemList } from "../shared/editor/ItemList";
import type { textAndImageItemSchema } from "./schema";

type Item = z.infer<typeof textAndImageItemSchema>;

export function newListItem(): Item {
  return { id: newClientId("listItem"), title: {}, text: {}, image: null };
}

export const TextAndImageListEditor: ModuleEditorFor<"TextAndImageList"> = (props) => {
  const { t } = useTranslation("app");
  const { module, language, onChange } = props;
  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <fieldset className="editor-lists__group">
        <legend>{t("editorLists.list.items")}</legend>
        <ItemList
          items={module.items}
          onChange={(items) => onChange({ ...module, items })}
          newItem={newListItem}
          max={LIMITS.itemsPerList}
          addLabel={t("editorLists.list.add")}
          itemTitle={(item, index) =>
            translate(item.title, language) || t("editorLists.list.item", { number: index + 1 })
          }
          renderItem={(item, update) => (
            <>
              <TextField
                label={t("editorLists.list.itemTitle")}
                value={item.title}
                language={language}
                onChange={(title) => update({ ...item, title })}
              />
              <RichTextField
                label={t("editorLists.list.itemText")}
                value={item.text}
                language={language}
                onChange={(text) => update({ ...item, text })}
              />
              <ImageField
                label={t("editorLists.image")}
                value={item.image}
                onChange={(image) => update({ ...item, image })}
              />
            </>
          )}
        />
      </fieldset>
    </div>
  );
};

export default TextAndImageListEditor;
