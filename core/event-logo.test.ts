import { describe, expect, it } from "vitest";
import { DEFAULT_COLOR_SCHEME } from "./colors";
import { EVENT_LOGO_NAMES, eventLogoSchema } from "./design";
import {
  clampInitialsDistance,
  clampInitialsSize,
  defaultLogoDate,
  hexOf,
  initialOf,
  initialsDefaults,
  initialsLayout,
  isMonogram,
  logoLabel,
  logoNames,
  namesFromTitle,
  newEventLogo,
  overrideStart,
  withKind,
} from "./event-logo";

// 15:00 in Stockholm on 23 November 2026.
const TODAY = new Date("2026-11-23T14:00:00Z");

describe("defaultLogoDate", () => {
  it("is the day one year ahead, written per language", () => {
    expect(defaultLogoDate("sv", TODAY)).toBe("23 november 2027");
    expect(defaultLogoDate("en", TODAY)).toMatch(/^(23 November 2027|November 23, 2027)$/);
    expect(defaultLogoDate("da", TODAY)).toBe("23. november 2027");
  });

  it("counts the day as it is in Sweden, also just before midnight UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    expect(defaultLogoDate("sv", new Date("2026-12-31T23:30:00Z"))).toBe("1 januari 2028");
  });

  it("turns 29 February into 28 February and survives a language tag Intl refuses", () => {
    expect(defaultLogoDate("sv", new Date("2028-02-29T12:00:00Z"))).toBe("28 februari 2029");
    expect(defaultLogoDate("not a tag!", TODAY)).toBe("23 november 2027");
  });
});

