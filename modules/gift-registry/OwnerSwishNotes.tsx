// The owner's gift list (the editor canvas, issue 27): beside the reservations on the cards, what guests
// said they swished ("Jag har swishat"), per Swish gift: who, how much and their greeting, and the sum
// said per fund against its goal. Nothing is confirmed by Swish: these are the guests' own words. Also
// whether the couple's Swish number is set (without it guests do not see the Swish gifts). Owner app
// only: loaded lazily by View.tsx in edit mode, never on the guest page.
import { formatKronor, formatSwishNumber } from "@core/swish";
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { useEffect, useId, useState } from "react";
import type { GiftRegistryItem } from "./schema";
import { isSwishGift } from "./status";

export type OwnerSwishNote = {
  id: number;
  moduleId: string;
  itemId: string;
  name: string;
  amount: number | null;
  message: string | null;
  createdAt: string;
};
type Loaded = { swishNumber: string | null; notes: OwnerSwishNote[] };

type Props = { siteId: string; items: readonly GiftRegistryItem[]; language: string };

/** The sum and count of what guests said per gift. */
export function swishTotals(notes: readonly OwnerSwishNote[], itemId: string) {
  const mine = notes.filter((note) => note.itemId === itemId);
  return { notes: mine, sum: mine.reduce((total, note) => total + (note.amount ?? 0), 0) };
}

export default function OwnerSwishNotes({ siteId, items, language }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const [state, setState] = useState<Loaded | "loading" | "failed">("loading");

  useEffect(() => {
    let live = true;
    fetch(`/api/sites/${encodeURIComponent(siteId)}/swish-notes`, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<Loaded>) : Promise.reject()))
      .then((loaded) => live && setState(loaded))
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [siteId]);

  const kr = (amount: number) => formatKronor(amount, language);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language === "en" ? "en-GB" : language === "da" ? "da-DK" : "sv-SE", {
      day: "numeric",
      month: "short",
    }).format(new Date(iso));
  const swishItems = items.filter(isSwishGift);

  return (
    <section className="gift-swish-owner" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("giftSwish.owner.title")}</h3>
      <p className="gift-swish-owner__hint">{t("giftSwish.owner.hint")}</p>
      {state === "loading" ? (
        <p>{t("giftSwish.owner.loading")}</p>
      ) : state === "failed" ? (
        <p role="alert">{t("giftSwish.owner.failed")}</p>
      ) : (
        <>
          <p
            className={state.swishNumber ? "gift-swish-owner__number" : "gift-swish-owner__number is-missing"}
          >
            {state.swishNumber
              ? t("giftSwish.owner.number", { number: formatSwishNumber(state.swishNumber) })
              : t("giftSwish.owner.noNumber")}
          </p>
          {swishItems.map((item) => {
            const { notes, sum } = swishTotals(state.notes, item.id);
            const goal = item.swish?.goal ?? null;
            const title = translate(item.title, language) || t("giftSwish.owner.untitled");
            return (
              <div key={item.id} className="gift-swish-owner__fund" data-swish-fund={item.id}>
                <h4>{title}</h4>
                <p className="gift-swish-owner__sum">
                  {notes.length === 0
                    ? t("giftSwish.owner.none")
                    : goal !== null
                      ? t("giftSwish.owner.sumOfGoal", { count: notes.length, sum: kr(sum), goal: kr(goal) })
                      : t("giftSwish.owner.sum", { count: notes.length, sum: kr(sum) })}
                </p>
                {notes.length > 0 ? (
                  <ul>
                    {notes.map((note) => (
                      <li key={note.id}>
                        <strong>{note.name}</strong>
                        {note.amount !== null ? ` · ${kr(note.amount)}` : ""} · {date(note.createdAt)}
                        {note.message ? <q>{note.message}</q> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
