import { describe, expect, it } from "vitest";
import { LEGAL, legalFacts } from "./legal-texts";
import { fillLegal } from "./legal-types";
import { subdomainOffer } from "./offer";

const config = {
  brand: "wedding" as const,
  market: "se",
  displayName: "Bröllopssidan",
  domain: "brollopssidan.se",
  contactMail: "info@brollopssidan.se",
  demoHost: "demo.brollopssidan.se",
  demoSiteId: null,
  answersRetentionMonths: 6,
  analytics: false,
};

describe("the terms and the privacy notice", () => {
  it("say the same things in sv, en and da: the same sections with the same number of paragraphs", () => {
    const shape = (language: keyof typeof LEGAL) =>
      (["terms", "privacy"] as const).map((kind) =>
        LEGAL[language][kind].sections.map((s) => s.paragraphs.length),
      );
    expect(shape("en")).toEqual(shape("sv"));
    expect(shape("da")).toEqual(shape("sv"));
  });

  it("name only facts the page fills in", () => {
    const facts = legalFacts(config, "sv");
    for (const texts of Object.values(LEGAL))
      for (const document of [texts.terms, texts.privacy])
        for (const text of [document.lead, ...document.sections.flatMap((s) => s.paragraphs)])
          expect(fillLegal(text, facts)).not.toMatch(/\{\{|\}\}/);
  });

  it("fills the retention, brand and mail from the configuration", () => {
    const text = "{{brand}} {{mail}} {{retentionMonths}} {{unknown}}";
    expect(fillLegal(text, legalFacts({ ...config, answersRetentionMonths: 12 }, "en"))).toBe(
      "Bröllopssidan info@brollopssidan.se 12 {{unknown}}",
    );
  });
});

describe("the subdomain offer", () => {
  it("is the price table's subdomain price in whole currency units", () => {
    expect(subdomainOffer({ brand: "wedding", market: "se" }, "sv")).toEqual({
      price: "599\u00a0kr",
      months: 18,
    });
    expect(subdomainOffer({ brand: "party", market: "se" }, "en")).toEqual({
      price: "SEK\u00a0499",
      months: 12,
    });
    expect(subdomainOffer({ brand: "event", market: "dk" }, "da").months).toBe(12);
    expect(subdomainOffer({ brand: "event", market: "dk" }, "da").price).toMatch(/^\d+\u00a0kr\.$/);
  });
});
