// The gift registry editor (SPEC §2 Module editors: views LIST, EDIT, BUTTONS, TEXTS; §3 GiftRegistry;
// §5 Gift quantity). LIST: heading and text; EDIT: the gifts; BUTTONS and TEXTS: the words guests see,
// with the page's defaults as placeholders. Opened from a gift on the canvas it starts at that gift;
// from the canvas's add button it adds one and opens it.
import { newClientId } from "@core/ids";
import { translate } from "@core/translation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ItemList } from "../shared/editor/ItemList";
import { EditorTabs, startTab } from "../shared/editor/questions/EditorTabs";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import { NEW_GIFT_ITEM } from "./edit-focus";
import { GiftItemFields } from "./GiftItemFields";
import { SwishSettings } from "./SwishSettings";
import type { GiftRegistryItem, GiftRegistryModule } from "./schema";

type View = "LIST" | "EDIT" | "SWISH" | "BUTTONS" | "TEXTS";
const VIEWS: readonly [View, ...View[]] = ["LIST", "EDIT", "SWISH", "BUTTONS", "TEXTS"];

type TextKey = Extract<
  keyof GiftRegistryModule,
  | "showGiftRegistryButton"
  | "reserveButton"
  | "cancelReservationButton"
  | "labelReserveQuantity"
  | "labelReservePassword"
  | "labelCancelReservationQuantity"
  | "labelCancelReservationPassword"
  | "statusTextReservedSingular"
  | "statusTextQuantity"
  | "statusTextReservedPlural"
>;

/** Each editable text and the guest page's default for it (guest namespace, see View.tsx). */
const BUTTONS: readonly [TextKey, string][] = [
  ["showGiftRegistryButton", "giftRegistry.showList"],
  ["reserveButton", "giftRegistry.reserve"],
  ["cancelReservationButton", "giftRegistry.cancelReservation"],
];
const TEXTS: readonly [TextKey, string][] = [
  ["labelReserveQuantity", "giftRegistry.labelReserveQuantity"],
  ["labelReservePassword", "giftRegistry.labelReservePassword"],
  ["labelCancelReservationQuantity", "giftRegistry.labelCancelReservationQuantity"],
  ["labelCancelReservationPassword", "giftRegistry.labelCancelReservationPassword"],
  ["statusTextReservedSingular", "giftRegistry.statusReservedSingular"],
  ["statusTextQuantity", "giftRegistry.statusQuantity"],
  ["statusTextReservedPlural", "giftRegistry.statusReservedPlural"],
];

export function newGiftItem(): GiftRegistryItem {
  return {
    id: newClientId("giftRegistryItem"),
    title: {},
    description: {},
    link: "",
    reservable: true,
    quantity: 1,
    image: null,
  };
}

export const GiftRegistryEditor: ModuleEditorFor<"GiftRegistry"> = ({
  module,
  language,
  onChange,
  focus,
}) => {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const asked = focus?.itemId;
  const [view, setView] = useState<View>(() => (asked ? "EDIT" : startTab(VIEWS, focus?.view)));
  const items = module.giftRegistry.items;
  const setItems = (next: GiftRegistryItem[]) => onChange({ ...module, giftRegistry: { items: next } });
  // The gift to open: the one clicked on the canvas, or the one the canvas's add button asked for.
  const [open, setOpen] = useState<string | undefined>(asked === NEW_GIFT_ITEM ? undefined : asked);
  const added = useRef(false);
  useEffect(() => {
    if (asked !== NEW_GIFT_ITEM || added.current) return;
    added.current = true;
    const item = newGiftItem();
    onChange({ ...module, giftRegistry: { items: [...module.giftRegistry.items, item] } });
    setOpen(item.id);
  }, [asked, module, onChange]);

  // The asked-for gift may be far down the list: bring its card into view and put the caret in it.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const card = document.querySelector(`li[id$="-${CSS.escape(open)}"]`);
      card?.scrollIntoView({ block: "start" });
      card?.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const text = ([key, fallback]: readonly [TextKey, string]) => (
    <TextWithDefault
      key={key}
      label={t(`giftEditor.texts.${key}`)}
      value={module[key]}
      language={language}
      defaultText={guest(fallback)}
      onChange={(value) => onChange({ ...module, [key]: value })}
    />
  );

  return (
    <EditorTabs
      label={t("giftEditor.viewsLabel")}
      tabs={VIEWS.map((id) => ({
        id,
        // The couple's Swish number (issue 27): site-wide, saved at once (SwishSettings.tsx).
        label: id === "SWISH" ? t("giftSwish.tab") : t(`giftEditor.views.${id}`),
      }))}
      current={view}
      onChange={setView}
    >
      {view === "LIST" ? (
        <TitleAndTextFields module={module} language={language} onChange={onChange} />
      ) : view === "EDIT" ? (
        <ItemList
          key={open ?? "list"}
          items={items}
          onChange={setItems}
          newItem={newGiftItem}
          openItemId={open}
          addLabel={t("giftEditor.addItem")}
          itemTitle={(item, index) =>
            translate(item.title, language) || t("giftEditor.itemN", { n: index + 1 })
          }
          renderItem={(item, update) => <GiftItemFields item={item} language={language} onChange={update} />}
        />
      ) : view === "SWISH" ? (
        <SwishSettings />
      ) : view === "BUTTONS" ? (
        BUTTONS.map(text)
      ) : (
        <>
          <h3 className="editor-section-title">{t("giftEditor.labelsTitle")}</h3>
          {TEXTS.slice(0, 4).map(text)}
          <h3 className="editor-section-title">{t("giftEditor.statusTitle")}</h3>
          {TEXTS.slice(4).map(text)}
        </>
      )}
    </EditorTabs>
  );
};

export default GiftRegistryEditor;
