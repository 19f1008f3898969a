// The QR codes of households' personal links on printed cards (issue 25): drawn by the qrcode package
// (error correction M, like the card's own QR code) into one SVG path, which the print page draws as
// vector in the card's colours. Made here rather than through /api/qr, so a personal link's token is
// never in a request's address (and so never in a log).
import {
  type HouseholdCard,
  type PrintedHouseholdCard,
  type QrDrawing,
  qrPath,
} from "@core/print/households";

/** The QR code of a URL as a path of its dark modules (no quiet zone: the page draws it). */
export async function qrDrawing(url: string): Promise<QrDrawing> {
  // Loaded on the first QR code, not at start (as server/routes/qr).
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  return { size: modules.size, path: qrPath(modules.size, (row, column) => modules.get(row, column) !== 0) };
}

/** The households' cards with their QR codes, in the same order. */
export async function withQrCodes(cards: readonly HouseholdCard[]): Promise<PrintedHouseholdCard[]> {
  const printed: PrintedHouseholdCard[] = [];
  for (const card of cards) printed.push({ ...card, qr: await qrDrawing(card.url) });
  return printed;
}
