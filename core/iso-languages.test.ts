import { describe, expect, it } from "vitest";
import { ISO_LANGUAGES, isIsoLanguage, languageLabel, languageName } from "./iso-languages";
import { QUICK_LANGUAGES } from "./wizard";

describe("ISO 639-1 languages (SPEC §9)", () => {
  it("lists every two-letter code once, in lower case", () => {
    expect(new Set(ISO_LANGUAGES).size).toBe(ISO_LANGUAGES.length);
    expect(ISO_LANGUAGES.length).toBeGreaterThanOrEqual(180);
    for (const code of ISO_LANGUAGES) expect(code).toMatch(/^[a-z]{2}$/);
    expect([...ISO_LANGUAGES].sort()).toEqual([...ISO_LANGUAGES]);
  });

  it("holds the quick picks, Norwegian among them", () => {
    for (const code of QUICK_LANGUAGES) expect(isIsoLanguage(code)).toBe(true);
    expect(isIsoLanguage("no")).toBe(true);
    expect(isIsoLanguage("de")).toBe(true);
    expect(isIsoLanguage("xx")).toBe(false);
    expect(isIsoLanguage("swe")).toBe(false);
    expect(isIsoLanguage("SV")).toBe(false);
    expect(isIsoLanguage(undefined)).toBe(false);
  });

  it("names a language in the UI language", () => {
    expect(languageName("de", "sv")).toBe("tyska");
    expect(languageName("de", "en")).toBe("German");
    expect(languageName("de", "da")).toBe("tysk");
    expect(languageName("no", "sv")).toBe("norska");
    expect(languageName("no", "en")).toBe("Norwegian");
    expect(languageName("no", "da")).toBe("norsk");
    expect(languageName("fi", "sv")).toBe("finska");
    expect(languageName("sv", "da")).toBe("svensk");
  });

  it("names a language in itself when given the code twice", () => {
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(languageName("fi", "fi")).toBe("suomi");
    expect(languageName("sv", "sv")).toBe("svenska");
  });

  it("falls back to the code in upper case when Intl has no name or no such locale", () => {
    expect(languageName("qq", "en")).toBe("QQ");
    expect(languageName("de", "not a locale!")).toBe("DE");
    expect(languageName("not a code!", "en")).toBe("NOT A CODE!");
  });

  it("every listed language has a real name in sv, en and da", () => {
    for (const ui of ["sv", "en", "da"])
      for (const code of ISO_LANGUAGES) expect(languageName(code, ui)).not.toBe(code.toUpperCase());
  });

  it("starts a label with a capital letter", () => {
    expect(languageLabel("de", "sv")).toBe("Tyska");
    expect(languageLabel("sv", "sv")).toBe("Svenska");
    expect(languageLabel("da", "da")).toBe("Dansk");
    expect(languageLabel("fi", "fi")).toBe("Suomi");
    expect(languageLabel("qq", "en")).toBe("QQ");
  });
});
