// The gift registry on the guest page and the editor canvas (SPEC §2 Gift registry, §4, §5): heading,
// rich text, then either a 'Visa önskelista' start button (more than one item) or the list directly.
// Guests reserve and cancel with a password of their own; the counts come from the site context and
// are replaced by the server's answer after each call.
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import { useSiteContext } from "../site-context";
import type { ModuleViewFor } from "../view-types";
import { NEW_GIFT_ITEM } from "./edit-focus";
import { type GiftDialogRequest, GiftItemCard } from "./GiftItemCard";
import { Modal } from "./Modal";
import { ReservationDialog } from "./ReservationDialog";
import { SwishGift } from "./SwishGift";
import { SwishNoteDialog } from "./SwishNoteDialog";
import { giftItemState, isSwishGift } from "./status";

// The owner's view of the guests' "Jag har swishat" notes: editor canvas only, its own chunk, never
// loaded by the guest page.
const OwnerSwishNotes = lazy(() => import("./OwnerSwishNotes"));

type ListView = "START" | "LIST";

export const GiftRegistryView: ModuleViewFor<"GiftRegistry"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const { giftRegistryReservations, requestEdit, swishNumber, siteId, quickStart } = useSiteContext();
  const edit = mode === "EDIT" ? requestEdit : undefined;
  const id = useId();
  // Guests see a Swish gift only where the page has the couple's number (issue 27: not on a Danish-only
  // site, not before the number is set); the editor and review show it with a note instead.
  const items = module.giftRegistry.items.filter(
    (item) => mode !== "PUBLIC" || !isSwishGift(item) || Boolean(swishNumber),
  );
  const [view, setView] = useState<ListView>(items.length > 1 ? "START" : "LIST");
  const [dialog, setDialog] = useState<GiftDialogRequest | null>(null);
  // The outcome of the last reservation or cancellation, shown in that gift's own card, where the guest is.
  const [notice, setNotice] = useState<{ itemId: string; message: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const text = (value: Record<string, string>, fallback: string) => translate(value, language) || t(fallback);
  const statusTexts = {
    reservedSingular: text(module.statusTextReservedSingular, "giftRegistry.statusReservedSingular"),
    quantity: text(module.statusTextQuantity, "giftRegistry.statusQuantity"),
    reservedPlural: text(module.statusTextReservedPlural, "giftRegistry.statusReservedPlural"),
  };
  const buttons = {
    reserve: text(module.reserveButton, "giftRegistry.reserve"),
    cancel: text(module.cancelReservationButton, "giftRegistry.cancelReservation"),
  };
  const reservedOf = (itemId: string) =>
    giftRegistryReservations
      .filter((r) => r.giftRegistryId === itemId)
      .reduce((sum, r) => sum + r.quantityReserved, 0);

  const showStart = view === "START" && items.length > 1;
  const dialogItem = dialog ? items.find((item) => item.id === dialog.itemId) : undefined;
  const dialogTitle = dialogItem ? translate(dialogItem.title, language) || t("giftRegistry.noTitle") : "";
  const dialogState = dialogItem ? giftItemState(dialogItem, reservedOf(dialogItem.id), statusTexts) : null;
  const hasSwish = items.some(isSwishGift);

  function showList() {
    setView("LIST");
    // The list replaces the button: move focus to it so keyboard and screen-reader users follow.
    requestAnimationFrame(() => listRef.current?.focus());
  }

  return (
    <div className="module-gift-registry">
      <ModuleTitle title={module.title} language={language} />
      <RichText text={module.text} language={language} className="gift-registry__intro" />
      {mode === "EDIT" && items.length > 1 ? (
        <fieldset className="gift-registry__edit-view">
          <legend className="gift-sr-only">{t("giftRegistry.editView.label")}</legend>
          {(["START", "LIST"] as const).map((option) => (
            <label key={option} className={view === option ? "is-selected" : undefined}>
              <input
                type="radio"
                name={`${id}-view`}
                checked={view === option}
                onChange={() => setView(option)}
              />
              {t(option === "START" ? "giftRegistry.editView.start" : "giftRegistry.editView.list")}
            </label>
          ))}
        </fieldset>
      ) : null}
      {showStart ? (
        <div className="gift-registry__start">
          <button
            type="button"
            className="gift-button gift-button--primary gift-button--large"
            onClick={showList}
          >
            {text(module.showGiftRegistryButton, "giftRegistry.showList")}
          </button>
        </div>
      ) : items.length === 0 ? (
        mode === "EDIT" ? (
          <p className="gift-registry__empty">{t("giftRegistry.empty")}</p>
        ) : null
      ) : (
        <ul
          className="gift-list"
          ref={listRef}
          tabIndex={-1}
          aria-label={translate(module.title, language) || undefined}
        >
          {items.map((item) => (
            <GiftItemCard
              key={item.id}
              item={item}
              state={giftItemState(
                { reservable: item.reservable && !isSwishGift(item), quantity: item.quantity },
                reservedOf(item.id),
                statusTexts,
              )}
              swish={
                isSwishGift(item)
                  ? (titleId) => (
                      <SwishGift
                        swish={item.swish ?? { amount: null, goal: null }}
                        title={translate(item.title, language)}
                        language={language}
                        mode={mode}
                        number={swishNumber ?? null}
                        titleId={titleId}
                        onTell={() => {
                          setNotice(null);
                          setDialog({ kind: "swish", itemId: item.id });
                        }}
                      />
                    )
                  : undefined
              }
              language={language}
              mode={mode}
              buttons={buttons}
              notice={notice?.itemId === item.id ? notice.message : undefined}
              onOpen={(request) => {
                setNotice(null);
                setDialog(request);
              }}
              onEdit={edit ? () => edit(module.id, { view: "EDIT", itemId: item.id }) : undefined}
            />
          ))}
        </ul>
      )}
      {edit ? (
        <button
          type="button"
          className="gift-button gift-registry__add"
          onClick={() => edit(module.id, { view: "EDIT", itemId: NEW_GIFT_ITEM })}
        >
          + {t("giftRegistry.addItem")}
        </button>
      ) : null}

      {mode === "EDIT" && hasSwish && siteId && !quickStart ? (
        <Suspense fallback={null}>
          <OwnerSwishNotes siteId={siteId} items={items} language={language} />
        </Suspense>
      ) : null}
      {dialog?.kind === "swish" && dialogItem ? (
        <SwishNoteDialog
          moduleId={module.id}
          itemId={dialogItem.id}
          itemTitle={dialogTitle}
          amount={dialogItem.swish?.amount ?? null}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setNotice({ itemId: dialogItem.id, message });
          }}
        />
      ) : null}
      {dialog && dialogItem && dialogState && (dialog.kind === "reserve" || dialog.kind === "cancel") ? (
        <ReservationDialog
          action={dialog.kind}
          moduleId={module.id}
          itemId={dialogItem.id}
          itemTitle={dialogTitle}
          max={dialog.kind === "reserve" ? dialogState.maxReserve : dialogState.reserved}
          labels={
            dialog.kind === "reserve"
              ? {
                  quantity: text(module.labelReserveQuantity, "giftRegistry.labelReserveQuantity"),
                  password: text(module.labelReservePassword, "giftRegistry.labelReservePassword"),
                  submit: buttons.reserve,
                }
              : {
                  quantity: text(
                    module.labelCancelReservationQuantity,
                    "giftRegistry.labelCancelReservationQuantity",
                  ),
                  password: text(
                    module.labelCancelReservationPassword,
                    "giftRegistry.labelCancelReservationPassword",
                  ),
                  submit: buttons.cancel,
                }
          }
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setNotice({ itemId: dialogItem.id, message });
          }}
        />
      ) : null}
      {dialog?.kind === "image" && dialogItem?.image ? (
        <Modal labelledBy={`${id}-image-title`} onClose={() => setDialog(null)} className="gift-modal--image">
          <div className="gift-image">
            <div className="gift-image__bar">
              <h2 className="gift-image__title" id={`${id}-image-title`}>
                {dialogTitle}
              </h2>
              <button type="button" className="gift-image__close" onClick={() => setDialog(null)}>
                <span className="gift-sr-only">{t("giftRegistry.close")}</span>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6 6 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <ResponsiveImage
              image={dialogItem.image}
              sizes="(min-width: 1000px) 960px, 100vw"
              language={language}
              eager
            />
          </div>
        </Modal>
      ) : null}
    </div>
  );
};
