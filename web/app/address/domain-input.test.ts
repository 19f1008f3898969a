import { describe, expect, it } from "vitest";
import { domainOf, ownDomainOf, typeDomainName } from "./domain-input";

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

describe("a domain the couple already owns", () => {
  it("takes any top-level domain, and the domain out of a pasted address", () => {
    expect(ownDomainOf("anna-och-erik.se")).toBe("anna-och-erik.se");
    expect(ownDomainOf(" Anna.FI ")).toBe("anna.fi");
    expect(ownDomainOf("https://www.anna.org/om-oss?x=1")).toBe("anna.org");
    expect(ownDomainOf("bröllop.anna.se.")).toBe("xn--brllop-xxa.anna.se");
  });

  it("is null for what is not a domain name", () => {
    for (const wrong of [
      "",
      "anna",
      "anna.",
      "-anna.se",
      "anna .se",
      "anna@exempel.se",
      "127.0.0.1",
      "anna.s",
    ]) {
      expect(ownDomainOf(wrong), wrong).toBeNull();
    }
  });
});
