import { describe, expect, it } from "vitest";
import {
  clearTranslation,
  fallbackText,
  isWritten,
  normalizeText,
  setTranslation,
  translate,
} from "./translation";
import { translationSchema } from "./translation-schema";

describe("translate", () => {
  const full = { sv: "Välkommen", en: "Welcome", da: "Velkommen" };

  it("uses the current language first", () => {
    expect(translate(full, "da")).toBe("Velkommen");
    expect(translate(full, "sv")).toBe("Välkommen");
  });

  it("falls back to en, then sv, then the first key", () => {
    expect(translate({ sv: "Hej", en: "Hi" }, "da")).toBe("Hi");
    expect(translate({ sv: "Hej", fi: "Moi" }, "da")).toBe("Hej");
    expect(translate({ fi: "Moi", no: "Hei" }, "da")).toBe("Moi");
  });

  it("gives '' for null, undefined and an empty object", () => {
    expect(translate(null, "sv")).toBe("");
    expect(translate(undefined, "sv")).toBe("");
    expect(translate({}, "sv")).toBe("");
  });

  it("answers an on-purpose empty ('' under the language's own key) with ''", () => {
    // The owner cleared the Swedish second line: it stays empty, it does not show the English one.
    expect(translate({ sv: "", en: "Saturday" }, "sv")).toBe("");
    expect(translate({ sv: "Hej", en: "", da: "" }, "da")).toBe("");
  });

  it("falls back for a language never written, skipping other languages' empties", () => {
    expect(translate({ sv: "Hej", en: "" }, "da")).toBe("Hej");
    expect(translate({ sv: "", en: "", fi: "", no: "Hei" }, "da")).toBe("Hei");
    expect(translate({ sv: "", en: "" }, "da")).toBe("");
  });

  it("treats the rich-text editor's empty paragraph as ''", () => {
    expect(translate({ sv: "<p></p>", en: "<p>Hi</p>" }, "sv")).toBe("");
    expect(translate({ sv: "<p><br></p>", en: "<p>Hi</p>" }, "da")).toBe("<p>Hi</p>");
    expect(translate({ en: "<p></p>", sv: "<p>Hej</p>" }, "da")).toBe("<p>Hej</p>");
  });

  it("does not read inherited object properties as languages", () => {
    expect(translate({ sv: "Hej" }, "constructor")).toBe("Hej");
    expect(translate({ sv: "Hej" }, "toString")).toBe("Hej");
  });
});

describe("setTranslation", () => {
  it("returns a new object and leaves the original untouched", () => {
    const original = { sv: "Hej" };
    const updated = setTranslation(original, "en", "Hi");
    expect(updated).toEqual({ sv: "Hej", en: "Hi" });
    expect(original).toEqual({ sv: "Hej" });
    expect(updated).not.toBe(original);
  });

  it("overwrites an existing language and starts from nothing when given null", () => {
    expect(setTranslation({ sv: "Hej" }, "sv", "Tja")).toEqual({ sv: "Tja" });
    expect(setTranslation(null, "da", "Hej")).toEqual({ da: "Hej" });
    expect(setTranslation(undefined, "da", "Hej")).toEqual({ da: "Hej" });
  });

  it("keeps an emptied language as a '' key and stores an empty paragraph as ''", () => {
    expect(setTranslation({ sv: "Hej", en: "Hi" }, "sv", "")).toEqual({ sv: "", en: "Hi" });
    expect(setTranslation({ sv: "<p>Hej</p>" }, "sv", "<p></p>")).toEqual({ sv: "" });
  });
});

describe("written and never written", () => {
  it("tells an on-purpose empty from a never-written language", () => {
    expect(isWritten({ sv: "" }, "sv")).toBe(true);
    expect(isWritten({ sv: "" }, "en")).toBe(false);
    expect(isWritten(null, "sv")).toBe(false);
  });

  it("gives what a language would show if never written", () => {
    expect(fallbackText({ sv: "", en: "Hi" }, "sv")).toBe("Hi");
    expect(fallbackText({ sv: "Hej", en: "Hi" }, "en")).toBe("Hej");
    expect(fallbackText({ sv: "Hej" }, "sv")).toBe("");
  });

  it("clearTranslation removes the key so the field falls back again", () => {
    const cleared = clearTranslation({ sv: "", en: "Hi" }, "sv");
    expect(cleared).toEqual({ en: "Hi" });
    expect(translate(cleared, "sv")).toBe("Hi");
  });

  it("normalizeText keeps real text and empties an empty paragraph", () => {
    expect(normalizeText("<p></p>")).toBe("");
    expect(normalizeText("<p></p><p></p>")).toBe("");
    expect(normalizeText("<p>a</p>")).toBe("<p>a</p>");
    expect(normalizeText(" ")).toBe(" ");
  });
});

describe("translationSchema", () => {
  it("accepts a language→text map and rejects non-string values", () => {
    expect(translationSchema.parse({ sv: "Hej" })).toEqual({ sv: "Hej" });
    expect(translationSchema.safeParse({ sv: 1 }).success).toBe(false);
    expect(translationSchema.safeParse("Hej").success).toBe(false);
  });
});
