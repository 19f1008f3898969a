// A module's list of items that each have a title, a text and an image (PeopleList, TextAndImageList):
// the group with its legend, the item cards and each card's fields, so both lists edit alike.

import type { Image } from "@core/images";
import { LIMITS } from "@core/limits";
import type { Translation } from "@core/translation";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RichTextField } from "../RichTextField";
import { TextField } from "../TextField";
import { ImageField } from "./ImageField";
import { ItemList } from "./ItemList";

type Item = { id: string; title: Translation; text: Translation; image: Image | null };

type Props<I extends Item> = {
  legend: string;
  items: readonly I[];
  onChange: (items: I[]) => void;
  newItem: () => I;
  addLabel: string;
  itemTitle: (item: I, index: number) => string;
  /** The labels of an item's title and text fields. */
  labels: { title: string; text: string };
  language: string;
  /** Fields before the title (a person's name). */
  leadingFields?: (item: I, update: (item: I) => void) => ReactNode;
};

export function ItemsWithImageFields<I extends Item>({
  legend,
  items,
  onChange,
  newItem,
  addLabel,
  itemTitle,
  labels,
  language,
  leadingFields,
}: Props<I>) {
  const { t } = useTranslation("app");
  return (
    <fieldset className="editor-lists__group">
      <legend>{legend}</legend>
      <ItemList
        items={items}
        onChange={onChange}
        newItem={newItem}
        max={LIMITS.itemsPerList}
        addLabel={addLabel}
        itemTitle={itemTitle}
        renderItem={(item, update, index) => (
          <>
            {leadingFields?.(item, update)}
            <TextField
              label={labels.title}
              value={item.title}
              language={language}
              onChange={(title) => update({ ...item, title })}
            />
            <RichTextField
              label={labels.text}
              value={item.text}
              language={language}
              onChange={(text) => update({ ...item, text })}
            />
            <ImageField
              label={t("editorLists.image")}
              subject={itemTitle(item, index)}
              value={item.image}
              onChange={(image) => update({ ...item, image })}
            />
          </>
        )}
      />
    </fieldset>
  );
}
