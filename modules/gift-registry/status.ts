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

/**
 * A link guests may follow: http(s) only; a bare domain (butik.se/vas, www.rörstrand.se) gets https://.
 * Anything else (javascript:, mailto:, data:, a word without a domain) is null. The save refuses what
 * this drops (schema.ts), and the card uses it again for pages saved before that rule.
 */
export function safeGiftLink(link: string): string | null {
  const value = link.trim();
  if (!value || /\s/.test(value)) return null;
  // A scheme is letters before a colon that is not a port (butik.se:8080 has none).
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(value)?.[1];
  if (scheme !== undefined && !/^https?$/i.test(scheme)) return null;
  const href = scheme === undefined ? `https://${value}` : value;
  if (!/^https?:\/\/[^/?#]/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  // A host guests can reach: a domain with a dot (or an IPv6 literal), not a lone word or bare TLD.
  const host = url.hostname;
  if (!host.startsWith("[") && !/^[^.]+(\.[^.]+)+\.?$/.test(host)) return null;
  return href;
}

/** Whether an item is gift money by Swish (issue 27), never reserved, rather than a thing to reserve. */
export function isSwishGift(item: { kind?: string | undefined }): boolean {
  return item.kind === "swish";
}
