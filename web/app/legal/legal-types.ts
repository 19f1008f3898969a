// The terms of use and the privacy notice (issue 15 item 9): one document per language, each a list of
// sections. Kept out of the app's message files: only the two legal pages load them.
import type { UiLanguage } from "@core/languages";

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; lead: string; sections: LegalSection[] };
export type LegalTexts = { terms: LegalDocument; privacy: LegalDocument; updated: string; back: string };

/** What the texts name: filled into {{brand}}, {{mail}}, {{retentionMonths}} and the prices. */
export type LegalFacts = {
  brand: string;
  mail: string;
  retentionMonths: number;
  subdomainPrice: string;
  subdomainMonths: number;
};

export type LegalLanguage = UiLanguage;
export type LegalKind = "terms" | "privacy";

export function fillLegal(text: string, facts: LegalFacts): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in facts ? String(facts[key as keyof LegalFacts]) : whole,
  );
}
