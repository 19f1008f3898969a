import { describe, expect, it } from "vitest";
import { domainOf, typeDomainName } from "./domain-input";

describe("own domain field", () => {
  it("sanitises the name as it is typed and keeps the chosen ending", () => {
    expect(typeDomainName("Anna & Örjan", "se")).toEqual({ name: "anna-orjan", tld: "se" });
    expect(domainOf({ name: "anna-orjan", tld: "nu" })).toBe("anna-orjan.nu");
  });

  it("takes a typed offered ending as the top-level domain", () => {
    expect(typeDomainName("www.Anna-och-Erik.com", "se")).toEqual({ name: "anna-och-erik", tld: "com" });
    expect(typeDomainName("anna.eu", "se")).toEqual({ name: "anna", tld: "eu" });
  });

  it("does not take an ending that is not offered", () => {
    expect(typeDomainName("anna.org", "se")).toEqual({ name: "annaorg", tld: "se" });
  });

  it("has no domain while nothing usable is typed", () => {
    expect(domainOf({ name: "", tld: "se" })).toBeNull();
    expect(domainOf({ name: "-", tld: "se" })).toBeNull();
    expect(domainOf({ name: "anna-", tld: "se" })).toBe("anna.se");
  });
});
