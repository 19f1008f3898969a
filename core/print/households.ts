// Printed cards meet the guest list (issue 25): an order can print one card per household, in the
// list's order, each with a small block on its back: the household's name ("Till Familjen Lind"), the
// QR code of its personal link (https://{site host}/i/{token}) and its short code with the page's
// address ("eller gå till {host} och ange koden ABC123"). Only households whose personal link is on get
// a card (a turned-off link opens nothing, and its code finds nothing). The order keeps a snapshot of
// what it printed (name, code, link), so a later change to the list does not change a paid order's PDF.
import { CARD_COUNT } from "../orders/prices";

/** What one household's card prints, as the order keeps it. */
export type HouseholdCard = {
  /** The household's id (the guest list's), to know which households an order printed. */
  id: string;
  name: string;
  /** The short code for print, e.g. 'ABC234'. */
  code: string;
  /** The personal link: https://{host}/i/{token}. */
  url: string;
};

/** A household as the guest list has it (server/operations/households.ts Household). */
export type ListedHousehold = {
  id: string;
  name: string;
  code: string;
  token: string;
  linkEnabled: boolean;
  position: number;
};

/** An order prints at most as many cards as any card order (SPEC §9: 300). */
export const MAX_HOUSEHOLD_CARDS = CARD_COUNT.max;

/** The personal link of a token on the site's host. */
export const personalLink = (host: string, token: string): string => `https://${host}/i/${token}`;

/**
 * The cards of a guest list: one per household whose link is on, in list order (position; ties keep
 * the order given, which is the list's own: created first).
 */
export function householdCardsOf(households: readonly ListedHousehold[], host: string): HouseholdCard[] {
  return households
    .map((household, index) => ({ household, index }))
    .filter(({ household }) => household.linkEnabled)
    .sort((a, b) => a.household.position - b.household.position || a.index - b.index)
    .map(({ household }) => ({
      id: household.id,
      name: household.name,
      code: household.code,
      url: personalLink(host, household.token),
    }));
}

/** The page's address as a guest types it, from a personal link: 'anna-och-johan.brollopssidan.se'. */
export function hostOfLink(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

const WORDS = {
  sv: { to: (name: string) => `Till ${name}`, or: "eller gå till", enter: "och ange koden" },
  en: { to: (name: string) => `To ${name}`, or: "or go to", enter: "and enter the code" },
  da: { to: (name: string) => `Til ${name}`, or: "eller gå ind på", enter: "og indtast koden" },
} as const;
const wordsOf = (language: string) => WORDS[language as keyof typeof WORDS] ?? WORDS.en;

/** The block's texts in the card's language (the site's first language; English for others). */
export function householdBlockTexts(
  card: Pick<HouseholdCard, "name" | "code" | "url">,
  language: string,
): { greeting: string; codeLine: string; host: string; code: string; before: string; middle: string } {
  const words = wordsOf(language);
  const host = hostOfLink(card.url);
  return {
    greeting: words.to(card.name),
    codeLine: `${words.or} ${host} ${words.enter} ${card.code}`,
    host,
    code: card.code,
    before: words.or,
    middle: words.enter,
  };
}

/**
 * A QR code's dark modules as one SVG path in module units (a row's runs as rectangles), to draw as
 * vector at any size: `<svg viewBox="0 0 {size} {size}"><path d=…/></svg>`.
 */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column++;
      parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return parts.join("");
}

/** A QR code as the print page draws it: its size in modules and the path of its dark modules. */
export type QrDrawing = { size: number; path: string };

/** A household's card as the print page gets it: the snapshot and its QR code. */
export type PrintedHouseholdCard = HouseholdCard & { qr: QrDrawing };
