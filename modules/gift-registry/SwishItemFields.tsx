// A Swish gift's own fields in the gift registry editor (issue 27): 'Swisha ett valfritt belopp' or a
// fixed share in whole kronor, and the fund's goal (optional). What the owner types is kept while it is
// not a valid amount; the item keeps its last valid value meanwhile, so the page always saves.
import { SWISH_MAX_AMOUNT } from "@core/swish";
import { useTranslation } from "@web/i18n/use-translation";
import { useId, useState } from "react";
import type { GiftRegistryItem } from "./schema";

type Props = { item: GiftRegistryItem; onChange: (item: GiftRegistryItem) => void };

type Parsed = { ok: true; value: number | null } | { ok: false; error: string };

/** Whole kronor from what the owner typed ('20 000' too); empty is null when `optional`. */
export function parseKronor(text: string, optional: boolean, max: number): Parsed {
  const compact = text.replace(/[\s\u00a0.]/g, "");
  if (compact === "") return optional ? { ok: true, value: null } : { ok: false, error: "required" };
  if (!/^\d+$/.test(compact)) return { ok: false, error: "integer" };
  const value = Number(compact);
  if (value < 1) return { ok: false, error: "min" };
  if (value > max) return { ok: false, error: max === SWISH_MAX_AMOUNT ? "max" : "goalMax" };
  return { ok: true, value };
}

export function SwishItemFields({ item, onChange }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const swish = item.swish ?? { amount: null, goal: null };
  const [fixed, setFixed] = useState(swish.amount !== null);
  const [amount, setAmount] = useState(swish.amount === null ? "" : String(swish.amount));
  const [goal, setGoal] = useState(swish.goal === null ? "" : String(swish.goal));
  const amountParsed = fixed
    ? parseKronor(amount, false, SWISH_MAX_AMOUNT)
    : ({ ok: true, value: null } as Parsed);
  const goalParsed = parseKronor(goal, true, 10_000_000);

  const update = (next: Partial<typeof swish>) => onChange({ ...item, swish: { ...swish, ...next } });

  return (
    <div className="gift-item-fields__swish">
      <fieldset className="gift-item-fields__kind">
        <legend>{t("giftSwish.amountMode")}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={!fixed}
            onChange={() => {
              setFixed(false);
              update({ amount: null });
            }}
          />
          {t("giftSwish.amountFree")}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={fixed}
            onChange={() => {
              setFixed(true);
              const parsed = parseKronor(amount, false, SWISH_MAX_AMOUNT);
              if (parsed.ok) update({ amount: parsed.value });
            }}
          />
          {t("giftSwish.amountFixed")}
        </label>
      </fieldset>
      {fixed ? (
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t("giftSwish.amount")}</label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="numeric"
            value={amount}
            aria-invalid={!amountParsed.ok || undefined}
            aria-describedby={`${id}-amount-hint${amountParsed.ok ? "" : ` ${id}-amount-error`}`}
            onChange={(event) => {
              setAmount(event.target.value);
              const parsed = parseKronor(event.target.value, false, SWISH_MAX_AMOUNT);
              if (parsed.ok) update({ amount: parsed.value });
            }}
          />
          <p className="field__hint" id={`${id}-amount-hint`}>
            {t("giftSwish.amountHint")}
          </p>
          {amountParsed.ok ? null : (
            <p className="field__error" id={`${id}-amount-error`}>
              {t(`giftSwish.amountErrors.${amountParsed.error}`)}
            </p>
          )}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-goal`}>{t("giftSwish.goal")}</label>
        <input
          id={`${id}-goal`}
          type="text"
          inputMode="numeric"
          value={goal}
          aria-invalid={!goalParsed.ok || undefined}
          aria-describedby={`${id}-goal-hint${goalParsed.ok ? "" : ` ${id}-goal-error`}`}
          onChange={(event) => {
            setGoal(event.target.value);
            const parsed = parseKronor(event.target.value, true, 10_000_000);
            if (parsed.ok) update({ goal: parsed.value });
          }}
        />
        <p className="field__hint" id={`${id}-goal-hint`}>
          {t("giftSwish.goalHint")}
        </p>
        {goalParsed.ok ? null : (
          <p className="field__error" id={`${id}-goal-error`}>
            {t(`giftSwish.amountErrors.${goalParsed.error}`)}
          </p>
        )}
      </div>
      <p className="field__hint">{t("giftSwish.noMoney")}</p>
    </div>
  );
}
