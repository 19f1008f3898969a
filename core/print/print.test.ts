import { describe, expect, it } from "vitest";
import { DEFAULT_COLOR_SCHEME } from "../colors";
import { DEFAULT_FONTS } from "../fonts";
import { longDate, printFactsOf } from "./facts";
import { PAGE, pixelsFor } from "./geometry";
import {
  changeLayout,
  imageAspect,
  LAYOUT_PLACEMENTS,
  layoutDefaults,
  newPrint,
  type PrintFacts,
  qrCheck,
} from "./layouts";
import { PRINT_LAYOUTS, type PrintDocument, printDocumentSchema } from "./schema";

const facts: PrintFacts = {
  names: "Anna & Johan",
  dateText: "Lördag 12 juni 2027, 15:00",
  placeText: "Skeppsholmskyrkan, Stockholm",
  siteUrl: "https://anna-och-johan.brollopssidan.se",
  language: "sv",
};
const design = {
  colorScheme: DEFAULT_COLOR_SCHEME,
  fonts: DEFAULT_FONTS,
  siteGraphic: "EUCALYPTUS",
  eventLogo: null,
};
const textAt = (print: PrintDocument, page: number, position: string) =>
  print.content.find((item) => item.page === page && item.position === position)?.text?.text;

describe("layouts", () => {
  it("places the front and back of every layout, each position once, and the defaults are valid cards", () => {
    for (const layout of PRINT_LAYOUTS) {
      const content = layoutDefaults(layout, facts);
      expect(content.map((i) => `${i.page}:${i.position}`)).toEqual(
        LAYOUT_PLACEMENTS[layout].map((p) => `${p.page}:${p.position}`),
      );
      expect(content.filter((i) => i.page === 2).map((i) => i.position)).toEqual([
        "title",
        "websiteInfo",
        "qr",
        "textAtQR",
      ]);
      const parsed = printDocumentSchema.safeParse({ ...newPrint(design, facts), layout, content });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(layoutDefaults("GENESIS", facts).some((i) => i.position === "primaryImage")).toBe(false);
    expect(layoutDefaults("PHOTO_CLEAN", facts).find((i) => i.position === "primaryImage")?.image).toBeNull();
  });

  it("starts with the site's names, date, place and address in the site's language", () => {
    const print = newPrint(design, facts);
    expect(print.layout).toBe("GENESIS");
    expect(print.siteGraphic).toBe("EUCALYPTUS");
    expect(textAt(print, 1, "names")).toBe("Anna & Johan");
    expect(textAt(print, 1, "dateAndLocationLong")).toBe(
      "Lördag 12 juni 2027, 15:00\nSkeppsholmskyrkan, Stockholm",
    );
    expect(textAt(print, 1, "welcomeText")).toBe("Välkomna på vårt bröllop");
    expect(textAt(print, 2, "textAtQR")).toBe("anna-och-johan.brollopssidan.se");
    expect(print.content.find((i) => i.position === "qr")?.qr).toEqual({ url: facts.siteUrl, hidden: false });
    const photo = changeLayout(print, "PHOTO_CLEAN", facts);
    expect(textAt(photo, 1, "dateAndLocation")).toBe(
      "Lördag 12 juni 2027, 15:00\nSkeppsholmskyrkan, Stockholm",
    );
    const shortFacts = { ...facts, dateText: "12 juni 2027", placeText: "Visby" };
    expect(
      textAt(changeLayout(newPrint(design, shortFacts), "PHOTO_CLEAN", shortFacts), 1, "dateAndLocation"),
    ).toBe("12 juni 2027 · Visby");
    const english = newPrint(design, { ...facts, language: "en" });
    expect(textAt(english, 2, "title")).toBe("RSVP");
    expect(textAt(newPrint(design, { ...facts, language: "de" }), 2, "title")).toBe("RSVP");
    expect(textAt(newPrint(design, { ...facts, language: "da" }), 2, "title")).toBe("Svar udbedes");
  });

  it("hides the QR code while the site has no address, and says to scan instead", () => {
    const print = newPrint(design, { ...facts, siteUrl: null });
    expect(print.content.find((i) => i.position === "qr")?.qr).toEqual({ url: "", hidden: true });
    expect(textAt(print, 2, "textAtQR")).toBe("Skanna koden med mobilen");
    expect(printDocumentSchema.safeParse(print).success).toBe(true);
  });

  it("changing layout keeps what is written at the positions both have and drops the rest", () => {
    const print = newPrint(design, facts);
    const names = print.content.find((i) => i.position === "names");
    if (names?.text) names.text.text = "Anna och Johan";
    const welcome = print.content.find((i) => i.position === "welcomeText");
    if (welcome?.text) welcome.text.text = "Kära vänner";
    const qr = print.content.find((i) => i.position === "qr");
    if (qr?.qr) qr.qr = { url: "https://example.se/osa", hidden: false };

    const photo = changeLayout(print, "TEXT_ON_PHOTO", facts);
    expect(photo.layout).toBe("TEXT_ON_PHOTO");
    expect(textAt(photo, 1, "names")).toBe("Anna och Johan");
    expect(photo.content.find((i) => i.position === "qr")?.qr?.url).toBe("https://example.se/osa");
    expect(photo.content.some((i) => i.position === "welcomeText")).toBe(false);
    expect(photo.content.find((i) => i.position === "primaryImage")).toMatchObject({ contentType: "image" });
    // Back again: the welcome text the new layout did not have starts over.
    expect(textAt(changeLayout(photo, "GENESIS", facts), 1, "welcomeText")).toBe("Välkomna på vårt bröllop");
    // Design fields are untouched.
    expect(photo.colorScheme).toBe(print.colorScheme);
  });

  it("crops photos at the layout's aspect", () => {
    expect(imageAspect("PHOTO_CLEAN")).toBe(1.1);
    expect(imageAspect("TEXT_ON_PHOTO")).toBeCloseTo(0.7244, 4);
    expect(imageAspect("TEXT_ON_PHOTO_GRADIENT")).toBe(460 / 635);
    expect(imageAspect("GENESIS")).toBeNull();
  });
});

describe("the QR check before ordering", () => {
  const withQr = (url: string, hidden = false): PrintDocument => {
    const print = newPrint(design, facts);
    const qr = print.content.find((i) => i.position === "qr");
    if (qr) qr.qr = { url, hidden };
    return print;
  };
  it("passes the site's own address, with or without www. and in any case", () => {
    expect(
      qrCheck(withQr("https://anna-och-johan.brollopssidan.se"), "anna-och-johan.brollopssidan.se"),
    ).toBe("ok");
    expect(
      qrCheck(withQr("https://WWW.Anna-och-Johan.brollopssidan.se/sv"), "anna-och-johan.brollopssidan.se"),
    ).toBe("ok");
    expect(qrCheck(withQr("https://annajohan.se/"), "www.annajohan.se")).toBe("ok");
  });
  it("asks when the code leads elsewhere or the site has no address, never for a hidden code", () => {
    expect(qrCheck(withQr("https://example.se/osa"), "anna-och-johan.brollopssidan.se")).toBe("differs");
    expect(qrCheck(withQr("https://anna-och-johan.brollopssidan.se"), null)).toBe("differs");
    expect(qrCheck(withQr("https://example.se", true), "anna-och-johan.brollopssidan.se")).toBe("ok");
  });
});

describe("the card document", () => {
  it("refuses a visible QR code without an address, content of the wrong type and two items in one place", () => {
    const print = newPrint(design, facts);
    const noUrl = structuredClone(print);
    const qr = noUrl.content.find((i) => i.position === "qr");
    if (qr) qr.qr = { url: "", hidden: false };
    expect(printDocumentSchema.safeParse(noUrl).success).toBe(false);
    if (qr) qr.qr = { url: "javascript:alert(1)", hidden: false };
    expect(printDocumentSchema.safeParse(noUrl).success).toBe(false);
    if (qr) qr.qr = { url: "", hidden: true };
    expect(printDocumentSchema.safeParse(noUrl).success).toBe(true);

    const wrongType = structuredClone(print);
    (wrongType.content[0] as { contentType: string }).contentType = "image";
    expect(printDocumentSchema.safeParse(wrongType).success).toBe(false);

    const twice = structuredClone(print);
    twice.content.push({
      ...structuredClone(print.content[0] as (typeof print.content)[number]),
      id: "other",
    });
    expect(printDocumentSchema.safeParse(twice).success).toBe(false);

    expect(printDocumentSchema.safeParse({ ...print, layout: "POSTER" }).success).toBe(false);
    expect(printDocumentSchema.safeParse({ ...print, trim: "square" }).success).toBe(false);
    expect(printDocumentSchema.safeParse({ ...print, siteGraphic: "NOT_A_GRAPHIC" }).success).toBe(false);
  });
});

describe("facts from the site", () => {
  it("takes the wizard's names, date and place, else the page's header and location", () => {
    const document = {
      availableLanguages: [{ languageCode: "sv" }],
      siteModules: [
        {
          siteModuleType: "Header",
          title: { sv: "Maja &amp; Erik" },
          secondLine: { sv: "<p>1 maj 2027</p>" },
        },
        { siteModuleType: "Location", title: { sv: "Ulriksdals slott" } },
      ],
    } as unknown as Parameters<typeof printFactsOf>[0]["document"];
    expect(printFactsOf({ document, wizardData: null, host: null })).toEqual({
      names: "Maja & Erik",
      dateText: "1 maj 2027",
      placeText: "Ulriksdals slott",
      siteUrl: null,
      language: "sv",
    });
    const fromWizard = printFactsOf({
      document,
      wizardData: { name1: "Anna", name2: "Johan", location: "Visby", dateStart: "2027-06-12T15:00" },
      host: "anna.brollopssidan.se",
    });
    expect(fromWizard).toMatchObject({
      names: "Anna & Johan",
      placeText: "Visby",
      siteUrl: "https://anna.brollopssidan.se",
    });
    expect(fromWizard.dateText).toMatch(/^Lördag 12 juni 2027/);
  });

  it("writes the date long in the language, without a time when none was given", () => {
    expect(longDate("2027-06-12T15:00", "en")).toBe("Saturday, 12 June 2027, 15:00");
    expect(longDate("2027-06-12", "en")).toBe("Saturday, 12 June 2027");
    expect(longDate("2027-06-12T15:00", "da")).toBe("Lørdag den 12. juni 2027, 15.00");
    expect(longDate("2027-06-12", "sv")).toBe("Lördag 12 juni 2027");
    expect(longDate("inte ett datum", "sv")).toBe("");
  });
});

describe("paper", () => {
  it("is A6 with 3 mm bleed, and 300 dpi needs about 1311 × 1819 pixels for a full-bleed photo", () => {
    expect(PAGE).toEqual({ widthMm: 111, heightMm: 154 });
    expect([pixelsFor(PAGE.widthMm), pixelsFor(PAGE.heightMm)]).toEqual([1312, 1819]);
  });
});
