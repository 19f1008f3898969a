import { describe, expect, it } from "vitest";
import {
  choosePageLanguage,
  chooseUiLanguage,
  guessLanguageFromHost,
  isUiLanguage,
  parseAcceptLanguage,
  primarySubtag,
  UI_LANGUAGES,
} from "./languages";

describe("UI languages", () => {
  it("are sv, en and da, sv first", () => {
    expect(UI_LANGUAGES).toEqual(["sv", "en", "da"]);
  });

  it("isUiLanguage accepts exactly those codes", () => {
    expect(isUiLanguage("sv")).toBe(true);
    expect(isUiLanguage("da")).toBe(true);
    expect(isUiLanguage("no")).toBe(false);
    expect(isUiLanguage("SV")).toBe(false);
    expect(isUiLanguage(undefined)).toBe(false);
    expect(isUiLanguage(1)).toBe(false);
  });

  it("primarySubtag takes the part before - or _", () => {
    expect(primarySubtag("da-DK")).toBe("da");
    expect(primarySubtag("en_US")).toBe("en");
    expect(primarySubtag(" SV ")).toBe("sv");
  });
});

describe("guessLanguageFromHost", () => {
  it.each([
    ["brollopssidan.se", "sv"],
    ["bryllupssiden.dk", "da"],
    ["example.com", "en"],
    ["WWW.EXAMPLE.DK", "da"],
    ["anna.se:443", "sv"],
    ["anna.se.", "sv"],
    ["example.nu", "en"],
    ["dk.example.com", "en"],
    ["localhost", "en"],
  ])("%s → %s", (host, language) => {
    expect(guessLanguageFromHost(host)).toBe(language);
  });

  it("falls back to en without a host", () => {
    expect(guessLanguageFromHost(null)).toBe("en");
    expect(guessLanguageFromHost(undefined)).toBe("en");
    expect(guessLanguageFromHost("")).toBe("en");
  });
});

describe("chooseUiLanguage", () => {
  it("takes a valid ?lang= and asks to store it", () => {
    expect(chooseUiLanguage({ query: "da", stored: "en", browserLanguages: ["sv"] })).toEqual({
      language: "da",
      store: true,
    });
    expect(chooseUiLanguage({ query: " EN " })).toEqual({ language: "en", store: true });
  });

  it("ignores an invalid ?lang= and uses the stored value without storing again", () => {
    expect(chooseUiLanguage({ query: "fi", stored: "en", browserLanguages: ["da"] })).toEqual({
      language: "en",
      store: false,
    });
  });

  it("uses the first browser language whose primary subtag is a UI language", () => {
    expect(chooseUiLanguage({ browserLanguages: ["da-DK", "en"] })).toEqual({ language: "da", store: false });
    expect(chooseUiLanguage({ stored: "xx", browserLanguages: ["fi", "nb-NO", "en-GB"] })).toEqual({
      language: "en",
      store: false,
    });
  });

  it("falls back to sv", () => {
    expect(chooseUiLanguage({})).toEqual({ language: "sv", store: false });
    expect(chooseUiLanguage({ query: "", stored: null, browserLanguages: ["fi", "de"] })).toEqual({
      language: "sv",
      store: false,
    });
  });
});

describe("choosePageLanguage", () => {
  it("takes the first browser language the site has", () => {
    expect(choosePageLanguage(["sv", "en"], ["da-DK", "en-US", "sv"])).toBe("en");
    expect(choosePageLanguage(["sv", "da"], ["da-DK"])).toBe("da");
  });

  it("prefers an exact tag match over a primary-subtag match", () => {
    expect(choosePageLanguage(["pt", "pt-br"], ["pt-BR"])).toBe("pt-br");
  });

  it("falls back to the site's first language", () => {
    expect(choosePageLanguage(["sv", "en"], ["fi", "de"])).toBe("sv");
    expect(choosePageLanguage(["da", "sv"], [])).toBe("da");
  });

  it("is undefined when the site has no languages", () => {
    expect(choosePageLanguage([], ["sv"])).toBeUndefined();
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q-value, keeping header order for equal weights", () => {
    expect(parseAcceptLanguage("en;q=0.5, da-DK, sv;q=0.9, da")).toEqual(["da-DK", "da", "sv", "en"]);
    expect(parseAcceptLanguage("sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7")).toEqual([
      "sv-SE",
      "sv",
      "en-US",
      "en",
    ]);
  });

  it("drops q=0, the wildcard and malformed entries", () => {
    expect(parseAcceptLanguage("da, en;q=0, *;q=0.1, sv;q=abc, fi;q=1.5, ;q=0.3, no")).toEqual(["da", "no"]);
  });

  it("accepts upper-case Q and spaces around parameters", () => {
    expect(parseAcceptLanguage("en ; Q=0.2 , da ; q=0.8")).toEqual(["da", "en"]);
  });

  it("gives an empty list for no header", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });
});
