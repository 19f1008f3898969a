// Prices and receipt amounts arrive in minor units (öre, øre: SPEC §9) and are shown in kronor in the
// market's own format whatever the UI language: '599 kr', '1 199 kr', '119,80 kr' (VAT included).
import type { Currency } from "@core/brands";

const LOCALE: Record<Currency, string> = { SEK: "sv-SE", DKK: "da-DK" };

/**
 * 59900 → '599 kr'; whole kronor without decimals, anything else with two. A receipt's column of
 * amounts takes `{ decimals: true }` so they line up ('599,00 kr').
 */
export function formatKronor(
  minorUnits: number,
  currency: Currency = "SEK",
  { decimals = false } = {},
): string {
  const whole = minorUnits % 100 === 0 && !decimals;
  return new Intl.NumberFormat(LOCALE[currency], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minorUnits / 100);
}

/** The currency of a market (Swish and SEK in se, card and DKK in dk). */
export const currencyOfMarket = (market: string): Currency => (market === "dk" ? "DKK" : "SEK");
