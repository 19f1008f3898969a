import { describe, expect, it } from "vitest";
import { hasActiveSubdomain, quoteFor, type SiteAddressFacts } from "./prices";

const wedding = { brand: "wedding" as const, market: "se", domain: "brollopssidan.se" };
const party = { brand: "party" as const, market: "se", domain: "festsidan.se" };
const unpublished: SiteAddressFacts = {
  host: null,
  active: false,
  activeExpireDate: null,
  customDomainRegistrationsAvailable: 0,
};
const onSubdomain: SiteAddressFacts = {
  host: "anna.brollopssidan.se",
  active: true,
  activeExpireDate: "2099-01-01T00:00:00.000Z",
  customDomainRegistrationsAvailable: 0,
};

describe("address prices", () => {
  it("lists the brand's prices and months for an unpublished site", () => {
    expect(quoteFor("subdomain", unpublished, wedding)).toMatchObject({ amount: 59900, months: 18 });
    expect(quoteFor("subdomain", unpublished, party)).toMatchObject({ amount: 49900, months: 12 });
    expect(quoteFor("domain_name", unpublished, wedding)).toMatchObject({ amount: 119900, months: 12 });
  });

  it("makes a second subdomain free and an own domain an upgrade once a subdomain is bought", () => {
    expect(quoteFor("subdomain", onSubdomain, wedding)).toMatchObject({ amount: 0, rule: "already_bought" });
    expect(quoteFor("domain_name", onSubdomain, wedding)).toMatchObject({
      product: "domain_name_upgrade_from_subdomain",
      amount: 60000,
    });
  });

  it("makes an own domain free with a free registration", () => {
    const granted = { ...unpublished, customDomainRegistrationsAvailable: 1 };
    expect(quoteFor("domain_name", granted, wedding)).toMatchObject({ amount: 0, months: 12 });
  });

  it("does not count an expired or own-domain publication as an active subdomain", () => {
    expect(
      hasActiveSubdomain(
        { ...onSubdomain, activeExpireDate: "2020-01-01T00:00:00.000Z" },
        "brollopssidan.se",
      ),
    ).toBe(false);
    expect(hasActiveSubdomain({ ...onSubdomain, host: "anna.se" }, "brollopssidan.se")).toBe(false);
  });
});
