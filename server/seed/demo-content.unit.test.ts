import { BRANDS } from "@core/brands";
import type { Image } from "@core/images";
import { siteDocumentSchema } from "@core/site";
import { translate } from "@core/translation";
import { DEMO_ARTWORK } from "@design/artwork/render";
import { SITE_MODULE_TYPES, type SiteModule } from "@modules/schemas";
import { youtubeVideoId } from "@modules/video/youtube";
import { describe, expect, it } from "vitest";
import { type DemoImages, demoSiteDocument } from "./demo-content";

function fakeImages(): DemoImages {
  const images: DemoImages = {};
  for (const name of Object.values(DEMO_ARTWORK).flat()) {
    images[name] = { path: "/media/demo/", fileName: `${name}.jpg`, sizes: [], isDemoImage: true };
  }
  return images;
}

function imagesOf(module: SiteModule): Image[] {
  const found: Image[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      if ("fileName" in value && "path" in value) found.push(value as Image);
      else Object.values(value).forEach(visit);
    }
  };
  visit(module);
  return found;
}

describe.each(BRANDS)("the %s demo site", (brand) => {
  const site = siteDocumentSchema.parse(demoSiteDocument(brand, fakeImages()));

  it("is a valid document in sv, en and da", () => {
    expect(site.availableLanguages.map((l) => l.languageCode)).toEqual(["sv", "en", "da"]);
  });

  it("uses every module kind (the event brand all but the gift registry), starting with a header with a picture", () => {
    const kinds = new Set(site.siteModules.map((m) => m.siteModuleType));
    const expected = SITE_MODULE_TYPES.filter((kind) => brand !== "event" || kind !== "GiftRegistry");
    expect([...kinds].sort()).toEqual([...expected].sort());
    const [header] = site.siteModules;
    expect(header?.siteModuleType).toBe("Header");
    expect(header?.siteModuleType === "Header" && header.image?.fileName).toBe(`${brand}-hero.jpg`);
  });

  it("has every title and text in each language, and its own pictures only", () => {
    for (const module of site.siteModules) {
      for (const language of ["sv", "en", "da"]) {
        expect(module.title[language], `${module.id} title ${language}`).toBeTruthy();
        if ("text" in module) {
          expect(translate(module.text, language), `${module.id} text ${language}`).not.toBe("");
          expect(module.text[language]).toBeTruthy();
        }
      }
      for (const image of imagesOf(module)) {
        expect(DEMO_ARTWORK[brand] as readonly string[], module.id).toContain(
          image.fileName.replace(/\.jpg$/, ""),
        );
      }
    }
  });

  it("has a wedding-style RSVP: contact details, 'will you come' and questions shown only for a yes", () => {
    const rsvp = site.siteModules.find((m) => m.siteModuleType === "Rsvp");
    if (rsvp?.siteModuleType !== "Rsvp") throw new Error("no RSVP");
    const elements = rsvp.form.formElements;
    const required = elements.filter((e) => e.required).map((e) => e.id);
    expect(required).toEqual(
      expect.arrayContaining(["rsvpFirstName", "rsvpLastName", "rsvpEmail", "rsvpPhone", "rsvpAttending"]),
    );
    const attending = elements.find((e) => e.id === "rsvpAttending");
    expect(attending?.formElementType === "SingleSelect" && attending.options.map((o) => o.text.sv)).toEqual([
      "Ja",
      "Nej",
    ]);
    const conditional = elements.filter((e) => e.showConditions.length > 0);
    expect(conditional.length).toBeGreaterThanOrEqual(2);
    for (const element of conditional) {
      expect(element.showConditions).toEqual([
        { type: "SHOW", formElementId: "rsvpAttending", formElementOptionIds: ["rsvpAttendingYes"] },
      ]);
    }
    const form = site.siteModules.find((m) => m.siteModuleType === "Form");
    if (form?.siteModuleType !== "Form") throw new Error("no form");
    const phone = form.form.formElements.find((e) => e.id.endsWith("Phone"));
    expect(phone?.required).toBe(false);
  });

  it("has a gallery of at least six pictures, a valid video and a map", () => {
    const gallery = site.siteModules.find((m) => m.siteModuleType === "ImageGallery");
    expect(gallery?.siteModuleType === "ImageGallery" && gallery.gallery.length).toBeGreaterThanOrEqual(6);
    const video = site.siteModules.find((m) => m.siteModuleType === "Video");
    expect(video?.siteModuleType === "Video" && youtubeVideoId(video.video.videoUrl)).toHaveLength(11);
    const location = site.siteModules.find((m) => m.siteModuleType === "Location");
    expect(location?.siteModuleType === "Location" && location.map.path).toBe(`/media/demo/${brand}-map.jpg`);
  });
});

describe("the wedding gift registry", () => {
  const site = siteDocumentSchema.parse(demoSiteDocument("wedding", fakeImages()));
  it("has several items with quantities of one and more, one not reservable, with links", () => {
    const gifts = site.siteModules.find((m) => m.siteModuleType === "GiftRegistry");
    if (gifts?.siteModuleType !== "GiftRegistry") throw new Error("no gift registry");
    const items = gifts.giftRegistry.items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.some((i) => i.quantity === 1)).toBe(true);
    expect(items.some((i) => (i.quantity ?? 0) > 1)).toBe(true);
    expect(items.filter((i) => !i.reservable)).toHaveLength(1);
    expect(items.filter((i) => i.link.startsWith("https://")).length).toBeGreaterThanOrEqual(3);
  });
});
