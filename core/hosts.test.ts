import { describe, expect, it } from "vitest";
import {
  checkDomainName,
  checkSubdomainLabel,
  finalLabel,
  sanitizeDomainInput,
  sanitizeLabelInput,
  subdomainHost,
  subdomainLabelFromInput,
  subdomainLabelOf,
} from "./hosts";

describe("sanitizeLabelInput", () => {
  it("lowercases, folds Swedish and Danish letters and turns spaces into hyphens", () => {
    expect(sanitizeLabelInput("Anna och Örjan")).toBe("anna-och-orjan");
    expect(sanitizeLabelInput("Åsa & Ärlig")).toBe("asa-arlig");
    expect(sanitizeLabelInput("Søren og Mæja")).toBe("soren-og-maeja");
    expect(sanitizeLabelInput("Zoë Müller")).toBe("zoe-muller");
  });

  it("removes other characters and collapses hyphens", () => {
    expect(sanitizeLabelInput("anna_erik!!.se")).toBe("annaerikse");
    expect(sanitizeLabelInput("anna -- erik")).toBe("anna-erik");
    expect(sanitizeLabelInput("  -anna")).toBe("anna");
  });

  it("keeps a trailing hyphen while typing but finalLabel drops it", () => {
    expect(sanitizeLabelInput("anna ")).toBe("anna-");
    expect(finalLabel("anna ")).toBe("anna");
  });

  it("cuts to 63 characters", () => {
    expect(sanitizeLabelInput("a".repeat(80))).toHaveLength(63);
  });
});

describe("checkSubdomainLabel", () => {
  it("accepts 3 to 63 characters of a-z, 0-9 and inner hyphens", () => {
    expect(checkSubdomainLabel("abc")).toEqual({ ok: true, label: "abc" });
    expect(checkSubdomainLabel("anna-och-erik-2026")).toEqual({ ok: true, label: "anna-och-erik-2026" });
    expect(checkSubdomainLabel("a".repeat(63)).ok).toBe(true);
  });

  it("refuses short, long, unsanitised and hyphen-edged labels", () => {
    expect(checkSubdomainLabel("ab")).toEqual({ ok: false, reason: "TOO_SHORT" });
    expect(checkSubdomainLabel("a".repeat(64))).toEqual({ ok: false, reason: "TOO_LONG" });
    expect(checkSubdomainLabel("-anna")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkSubdomainLabel("anna-")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkSubdomainLabel("Anna")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkSubdomainLabel("åsa")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkSubdomainLabel("an.na")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkSubdomainLabel("xn--nna")).toEqual({ ok: false, reason: "INVALID" });
  });

  it("refuses reserved names", () => {
    for (const name of [
      "www",
      "demo",
      "api",
      "admin",
      "mail",
      "ftp",
      "app",
      "static",
      "media",
      "assets",
      "internal",
    ]) {
      expect(checkSubdomainLabel(name)).toEqual({ ok: false, reason: "RESERVED" });
    }
  });
});

describe("subdomain hosts", () => {
  it("puts the label under the brand's domain and reads it back", () => {
    expect(subdomainHost("anna", "brollopssidan.se")).toBe("anna.brollopssidan.se");
    expect(subdomainLabelOf("anna.brollopssidan.se", "brollopssidan.se")).toBe("anna");
    expect(subdomainLabelOf("ANNA.Brollopssidan.se", "brollopssidan.se")).toBe("anna");
  });

  it("is null for own domains, the brand domain itself and deeper names", () => {
    expect(subdomainLabelOf("anna.se", "brollopssidan.se")).toBeNull();
    expect(subdomainLabelOf("brollopssidan.se", "brollopssidan.se")).toBeNull();
    expect(subdomainLabelOf("a.b.brollopssidan.se", "brollopssidan.se")).toBeNull();
    expect(subdomainLabelOf("annabrollopssidan.se", "brollopssidan.se")).toBeNull();
  });

  it("takes a label or a full host as input", () => {
    expect(subdomainLabelFromInput("anna", "festsidan.se")).toBe("anna");
    expect(subdomainLabelFromInput("anna.festsidan.se.", "festsidan.se")).toBe("anna");
    expect(subdomainLabelFromInput("anna.brollopssidan.se", "festsidan.se")).toBe("anna.brollopssidan.se");
  });
});

describe("checkDomainName", () => {
  it("accepts a label with an offered top-level domain", () => {
    expect(checkDomainName("anna-och-erik.se")).toEqual({
      ok: true,
      label: "anna-och-erik",
      tld: "se",
      domain: "anna-och-erik.se",
    });
    expect(checkDomainName("WWW.Anna.COM.")).toMatchObject({ ok: true, domain: "anna.com" });
    expect(checkDomainName("ab.nu")).toMatchObject({ ok: true });
    expect(checkDomainName("ab.eu")).toMatchObject({ ok: true });
  });

  it("refuses other top-level domains, subdomains and bad labels", () => {
    expect(checkDomainName("anna.org")).toEqual({ ok: false, reason: "UNSUPPORTED_TLD" });
    expect(checkDomainName("anna")).toEqual({ ok: false, reason: "UNSUPPORTED_TLD" });
    expect(checkDomainName("a.se")).toEqual({ ok: false, reason: "TOO_SHORT" });
    expect(checkDomainName("shop.anna.se")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkDomainName("anna-.se")).toEqual({ ok: false, reason: "INVALID" });
    expect(checkDomainName(`${"a".repeat(64)}.se`)).toEqual({ ok: false, reason: "TOO_LONG" });
  });

  it("does not apply the subdomains' reserved names to own domains", () => {
    expect(checkDomainName("demo.se").ok).toBe(true);
  });
});

describe("sanitizeDomainInput", () => {
  it("keeps an offered top-level domain and sanitises the rest", () => {
    expect(sanitizeDomainInput("Anna & Örjan.nu")).toEqual({
      label: "anna-orjan",
      tld: "nu",
      domain: "anna-orjan.nu",
    });
    expect(sanitizeDomainInput("www.anna.com")).toEqual({ label: "anna", tld: "com", domain: "anna.com" });
  });

  it("uses the default top-level domain otherwise", () => {
    expect(sanitizeDomainInput("anna och erik")).toEqual({
      label: "anna-och-erik",
      tld: "se",
      domain: "anna-och-erik.se",
    });
    expect(sanitizeDomainInput("anna.org", "com")).toEqual({
      label: "annaorg",
      tld: "com",
      domain: "annaorg.com",
    });
    expect(sanitizeDomainInput("  !! ")).toBeNull();
  });
});
