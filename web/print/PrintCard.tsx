// One page of a printed invitation card (issue 13): front (1) or back (2) of any layout, drawn in the
// card's real proportions with the card's colours, fonts, site graphic and event logo. Sizes are in
// container units, so the same drawing is a thumbnail in a list, the editor's card and the printer's
// 111 × 154 mm page. Modes: "print" is the page with its bleed, exactly as the printer cuts it; "preview"
// is the cut card (rounded corners when chosen); "edit" adds the bleed (shaded) and the safe area
// (dashed), and makes every item a button that opens its editor. Safe on the server (no window).
import "@design/print-card.css";
import { hexOf } from "@core/event-logo";
import { imageSrcSet, imageUrl } from "@core/image-urls";
import type { PrintContentItem, PrintDocument, PrintPosition } from "@core/print/schema";
import { EventLogoView } from "@modules/shared/event-logo/EventLogo";
import type { ReactNode } from "react";
import { SiteGraphic } from "../guest/SiteGraphic";
import { themeStyle } from "../guest/theme";

export type PrintCardMode = "edit" | "preview" | "print";

type Props = {
  print: PrintDocument;
  page: 1 | 2;
  mode: PrintCardMode;
  /** The accessible names of the item buttons in edit mode, by position. */
  itemLabel?: (position: PrintPosition) => string;
  onEditItem?: (itemId: string) => void;
  selectedItemId?: string | null;
  /** Shown in edit mode where a photo is still to be chosen. */
  emptyImageText?: string;
};

/**
 * The QR code as the card prints it: vector, in the card's text and background colours. The address
 * goes in the query string, never the path: a path segment ends at ~100 characters on the server, a
 * card's address may have 500.
 */
export function qrImageUrl(url: string, print: PrintDocument): string {
  const hex = (color: PrintDocument["colorScheme"]["onBackground"]) => hexOf(color).slice(1);
  const query = new URLSearchParams({
    target: url,
    darkColor: hex(print.colorScheme.onBackground),
    lightColor: hex(print.colorScheme.background),
  });
  return `/api/qr?${query}`;
}

export function PrintCard({
  print,
  page,
  mode,
  itemLabel,
  onEditItem,
  selectedItemId,
  emptyImageText,
}: Props) {
  const items = print.content.filter((item) => item.page === page);
  const at = (position: PrintPosition) => items.find((item) => item.position === position);
  const editable = mode === "edit" && onEditItem !== undefined;

  const wrap = (item: PrintContentItem | undefined, className: string, children: ReactNode) => {
    if (!item) return null;
    const classes = `print-card__item ${className}${item.id === selectedItemId ? " print-card__item--selected" : ""}`;
    if (!editable) return <div className={classes}>{children}</div>;
    return (
      <button
        type="button"
        className={`${classes} print-card__item--button`}
        aria-label={itemLabel?.(item.position)}
        onClick={() => onEditItem?.(item.id)}
      >
        {children}
      </button>
    );
  };
  const text = (position: PrintPosition, className: string) => {
    const item = at(position);
    const value = item?.text?.text ?? "";
    if (!item || (!value.trim() && !editable)) return null;
    return wrap(item, className, value);
  };

  const photoItem = at("primaryImage");
  const photo = photoItem
    ? wrap(
        photoItem,
        "print-card__photo",
        photoItem.image ? (
          // The printer gets the full-size upload; a screen picks a size that fits.
          <img
            src={imageUrl(photoItem.image)}
            srcSet={mode === "print" ? undefined : imageSrcSet(photoItem.image)}
            sizes={mode === "print" ? undefined : "(min-width: 48rem) 28rem, 90vw"}
            alt=""
            decoding="async"
          />
        ) : mode === "edit" ? (
          <span className="print-card__placeholder">{emptyImageText}</span>
        ) : null,
      )
    : null;

  const qrItem = at("qr");
  const qr =
    qrItem?.qr && (!qrItem.qr.hidden || editable)
      ? wrap(
          qrItem,
          `print-card__qr${qrItem.qr.hidden ? " print-card__qr--hidden" : ""}`,
          qrItem.qr.url && !qrItem.qr.hidden ? <img src={qrImageUrl(qrItem.qr.url, print)} alt="" /> : null,
        )
      : null;

  // The bleed and safe-area insets are in design/print-card.css (core/print/geometry.ts's millimetres).
  const style = themeStyle(print.colorScheme, print.fonts);

  return (
    <div
      className={`print-card print-card--${mode} print-card--${print.layout.toLowerCase().replaceAll("_", "-")} print-card--page-${page}${print.trim === "rounded" ? " print-card--rounded" : ""}`}
      style={style}
      data-layout={print.layout}
    >
      <div className="print-card__paper">
        {page === 1 && print.layout !== "TEXT_ON_PHOTO" && print.layout !== "TEXT_ON_PHOTO_GRADIENT" ? (
          <SiteGraphic name={print.siteGraphic} />
        ) : null}
        {page === 2 ? <SiteGraphic name={print.siteGraphic} /> : null}
        {page === 1 ? (
          <div className="print-card__front">
            {photo}
            <div className="print-card__text">
              {text("welcomeText", "print-card__welcome")}
              {print.eventLogo && print.layout === "GENESIS" ? (
                <div className="print-card__logo">
                  <EventLogoView logo={print.eventLogo} title={at("names")?.text?.text ?? ""} decorative />
                </div>
              ) : null}
              {text("names", "print-card__names")}
              {print.layout === "GENESIS" ? <span className="print-card__rule" aria-hidden="true" /> : null}
              {text("dateAndLocationLong", "print-card__when-long")}
              {text("dateAndLocation", "print-card__when")}
            </div>
          </div>
        ) : (
          <div className="print-card__back">
            {text("title", "print-card__title")}
            {text("websiteInfo", "print-card__info")}
            {qr}
            {text("textAtQR", "print-card__address")}
          </div>
        )}
      </div>
      {mode === "edit" ? <div className="print-card__guides" aria-hidden="true" /> : null}
    </div>
  );
}
