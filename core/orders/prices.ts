// Printed cards' prices (SPEC §9 Invitations, amounts in öre, VAT included): 15 kr a card, envelopes
// none / standard 3 kr / premium 5 kr a card, rounded corners 2 kr a card, fixed shipping 95 kr
// ('Fast frakt 95:-'); the VAT is 20 % of the total (25 % on top of the price without VAT). Cards come
// in tens from 10 to 300. The server prices every order from this; the browser only shows it.
import { z } from "zod";

export const CARD_PRICE = 1500;
export const ENVELOPE_PRICES = { none: 0, standard: 300, premium: 500 } as const;
export const ROUNDED_CORNERS_PRICE = 200;
export const SHIPPING_PRICE = 9500;
export const VAT_SHARE = 0.2;

export const ENVELOPES = ["none", "standard", "premium"] as const;
export const envelopesSchema = z.enum(ENVELOPES);
export type Envelopes = z.infer<typeof envelopesSchema>;

export const CARD_COUNT = { min: 10, max: 300, step: 10, default: 10 } as const;
export const CARD_COUNTS: readonly number[] = Array.from(
  { length: (CARD_COUNT.max - CARD_COUNT.min) / CARD_COUNT.step + 1 },
  (_, i) => CARD_COUNT.min + i * CARD_COUNT.step,
);
export const cardCountSchema = z
  .number()
  .int()
  .min(CARD_COUNT.min)
  .max(CARD_COUNT.max)
  .refine((count) => count % CARD_COUNT.step === 0, `cards come in tens`);

export type PriceLine = {
  kind: "cards" | "envelopes" | "roundedCorners" | "shipping";
  quantity: number;
  /** öre a piece */
  unitPrice: number;
  /** öre */
  total: number;
};

export type OrderPrice = { lines: PriceLine[]; totalInclVat: number; totalVat: number };

/** The order's lines (envelopes and corners only when chosen), its total and the VAT in it, in öre. */
export function orderPrice(order: {
  quantity: number;
  envelopes: Envelopes;
  trim: "none" | "rounded";
}): OrderPrice {
  const line = (kind: PriceLine["kind"], quantity: number, unitPrice: number): PriceLine => ({
    kind,
    quantity,
    unitPrice,
    total: quantity * unitPrice,
  });
  const lines = [line("cards", order.quantity, CARD_PRICE)];
  if (order.envelopes !== "none")
    lines.push(line("envelopes", order.quantity, ENVELOPE_PRICES[order.envelopes]));
  if (order.trim === "rounded") lines.push(line("roundedCorners", order.quantity, ROUNDED_CORNERS_PRICE));
  lines.push(line("shipping", 1, SHIPPING_PRICE));
  const totalInclVat = lines.reduce((sum, l) => sum + l.total, 0);
  return { lines, totalInclVat, totalVat: Math.round(totalInclVat * VAT_SHARE) };
}

/** The info page's 'matching cards 150 kr per 10'. */
export const PRICE_PER_TEN = CARD_PRICE * 10;

/** '1 234,50 kr' or '495 kr' (whole kronor without decimals), as Swedish shops write prices. */
export function formatSek(ore: number): string {
  const kronor = ore / 100;
  return new Intl.NumberFormat("sv-SE", {
    style: "currency",
    currency: "SEK",
    minimumFractionDigits: Number.isInteger(kronor) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kronor);
}

type Words = { sv: string; en: string; da: string };
const LINE_TITLES: Record<PriceLine["kind"], (n: number, envelopes: Envelopes) => Words> = {
  cards: (n) => ({
    sv: `${n} inbjudningskort, A6`,
    en: `${n} invitation cards, A6`,
    da: `${n} invitationskort, A6`,
  }),
  envelopes: (n, kind) =>
    kind === "premium"
      ? { sv: `${n} kuvert (premium)`, en: `${n} envelopes (premium)`, da: `${n} kuverter (premium)` }
      : { sv: `${n} kuvert (standard)`, en: `${n} envelopes (standard)`, da: `${n} kuverter (standard)` },
  roundedCorners: (n) => ({
    sv: `Rundade hörn, ${n} kort`,
    en: `Rounded corners, ${n} cards`,
    da: `Runde hjørner, ${n} kort`,
  }),
  shipping: () => ({ sv: "Fast frakt", en: "Fixed shipping", da: "Fast fragt" }),
};

/** A price line's title in a language: '20 inbjudningskort, A6', '20 kuvert (premium)'… */
export function lineTitle(
  line: Pick<PriceLine, "kind" | "quantity">,
  envelopes: Envelopes,
  language: keyof Words,
): string {
  return LINE_TITLES[line.kind](line.quantity, envelopes)[language];
}
