import { describe, expect, it } from "vitest";
import {
  BRANDS,
  brandSchema,
  editorDomains,
  MARKETS,
  marketSchema,
  resolveBrand,
  UnknownBrandError,
  UnknownMarketError,
} from "./brands";
import { siteModeFromHost } from "./host";

describe("resolveBrand", () => {
  it.each([
    ["wedding", "se", "brollopssidan.se", "Bröllopssidan", "sv", "SEK"],
    ["wedding", "dk", "bryllupssiden.dk", "Bryllupssiden", "da", "DKK"],
    ["party", "se", "festsidan.se", "Festsidan", "sv", "SEK"],
    ["party", "dk", "festsiden.dk", "Festsiden", "da", "DKK"],
    ["event", "se", "eventsidan.se", "Eventsidan", "sv", "SEK"],
    ["event", "dk", "eventsiden.dk", "Eventsiden", "da", "DKK"],
  ])("%s in %s", (brand, market, domain, displayName, defaultLanguage, currency) => {
    expect(resolveBrand({ brand, market })).toMatchObject({
      brand,
      market,
      domain,
      contactMail: `info@${domain}`,
      demoHost: `demo.${domain}`,
      displayName,
      defaultLanguage,
      currency,
    });
  });

  it("labels pages per brand in sv, en and da", () => {
    expect(resolveBrand({ brand: "wedding", market: "se" }).pageNameLabel).toEqual({
      sv: "bröllopssida",
      en: "wedding page",
      da: "bryllupsside",
    });
    expect(resolveBrand({ brand: "party", market: "dk" }).pageNameLabel).toEqual({
      sv: "festsida",
      en: "party page",
      da: "festside",
    });
    expect(resolveBrand({ brand: "event", market: "se" }).pageNameLabel).toEqual({
      sv: "eventsida",
      en: "event page",
      da: "eventside",
    });
  });

  it("derives contactMail and demoHost from a domain override, normalized", () => {
    const definition = resolveBrand({ brand: "party", market: "se", domain: " WWW.Staging.Example.se " });
    expect(definition).toMatchObject({
      domain: "staging.example.se",
      contactMail: "info@staging.example.se",
      demoHost: "demo.staging.example.se",
      displayName: "Festsidan",
    });
  });

  it("ignores an empty or missing domain override", () => {
    expect(resolveBrand({ brand: "wedding", market: "se", domain: "" }).domain).toBe("brollopssidan.se");
    expect(resolveBrand({ brand: "wedding", market: "se", domain: null }).domain).toBe("brollopssidan.se");
  });

  it("returns a frozen definition", () => {
    const definition = resolveBrand({ brand: "wedding", market: "se" });
    expect(Object.isFrozen(definition)).toBe(true);
    expect(Object.isFrozen(definition.pageNameLabel)).toBe(true);
  });

  it("throws UnknownBrandError listing the valid brands", () => {
    expect(() => resolveBrand({ brand: "weding", market: "se" })).toThrow(UnknownBrandError);
    expect(() => resolveBrand({ brand: "weding", market: "se" })).toThrow(
      "Unknown brand 'weding': use one of wedding, party, event",
    );
    expect(() => resolveBrand({ brand: "", market: "se" })).toThrow(UnknownBrandError);
  });

  it("throws UnknownMarketError listing the valid markets", () => {
    expect(() => resolveBrand({ brand: "party", market: "no" })).toThrow(UnknownMarketError);
    expect(() => resolveBrand({ brand: "party", market: "no" })).toThrow(
      "Unknown market 'no': use one of se, dk",
    );
  });

  it("errors are Errors carrying the rejected value", () => {
    try {
      resolveBrand({ brand: "x", market: "se" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: "UnknownBrandError", value: "x" });
    }
  });
});

describe("schemas and lists", () => {
  it("list the brands and markets", () => {
    expect(BRANDS).toEqual(["wedding", "party", "event"]);
    expect(MARKETS).toEqual(["se", "dk"]);
    expect(brandSchema.safeParse("party").success).toBe(true);
    expect(brandSchema.safeParse("Party").success).toBe(false);
    expect(marketSchema.safeParse("dk").success).toBe(true);
    expect(marketSchema.safeParse("no").success).toBe(false);
  });
});

describe("editorDomains", () => {
  it("is the domain with and without www.", () => {
    expect(editorDomains(resolveBrand({ brand: "wedding", market: "dk" }))).toEqual([
      "bryllupssiden.dk",
      "www.bryllupssiden.dk",
    ]);
  });

  it("makes the brand's own domain EDIT and its demo host a PUBLIC demo", () => {
    const definition = resolveBrand({ brand: "event", market: "se" });
    const domains = editorDomains(definition);
    expect(siteModeFromHost({ host: "www.eventsidan.se", editorDomains: domains }).mode).toBe("EDIT");
    expect(siteModeFromHost({ host: definition.demoHost, editorDomains: domains })).toMatchObject({
      mode: "PUBLIC",
      isDemo: true,
    });
  });
});
