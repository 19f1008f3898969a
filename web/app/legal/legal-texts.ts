// Every language's terms and privacy notice, and the facts they name (prices from the price table,
// the answers' retention from the server's configuration).
import type { UiLanguage } from "@core/languages";
import type { AppConfig } from "../config";
import { LEGAL_DA } from "./legal-da";
import { LEGAL_EN } from "./legal-en";
import { LEGAL_SV } from "./legal-sv";
import type { LegalFacts, LegalTexts } from "./legal-types";
import { subdomainOffer } from "./offer";

export const LEGAL: Record<UiLanguage, LegalTexts> = { sv: LEGAL_SV, en: LEGAL_EN, da: LEGAL_DA };

export function legalFacts(config: AppConfig, language: UiLanguage): LegalFacts {
  const offer = subdomainOffer(config, language);
  return {
    brand: config.displayName,
    mail: config.contactMail,
    retentionMonths: config.answersRetentionMonths,
    subdomainPrice: offer.price,
    subdomainMonths: offer.months,
  };
}
