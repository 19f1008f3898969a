import { translate } from "@core/translation";
import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { MENU_TITLE_MAX, menuRows, setHideInMenu, setMenuTitle, suggestMenuTitle } from "./menu-rules";

describe("a short menu title for a long title", () => {
  it("suggests nothing for a title that fits", () => {
    expect(suggestMenuTitle("Välkomna")).toBeNull();
    expect(suggestMenuTitle("x".repeat(MENU_TITLE_MAX))).toBeNull();
  });

  it("keeps the first whole words within the limit, without a dangling '&'", () => {
    expect(suggestMenuTitle("Program för dagen och kvällen på Gotland")).toBe("Program för dagen");
    expect(suggestMenuTitle("Mat & dryck hela natten lång")).toBe("Mat & dryck hela");
    expect(suggestMenuTitle("Anna & Erik gifter sig i Visby")).toBe("Anna & Erik gifter");
    expect(suggestMenuTitle("Vägbeskrivning & parkering")).toBe("Vägbeskrivning");
  });

  it("cuts one very long word at the limit", () => {
    const word = "a".repeat(90);
    expect(suggestMenuTitle(word)).toBe("a".repeat(MENU_TITLE_MAX));
  });
});

describe("the menu editor's rows", () => {
  const long = {
    ...createSiteModule("Text", "t1"),
    title: { sv: "Program för dagen och kvällen", en: "Programme" },
  };
  const named = {
    ...createSiteModule("Text", "t2"),
    title: { sv: "Boende i Visby under helgen" },
    menuTitle: { sv: "Boende" },
  };
  const hidden = { ...createSiteModule("Countdown", "c1"), hide: true, hideInMenu: true };

  it("lists every module with its title, menu title and switches in the chosen language", () => {
    const rows = menuRows([long, named, hidden], "sv");
    expect(rows.map((r) => r.id)).toEqual(["t1", "t2", "c1"]);
    expect(rows[0]).toMatchObject({
      title: "Program för dagen och kvällen",
      menuTitle: "",
      suggestion: "Program för dagen",
    });
    expect(rows[1]).toMatchObject({ menuTitle: "Boende", suggestion: null });
    expect(rows[2]).toMatchObject({ hidden: true, hideInMenu: true, title: "" });
    expect(menuRows([long], "en")[0]).toMatchObject({ title: "Programme", suggestion: null });
    const longMenuTitle = setMenuTitle(named, "sv", "Boende och parkering i Visby");
    expect(menuRows([longMenuTitle], "sv")[0]?.suggestion).toBe("Boende och parkering");
  });

  it("sets the menu title per language; an emptied one shows that language's title", () => {
    const renamed = setMenuTitle(long, "en", "Day");
    expect(renamed.menuTitle).toEqual({ en: "Day" });
    expect(long.menuTitle).toEqual({});
    const both = setMenuTitle(setMenuTitle(renamed, "sv", "Program"), "en", "");
    expect(both.menuTitle).toEqual({ sv: "Program", en: "" });
    expect(translate(both.menuTitle, "en") || translate(both.title, "en")).toBe("Programme");
  });

  it("switches hide-in-menu without touching hide", () => {
    const off = setHideInMenu(long, true);
    expect(off.hideInMenu).toBe(true);
    expect(off.hide).toBe(false);
  });
});
