// @vitest-environment happy-dom
// The language list of the wizard's step 3 and the Mer drawer (issue 23 item 7) in a browser whose Intl
// data is Chromium's: no names for about 50 ISO codes and 'tw' taken for 'ak'. Every language still
// shows by name, once, the common ones first, in sv, en and da.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { createRef } from "react";
import { I18nextProvider } from "react-i18next";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LanguageChooser } from "./LanguageChooser";

// The codes Chromium's ICU names by their code (checked in Debian's Chromium with sv, en and da).
// biome-ignore format: a list of codes
const CHROMIUM_UNNAMED = new Set([
  "aa", "ab", "ae", "av", "ba", "bi", "bo", "ce", "ch", "cr", "cu", "cv", "dz", "ff", "fj", "gv", "ho",
  "hz", "ie", "ii", "ik", "io", "iu", "kg", "ki", "kj", "kl", "kr", "ks", "kv", "kw", "li", "lu", "mh",
  "na", "nd", "ng", "nr", "nv", "oj", "os", "pi", "rn", "sc", "se", "sg", "ss", "ty", "ve", "vo", "za",
]);

const RealDisplayNames = Intl.DisplayNames;

class ChromiumDisplayNames extends RealDisplayNames {
  override of(code: string): string | undefined {
    if (CHROMIUM_UNNAMED.has(code)) return code;
    return super.of(code === "tw" ? "ak" : code);
  }
}

const useDisplayNames = (value: typeof Intl.DisplayNames) =>
  Object.defineProperty(Intl, "DisplayNames", { value, configurable: true, writable: true });

beforeAll(() => useDisplayNames(ChromiumDisplayNames));
afterAll(() => useDisplayNames(RealDisplayNames));
afterEach(cleanup);

const MESSAGES = { sv, en, da } as const;

function renderChooser(ui: keyof typeof MESSAGES, languages: string[] = ["sv"]) {
  const changes: string[][] = [];
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app } });
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageChooser
        languages={languages}
        onChange={(next) => changes.push(next)}
        texts="more.languages"
        afterRemove={createRef()}
        classes={{ subtitle: "", limit: "" }}
        subheading="h4"
      />
    </I18nextProvider>,
  );
  const select = screen.getByRole("combobox") as HTMLSelectElement;
  const groups = [...select.querySelectorAll("optgroup")].map((group) => ({
    label: group.label,
    names: [...group.querySelectorAll("option")].map((option) => option.textContent ?? ""),
  }));
  return { changes, select, groups };
}

describe("the language list (issue 23 item 7)", () => {
  it.each(["sv", "en", "da"] as const)("names every language once and never by its code (%s)", (ui) => {
    const { select } = renderChooser(ui);
    const names = [...select.options].slice(1).map((option) => option.textContent ?? "");
    // Every ISO 639-1 language but the page's one.
    expect(names).toHaveLength(182);
    for (const name of names) {
      expect(name).not.toMatch(/^[A-Z]{2}$/);
      expect(name).toMatch(/^\p{Lu}/u);
    }
    expect(new Set(names.map((name) => name.toLocaleLowerCase(ui))).size).toBe(names.length);
  });

  it("lists the common languages first, then the rest alphabetically, in the UI language", () => {
    const { groups } = renderChooser("sv", ["sv", "en"]);
    expect(groups.map((group) => group.label)).toEqual(["Vanliga språk", "Övriga språk"]);
    const [common, others] = groups;
    expect(common?.names.slice(0, 6)).toEqual([
      "Arabiska (العربية)",
      "Bosniska (bosanski)",
      "Danska (dansk)",
      "Estniska (eesti)",
      "Finska (suomi)",
      "Franska (français)",
    ]);
    expect(common?.names).toContain("Tyska (Deutsch)");
    expect(common?.names).toContain("Norska (norsk)");
    expect(common?.names).not.toContain("Svenska");
    expect(others?.names).toContain("Abchaziska");
    expect(others?.names).toContain("Akan");
    expect(others?.names).toContain("Twi");
    expect(others?.names).toContain("Nordsamiska (davvisámegiella)");
    const sorted = [...(others?.names ?? [])].sort((a, b) => a.localeCompare(b, "sv"));
    expect(others?.names).toEqual(sorted);
  });

  it("names the groups and languages in English and Danish too", () => {
    const english = renderChooser("en").groups;
    expect(english.map((group) => group.label)).toEqual(["Common languages", "Other languages"]);
    expect(english[0]?.names).toContain("German (Deutsch)");
    expect(english[1]?.names).toContain("Abkhazian");
    cleanup();
    const danish = renderChooser("da").groups;
    expect(danish.map((group) => group.label)).toEqual(["Almindelige sprog", "Øvrige sprog"]);
    expect(danish[0]?.names).toContain("Tysk (Deutsch)");
    expect(danish[1]?.names).toContain("Abkhasisk");
  });

  it("adds a language chosen from the list and shows it by name", () => {
    const { changes, select } = renderChooser("sv", ["sv", "ab"]);
    expect(within(screen.getByRole("list")).getByText("Abchaziska")).toBeTruthy();
    fireEvent.change(select, { target: { value: "kl" } });
    fireEvent.click(screen.getByRole("button", { name: "Lägg till" }));
    expect(changes).toEqual([["sv", "ab", "kl"]]);
  });
});
