import { describe, expect, it } from "vitest";
import { setTranslation, translate } from "./translation";
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

  it("treats an empty string as missing so the fallbacks apply", () => {
    expect(translate({ sv: "Hej", en: "", da: "" }, "da")).toBe("Hej");
    expect(translate({ sv: "", en: "", fi: "", no: "Hei" }, "sv")).toBe("Hei");
    expect(translate({ sv: "", en: "" }, "sv")).toBe("");
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
});

describe("translationSchema", () => {
  it("accepts a language→text map and rejects non-string values", () => {
    expect(translationSchema.parse({ sv: "Hej" })).toEqual({ sv: "Hej" });
    expect(translationSchema.safeParse({ sv: 1 }).success).toBe(false);
    expect(translationSchema.safeParse("Hej").success).toBe(false);
  });
});