describe("newEventLogo", () => {
  it("makes a logo the server's schema accepts for every kind, with the date one year ahead", () => {
    for (const kind of EVENT_LOGO_NAMES) {
      const logo = newEventLogo(kind, { name1: " Anna ", name2: "Johan" }, "sv", TODAY);
      expect(eventLogoSchema.parse(logo)).toEqual(logo);
      expect(logo).toMatchObject({
        name: kind,
        name1: "Anna",
        name2: "Johan",
        additionalText: "23 november 2027",
      });
      expect(logo.colorText.override).toBe(false);
      expect(logo.colorBackground.override).toBe(false);
    }
  });

  it("gives the badge the spec's initials (9, 12, 6), the other monograms size 10 side by side, names none", () => {
    expect(newEventLogo("ModernMonogramBadge", {}, "sv", TODAY)).toMatchObject({
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
    expect(initialsDefaults("ModernMonogramStrikethrough")).toEqual({
      fontSizeInitials: 10,
      distanceInitialsX: 0,
      distanceInitialsY: 0,
    });
    const names = newEventLogo("LeafsBox", {}, "sv", TODAY);
    expect(names.fontSizeInitials).toBeUndefined();
    expect(names.distanceInitialsX).toBeUndefined();
    expect(isMonogram("LeafsBox")).toBe(false);
    expect(isMonogram("ModernMonogramBorderBetween")).toBe(true);
  });

  it("cuts names to the schema's 100 characters", () => {
    const logo = newEventLogo("RelaxedByHand", { name1: "A".repeat(140) }, "sv", TODAY);
    expect(logo.name1).toHaveLength(100);
    expect(eventLogoSchema.safeParse(logo).success).toBe(true);
  });
});

describe("withKind", () => {
  it("keeps texts and colours and takes the new kind's initials settings", () => {
    const logo = {
      ...newEventLogo("ModernMonogramBadge", { name1: "Maja", name2: "Elias" }, "sv", TODAY),
      additionalText: "Slottet",
      colorText: { override: true, color: "#224466" },
      fontSizeInitials: 3,
    };
    const strike = withKind(logo, "ModernMonogramStrikethrough");
    expect(strike).toMatchObject({
      name: "ModernMonogramStrikethrough",
      name1: "Maja",
      additionalText: "Slottet",
      colorText: { override: true, color: "#224466" },
      fontSizeInitials: 10,
      distanceInitialsX: 0,
    });
    const hand = withKind(logo, "RelaxedByHand");
    expect("fontSizeInitials" in hand).toBe(false);
    expect(hand.name2).toBe("Elias");
  });
});

describe("initials", () => {
  it("clamps size to 1–15 and offsets to −14..14 as whole numbers", () => {
    expect([0, 1, 7.4, 15, 99, Number.NaN].map(clampInitialsSize)).toEqual([1, 1, 7, 15, 15, 10]);
    expect([-20, -14, 3.6, 14, 15, Number.NaN].map(clampInitialsDistance)).toEqual([-14, -14, 4, 14, 14, 0]);
  });

  it("draws base 35 without a size and the size + 25 with one; the badge defaults to 9 + 25", () => {
    const strike = eventLogoSchema.parse({ name: "ModernMonogramStrikethrough" });
    expect(initialsLayout(strike)).toEqual({ fontSize: 35, dx: 0, dy: 0 });
    expect(initialsLayout({ ...strike, fontSizeInitials: 15, distanceInitialsX: -3 })).toEqual({
      fontSize: 40,
      dx: -3,
      dy: 0,
    });
    expect(initialsLayout(eventLogoSchema.parse({ name: "ModernMonogramBadge" }))).toEqual({
      fontSize: 34,
      dx: 12,
      dy: 6,
    });
  });

  it("takes the first letter or digit of a name, upper-cased", () => {
    expect(["anna", " (Örjan)", "åsa", "7even", "", "—"].map(initialOf)).toEqual([
      "A",
      "Ö",
      "Å",
      "7",
      "",
      "",
    ]);
  });
});

describe("names", () => {
  it("reads two names from a title, in every product language", () => {
    expect(namesFromTitle("Anna & Erik")).toEqual({ name1: "Anna", name2: "Erik" });
    expect(namesFromTitle("Maja och Elias")).toEqual({ name1: "Maja", name2: "Elias" });
    expect(namesFromTitle("Mette og Søren")).toEqual({ name1: "Mette", name2: "Søren" });
    expect(namesFromTitle("Välkomna")).toEqual({ name1: "Välkomna", name2: "" });
  });

  it("shows the logo's own names, else the title's, and labels the logo by the title", () => {
    const own = eventLogoSchema.parse({ name: "LeafsBox", name1: "Maja", name2: "Elias" });
    expect(logoNames(own, "Anna & Erik")).toEqual({ first: "Maja", second: "Elias", initials: ["M", "E"] });
    const none = eventLogoSchema.parse({ name: "LeafsBox" });
    expect(logoNames(none, "Anna och Erik").initials).toEqual(["A", "E"]);
    expect(logoLabel(own, "Vårt bröllop")).toBe("Vårt bröllop");
    expect(logoLabel(own, " ")).toBe("Maja & Elias");
  });
});

describe("own colours", () => {
  it("writes scheme colours as #rrggbb", () => {
    expect(hexOf({ hue: 0, saturation: 0, lightness: 100 })).toBe("#ffffff");
    expect(hexOf({ hue: 0, saturation: 100, lightness: 50 })).toBe("#ff0000");
    expect(hexOf({ hue: 220, saturation: 30, lightness: 14, alpha: 0.5 })).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("starts an override from the page's colours until the owner has chosen one", () => {
    const scheme = { ...DEFAULT_COLOR_SCHEME, onBackground: { hue: 0, saturation: 0, lightness: 90 } };
    expect(overrideStart("colorText", "#000000", scheme)).toBe("#e6e6e6");
    expect(overrideStart("colorBackground", "#FFFFFF", scheme)).toBe(hexOf(DEFAULT_COLOR_SCHEME.background));
    expect(overrideStart("colorText", "#7a2e3a", scheme)).toBe("#7a2e3a");
  });
});
