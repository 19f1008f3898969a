// One gift on the list (SPEC §2 gift item card, §4): image opening a large view, title ('Ingen rubrik'
// when empty), quantity and reservation status, a link in a new tab (not followed in the editor),
// description, and the Reserve / Cancel-reservation buttons.
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ViewMode } from "../view-types";
import type { GiftRegistryItem } from "./schema";
import { type GiftItemState, safeGiftLink } from "./status";

export type GiftDialogRequest = { kind: "reserve" | "cancel" | "image" | "swish"; itemId: string };

type Props = {
  item: GiftRegistryItem;
  state: GiftItemState;
  language: string;
  mode: ViewMode;
  buttons: { reserve: string; cancel: string };
  onOpen: (request: GiftDialogRequest) => void;
  /** Edit mode: open this gift in the gift registry editor (SPEC §2: an edit-mode click opens it). */
  onEdit?: (() => void) | undefined;
  /** 'Tack! Vinglas är reserverad.': shown in this card, focused and brought into view (issue 15 item 4). */
  notice?: string | undefined;
  /** A Swish gift's part (SwishGift.tsx), given the card's title id; its card has no link nor reserve buttons. */
  swish?: ((titleId: string) => ReactNode) | undefined;
};

/**
 * A picture taller than wide. The card shows every gift picture at 4:3 (cover), which cut a portrait
 * through the middle, often through a face: a portrait's frame is taken from its upper part instead,
 * where heads and the top of a thing usually are (issue 23 item 10; design/guest-gifts.css).
 */
export function isPortrait(image: { width?: number | undefined; height?: number | undefined }): boolean {
  return !!image.width && !!image.height && image.height > image.width;
}

export function GiftItemCard({ item, state, language, mode, buttons, onOpen, onEdit, notice, swish }: Props) {
  const { t } = useTranslation("guest");
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!notice) return;
    // After the dialog has given focus back: the message is where the guest is looking, and read out.
    const frame = requestAnimationFrame(() => {
      noticeRef.current?.focus({ preventScroll: true });
      noticeRef.current?.scrollIntoView({ block: "nearest" });
    });
    return () => cancelAnimationFrame(frame);
  }, [notice]);
  const titleId = useId();
  const title = translate(item.title, language) || t("giftRegistry.noTitle");
  const untitled = !translate(item.title, language);
  const link = swish ? null : safeGiftLink(item.link);
  const showButtons = !swish && (state.canReserve || state.canCancel);

  return (
    <li
      className={`gift-card${state.fullyReserved ? " is-reserved" : ""}${item.image ? "" : " no-image"}${onEdit ? " is-editable" : ""}${swish ? " is-swish" : ""}`}
    >
      {/* In the editor a click anywhere on the card but its buttons opens the gift's editor; the
          button below is the same for the keyboard. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the edit button below is the keyboard's way */}
      <article
        aria-labelledby={titleId}
        onClick={
          onEdit
            ? (event) => {
                if (!(event.target as Element).closest("button")) onEdit();
              }
            : undefined
        }
      >
        {item.image ? (
          <button
            type="button"
            className="gift-card__image"
            aria-label={t("giftRegistry.openImage", { title })}
            onClick={() => onOpen({ kind: "image", itemId: item.id })}
          >
            <ResponsiveImage
              image={item.image}
              sizes="(min-width: 500px) 220px, 100vw"
              language={language}
              className={isPortrait(item.image) ? "is-portrait" : undefined}
            />
          </button>
        ) : null}
        <div className="gift-card__body">
          <h3 className={`gift-card__title${untitled ? " is-untitled" : ""}`} id={titleId}>
            {title}
          </h3>
          {state.status.length > 0 ? (
            <p className="gift-card__status">
              {state.status.map((line, index) => (
                <span
                  key={line}
                  className={
                    index === 0 && state.reserved > 0 && item.quantity === 1 ? "is-reserved" : undefined
                  }
                >
                  {line}
                </span>
              ))}
            </p>
          ) : null}
          <RichText text={item.description} language={language} className="gift-card__description" />
          {swish ? swish(titleId) : null}
          {link ? (
            <a
              className="gift-card__link"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={mode === "EDIT" ? (event) => event.preventDefault() : undefined}
            >
              {t("giftRegistry.openLink")}
              <span className="gift-sr-only"> {t("giftRegistry.newTab")}</span>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <path
                  d="M6 3h7v7M13 3 5.5 10.5M11 13H3V5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </svg>
            </a>
          ) : null}
          {showButtons ? (
            <div className="gift-card__actions">
              {state.canReserve ? (
                <button
                  type="button"
                  className="gift-button gift-button--primary"
                  aria-describedby={titleId}
                  onClick={() => onOpen({ kind: "reserve", itemId: item.id })}
                >
                  {buttons.reserve}
                </button>
              ) : null}
              {state.canCancel ? (
                <button
                  type="button"
                  className="gift-button gift-button--quiet"
                  aria-describedby={titleId}
                  onClick={() => onOpen({ kind: "cancel", itemId: item.id })}
                >
                  {buttons.cancel}
                </button>
              ) : null}
            </div>
          ) : null}
          {notice ? (
            <p className="gift-card__notice" role="status" tabIndex={-1} ref={noticeRef}>
              {notice}
            </p>
          ) : null}
          {onEdit ? (
            <button
              type="button"
              className="gift-card__edit"
              aria-label={t("giftRegistry.editItem", { title })}
              onClick={onEdit}
            >
              <span aria-hidden="true">✎</span> {t("giftRegistry.edit")}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
