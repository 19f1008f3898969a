// One household's card (issue 25, "Ett kort per hushåll från gästlistan"): the card's back with, in
// place of the card's own QR code and its address line, a block for the household: its name ("Till
// Familjen Lind"), the QR code of its personal link (vector: an SVG path made on the server from the
// qrcode package) and its short code with the page's address ("eller gå till {host} och ange koden
// ABC234"). The block sits in the lower half of the back's safe area (design: household-card.css), the
// same on every layout, since every layout's back is the same. The front is the card's own.
import "./household-card.css";
import { colorContrast, hslToRgb, relativeLuminance } from "@core/contrast";
import { hexOf } from "@core/event-logo";
import { householdBlockTexts, type PrintedHouseholdCard, type QrDrawing } from "@core/print/households";
import type { PrintDocument } from "@core/print/schema";
import { themeStyle } from "../../guest/theme";
import { PrintCard, type PrintCardMode } from "../../print/PrintCard";

/** Modules of light around the code (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The card's text colour on its background, or black on white when those are too alike to scan. */
function qrColors(print: PrintDocument): { dark: string; light: string } {
  const { onBackground, background } = print.colorScheme;
  const darker =
    relativeLuminance(hslToRgb(onBackground)) < relativeLuminance(hslToRgb(background)) &&
    colorContrast(onBackground, background) >= 3;
  return darker
    ? { dark: hexOf(onBackground), light: hexOf(background) }
    : { dark: "#000000", light: "#ffffff" };
}

export function HouseholdQr({ qr, print }: { qr: QrDrawing; print: PrintDocument }) {
  const { dark, light } = qrColors(print);
  const side = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      className="household-card__qr"
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={side} height={side} fill={light} />
      <path d={qr.path} fill={dark} transform={`translate(${QUIET_ZONE} ${QUIET_ZONE})`} />
    </svg>
  );
}

/** The card without its own QR code and address line on the back: the household's block is there. */
export function withoutCardQr(print: PrintDocument): PrintDocument {
  return {
    ...print,
    content: print.content.filter(
      (item) => item.page !== 2 || (item.position !== "qr" && item.position !== "textAtQR"),
    ),
  };
}

/** The back of one household's card, in a mode of PrintCard's ("print" for the printer's sheet). */
export function HouseholdCardBack({
  print,
  card,
  language,
  mode,
}: {
  print: PrintDocument;
  card: PrintedHouseholdCard;
  /** The card's language (the site's first). */
  language: string;
  mode: PrintCardMode;
}) {
  const texts = householdBlockTexts(card, language);
  return (
    <div
      className={`household-card household-card--${mode}`}
      style={themeStyle(print.colorScheme, print.fonts)}
      data-household={card.id}
    >
      <PrintCard print={withoutCardQr(print)} page={2} mode={mode} />
      <div className="household-card__block">
        <p className="household-card__greeting">{texts.greeting}</p>
        <HouseholdQr qr={card.qr} print={print} />
        <p className="household-card__code">
          {texts.before} <span className="household-card__host">{texts.host}</span> {texts.middle}{" "}
          <strong className="household-card__code-value">{texts.code}</strong>
        </p>
      </div>
    </div>
  );
}
