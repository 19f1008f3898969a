import { describe, expect, it } from "vitest";
import {
  formatAmount,
  NO_FACTS,
  normalizeSwishNumber,
  PAYMENT_PRODUCTS,
  type PaymentProduct,
  priceFor,
  SWISH_NUMBER_INVALID,
  SWISH_NUMBER_REQUIRED,
  splitVat,
} from "./payments";

const SUBDOMAIN = { ...NO_FACTS, hasActiveSubdomain: true };

describe("priceFor: SPEC §9's table in Sweden", () => {
  it.each([
    ["wedding", "subdomain", 59900, 18],
    ["wedding", "extend_subdomain", 59900, 18],
    ["wedding", "domain_name", 119900, 12],
    ["wedding", "domain_name_other_registrar", 119900, 12],
    ["party", "subdomain", 49900, 12],
    ["party", "extend_subdomain", 49900, 12],
    ["party", "domain_name", 119900, 12],
    ["party", "domain_name_other_registrar", 119900, 12],
    ["event", "subdomain", 49900, 12],
    ["event", "extend_subdomain", 49900, 12],
    ["event", "domain_name", 119900, 12],
    ["event", "domain_name_other_registrar", 119900, 12],
  ] as const)("%s %s costs %i for %i months, in SEK with 25 %% VAT", (brand, product, amount, months) => {
    const result = priceFor({ brand, market: "se", product });
    expect(result).toEqual({
      ok: true,
      quote: {
        product,
        amount,
        amountWithoutVat: Math.round(amount / 1.25),
        amountVat: amount - Math.round(amount / 1.25),
        currency: "SEK",
        months,
        rule: "table",
      },
    });
  });

  it.each([
    ["wedding", 60000],
    ["party", 70000],
    ["event", 70000],
  ] as const)("%s upgrades from an active subdomain cost %i for 12 months", (brand, amount) => {
    for (const product of [
      "domain_name_upgrade_from_subdomain",
      "domain_name_other_registrar_upgrade_from_subdomain",
    ] as const) {
      const result = priceFor({ brand, market: "se", product, facts: SUBDOMAIN });
      expect(result.ok && result.quote).toMatchObject({ amount, months: 12, currency: "SEK", rule: "table" });
    }
  });

  it("refuses an upgrade without an active subdomain", () => {
    expect(
      priceFor({ brand: "wedding", market: "se", product: "domain_name_upgrade_from_subdomain" }),
    ).toEqual({
      ok: false,
      reason: "UPGRADE_NEEDS_SUBDOMAIN",
    });
  });

  it("makes a subdomain already bought free and adds no months; an extension still costs", () => {
    const renamed = priceFor({ brand: "wedding", market: "se", product: "subdomain", facts: SUBDOMAIN });
    expect(renamed.ok && renamed.quote).toMatchObject({
      amount: 0,
      months: 0,
      amountVat: 0,
      rule: "already_bought",
    });
    const extend = priceFor({
      brand: "wedding",
      market: "se",
      product: "extend_subdomain",
      facts: SUBDOMAIN,
    });
    expect(extend.ok && extend.quote).toMatchObject({ amount: 59900, months: 18 });
  });

  it("gives every domain product free for 12 months while free registrations are available", () => {
    const facts = { ...SUBDOMAIN, customDomainRegistrationsAvailable: 1 };
    for (const product of PAYMENT_PRODUCTS.filter((p) => p.startsWith("domain_name"))) {
      const result = priceFor({ brand: "party", market: "se", product, facts });
      expect(result.ok && result.quote).toMatchObject({ amount: 0, months: 12, rule: "free_registration" });
    }
    const subdomain = priceFor({ brand: "party", market: "se", product: "extend_subdomain", facts });
    expect(subdomain.ok && subdomain.quote.amount).toBe(49900);
  });

  it("charges 499 kr for another year of a domain the site already has", () => {
    const facts = { ...NO_FACTS, domainAlreadyRegistered: true };
    const result = priceFor({ brand: "wedding", market: "se", product: "domain_name", facts });
    expect(result.ok && result.quote).toMatchObject({
      amount: 49900,
      months: 12,
      rule: "already_registered",
    });
  });
});

describe("priceFor in Denmark", () => {
  it("prices in DKK with the converted table", () => {
    const cases: ["wedding" | "party" | "event", PaymentProduct, number, number][] = [
      ["wedding", "subdomain", 39900, 18],
      ["party", "subdomain", 32900, 12],
      ["event", "extend_subdomain", 32900, 12],
      ["wedding", "domain_name", 79900, 12],
    ];
    for (const [brand, product, amount, months] of cases) {
      const result = priceFor({ brand, market: "dk", product });
      expect(result.ok && result.quote).toMatchObject({ amount, months, currency: "DKK" });
    }
    const upgrade = priceFor({
      brand: "party",
      market: "dk",
      product: "domain_name_upgrade_from_subdomain",
      facts: SUBDOMAIN,
    });
    expect(upgrade.ok && upgrade.quote.amount).toBe(79900 - 32900);
  });
});

describe("splitVat and formatAmount", () => {
  it("splits 25 % VAT out of the price, the parts adding up", () => {
    expect(splitVat(59900)).toEqual({ amountWithoutVat: 47920, amountVat: 11980 });
    expect(splitVat(49900)).toEqual({ amountWithoutVat: 39920, amountVat: 9980 });
    expect(splitVat(119900)).toEqual({ amountWithoutVat: 95920, amountVat: 23980 });
    expect(splitVat(1)).toEqual({ amountWithoutVat: 1, amountVat: 0 });
    expect(splitVat(0)).toEqual({ amountWithoutVat: 0, amountVat: 0 });
  });

  it("shows kronor in Swedish format", () => {
    expect(formatAmount(59900, "SEK").replace(/\s/g, " ")).toBe("599,00 kr");
  });
});

describe("normalizeSwishNumber (SPEC §5)", () => {
  it.each([
    ["0701234567", "46701234567"],
    ["  0701234567 ", "46701234567"],
    ["+46701234567", "46701234567"],
    ["46701234567", "46701234567"],
    ["070-123 45 67", "46701234567"],
    ["1231181189", "1231181189"],
  ])("%s becomes %s", (raw, payerAlias) => {
    expect(normalizeSwishNumber(raw)).toEqual({ ok: true, payerAlias });
  });

  it("requires a number", () => {
    expect(normalizeSwishNumber("")).toEqual({ ok: false, validationMessage: SWISH_NUMBER_REQUIRED });
    expect(normalizeSwishNumber("  + ")).toEqual({ ok: false, validationMessage: SWISH_NUMBER_REQUIRED });
    expect(SWISH_NUMBER_REQUIRED).toBe("Du måste uppge ditt swish-nummer");
  });

  it("refuses what cannot be a Swish number", () => {
    for (const raw of ["070123", "abc", "46-70-12x", "4670123456789012"]) {
      expect(normalizeSwishNumber(raw)).toEqual({ ok: false, validationMessage: SWISH_NUMBER_INVALID });
    }
  });
});
