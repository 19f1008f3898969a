// One gift in the gift registry editor (SPEC §3 GiftRegistry items, §5 Gift quantity): title,
// description, link, image, whether guests may reserve it, and how many are wished for.
import { parseGiftQuantity } from "@core/form-editing";
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { useId, useState } from "react";
import { ImageField } from "../shared/editor/ImageField";
import { Switch } from "../shared/editor/questions/Switch";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import { SwishItemFields } from "./SwishItemFields";
import type { GiftRegistryItem } from "./schema";
import { isSwishGift, safeGiftLink } from "./status";

type Props = { item: GiftRegistryItem; language: string; onChange: (item: GiftRegistryItem) => void };

export function GiftItemFields({ item, language, onChange }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  // What the owner typed; the item keeps its last valid value meanwhile, so the page always saves.
  const [quantity, setQuantity] = useState(item.quantity === null ? "" : String(item.quantity));
  const [link, setLink] = useState(item.link);
  const parsed = parseGiftQuantity(quantity, item.reservable);
  const linkValid = link.trim() === "" || safeGiftLink(link) !== null;

  const changeQuantity = (text: string, reservable = item.reservable) => {
    setQuantity(text);
    const result = parseGiftQuantity(text, reservable);
    if (result.ok) onChange({ ...item, reservable, quantity: result.quantity });
    else if (reservable !== item.reservable) onChange({ ...item, reservable });
  };

  const swish = isSwishGift(item);
  const setKind = (kind: "gift" | "swish") =>
    kind === "swish"
      ? // Money by Swish is never reserved and has no shop link; its amount starts as the guest's choice.
        onChange({
          ...item,
          kind,
          reservable: false,
          quantity: null,
          link: "",
          swish: item.swish ?? { amount: null, goal: null },
        })
      : (() => {
          const { kind: _kind, swish: _swish, ...rest } = item;
          setQuantity("1");
          onChange({ ...rest, reservable: true, quantity: 1 });
        })();

  return (
    <div className="gift-item-fields">
      <fieldset className="gift-item-fields__kind">
        <legend>{t("giftSwish.kind")}</legend>
        {(["gift", "swish"] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={(kind === "swish") === swish}
              onChange={() => setKind(kind)}
            />
            {t(kind === "swish" ? "giftSwish.kindSwish" : "giftSwish.kindGift")}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t("giftEditor.item.title")}
        value={item.title}
        language={language}
        onChange={(title) => onChange({ ...item, title })}
      />
      {swish ? <p className="field__hint">{t("giftSwish.titleHint")}</p> : null}
      <RichTextField
        label={t("giftEditor.item.description")}
        value={item.description}
        language={language}
        onChange={(description) => onChange({ ...item, description })}
      />
      {swish ? (
        <>
          <ImageField
            label={t("giftEditor.item.image")}
            subject={translate(item.title, language)}
            value={item.image}
            onChange={(image) => onChange({ ...item, image })}
          />
          <SwishItemFields item={item} onChange={onChange} />
        </>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-link`}>{t("giftEditor.item.link")}</label>
            <input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link}
              aria-invalid={!linkValid || undefined}
              aria-describedby={linkValid ? undefined : `${id}-link-error`}
              onChange={(event) => {
                const text = event.target.value;
                setLink(text);
                if (text.trim() === "") onChange({ ...item, link: "" });
                else {
                  const safe = safeGiftLink(text);
                  if (safe !== null) onChange({ ...item, link: text.trim() });
                }
              }}
            />
            {linkValid ? null : (
              <p className="field__error" id={`${id}-link-error`}>
                {t("giftEditor.item.linkInvalid")}
              </p>
            )}
          </div>
          <ImageField
            label={t("giftEditor.item.image")}
            subject={translate(item.title, language)}
            value={item.image}
            onChange={(image) => onChange({ ...item, image })}
          />
          <div className="gift-item-fields__switch">
            <Switch
              label={t("giftEditor.item.reservable")}
              checked={item.reservable}
              describedBy={`${id}-reservable-hint`}
              onChange={(reservable) =>
                // Guests reserve against the quantity: turning reservation on with no quantity starts at 1.
                changeQuantity(reservable && quantity.trim() === "" ? "1" : quantity, reservable)
              }
            />
            <p className="field__hint" id={`${id}-reservable-hint`}>
              {t("giftEditor.item.reservableHint")}
            </p>
          </div>
          <div className="field gift-item-fields__quantity">
            <label htmlFor={`${id}-quantity`}>{t("giftEditor.item.quantity")}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required={item.reservable}
              value={quantity}
              aria-invalid={!parsed.ok || undefined}
              aria-describedby={`${id}-quantity-hint${parsed.ok ? "" : ` ${id}-quantity-error`}`}
              onChange={(event) => changeQuantity(event.target.value)}
            />
            <p className="field__hint" id={`${id}-quantity-hint`}>
              {t(item.reservable ? "giftEditor.item.quantityHintReservable" : "giftEditor.item.quantityHint")}
            </p>
            {parsed.ok ? null : (
              <p className="field__error" id={`${id}-quantity-error`}>
                {t(`giftEditor.item.quantityErrors.${parsed.error}`)}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
