import { describe, expect, it } from "vitest";
import { localizeTexts, localizeTranslation } from "./localize";
import { type Translation, translate } from "./translation";

describe("localizeTranslation", () => {
  it("keeps only the language's own text, an on-purpose empty included", () => {
    expect(localizeTranslation({ sv: "Hej", en: "Hi", da: "Hej hej" }, "en")).toEqual({ en: "Hi" });
    expect(localizeTranslation({ sv: "Hej", en: "" }, "en")).toEqual({ en: "" });
  });

  it("keeps the fallback translate() would show when the language was never written", () => {
    expect(localizeTranslation({ sv: "Hej", en: "Hi" }, "de")).toEqual({ en: "Hi" });
    expect(localizeTranslation({ sv: "Hej", en: "" }, "da")).toEqual({ sv: "Hej" });
    expect(localizeTranslation({ fi: "Moi" }, "da")).toEqual({ fi: "Moi" });
    expect(localizeTranslation({ sv: "", en: "<p></p>" }, "da")).toEqual({});
  });

  it("shows what the whole object shows, for every language", () => {
    const samples: Translation[] = [
      { sv: "Hej", en: "Hi" },
      { sv: "", en: "Hi" },
      { da: "Hej" },
      { en: "<p></p>", sv: "Tja" },
      {},
    ];
    for (const t of samples)
      for (const language of ["sv", "en", "da", "de"])
        expect(translate(localizeTranslation(t, language), language)).toBe(translate(t, language));
  });
});

describe("localizeTexts", () => {
  it("localizes translation objects at any depth and leaves everything else whole", () => {
    const module = {
      id: "m1",
      title: { sv: "Välkommen", en: "Welcome" },
      items: [
        { id: "a", text: { sv: "<p>Ett</p>", en: "<p>One</p>" }, image: { fileName: "x.jpg", width: 10 } },
      ],
      video: { videoUrl: "https://youtu.be/x", autoStart: false },
      units: { sv: "dagar" },
    };
    const localized = localizeTexts(module, "en", ["sv", "en"]);
    expect(localized).toEqual({
      id: "m1",
      title: { en: "Welcome" },
      items: [{ id: "a", text: { en: "<p>One</p>" }, image: { fileName: "x.jpg", width: 10 } }],
      video: { videoUrl: "https://youtu.be/x", autoStart: false },
      units: { sv: "dagar" },
    });
    expect(module.title).toEqual({ sv: "Välkommen", en: "Welcome" });
  });

  it("does not take an object keyed by something other than the site's languages for a translation", () => {
    const value = { settings: { id: "x" }, empty: {} };
    expect(localizeTexts(value, "sv", ["sv", "en"])).toEqual(value);
  });
});
