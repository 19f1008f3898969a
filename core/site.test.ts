import { createSiteModule, SITE_MODULE_TYPES, siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { SAVED_SITE_FIELDS, siteDocumentSchema } from "./site";

describe("site document", () => {
  it("knows the fifteen current module kinds", () => {
    expect(SITE_MODULE_TYPES.sort()).toEqual(
      [
        "Countdown",
        "Faq",
        "Form",
        "GiftRegistry",
        "Header",
        "ImageAndText",
        "ImageGallery",
        "Location",
        "PeopleList",
        "Programme",
        "Rsvp",
        "Text",
        "TextAndImageList",
        "Travel",
        "Video",
      ].sort(),
    );
  });

  it("lists exactly the fields a V2 save keeps (SPEC §3)", () => {
    expect([...SAVED_SITE_FIELDS].sort()).toEqual(
      [
        "siteModules",
        "fonts",
        "theme",
        "colorScheme",
        "siteGraphic",
        "mostRecentSelectedDesignTemplate",
        "formRecipients",
        "availableLanguages",
        "eventLogo",
      ].sort(),
    );
  });

  it("names the saved fields as the schema has them, in its order (site-helpers.ts holds them without zod)", () => {
    expect([...SAVED_SITE_FIELDS]).toEqual(Object.keys(siteDocumentSchema.shape));
  });

  it("applies the defaults of a new document", () => {
    const site = siteDocumentSchema.parse({ siteModules: [] });
    expect(site.fonts).toEqual({ heading: "Playfair Display", text: "Arial" });
    expect(site.availableLanguages).toEqual([{ languageCode: "sv" }]);
    expect(site.theme).toBe("theme4");
    expect(site.siteGraphic).toBeNull();
    expect(site.formRecipients).toEqual([]);
  });

  it("creates every kind with its schema's defaults", () => {
    for (const kind of SITE_MODULE_TYPES) {
      const module = createSiteModule(kind, `m${kind}`);
      expect(module.siteModuleType).toBe(kind);
      expect(module.hide).toBe(false);
      expect(siteModuleSchema.parse(module)).toEqual(module);
    }
    expect(createSiteModule("Countdown", "c").hideInMenu).toBe(true);
    expect(createSiteModule("Text", "t").hideInMenu).toBe(false);
    expect(createSiteModule("Header", "h").userSelectedImageSize).toBe("MEDIUM");
    expect(createSiteModule("Rsvp", "r").maxNumberOfGuests).toBe(5);
    expect(createSiteModule("Location", "l").map).toMatchObject({
      zoom: 12,
      markerColor: "#ea4335",
      mapTheme: "NORMAL",
    });
  });

  it("applies the spec's defaults to form elements and gift items", () => {
    const gift = siteModuleSchema.parse({
      id: "g",
      siteModuleType: "GiftRegistry",
      giftRegistry: { items: [{ id: "giftRegistryItem1" }] },
    });
    expect(gift.siteModuleType === "GiftRegistry" && gift.giftRegistry.items[0]).toMatchObject({
      quantity: 1,
      reservable: true,
    });
  });

  it("rejects what the spec does not allow", () => {
    const bad = (siteModules: unknown[], extra: object = {}) =>
      siteDocumentSchema.safeParse({ siteModules, ...extra }).success;
    expect(bad([{ id: "x", siteModuleType: "Speech2" }])).toBe(false);
    expect(bad([{ siteModuleType: "Text" }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Text", title: "not an object" }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Countdown", countdownDate: "2027-13-01" }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Countdown", countdownDate: "2100-01-01 10:00" }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Countdown", countdownDate: "2027-06-12 15:00" }])).toBe(true);
    expect(bad([{ id: "x", siteModuleType: "Rsvp", maxNumberOfGuests: 6 }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Header", verticalAlignment: 2 }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Location", map: { zoom: 19 } }])).toBe(false);
    expect(bad([{ id: "x", siteModuleType: "Location", map: { markerColor: "red" } }])).toBe(false);
    expect(bad([], { availableLanguages: [] })).toBe(false);
    expect(bad([], { availableLanguages: [{ languageCode: "sv" }, { languageCode: "sv" }] })).toBe(false);
    expect(bad([], { theme: "theme3" })).toBe(false);
    expect(bad([], { siteGraphic: "UNKNOWN_GRAPHIC" })).toBe(false);
    expect(bad([], { siteGraphic: "EUCALYPTUS" })).toBe(true);
    expect(bad(Array.from({ length: 101 }, (_, i) => ({ id: `t${i}`, siteModuleType: "Text" })))).toBe(false);
  });

  it("trims form recipients and drops empty ones", () => {
    const site = siteDocumentSchema.parse({
      siteModules: [],
      formRecipients: [{ formId: "rsvp1", recipients: [" anna@exempel.se ", "", "erik@exempel.se"] }],
    });
    expect(site.formRecipients[0]?.recipients).toEqual(["anna@exempel.se", "erik@exempel.se"]);
    expect(
      siteDocumentSchema.safeParse({
        siteModules: [],
        formRecipients: [{ formId: "f", recipients: ["nope"] }],
      }).success,
    ).toBe(false);
  });
});
