// The language name table (issue 23 item 7): every ISO 639-1 code named in sv, en and da, each name
// once per language, and the same names as CLDR gives through Node's full ICU (but Twi, which ICU now
// takes for Akan).
import { describe, expect, it } from "vitest";
import { ISO_LANGUAGES, languageOptions } from "./iso-languages";
import { LANGUAGE_NAMES } from "./language-table";

describe("LANGUAGE_NAMES", () => {
  it("names exactly the ISO 639-1 languages", () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...ISO_LANGUAGES]);
  });

  it("has a different name for every language, in each UI language", () => {
    for (const column of [0, 1, 2]) {
      const names = Object.values(LANGUAGE_NAMES).map((row) => row[column]?.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^\p{L}[\p{L} ’'()-]+$/u);
    }
    expect(LANGUAGE_NAMES.tw?.slice(0, 3)).toEqual(["twi", "Twi", "twi"]);
    expect(LANGUAGE_NAMES.ak?.slice(0, 3)).toEqual(["akan", "Akan", "akan"]);
  });

  it("agrees with CLDR as Node's full ICU has it (a few may differ after an ICU update)", () => {
    const uis = ["sv", "en", "da"].map((ui) => new Intl.DisplayNames([ui], { type: "language" }));
    const differing: string[] = [];
    for (const [code, row] of Object.entries(LANGUAGE_NAMES)) {
      if (code === "tw") continue;
      uis.forEach((names, column) => {
        if (row[column] !== names.of(code)) differing.push(`${code}:${row[column]}`);
      });
      const own = row[3];
      if (own && own !== new Intl.DisplayNames([code], { type: "language" }).of(code)) differing.push(own);
    }
    expect(differing.length).toBeLessThanOrEqual(5);
  });
});

describe("languageOptions", () => {
  it("leaves out the page's languages and lists every other once, the common ones first", () => {
    const { common, others } = languageOptions("sv", ["sv", "de"]);
    const codes = [...common, ...others].map((option) => option.code);
    expect(codes).toHaveLength(ISO_LANGUAGES.length - 2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("sv");
    expect(codes).not.toContain("de");
    expect(common.map((option) => option.code)).toEqual(
      expect.arrayContaining(["en", "da", "no", "fi", "is", "fr", "es", "pl", "ar", "fa", "so"]),
    );
    expect(common.find((option) => option.code === "fi")?.label).toBe("Finska (suomi)");
    expect(common.find((option) => option.code === "en")?.label).toBe("Engelska (English)");
    expect(languageOptions("en", []).common.find((option) => option.code === "en")?.label).toBe("English");
  });
});
