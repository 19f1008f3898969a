import { describe, expect, it } from "vitest";
import { DEFAULT_COLOR_SCHEME } from "./colors";
import { EVENT_LOGO_NAMES, eventLogoSchema } from "./design";
import {
  clampInitialsDistance,
  clampInitialsSize,
  defaultLogoDate,
  eventDayOf,
  hexOf,
  initialOf,
  initialsDefaults,
  initialsLayout,
  isMonogram,
  logoDate,
  logoExtraText,
  logoLabel,
  logoNames,
  namesFromTitle,
  newEventLogo,
  overrideStart,
  parseLogoDate,
  withKind,
} from "./event-logo";

// 15:00 in Stockholm on 23 November 2026.
const TODAY = new Date("2026-11-23T14:00:00Z");

describe("defaultLogoDate", () => {
  it("is the day one year ahead, written per language", () => {
    expect(defaultLogoDate("sv", TODAY)).toBe("23 november 2027");
    expect(defaultLogoDate("en", TODAY)).toBe("23 November 2027");
    expect(defaultLogoDate("da", TODAY)).toBe("23. november 2027");
  });

  it("counts the day as it is in Sweden, also just before midnight UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    expect(defaultLogoDate("sv", new Date("2026-12-31T23:30:00Z"))).toBe("1 januari 2028");
  });

  it("turns 29 February into 28 February and survives a language tag Intl refuses", () => {
    expect(defaultLogoDate("sv", new Date("2028-02-29T12:00:00Z"))).toBe("28 februari 2029");
    // As the wizard's dates: English for a tag Intl cannot read.
    expect(defaultLogoDate("not a tag!", TODAY)).toBe("23 November 2027");
  });
});

describe("the logo's date in the page's language (issue 23)", () => {
  it("writes a day in each language's words", () => {
    expect(logoDate("2027-08-21", "sv")).toBe("21 augusti 2027");
    expect(logoDate("2027-08-21", "en")).toBe("21 August 2027");
    expect(logoDate("2027-08-21", "da")).toBe("21. august 2027");
    expect(logoDate("2027-08-21", "de")).toBe("21. August 2027");
    expect(logoDate("2027-02-30", "sv")).toBe("");
  });

  it("reads back a date written in any of the product's languages, in any case", () => {
    expect(parseLogoDate("21 augusti 2027")).toBe("2027-08-21");
    expect(parseLogoDate(" 21 AUGUSTI  2027 ")).toBe("2027-08-21");
    expect(parseLogoDate("21. august 2027")).toBe("2027-08-21");
    expect(parseLogoDate("August 21, 2027")).toBe("2027-08-21");
    expect(parseLogoDate("1 maj 2028")).toBe("2028-05-01");
  });

  it("does not take the owner's own text for a date", () => {
    for (const text of [
      "",
      "Midsommar",
      "14.06.2027",
      "21 augusti 2027 · Visby",
      "31 februari 2027",
      "21 smurf 2027",
    ])
      expect(parseLogoDate(text)).toBeNull();
  });

  it("shows a saved date in the page's language and any other text as written", () => {
    const logo = { additionalText: "27 november 2027" };
    expect(logoExtraText(logo, "sv")).toBe("27 november 2027");
    expect(logoExtraText(logo, "en")).toBe("27 November 2027");
    expect(logoExtraText(logo, "da")).toBe("27. november 2027");
    expect(logoExtraText({ additionalText: "August 21, 2027" }, "sv")).toBe("21 augusti 2027");
    expect(logoExtraText({ additionalText: " Slottet i Visby " }, "en")).toBe("Slottet i Visby");
  });

  it("finds the event's day in the countdown, else in the wizard's answers", () => {
    const countdown = { siteModuleType: "Countdown", countdownDate: "2027-08-21 15:00" };
    const header = { siteModuleType: "Header" };
    expect(eventDayOf({ siteModules: [header, countdown] })).toBe("2027-08-21");
    expect(
      eventDayOf({
        siteModules: [header],
        wizardData: { dateStart: "2027-09-04T14:00", dateNotDecided: false },
      }),
    ).toBe("2027-09-04");
    expect(eventDayOf({ siteModules: [header], wizardData: { dateNotDecided: true } })).toBeNull();
    expect(eventDayOf({ siteModules: [header] })).toBeUndefined();
  });
});

describe("newEventLogo", () => {
  it("dates a logo with the event's day when it is known, and leaves the line empty when it is not decided", () => {
    expect(newEventLogo("HandDrawnHeart", {}, "sv", TODAY, "2027-08-21").additionalText).toBe(
      "21 augusti 2027",
    );
    expect(newEventLogo("HandDrawnHeart", {}, "da", TODAY, "2027-08-21").additionalText).toBe(
      "21. august 2027",
    );
    expect(newEventLogo("HandDrawnHeart", {}, "sv", TODAY, null).additionalText).toBe("");
    expect(newEventLogo("HandDrawnHeart", {}, "sv", TODAY, undefined).additionalText).toBe(
      "23 november 2027",
    );
  });

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
