// The guest language switcher names languages as the owner app does (issue 23): from our own table
// (core/language-table.ts), not the runtime's Intl.DisplayNames, which in Chromium lacks about 50 names
// ('AB', 'AA') and calls Twi 'Akan' like Akan, so a page in Twi and Akan had two 'Akan' links.
import { languageLabel } from "@core/iso-languages";
import { LANGUAGE_NAMES } from "@core/language-table";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LanguageSwitcher, switcherName } from "./LanguageSwitcher";

// Chromium's trimmed ICU, as in web/app/components/LanguageChooser.test.tsx: no name for some codes,
// 'tw' read as 'ak'. Installed before anything here asks Intl for a name (language-names caches them).
const RealDisplayNames = Intl.DisplayNames;
class ChromiumDisplayNames extends RealDisplayNames {
  override of(code: string): string | undefined {
    if (["aa", "ab", "ae", "av"].includes(code)) return code;
    return super.of(code === "tw" ? "ak" : code);
  }
}
const useDisplayNames = (value: typeof Intl.DisplayNames) =>
  Object.defineProperty(Intl, "DisplayNames", { value, configurable: true, writable: true });
beforeAll(() => useDisplayNames(ChromiumDisplayNames));
afterAll(() => useDisplayNames(RealDisplayNames));

function links(languages: string[], current: string): { text: string; lang: string; href: string }[] {
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher languages={languages} current={current} linkQuery="?domainHost=a.se" />
    </I18nextProvider>,
  );
  return Array.from(
    html.matchAll(/<a href="([^"]*)" hrefLang="[^"]*" lang="([^"]*)">([^<]*)<\/a>/g),
    (m) => ({
      href: (m[1] ?? "").replaceAll("&amp;", "&"),
      lang: m[2] ?? "",
      text: m[3] ?? "",
    }),
  );
}

describe("the guest language switcher", () => {
  it("names Twi and Akan apart, and the languages Chromium's Intl cannot name", () => {
    expect(links(["sv", "tw", "ak", "ab"], "sv").map((link) => link.text)).toEqual([
      "Twi",
      "Akan",
      "Abchaziska",
    ]);
  });

  it("names a language in itself where the table has that name, as the owner app's list does", () => {
    expect(links(["sv", "de", "da", "en", "se"], "sv")).toEqual([
      { href: "/de?domainHost=a.se", lang: "de", text: "Deutsch" },
      { href: "/da?domainHost=a.se", lang: "da", text: "Dansk" },
      { href: "/en?domainHost=a.se", lang: "en", text: "English" },
      { href: "/se?domainHost=a.se", lang: "se", text: "Davvisámegiella" },
    ]);
    for (const [code, row] of Object.entries(LANGUAGE_NAMES))
      if (row[3]) expect(switcherName(code, "sv").name).toBe(languageLabel(code, code));
  });

  it("without a name in the language itself, names it in the page's language (English after sv, en, da)", () => {
    expect(links(["sv", "ab"], "sv")[0]).toMatchObject({ text: "Abchaziska", lang: "sv" });
    expect(links(["da", "ab"], "da")[0]).toMatchObject({ text: "Abkhasisk", lang: "da" });
    expect(links(["de", "ab"], "de")[0]).toMatchObject({ text: "Abkhazian", lang: "en" });
  });

  it("names every ISO language, each once", () => {
    const codes = Object.keys(LANGUAGE_NAMES);
    const names = codes.map((code) => switcherName(code, "sv").name);
    expect(names.filter((name) => /^[A-Z]{2}$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(codes.length);
    expect(switcherName("tw", "en").name).not.toBe(switcherName("ak", "en").name);
  });

  it("shows nothing on a page in one language", () => {
    expect(links(["sv"], "sv")).toEqual([]);
  });
});
