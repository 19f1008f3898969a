// What a gift item card shows about quantity and reservations (SPEC §4 Gift item dialog states): pure,
// so the guest bundle and the tests share it.

export type GiftStatusTexts = { reservedSingular: string; quantity: string; reservedPlural: string };

export type GiftItemState = {
  /** Units reserved so far (the sum over the item's reservations). */
  reserved: number;
  /** Reserve button: while reserved < quantity (always for an unlimited item). */
  canReserve: boolean;
  /** Cancel-reservation button: while reserved > 0. */
  canCancel: boolean;
  /** Most units one more reservation may take; null when unlimited. */
  maxReserve: number | null;
  /** Status lines; empty for items that are not reservable. */
  status: string[];
  fullyReserved: boolean;
};

export function giftItemState(
  item: { reservable: boolean; quantity: number | null },
  reserved: number,
  texts: GiftStatusTexts,
): GiftItemState {
  if (!item.reservable) {
    return {
      reserved,
      canReserve: false,
      canCancel: false,
      maxReserve: null,
      status: [],
      fullyReserved: false,
    };
  }
  const { quantity } = item;
  const fullyReserved = quantity !== null && reserved >= quantity;
  const status: string[] = [];
  if (quantity === 1) {
    if (reserved > 0) status.push(texts.reservedSingular);
  } else {
    if (quantity !== null) status.push(`${texts.quantity}: ${quantity}`);
    if (reserved > 0) status.push(`${texts.reservedPlural}: ${reserved}`);
  }
  return {
    reserved,
    canReserve: !fullyReserved,
    canCancel: reserved > 0,
    maxReserve: quantity === null ? null : Math.max(0, quantity - reserved),
    status,
    fullyReserved,
  };
}

/** A link guests may follow: http(s) only; a bare domain gets https://. Anything else is dropped. */
export function safeGiftLink(link: string): string | null {
  const value = link.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(value)) return `https://${value}`;
  return null;
}
