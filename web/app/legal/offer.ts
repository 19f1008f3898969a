// What a first publication on one of the brand's subdomains costs (SPEC §9), as the start page and the
// terms state it: the same price table the payment is made from.
import type { Market } from "@core/brands";
import type { UiLanguage } from "@core/languages";
import { priceFor } from "@core/payments";
import type { AppConfig } from "../config";

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/** '599 kr' and 18 months for the Swedish wedding brand: whole kronor without decimals. */
export function subdomainOffer(
  config: Pick<AppConfig, "brand" | "market">,
  language: UiLanguage,
): { price: string; months: number } {
  const market: Market = config.market === "dk" ? "dk" : "se";
  const result = priceFor({ brand: config.brand, market, product: "subdomain" });
  if (!result.ok) throw new Error("the price table has no subdomain price");
  const { amount, currency, months } = result.quote;
  const whole = amount % 100 === 0;
  const text = new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
  return { price: text, months };
}
